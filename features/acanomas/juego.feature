# language: es
Característica: El juego de las bazas, sin compañero
  Texto 000 §14: «Por no servir un jugador al palo de salida pudiendo hacerlo: 10 puntos».
  The mano leads trick 1, whoever took; the winner of a trick leads the next. A player holding
  the suit led must follow it; on a trump lead he must beat the best trump if able. Void in the
  suit led he must trump, overtrump if able, else undertrump (option undertrump=optional: any
  card when unable to overtrump); with no trump, any card. There is no partner: every other
  player is an opponent. In pairs the team game's partner rule comes back (ACA-PLAY-PAIRS).

  Three deals are used (their whole partial games are in other files):
  * worked example 4's deal: three players, seat 2 deals, 7♠ turned, seat 1 takes spades;
  * worked example 1's deal: three players, seat 2 deals, 7♠ turned, seat 1 takes spades;
  * a four-player deal: seat 3 deals, 7♣ turned, seat 1 takes clubs.

  @ACA-PLAY-TURN @ACA-BID-MAKER
  Escenario: The mano leads trick 1, not the maker; acting out of turn is refused
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                        |
      | 0       | 8♠ J♠ K♠ A♥ K♥ Q♥ 9♥ 7♥ 10♣   |
      | 1       | 9♠ A♠ K♦ Q♦ 10♦ 8♦ 7♦ 10♥ 8♥  |
      | 2       | A♦ J♥ 7♣ 8♣ 9♣ J♣ Q♣ K♣ A♣    |
    Y el mazo es: 10♠ Q♠ 9♦ J♦
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Entonces marcó triunfo el asiento 1, con ♠ de triunfo
    Y la fase es "first_trick"
    Y le toca al asiento 0
    Cuando el asiento 1 no anuncia nada
    Entonces la acción se rechaza bajo ACA-PLAY-TURN
    Y el motivo menciona "out of turn"
    Cuando el asiento 1 juega 9♠
    Entonces la acción se rechaza bajo ACA-PLAY-TURN
    Cuando el asiento 0 no anuncia nada
    Y el asiento 0 juega 8♠
    Entonces la acción se acepta
    Y le toca al asiento 1

  @ACA-PLAY-TRUMP-LEAD @ACA-PLAY-FOLLOW-SUIT @ACA-PLAY-DISCARD
  Escenario: A trump led: beat it if able; without a trump, any card
    # Spades trump. Seat 0 leads 8♠; seat 1 holds 9♠ and A♠, both above 8♠ (J 9 A 10 K Q 8 7).
    # Seat 2 holds no trump: any card.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                        |
      | 0       | 8♠ J♠ K♠ A♥ K♥ Q♥ 9♥ 7♥ 10♣   |
      | 1       | 9♠ A♠ K♦ Q♦ 10♦ 8♦ 7♦ 10♥ 8♥  |
      | 2       | A♦ J♥ 7♣ 8♣ 9♣ J♣ Q♣ K♣ A♣    |
    Y el mazo es: 10♠ Q♠ 9♦ J♦
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas cartas: 8♠
    Cuando el asiento 1 no anuncia nada
    Entonces el asiento 1 solo puede jugar: 9♠ A♠
    Cuando el asiento 1 juega K♦
    Entonces la acción se rechaza bajo ACA-PLAY-FOLLOW-SUIT
    Cuando el asiento 1 juega 9♠
    Y el asiento 2 no anuncia nada
    Entonces el asiento 2 puede jugar cualquier carta
    Cuando el asiento 2 juega A♦
    Entonces la acción se acepta
    Y el asiento 1 gana la baza

  @ACA-PLAY-TRUMP-LEAD
  Escenario: Trick 3: the maker's only trump above K♠ is A♠, so he must play it
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                        |
      | 0       | 8♠ J♠ K♠ A♥ K♥ Q♥ 9♥ 7♥ 10♣   |
      | 1       | 9♠ A♠ K♦ Q♦ 10♦ 8♦ 7♦ 10♥ 8♥  |
      | 2       | A♦ J♥ 7♣ 8♣ 9♣ J♣ Q♣ K♣ A♣    |
    Y el mazo es: 10♠ Q♠ 9♦ J♦
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas      | gana | puntos |
      | 1    | 0    | 8♠ 9♠ A♦    | 1    | 25     |
      | 2    | 1    | 10♦ 7♣ J♠   | 0    | 30     |
    Y se juegan estas cartas: K♠
    Entonces el asiento 1 solo puede jugar: A♠

  @ACA-PLAY-MUST-TRUMP @ACA-PLAY-DISCARD
  Escenario: Void in the suit led: trump, whoever is master; without trumps, any card
    # Trick 2: seat 1 leads 10♦. Seat 2 has no diamond and no trump: any card (he plays 7♣).
    # Seat 0 has no diamond but holds J♠ and K♠: he must trump; there is no partner to excuse him.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                        |
      | 0       | 8♠ J♠ K♠ A♥ K♥ Q♥ 9♥ 7♥ 10♣   |
      | 1       | 9♠ A♠ K♦ Q♦ 10♦ 8♦ 7♦ 10♥ 8♥  |
      | 2       | A♦ J♥ 7♣ 8♣ 9♣ J♣ Q♣ K♣ A♣    |
    Y el mazo es: 10♠ Q♠ 9♦ J♦
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas      | gana | puntos |
      | 1    | 0    | 8♠ 9♠ A♦    | 1    | 25     |
    Y se juegan estas cartas: 10♦
    Entonces el asiento 2 puede jugar cualquier carta
    Cuando el asiento 2 juega 7♣
    Entonces el asiento 0 solo puede jugar: J♠ K♠
    Cuando el asiento 0 juega A♥
    Entonces la acción se rechaza bajo ACA-PLAY-MUST-TRUMP
    Y el motivo menciona "must trump"

  @ACA-PLAY-FOLLOW-SUIT @ACA-PLAY-CARD-IN-HAND
  Escenario: Holding the suit led: follow it, no need to beat; a card not held is refused first
    # Worked example 1's deal. Trick 2: seat 2 leads 10♣; seat 0 holds A♣ K♣ Q♣.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 9♥ A♥ 8♠ Q♠ 7♦ 8♦      |
      | 1       | A♦ K♦ Q♦ J♦ J♠ 9♠ 7♥ 8♥ 9♣      |
      | 2       | 10♠ 10♥ 10♦ 10♣ A♠ K♠ J♥ 7♣ 8♣  |
    Y el mazo es: J♣ 9♦ Q♥ K♥
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas       | gana | puntos |
      | 1    | 0    | 7♦ J♦ 10♦    | 2    | 12     |
    Y se juegan estas cartas: 10♣
    Entonces el asiento 0 solo puede jugar: A♣ K♣ Q♣
    Cuando el asiento 0 juega 9♥
    Entonces la acción se rechaza bajo ACA-PLAY-FOLLOW-SUIT
    Cuando el asiento 0 juega 10♠
    Entonces la acción se rechaza bajo ACA-PLAY-CARD-IN-HAND
    Y el motivo menciona "not in the hand"
    Cuando el asiento 0 juega Q♣
    Entonces la acción se acepta

  @ACA-PLAY-TRICK-WINNER
  Escenario: The highest trump wins; else the highest card of the suit led
    # Worked example 1's deal, spades trump. Trick 5: A♦ 10♠ 8♦: the trump 10♠ wins.
    # Trick 9: 9♥ Q♦ J♥: no trump; J♥ is the highest heart, Q♦ is off-suit.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 9♥ A♥ 8♠ Q♠ 7♦ 8♦      |
      | 1       | A♦ K♦ Q♦ J♦ J♠ 9♠ 7♥ 8♥ 9♣      |
      | 2       | 10♠ 10♥ 10♦ 10♣ A♠ K♠ J♥ 7♣ 8♣  |
    Y el mazo es: J♣ 9♦ Q♥ K♥
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Cuando se juegan estas bazas:
      | baza | sale | cartas        | gana | puntos |
      | 1    | 0    | 7♦ J♦ 10♦     | 2    | 12     |
      | 2    | 2    | 10♣ A♣ 9♣     | 0    | 21     |
      | 3    | 0    | K♣ 9♠ 7♣      | 1    | 18     |
      | 4    | 1    | J♠ K♠ 8♠      | 1    | 24     |
    Y se juegan estas cartas: A♦ 10♠ 8♦
    Entonces el asiento 2 gana la baza
    Y le toca al asiento 2
    Cuando se juegan estas bazas:
      | baza | sale | cartas        | gana | puntos |
      | 6    | 2    | A♠ Q♠ 7♥      | 2    | 14     |
      | 7    | 2    | 10♥ A♥ 8♥     | 0    | 21     |
      | 8    | 0    | Q♣ K♦ 8♣      | 0    | 7      |
    Y se juegan estas cartas: 9♥ Q♦ J♥
    Entonces el asiento 2 gana la baza

  @ACA-PLAY-OVERTRUMP @ACA-PLAY-TRUMP-LEAD
  Escenario: Four players each for himself: a trump is in the trick, overtrump if able
    # Clubs trump. Trick 4: seat 0 leads 7♦, seat 1 (void) trumps A♣. Seat 2, void in ♦, holds
    # 9♣ K♣ Q♣ 10♥ Q♠: only 9♣ is above A♣ (J 9 A 10 K Q 8 7). Trick 5, a trump lead: seat 1
    # must beat Q♣ with J♣ or 10♣; 7♣ is refused.
    Dado el perfil acanomas con 4 jugadores
    Y reparte el asiento 3
    Y las manos tras el reparto son, con 7♣ vuelta:
      | asiento | cartas                       |
      | 0       | A♠ 10♠ 7♠ A♦ 10♦ 7♦ 8♥ 8♣    |
      | 1       | J♣ 7♣ A♣ 10♣ K♥ 9♠ 8♠ 9♦     |
      | 2       | 9♣ K♣ Q♣ A♥ 10♥ J♠ Q♠ K♦     |
      | 3       | J♥ 9♥ 7♥ Q♥ K♠ J♦ Q♦ 8♦      |
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas          | gana | puntos | por qué                      |
      | 1    | 0    | 7♠ 8♠ J♠ K♠     | 3    | 6      | 0 + 0 + 2 + 4                |
      | 2    | 3    | J♥ 8♥ K♥ A♥     | 2    | 17     | 2 + 0 + 4 + 11               |
      | 3    | 2    | K♦ J♦ A♦ 9♦     | 0    | 17     | 4 + 2 + 11 + 0               |
    Y se juegan estas cartas: 7♦ A♣
    Entonces el asiento 2 solo puede jugar: 9♣
    Cuando el asiento 2 juega K♣
    Entonces la acción se rechaza bajo ACA-PLAY-OVERTRUMP
    Y el motivo menciona "must overtrump"
    Cuando el asiento 2 juega 10♥
    Entonces la acción se rechaza bajo ACA-PLAY-OVERTRUMP
    Cuando se juegan estas cartas: 9♣ Q♦
    Entonces el asiento 2 gana la baza
    Cuando se juegan estas cartas: Q♣ Q♥ 8♣
    Entonces el asiento 1 solo puede jugar: J♣ 10♣
    Cuando el asiento 1 juega 7♣
    Entonces la acción se rechaza bajo ACA-PLAY-TRUMP-LEAD

  @ACA-PLAY-UNDERTRUMP
  Esquema del escenario: Unable to overtrump: still a trump, unless undertrump=optional
    # Three players, seat 2 deals, 9♠ turned, seat 0 names hearts in round 2.
    # Trick 4: seat 0 leads K♠, seat 1 (void in ♠) trumps K♥; seat 2, void in ♠, holds 7♥ 8♥,
    # both below K♥ (J 9 A 10 K Q 8 7): he must undertrump.
    Dado el perfil acanomas con 3 jugadores
    Y la opción undertrump=<opción>
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 9♠ vuelta:
      | asiento | cartas                          |
      | 0       | J♥ 9♥ A♥ A♠ 10♠ K♠ A♣ 10♣ K♣    |
      | 1       | 10♥ K♥ A♦ 10♦ K♦ Q♠ J♠ Q♣ J♣    |
      | 2       | 7♥ 8♥ 7♠ 8♠ 7♣ 8♣ 7♦ 8♦ Q♦      |
    Y el mazo es: Q♥ 9♣ J♦ 9♦
    Y el asiento 0 nombra ♥ en la segunda vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas        | gana | puntos |
      | 1    | 0    | 10♠ Q♠ 8♠     | 0    | 13     |
      | 2    | 0    | A♠ J♠ 7♠      | 0    | 13     |
      | 3    | 0    | 10♣ J♣ 8♣     | 0    | 12     |
    Y se juegan estas cartas: K♠ K♥
    Entonces <legal>
    Cuando el asiento 2 juega 7♦
    Entonces <resultado>

    Ejemplos:
      | opción   | legal                                       | resultado                                         |
      | required | el asiento 2 solo puede jugar: 7♥ 8♥        | la acción se rechaza bajo ACA-PLAY-UNDERTRUMP     |
      | optional | el asiento 2 puede jugar cualquier carta    | la acción se acepta                               |

  @ACA-PLAY-UNDERTRUMP
  Escenario: Trick 7 of the same game: seat 2's only trump is 8♥, below 10♥
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 9♠ vuelta:
      | asiento | cartas                          |
      | 0       | J♥ 9♥ A♥ A♠ 10♠ K♠ A♣ 10♣ K♣    |
      | 1       | 10♥ K♥ A♦ 10♦ K♦ Q♠ J♠ Q♣ J♣    |
      | 2       | 7♥ 8♥ 7♠ 8♠ 7♣ 8♣ 7♦ 8♦ Q♦      |
    Y el mazo es: Q♥ 9♣ J♦ 9♦
    Y el asiento 0 nombra ♥ en la segunda vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas        | gana | puntos |
      | 1    | 0    | 10♠ Q♠ 8♠     | 0    | 13     |
      | 2    | 0    | A♠ J♠ 7♠      | 0    | 13     |
      | 3    | 0    | 10♣ J♣ 8♣     | 0    | 12     |
      | 4    | 0    | K♠ K♥ 7♥      | 1    | 8      |
      | 5    | 1    | K♦ Q♦ J♥      | 0    | 27     |
      | 6    | 0    | A♣ Q♣ 7♣      | 0    | 14     |
    Y se juegan estas cartas: K♣ 10♥
    Entonces el asiento 2 solo puede jugar: 8♥
    Cuando el asiento 2 juega 8♦
    Entonces la acción se rechaza bajo ACA-PLAY-UNDERTRUMP
    Y el motivo menciona "must still play a trump"

  @ACA-PLAY-PAIRS @ACA-PLAY-MUST-TRUMP
  Esquema del escenario: Four players: the partner master frees a void player only in pairs
    # Diamonds trump (8♦ turned, seat 1 takes). Trick 4: seat 1 leads 10♠, seat 2 plays 8♠.
    # Seat 3 is void in ♠ and holds 9♥ 8♥ K♥ 10♣ 10♦. In pairs his partner (seat 1) is master:
    # any card. Each for himself there is no partner: he must trump, with 10♦.
    Dado el perfil acanomas con <jugadores>
    Y reparte el asiento 3
    Y las manos tras el reparto son, con 8♦ vuelta:
      | asiento | cartas                          |
      | 0       | A♠ K♠ Q♠ 9♠ A♥ 7♣ 8♣ 7♦         |
      | 1       | J♦ 9♦ A♦ 8♦ J♠ 10♠ 7♥ A♣        |
      | 2       | K♣ Q♣ J♣ Q♥ J♥ 8♠ 7♠ K♦         |
      | 3       | 10♥ 9♥ 8♥ K♥ 10♣ 9♣ Q♦ 10♦      |
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas           | gana | puntos |
      | 1    | 0    | A♥ 7♥ Q♥ 10♥     | 0    | 24     |
      | 2    | 0    | 7♣ A♣ K♣ 9♣      | 1    | 15     |
      | 3    | 1    | 9♦ K♦ Q♦ 7♦      | 1    | 21     |
    Y se juegan estas cartas: 10♠ 8♠
    Entonces <legal>

    Ejemplos:
      | jugadores               | legal                                      |
      | 4 jugadores por parejas | el asiento 3 puede jugar cualquier carta   |
      | 4 jugadores             | el asiento 3 solo puede jugar: 10♦         |
