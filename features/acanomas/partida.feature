# language: es
Característica: La partida: fases, objetivo, final y quién reparte
  Texto 000 §12: «También se termina la partida cuando, sin haber interrumpido el último juego
  parcial, y al término del mismo, uno o más jugadores sobrepasan, al hacer sus anotaciones, la
  puntuación requerida. Gana el jugador que mayor puntuación haya alcanzado.»
  A partial game goes dealing, bid_round_1, bid_round_2, (exchange), first_trick, tricks, then
  dealing again or match_over; an action outside its phase is refused under ACA-MATCH-PHASES and
  changes nothing. After each scored game (pots included), if a player who can still win has
  reached the target (1000, option target), the highest total wins; equal highest: another game.
  The next seat still in the match deals (options all_pass, dealer_2p).

  @ACA-MATCH-PHASES
  Escenario: The phases of a partial game, and actions outside their phase
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Entonces la fase es "dealing"
    Cuando el asiento 0 pasa
    Entonces la acción se rechaza bajo ACA-MATCH-PHASES
    Dadas las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 9♥ A♥ 8♠ Q♠ 7♦ 8♦      |
      | 1       | A♦ K♦ Q♦ J♦ J♠ 9♠ 7♥ 8♥ 9♣      |
      | 2       | 10♠ 10♥ 10♦ 10♣ A♠ K♠ J♥ 7♣ 8♣  |
    Y el mazo es: J♣ 9♦ Q♥ K♥
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Entonces la fase es "first_trick"
    Cuando el asiento 0 pasa
    Entonces la acción se rechaza bajo ACA-MATCH-PHASES
    Cuando el asiento 0 cambia el 7 de triunfo
    Entonces la acción se rechaza bajo ACA-MATCH-PHASES
    Cuando se juegan estas bazas:
      | baza | sale | cartas     | gana | puntos |
      | 1    | 0    | 7♦ J♦ 10♦  | 2    | 12     |
    Entonces la fase es "tricks"
    Cuando el asiento 2 anuncia brelán de dieces
    Entonces la acción se rechaza bajo ACA-MATCH-PHASES
    Y el motivo menciona "trick 1"
    Cuando llega la acción en JSON: {"type": "deal", "order": ["7C","8C","9C","10C","JC","QC","KC","AC","7D","8D","9D","10D","JD","QD","KD","AD","7H","8H","9H","10H","JH","QH","KH","AH","7S","8S","9S","10S","JS","QS","KS","AS"]}
    Entonces la acción se rechaza bajo ACA-MATCH-PHASES
    Cuando se juegan estas bazas:
      | baza | sale | cartas        | gana | puntos |
      | 2    | 2    | 10♣ A♣ 9♣     | 0    | 21     |
      | 3    | 0    | K♣ 9♠ 7♣      | 1    | 18     |
      | 4    | 1    | J♠ K♠ 8♠      | 1    | 24     |
      | 5    | 1    | A♦ 10♠ 8♦     | 2    | 21     |
      | 6    | 2    | A♠ Q♠ 7♥      | 2    | 14     |
      | 7    | 2    | 10♥ A♥ 8♥     | 0    | 21     |
      | 8    | 0    | Q♣ K♦ 8♣      | 0    | 7      |
      | 9    | 0    | 9♥ Q♦ J♥      | 2    | 5      |
    Entonces la fase es "dealing"
    Y reparte el siguiente juego parcial el asiento 0

  @ACA-MATCH-PHASES @ACA-PLAY-TURN
  Escenario: Which refusal is reported: not your turn before not your card
    # In trick 1 seat 1 is to act (seat 0 has played). Seat 2 plays A♣, which he does not hold,
    # without having answered his announcement step: the turn is checked first.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 9♥ A♥ 8♠ Q♠ 7♦ 8♦      |
      | 1       | A♦ K♦ Q♦ J♦ J♠ 9♠ 7♥ 8♥ 9♣      |
      | 2       | 10♠ 10♥ 10♦ 10♣ A♠ K♠ J♥ 7♣ 8♣  |
    Y el mazo es: J♣ 9♦ Q♥ K♥
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas cartas: 7♦
    Cuando el asiento 2 juega A♣
    Entonces la acción se rechaza bajo ACA-PLAY-TURN
    # Seat 1, to act, plays a card not in his hand before answering: the announcement first.
    Cuando el asiento 1 juega A♣
    Entonces la acción se rechaza bajo ACA-COMB-ANNOUNCE

  @ACA-MATCH-END @ACA-MATCH-TARGET
  Esquema del escenario: The end test after a scored game
    # Each game's raw totals make the maker (seat 0) the best player (case a): each writes his own.
    Dado el perfil acanomas con 3 jugadores
    Y la opción target=<objetivo>
    Y el marcador es: <antes>
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 0, con totales brutos <brutos>
    Entonces el marcador queda: <después>
    Y <resultado>

    Ejemplos:
      | objetivo | antes           | brutos       | después           | resultado                     | por qué                             |
      | 1000     | 980, 990, 500   | 60, 30, 20   | 1040, 1020, 520   | el asiento 0 gana la partida  | both passed 1000; the higher wins   |
      | 1000     | 970, 990, 500   | 60, 40, 20   | 1030, 1030, 520   | la partida sigue              | equal highest: another game         |
      | 1000     | 900, 800, 700   | 60, 40, 20   | 960, 840, 720     | la partida sigue              | nobody has reached 1000             |
      | 1000     | 940, 800, 700   | 60, 40, 20   | 1000, 840, 720    | el asiento 0 gana la partida  | reached means at least the target   |
      | 500      | 450, 420, 300   | 60, 40, 20   | 510, 460, 320     | el asiento 0 gana la partida  | target 500                          |
      | 501      | 450, 420, 300   | 50, 40, 20   | 500, 460, 320     | la partida sigue              | target 501: 500 is not enough       |

  @ACA-MATCH-END @ACA-SCORE-POTS
  Escenario: A pot taken counts before the end test
    # Pot of 60 for seats 0 and 2. Game: maker seat 1 raw 30, 50, 40: seat 1 is above both (case a).
    # Pot: seat 2 (40) beats seat 0 (30): 930 + 40 + 60 = 1030 >= 1000 (970 without the pot): seat 2
    # wins.
    Dado el perfil acanomas con 3 jugadores
    Y el marcador es: 950, 900, 930
    Y hay un bote pendiente de 60 puntos para los asientos 0 y 2
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 1, con totales brutos 30, 50, 40
    Entonces el asiento 2 se lleva el bote de 60 puntos
    Y el marcador queda: 980, 950, 1030
    Y el asiento 2 gana la partida

  @ACA-MATCH-END @ACA-CLAIM-ELIMINATION
  Escenario: A player who has left the match cannot win, whatever his total
    # Seat 0 left with 1200 (frozen). Seats 1 and 2 play on: maker seat 2, raw 10 and 20 (case a).
    # 995 + 10 = 1005, 990 + 20 = 1010: seat 2 has the highest total of those still in the match.
    Dado el perfil acanomas con 3 jugadores
    Y el marcador es: 1200, 995, 990
    Y el asiento 0 ya no está en la partida
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 2, con totales brutos —, 10, 20
    Entonces el marcador queda: 1200, 1005, 1010
    Y el asiento 2 gana la partida

  @ACA-MATCH-END @ACA-CLAIM-WRONG
  Esquema del escenario: Option wrong_claim=stay: a wrong claimant is ignored by the end test
    # Seat 0 (and, in the second example, seat 1) claimed wrongly earlier and stayed in.
    # First example: 1100 + 0, 995 + 20, 990 + 10: seat 1 wins with 1015; seat 0's 1100 is ignored.
    # Second example: only seat 2 can still win: he wins at once, far from the target.
    Dado el perfil acanomas con 3 jugadores
    Y la opción wrong_claim=stay
    Y el marcador es: <antes>
    Y <reclamantes>
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 1, con totales brutos 0, 20, 10
    Entonces el marcador queda: <después>
    Y el asiento <ganador> gana la partida

    Ejemplos:
      | antes            | reclamantes                                                       | después           | ganador |
      | 1100, 995, 990   | el asiento 0 ya dijo «he terminado» erróneamente                  | 1100, 1015, 1000  | 1       |
      | 500, 400, 300    | los asientos 0 y 1 ya dijeron «he terminado» erróneamente         | 500, 420, 310     | 2       |

  @ACA-MATCH-DEALER @ACA-BID-ALL-PASS
  Esquema del escenario: The next dealer: the next seat still in the match; the options
    Dado el perfil acanomas con 3 jugadores
    Y la opción all_pass=<all_pass>
    Y reparte el asiento 2
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 0, con totales brutos 60, 40, 20
    Entonces reparte el siguiente juego parcial el asiento 0
    Cuando se anota un juego parcial nulo
    Entonces reparte el siguiente juego parcial el asiento <tras el nulo>
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 0, con totales brutos 60, 40, 20
    Entonces reparte el siguiente juego parcial el asiento <después>

    Ejemplos:
      | all_pass    | tras el nulo | después |
      | next-dealer | 1            | 2       |
      | same-dealer | 0            | 1       |

  @ACA-MATCH-DEALER
  Esquema del escenario: Option dealer_2p=winner: at two players the winner of a game deals the next
    # Game 1, maker 0, raw 90 and 40 (case a): lines 90 and 40: seat 0 wins the game.
    # Game 2, maker 1, raw 60 and 30 (case b): seat 0 writes 60 + 30 = 90, seat 1 0: seat 0 wins.
    # Game 3, maker 1, raw 40 and 80 (case a): lines 40 and 80: seat 1 wins.
    # rotate: 0 deals game 1, then 1, 0, 1. winner: 0, then 0 (he won), 0 (he won), 1.
    Dado el perfil acanomas con 2 jugadores
    Y la opción dealer_2p=<opción>
    Y reparte el asiento 0
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 0, con totales brutos 90, 40
    Entonces reparte el siguiente juego parcial el asiento <segundo>
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 1, con totales brutos 60, 30
    Entonces reparte el siguiente juego parcial el asiento <tercero>
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 1, con totales brutos 40, 80
    Entonces reparte el siguiente juego parcial el asiento <cuarto>
    Y el marcador queda: 220, 120

    Ejemplos:
      | opción | segundo | tercero | cuarto |
      | rotate | 1       | 0       | 1      |
      | winner | 0       | 0       | 1      |

  @ACA-MATCH-DEALER
  Escenario: Option dealer_2p=winner: equal lines rotate; after a void game all_pass decides
    # Seat 1 deals; game 1: maker 1 with 0, seat 0 with 0 (case d, no pot since M = 0): both lines
    # are 0: the deal rotates to seat 0. A void game: the next seat deals (all_pass=next-dealer).
    Dado el perfil acanomas con 2 jugadores
    Y la opción dealer_2p=winner
    Y reparte el asiento 1
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 1, con totales brutos 0, 0
    Entonces reparte el siguiente juego parcial el asiento 0
    Y no queda ningún bote pendiente
    Cuando se anota un juego parcial nulo
    Entonces reparte el siguiente juego parcial el asiento 1
