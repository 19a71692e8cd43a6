# language: es
Característica: El cambio del 7 de triunfo
  At 2 and 3 players, when the trump is the turned card's suit, the holder of the trump 7 may
  give it for the turned card before trick 1. Every player answers the exchange step in turn from
  the mano (exchange or pass), so that the step reveals nothing; the step is skipped when the
  trump 7 is public (turned, or the turned-up last card of the stock). Combinations and belote
  are those of the hands after the step. Option trump7_exchange=false: no exchange.

  The deck in suit order is used: positions 1-8 are 7♣ to A♣, 9-16 the diamonds, 17-24 the
  hearts, 25-32 the spades. Two players, seat 0 dealing: seat 1 (mano) receives 7♣ 8♣ 9♣ K♣ A♣
  7♦ then Q♦ K♦ A♦; seat 0 10♣ J♣ Q♣ 8♦ 9♦ 10♦ then 7♥ 8♥ 9♥; J♦ is turned (ACA-DEAL-TWO).

  @ACA-DEAL-EXCHANGE @ACA-COMB-RUNS
  Escenario: Seat 1 holds 7♦ and exchanges it for the turned J♦: a cuarta al as and a belote
    # After the exchange seat 1 holds A♦ K♦ Q♦ J♦: a cuarta al as ♦ (it was a tercia), and the
    # belote K♦ Q♦ of trump (he held it already). 7♦ now lies face up, out of play.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Cuando el asiento 1 marca ♦
    Entonces la fase es "exchange"
    Y le toca al asiento 1
    Y las acciones legales del asiento 1 son:
      | acción                              |
      | {"type": "pass", "seat": 1}         |
      | {"type": "exchange", "seat": 1}     |
    Cuando el asiento 1 cambia el 7 de triunfo
    Entonces la acción se acepta
    Y el asiento 1 tiene: 7♣ 8♣ 9♣ K♣ A♣ J♦ Q♦ K♦ A♦
    Y le toca al asiento 0
    Y las acciones legales del asiento 0 son:
      | acción                          |
      | {"type": "pass", "seat": 0}     |
    Cuando el asiento 0 pasa
    Entonces la fase es "first_trick"
    Y la vista del asiento 0 muestra que el asiento 1 cambió el 7 de triunfo por J♦
    Y la vista del asiento 0 muestra la carta vuelta 7♦, la última del mazo A♠ y 12 cartas boca abajo
    Y ningún jugador tiene: 7♦
    Y la mano 7♣ 8♣ 9♣ K♣ A♣ J♦ Q♦ K♦ A♦ tiene estas combinaciones: tercia al nueve de ♣ y cuarta al as de ♦

  @ACA-DEAL-EXCHANGE
  Escenario: An exchange by a player without the trump 7 is refused, and so is one out of turn
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y el asiento 1 marca ♦
    Cuando el asiento 0 pasa
    Entonces la acción se rechaza bajo ACA-DEAL-EXCHANGE
    Y el motivo menciona "out of turn"
    Cuando el asiento 1 pasa
    Entonces la acción se acepta
    Cuando el asiento 0 cambia el 7 de triunfo
    Entonces la acción se rechaza bajo ACA-DEAL-EXCHANGE
    Y el motivo menciona "trump 7"
    Cuando el asiento 0 pasa
    Entonces la fase es "first_trick"
    Y el asiento 1 tiene: 7♣ 8♣ 9♣ K♣ A♣ 7♦ Q♦ K♦ A♦

  @ACA-DEAL-EXCHANGE @ACA-MATCH-PHASES
  Escenario: A take in round 2 opens no exchange step
    # Seat 1 names ♣ in round 2: the trump is not the turned suit (♦).
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y el asiento 1 pasa
    Y el asiento 0 pasa
    Y el asiento 1 marca ♣
    Entonces la fase es "first_trick"
    Cuando el asiento 1 cambia el 7 de triunfo
    Entonces la acción se rechaza bajo ACA-MATCH-PHASES

  @ACA-DEAL-EXCHANGE
  Esquema del escenario: No exchange step without its conditions
    Dado el perfil acanomas con <n> jugadores
    Y la opción trump7_exchange=<opción>
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Cuando el asiento 1 marca <palo>
    Entonces la fase es "<fase>"

    Ejemplos:
      | n | opción | palo | fase        | por qué                                          |
      | 2 | true   | ♦    | exchange    | 2 players, trump the turned suit, 7♦ in a hand    |
      | 2 | false  | ♦    | first_trick | the option is off                                 |
      | 3 | true   | ♥    | exchange    | 3 players, 7♥ in seat 0's hand                    |
      | 4 | true   | ♥    | first_trick | 4 players: the taker receives the turned card     |

  @ACA-DEAL-EXCHANGE
  Escenario: The trump 7 turned: nobody can hold it, no exchange step
    # Worked example 1's deal: 7♠ is turned and seat 1 takes spades.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 9♥ A♥ 8♠ Q♠ 7♦ 8♦      |
      | 1       | A♦ K♦ Q♦ J♦ J♠ 9♠ 7♥ 8♥ 9♣      |
      | 2       | 10♠ 10♥ 10♦ 10♣ A♠ K♠ J♥ 7♣ 8♣  |
    Y el mazo es: J♣ 9♦ Q♥ K♥
    Cuando el asiento 1 acepta el palo vuelto en la primera vuelta
    Entonces la fase es "first_trick"
    Y le toca al asiento 0

  @ACA-DEAL-EXCHANGE
  Escenario: The trump 7 in the face-down stock: every player still answers, and passes
    # The deck in suit order with 7♥ (position 17) and J♠ (position 29) swapped; three players,
    # seat 0 deals: seat 0 receives A♦ J♠ 8♥ in 16-18, 9♥ is turned, and the stock is
    # 7♥ Q♠ K♠ A♠ (A♠ turned up). Seat 1 takes hearts: the step opens though nobody holds 7♥,
    # so that it tells nothing; each answers pass, and an exchange is refused.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ J♠ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ 7♥ Q♠ K♠ A♠
    Cuando el asiento 1 marca ♥
    Entonces la fase es "exchange"
    Y las acciones legales del asiento 1 son:
      | acción                       |
      | {"type": "pass", "seat": 1}  |
    Cuando el asiento 1 cambia el 7 de triunfo
    Entonces la acción se rechaza bajo ACA-DEAL-EXCHANGE
    Cuando todos pasan en el cambio del 7
    Entonces la fase es "first_trick"
    Y ningún jugador tiene: 7♥ 9♥
