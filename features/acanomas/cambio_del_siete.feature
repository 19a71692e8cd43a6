# language: es
Característica: El cambio del 7 de triunfo
  A dos y tres jugadores, cuando el triunfo es el palo de la carta vuelta, quien tiene el 7 de
  triunfo puede cambiarlo por la carta vuelta antes de la primera baza. Todos los jugadores
  contestan al cambio del 7 por turno desde el mano (cambia o pasa), para que el paso no revele
  nada; no hay cambio del 7 cuando el 7 de triunfo está a la vista (vuelto, o la última carta del
  mazo, vuelta). Las combinaciones y la belote son las de las manos tras el cambio. Con la opción
  trump7_exchange=false no hay cambio.

  Se usa la baraja en orden de palos: las posiciones 1-8 son del 7♣ al A♣, 9-16 los diamantes,
  17-24 los corazones, 25-32 las picas. Dos jugadores, reparte el asiento 0: el asiento 1 (el
  mano) recibe 7♣ 8♣ 9♣ K♣ A♣ 7♦ y luego Q♦ K♦ A♦; el asiento 0, 10♣ J♣ Q♣ 8♦ 9♦ 10♦ y luego
  7♥ 8♥ 9♥; se vuelve el J♦ (ACA-DEAL-TWO).

  @ACA-DEAL-EXCHANGE @ACA-COMB-RUNS
  Escenario: El asiento 1 tiene el 7♦ y lo cambia por el J♦ vuelto: una cuarta al as y una belote
    # Tras el cambio el asiento 1 tiene A♦ K♦ Q♦ J♦: una cuarta al as de ♦ (era una tercia), y la
    # belote K♦ Q♦ de triunfo (ya la tenía). El 7♦ queda boca arriba, fuera del juego.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Cuando el asiento 1 marca ♦
    Entonces la fase es «cambio del 7»
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
    Entonces la fase es «primera baza»
    Y la vista del asiento 0 muestra que el asiento 1 cambió el 7 de triunfo por J♦
    Y la vista del asiento 0 muestra la carta vuelta 7♦, la última del mazo A♠ y 12 cartas boca abajo
    Y ningún jugador tiene: 7♦
    Y la mano 7♣ 8♣ 9♣ K♣ A♣ J♦ Q♦ K♦ A♦ tiene estas combinaciones: tercia al nueve de ♣ y cuarta al as de ♦

  @ACA-DEAL-EXCHANGE
  Escenario: Se rechaza el cambio de quien no tiene el 7 de triunfo, y el que se hace fuera de turno
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y el asiento 1 marca ♦
    Cuando el asiento 0 pasa
    Entonces la acción se rechaza bajo ACA-DEAL-EXCHANGE
    Y el motivo menciona «fuera de turno»
    Cuando el asiento 1 pasa
    Entonces la acción se acepta
    Cuando el asiento 0 cambia el 7 de triunfo
    Entonces la acción se rechaza bajo ACA-DEAL-EXCHANGE
    Y el motivo menciona «el 7 de triunfo»
    Cuando el asiento 0 pasa
    Entonces la fase es «primera baza»
    Y el asiento 1 tiene: 7♣ 8♣ 9♣ K♣ A♣ 7♦ Q♦ K♦ A♦

  @ACA-DEAL-EXCHANGE @ACA-MATCH-PHASES
  Escenario: Marcar triunfo en la segunda vuelta no abre el cambio del 7
    # El asiento 1 nombra ♣ en la segunda vuelta: el triunfo no es el palo vuelto (♦).
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y el asiento 1 pasa
    Y el asiento 0 pasa
    Y el asiento 1 marca ♣
    Entonces la fase es «primera baza»
    Cuando el asiento 1 cambia el 7 de triunfo
    Entonces la acción se rechaza bajo ACA-MATCH-PHASES

  @ACA-DEAL-EXCHANGE
  Esquema del escenario: Sin sus condiciones no hay cambio del 7
    Dado el perfil acanomas con <n> jugadores
    Y la opción trump7_exchange=<opción>
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Cuando el asiento 1 marca <palo>
    Entonces la fase es «<fase>»

    Ejemplos:
      | n | opción | palo | fase         | por qué                                                      |
      | 2 | true   | ♦    | cambio del 7 | 2 jugadores, triunfo el palo vuelto, el 7♦ en una mano         |
      | 2 | false  | ♦    | primera baza | la opción está desactivada                                   |
      | 3 | true   | ♥    | cambio del 7 | 3 jugadores, el 7♥ en la mano del asiento 0                  |
      | 4 | true   | ♥    | primera baza | 4 jugadores: quien marca triunfo recibe la carta vuelta      |

  @ACA-DEAL-EXCHANGE
  Escenario: El 7 de triunfo vuelto: nadie puede tenerlo, no hay cambio del 7
    # El reparto del ejemplo 1: se vuelve el 7♠ y el asiento 1 marca picas.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 9♥ A♥ 8♠ Q♠ 7♦ 8♦      |
      | 1       | A♦ K♦ Q♦ J♦ J♠ 9♠ 7♥ 8♥ 9♣      |
      | 2       | 10♠ 10♥ 10♦ 10♣ A♠ K♠ J♥ 7♣ 8♣  |
    Y el mazo es: J♣ 9♦ Q♥ K♥
    Cuando el asiento 1 acepta el palo vuelto en la primera vuelta
    Entonces la fase es «primera baza»
    Y le toca al asiento 0

  @ACA-DEAL-EXCHANGE
  Escenario: El 7 de triunfo en el mazo boca abajo: todos contestan igualmente, y pasan
    # La baraja en orden de palos con el 7♥ (posición 17) y el J♠ (posición 29) cambiados; tres
    # jugadores, reparte el asiento 0: el asiento 0 recibe A♦ J♠ 8♥ en 16-18, se vuelve el 9♥ y el
    # mazo es 7♥ Q♠ K♠ A♠ (el A♠ vuelto). El asiento 1 marca corazones: el cambio del 7 se abre
    # aunque nadie tenga el 7♥, para que no diga nada; todos pasan, y se rechaza un cambio.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ J♠ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ 7♥ Q♠ K♠ A♠
    Cuando el asiento 1 marca ♥
    Entonces la fase es «cambio del 7»
    Y las acciones legales del asiento 1 son:
      | acción                       |
      | {"type": "pass", "seat": 1}  |
    Cuando el asiento 1 cambia el 7 de triunfo
    Entonces la acción se rechaza bajo ACA-DEAL-EXCHANGE
    Cuando todos pasan en el cambio del 7
    Entonces la fase es «primera baza»
    Y ningún jugador tiene: 7♥ 9♥
