# language: es
Característica: Jugadores, asientos y orden de juego
  Texto 000 §12: «Si la partida era entre dos jugadores, resultaría vencedor el que no cometió el
  error; si fueran más de dos los jugadores [...] en el caso de la partida por parejas, ganara la
  pareja que no hubiera cometido el error.»
  Two, three or four players, each for himself (option players, default 3), or four in two pairs
  (pairs=true: seats 0 and 2 against 1 and 3). Seats are numbered 0 to N-1 in turn order; the
  mano, the first seat after the dealer, bids first and leads trick 1. A seat that has left the
  match is skipped (ACA-SEATS-ORDER).

  The deck in suit order is used: positions 1-8 are 7♣ to A♣, 9-16 the diamonds, 17-24 the
  hearts, 25-32 the spades.

  @ACA-SEATS-PLAYERS @ACA-DEAL-TWO @ACA-DEAL-THREE @ACA-DEAL-FOUR
  Esquema del escenario: Each player holds 9 cards at 2 and 3 players, 8 at 4
    # 2 players: 2 x 9 = 18 cards dealt, 1 turned, 13 in the stock.
    # 3 players: 3 x 9 = 27 dealt, 1 turned, 4 in the stock.
    # 4 players: 4 x 8 = 32, the turned card going to the taker.
    Dado el perfil acanomas con <n> jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Cuando el asiento 1 marca <vuelto>
    Entonces la acción se acepta
    Y cada jugador tiene <cartas> cartas

    Ejemplos:
      | n | vuelto | cartas | por qué                          |
      | 2 | ♦      | 9      | card 13, J♦, turned              |
      | 3 | ♥      | 9      | card 19, 9♥, turned              |
      | 4 | ♥      | 8      | card 21, J♥, turned, to the taker |

  @ACA-SEATS-PLAYERS
  Escenario: Four players in pairs: partners score together
    # The partners' tricks and combinations count for their pair (ACA-SCORE-PAIRS):
    # pair 0 = seats 0 and 2, pair 1 = seats 1 and 3; the score sheet has one column per pair.
    Dado el perfil acanomas con 4 jugadores por parejas
    Y el marcador es: 500, 430
    Cuando se anota este juego parcial por parejas, en el que marcó triunfo la pareja 1:
      | pareja | combinaciones | belote | cartas | bazas | baza de valor | última baza |
      | 0      | 40            | 0      | 64     | 3     | sí            | no          |
      | 1      | 0             | 0      | 88     | 5     | sí            | sí          |
    # pair 0: 40 + 64 = 104; pair 1: 88 + 10 = 98. 104 > 98: pair 0 writes 104 + 98 = 202.
    Entonces el juego parcial se anota:
      | pareja | total bruto | anota |
      | 0      | 104         | 202   |
      | 1      | 98          | 0     |
    Y el marcador queda: 702, 430

  @ACA-SEATS-PLAYERS
  Esquema del escenario: The pairs option exists only with four players
    Cuando se construye el reglamento con las opciones <opciones>
    Entonces el reglamento se rechaza bajo ACA-SEATS-PLAYERS
    Y el rechazo nombra la opción "pairs"

    Ejemplos:
      | opciones                |
      | players=3 y pairs=true  |
      | players=2 y pairs=true  |
      | pairs=true              |

  @ACA-SEATS-ORDER @ACA-BID-TURN
  Escenario: Three players, seat 2 deals: seat 0 is the mano, then seat 1, the dealer last
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Entonces le toca al asiento 0
    Cuando el asiento 0 pasa
    Entonces le toca al asiento 1
    Cuando el asiento 1 pasa
    Entonces le toca al asiento 2

  @ACA-SEATS-ORDER
  Escenario: Two players, seat 0 deals: seat 1 is the mano and receives the first cards
    # Cards 1-3 go to the mano (seat 1), 4-6 to the dealer (seat 0): ACA-DEAL-TWO.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Entonces el primer reparto da:
      | asiento | posiciones   | cartas                  |
      | 1       | 1-3, 7-9     | 7♣ 8♣ 9♣ K♣ A♣ 7♦       |
      | 0       | 4-6, 10-12   | 10♣ J♣ Q♣ 8♦ 9♦ 10♦     |
    Y le toca al asiento 1

  @ACA-SEATS-ORDER @ACA-CLAIM-ELIMINATION
  Escenario: Four players with seat 2 out of the match: the order skips it
    # Seats keep their numbers; seat 3 deals, so the order is 0, 1, 3 (seat 2 is skipped) and
    # the 3-player deal applies (ACA-DEAL-THREE): 1-3 to seat 0, 4-6 to seat 1, 7-9 to seat 3,
    # 10-12 to seat 0, 13-15 to seat 1, 16-18 to seat 3, card 19 turned.
    Dado el perfil acanomas con 4 jugadores
    Y el asiento 2 ya no está en la partida
    Y reparte el asiento 3
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Entonces el primer reparto da:
      | asiento | posiciones   | cartas                |
      | 0       | 1-3, 10-12   | 7♣ 8♣ 9♣ 8♦ 9♦ 10♦    |
      | 1       | 4-6, 13-15   | 10♣ J♣ Q♣ J♦ Q♦ K♦    |
      | 3       | 7-9, 16-18   | K♣ A♣ 7♦ A♦ 7♥ 8♥     |
    Y la carta vuelta es 9♥
    Y le toca al asiento 0
    Cuando el asiento 2 pasa
    Entonces la acción se rechaza bajo ACA-CLAIM-ELIMINATION
