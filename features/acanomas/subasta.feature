# language: es
Característica: Marcar triunfo: las dos vueltas
  Texto 000 §13: «Para que el jugador que marcó triunfo pueda anotarse sus puntos, es necesario
  que totalice más que cualquiera de los otros jugadores.»
  Round 1, from the mano, dealer last: take the turned suit or pass; the first take ends the
  bidding. Round 2, same order: name another suit or pass. All passing twice makes the partial
  game void: nothing is scored, no pot is resolved, the next seat deals. There are no other
  calls. The player who took is the maker («el que marcó triunfo»).

  Three players, seat 0 dealing the deck in suit order (7♣ to A♣, then ♦, ♥, ♠): seat 1 (mano) holds
  7♣ 8♣ 9♣ 8♦ 9♦ 10♦, seat 2 10♣ J♣ Q♣ J♦ Q♦ K♦, seat 0 K♣ A♣ 7♦ A♦ 7♥ 8♥; 9♥ is turned.

  Antecedentes:
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 0

  @ACA-BID-TURN
  Escenario: The mano bids first; a bid out of turn is refused
    Dada la baraja repartida en orden de palos
    Entonces le toca al asiento 1
    Y las acciones legales del asiento 1 son:
      | acción                                      |
      | {"type": "pass", "seat": 1}                 |
      | {"type": "take", "seat": 1, "suit": "H"}    |
    Cuando el asiento 2 pasa
    Entonces la acción se rechaza bajo ACA-BID-TURN
    Y el motivo menciona "out of turn"
    Cuando el asiento 0 marca ♥
    Entonces la acción se rechaza bajo ACA-BID-TURN

  @ACA-BID-ROUND1 @ACA-BID-MAKER
  Escenario: Round 1: the second player takes the turned suit; the dealer does not bid
    Dada la baraja repartida en orden de palos
    Cuando el asiento 1 pasa
    Y el asiento 2 marca ♥
    Entonces la acción se acepta
    Y marcó triunfo el asiento 2, con ♥ de triunfo
    Y la fase es "exchange"

  @ACA-BID-ROUND1
  Escenario: The dealer may take too, last in round 1
    Dada la baraja repartida en orden de palos
    Cuando el asiento 1 pasa
    Y el asiento 2 pasa
    Y el asiento 0 marca ♥
    Entonces la acción se acepta
    Y marcó triunfo el asiento 0, con ♥ de triunfo

  @ACA-BID-ROUND1
  Esquema del escenario: Round 1: another suit than the turned one is refused
    Dada la baraja repartida en orden de palos
    Cuando el asiento 1 marca <palo>
    Entonces la acción se rechaza bajo ACA-BID-ROUND1
    Y el motivo menciona "turned suit"

    Ejemplos:
      | palo |
      | ♣    |
      | ♦    |
      | ♠    |

  @ACA-BID-ROUND2 @ACA-BID-MAKER
  Escenario: Round 2: another suit may be named; the turned suit is refused
    Dada la baraja repartida en orden de palos
    Cuando el asiento 1 pasa
    Y el asiento 2 pasa
    Y el asiento 0 pasa
    Entonces la fase es "bid_round_2"
    Y le toca al asiento 1
    Y las acciones legales del asiento 1 son:
      | acción                                      |
      | {"type": "pass", "seat": 1}                 |
      | {"type": "take", "seat": 1, "suit": "C"}    |
      | {"type": "take", "seat": 1, "suit": "D"}    |
      | {"type": "take", "seat": 1, "suit": "S"}    |
    Cuando el asiento 1 marca ♥
    Entonces la acción se rechaza bajo ACA-BID-ROUND2
    Cuando el asiento 1 pasa
    Y el asiento 2 marca ♦
    Entonces la acción se acepta
    Y marcó triunfo el asiento 2, con ♦ de triunfo
    # Not the turned suit: no exchange step; the mano leads trick 1.
    Y la fase es "first_trick"
    Y le toca al asiento 1
    Y ningún jugador tiene: 9♥

  @ACA-BID-ALL-PASS @ACA-MATCH-DEALER
  Escenario: Everyone passes twice: the partial game is void and the next seat deals
    Dada la baraja repartida en orden de palos
    Cuando el asiento 1 pasa
    Y el asiento 2 pasa
    Y el asiento 0 pasa
    Y el asiento 1 pasa
    Y el asiento 2 pasa
    Y el asiento 0 pasa
    Entonces el juego parcial es nulo
    Y el marcador queda: 0, 0, 0
    Y la fase es "dealing"
    Y reparte el siguiente juego parcial el asiento 1

  @ACA-BID-ALL-PASS @ACA-MATCH-DEALER
  Escenario: Option all_pass=same-dealer: after a void game the same seat deals again
    Dada la opción all_pass=same-dealer
    Y la baraja repartida en orden de palos
    Cuando el asiento 1 pasa
    Y el asiento 2 pasa
    Y el asiento 0 pasa
    Y el asiento 1 pasa
    Y el asiento 2 pasa
    Y el asiento 0 pasa
    Entonces el juego parcial es nulo
    Y reparte el siguiente juego parcial el asiento 0

  @ACA-BID-OTHER-CALLS
  Esquema del escenario: No other call: coinche, declarations, all-trump and no-trump are refused
    Dada la baraja repartida en orden de palos
    Cuando llega la acción en JSON: <json>
    Entonces la acción se rechaza bajo ACA-BID-OTHER-CALLS
    Y el motivo menciona "disabled"

    Ejemplos:
      | json                                                      |
      | {"type": "coinche", "seat": 1}                            |
      | {"type": "take", "seat": 1, "suit": "all-trump"}          |
      | {"type": "take", "seat": 1, "suit": "no-trump"}           |
      | {"type": "declare", "seat": 2, "declaration": "tierce"}   |
