# language: es
Característica: El reparto, la carta vuelta y el mazo
  Texto 000 §14: «Por olvidar volver la última carta del mazo después de dar las tres cartas
  complementarias en una partida de dos o tres jugadores: 10 puntos».
  Chance is an explicit order of the 32 cards and a dealer. 2 players: 3 and 3 to each from the
  mano (1-12), card 13 turned, after a take 3 more each (14-19), the stock 20-32 with card 32
  turned up. 3 players: 3 and 3 (1-18), card 19 turned, 3 more each (20-28), the stock 29-32
  with card 32 turned up. At 2 and 3 players nobody takes the turned card. 4 players: as the
  team game (3 then 2, card 21 turned and given to the taker, no stock).

  The deck in suit order is used: positions 1-8 are 7♣ to A♣, 9-16 the diamonds, 17-24 the
  hearts, 25-32 the spades.

  @ACA-DEAL-TWO @ACA-DEAL-TURNED @ACA-DEAL-STOCK @ACA-DEAL-ORDER
  Escenario: Two players, seat 0 deals; seat 1 names hearts in round 2
    # Round 2, so that no exchange step opens (the trump is not the turned suit).
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Entonces el primer reparto da:
      | asiento | posiciones | cartas              |
      | 1       | 1-3, 7-9   | 7♣ 8♣ 9♣ K♣ A♣ 7♦   |
      | 0       | 4-6, 10-12 | 10♣ J♣ Q♣ 8♦ 9♦ 10♦ |
    Y la carta vuelta es J♦
    Y la fase es "bid_round_1"
    Cuando el asiento 1 pasa
    Y el asiento 0 pasa
    Y el asiento 1 marca ♥
    Entonces la acción se acepta
    Y el reparto complementario da:
      | asiento | posiciones | cartas    |
      | 1       | 14-16      | Q♦ K♦ A♦  |
      | 0       | 17-19      | 7♥ 8♥ 9♥  |
    Y el asiento 1 tiene: 7♣ 8♣ 9♣ K♣ A♣ 7♦ Q♦ K♦ A♦
    Y el asiento 0 tiene: 10♣ J♣ Q♣ 8♦ 9♦ 10♦ 7♥ 8♥ 9♥
    Y ningún jugador tiene: J♦ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y la última carta del mazo, vuelta, es A♠
    Y el mazo boca abajo es: 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠
    Y la fase es "first_trick"
    Y le toca al asiento 1

  @ACA-DEAL-THREE @ACA-DEAL-TURNED @ACA-DEAL-STOCK
  Escenario: Three players, seat 0 deals; seat 1 takes the turned 9♥ in round 1
    # Order from the mano: seat 1, seat 2, seat 0 (the dealer).
    # The holder of 7♥ (seat 0) may exchange it: the exchange step opens (ACA-DEAL-EXCHANGE).
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Entonces el primer reparto da:
      | asiento | posiciones  | cartas               |
      | 1       | 1-3, 10-12  | 7♣ 8♣ 9♣ 8♦ 9♦ 10♦   |
      | 2       | 4-6, 13-15  | 10♣ J♣ Q♣ J♦ Q♦ K♦   |
      | 0       | 7-9, 16-18  | K♣ A♣ 7♦ A♦ 7♥ 8♥    |
    Y la carta vuelta es 9♥
    Cuando el asiento 1 marca ♥
    Entonces la acción se acepta
    Y el reparto complementario da:
      | asiento | posiciones | cartas      |
      | 1       | 20-22      | 10♥ J♥ Q♥   |
      | 2       | 23-25      | K♥ A♥ 7♠    |
      | 0       | 26-28      | 8♠ 9♠ 10♠   |
    Y el asiento 1 tiene: 7♣ 8♣ 9♣ 8♦ 9♦ 10♦ 10♥ J♥ Q♥
    Y cada jugador tiene 9 cartas
    Y ningún jugador tiene: 9♥ J♠ Q♠ K♠ A♠
    Y la última carta del mazo, vuelta, es A♠
    Y el mazo boca abajo es: J♠ Q♠ K♠
    Y la fase es "exchange"

  @ACA-DEAL-STOCK @ACA-VIEW-PLAYER
  Escenario: The face-down stock is seen by nobody; the turned cards by everybody
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Cuando el asiento 1 marca ♥
    Entonces la vista del asiento 2 muestra la carta vuelta 9♥, la última del mazo A♠ y 3 cartas boca abajo
    Y ninguna vista muestra ninguna de: J♠ Q♠ K♠

  @ACA-DEAL-STOCK @ACA-CARDS-POINTS
  Escenario: The stock's points count for nobody: a whole partial game holds 152 minus them
    # Worked example 1's deal, played out (anotacion.feature): trump ♠, 7♠ turned, the stock
    # J♣ 9♦ Q♥ K♥: 0 + 2 + 0 + 3 + 4 = 9 points out of play; the tricks hold 152 - 9 = 143:
    # seat 0 49 + seat 1 42 + seat 2 52 = 143.
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
      | baza | sale | cartas        | gana | puntos | por qué                           |
      | 1    | 0    | 7♦ J♦ 10♦     | 2    | 12     | 0 + 2 + 10; 10♦ beats J♦          |
      | 2    | 2    | 10♣ A♣ 9♣     | 0    | 21     | 10 + 11 + 0                       |
      | 3    | 0    | K♣ 9♠ 7♣      | 1    | 18     | 4 + 14 + 0; seat 1 void, trumps   |
      | 4    | 1    | J♠ K♠ 8♠      | 1    | 24     | 20 + 4 + 0                        |
      | 5    | 1    | A♦ 10♠ 8♦     | 2    | 21     | 11 + 10 + 0; seat 2 trumps        |
      | 6    | 2    | A♠ Q♠ 7♥      | 2    | 14     | 11 + 3 + 0                        |
      | 7    | 2    | 10♥ A♥ 8♥     | 0    | 21     | 10 + 11 + 0                       |
      | 8    | 0    | Q♣ K♦ 8♣      | 0    | 7      | 3 + 4 + 0                         |
      | 9    | 0    | 9♥ Q♦ J♥      | 2    | 5      | 0 + 3 + 2; J♥ beats 9♥            |
    Entonces el juego parcial se anota:
      | asiento | cartas |
      | 0       | 49     |
      | 1       | 42     |
      | 2       | 52     |

  @ACA-DEAL-FOUR
  Esquema del escenario: Four players: the team game's deal, 3-2 or 2-3, card 21 to the taker
    Dado el perfil acanomas con 4 jugadores
    Y la opción first_deal=<reparto>
    Y reparte el asiento 3
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Entonces el asiento 0 tiene: <asiento 0>
    Y el asiento 3 tiene: <asiento 3>
    Y la carta vuelta es J♥
    Cuando el asiento 0 pasa
    Y el asiento 1 pasa
    Y el asiento 2 marca ♥
    Entonces el asiento 2 tiene: <taker>
    Y el asiento 0 tiene: <asiento 0 completo>
    Y cada jugador tiene 8 cartas
    Y la fase es "first_trick"

    Ejemplos:
      | reparto | asiento 0         | asiento 3           | taker                           | asiento 0 completo                |
      | 3-2     | 7♣ 8♣ 9♣ J♦ Q♦    | 8♦ 9♦ 10♦ 9♥ 10♥    | K♣ A♣ 7♦ 7♥ 8♥ J♥ 10♠ J♠        | 7♣ 8♣ 9♣ J♦ Q♦ Q♥ K♥ A♥           |
      | 2-3     | 7♣ 8♣ 7♦ 8♦ 9♦    | K♣ A♣ 8♥ 9♥ 10♥     | J♣ Q♣ K♦ A♦ 7♥ J♥ 10♠ J♠        | 7♣ 8♣ 7♦ 8♦ 9♦ Q♥ K♥ A♥           |

  @ACA-DEAL-ORDER
  Esquema del escenario: An order that is not the 32 cards once each is refused
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 0
    Cuando llega la acción en JSON: <json>
    Entonces la acción se rechaza bajo ACA-DEAL-ORDER
    Y el motivo menciona "<palabras>"

    Ejemplos:
      | json                                                                                                                                                                                  | palabras |
      | {"type": "deal", "order": ["7C","8C","9C","10C","JC","QC","KC","AC","7D","8D","9D","10D","JD","QD","KD","AD","7H","8H","9H","10H","JH","QH","KH","AH","7S","8S","9S","10S","JS","QS","KS"]} | 31       |
      | {"type": "deal", "order": ["7C","7C","9C","10C","JC","QC","KC","AC","7D","8D","9D","10D","JD","QD","KD","AD","7H","8H","9H","10H","JH","QH","KH","AH","7S","8S","9S","10S","JS","QS","KS","AS"]} | twice    |
