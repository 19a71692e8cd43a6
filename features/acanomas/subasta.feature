# language: es
Característica: Marcar triunfo: las dos vueltas
  Texto 000 §13: «Para que el jugador que marcó triunfo pueda anotarse sus puntos, es necesario
  que totalice más que cualquiera de los otros jugadores.»
  Primera vuelta, desde el mano, el que reparte el último: marcar el palo vuelto o pasar; quien
  marca primero termina la subasta. Segunda vuelta, en el mismo orden: nombrar otro palo o pasar.
  Si todos pasan dos veces el juego parcial es nulo: no se anota nada, no se resuelve ningún
  bote, reparte el asiento siguiente. No hay otras declaraciones. Quien marcó es «el jugador que
  marcó triunfo».

  Tres jugadores, el asiento 0 reparte la baraja en orden de palos (del 7♣ al A♣, luego ♦, ♥, ♠):
  el asiento 1 (el mano) tiene 7♣ 8♣ 9♣ 8♦ 9♦ 10♦, el asiento 2 10♣ J♣ Q♣ J♦ Q♦ K♦, el asiento 0
  K♣ A♣ 7♦ A♦ 7♥ 8♥; se vuelve el 9♥.

  Antecedentes:
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 0

  @ACA-BID-TURN
  Escenario: El mano habla primero; se rechaza hablar fuera de turno
    Dada la baraja repartida en orden de palos
    Entonces le toca al asiento 1
    Y las acciones legales del asiento 1 son:
      | acción                                      |
      | {"type": "pass", "seat": 1}                 |
      | {"type": "take", "seat": 1, "suit": "H"}    |
    Cuando el asiento 2 pasa
    Entonces la acción se rechaza bajo ACA-BID-TURN
    Y el motivo menciona «fuera de turno»
    Cuando el asiento 0 marca ♥
    Entonces la acción se rechaza bajo ACA-BID-TURN

  @ACA-BID-ROUND1 @ACA-BID-MAKER
  Escenario: Primera vuelta: el segundo jugador marca el palo vuelto; el que reparte ya no habla
    Dada la baraja repartida en orden de palos
    Cuando el asiento 1 pasa
    Y el asiento 2 marca ♥
    Entonces la acción se acepta
    Y marcó triunfo el asiento 2, con ♥ de triunfo
    Y la fase es «cambio del 7»

  @ACA-BID-ROUND1
  Escenario: También el que reparte puede marcar, el último en la primera vuelta
    Dada la baraja repartida en orden de palos
    Cuando el asiento 1 pasa
    Y el asiento 2 pasa
    Y el asiento 0 marca ♥
    Entonces la acción se acepta
    Y marcó triunfo el asiento 0, con ♥ de triunfo

  @ACA-BID-ROUND1
  Esquema del escenario: Primera vuelta: se rechaza un palo distinto del vuelto
    Dada la baraja repartida en orden de palos
    Cuando el asiento 1 marca <palo>
    Entonces la acción se rechaza bajo ACA-BID-ROUND1
    Y el motivo menciona «el palo vuelto»

    Ejemplos:
      | palo |
      | ♣    |
      | ♦    |
      | ♠    |

  @ACA-BID-ROUND2 @ACA-BID-MAKER
  Escenario: Segunda vuelta: se puede nombrar otro palo; se rechaza el palo vuelto
    Dada la baraja repartida en orden de palos
    Cuando el asiento 1 pasa
    Y el asiento 2 pasa
    Y el asiento 0 pasa
    Entonces la fase es «segunda vuelta»
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
    # No es el palo vuelto: no hay cambio del 7; el mano sale a la primera baza.
    Y la fase es «primera baza»
    Y le toca al asiento 1
    Y ningún jugador tiene: 9♥

  @ACA-BID-ALL-PASS @ACA-MATCH-DEALER
  Escenario: Todos pasan dos veces: el juego parcial es nulo y reparte el asiento siguiente
    Dada la baraja repartida en orden de palos
    Cuando el asiento 1 pasa
    Y el asiento 2 pasa
    Y el asiento 0 pasa
    Y el asiento 1 pasa
    Y el asiento 2 pasa
    Y el asiento 0 pasa
    Entonces el juego parcial es nulo
    Y el marcador queda: 0, 0, 0
    Y la fase es «reparto»
    Y reparte el siguiente juego parcial el asiento 1

  @ACA-BID-ALL-PASS @ACA-MATCH-DEALER
  Escenario: Con la opción all_pass=same-dealer, tras un juego nulo vuelve a repartir el mismo asiento
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
  Esquema del escenario: No hay otras declaraciones: se rechazan el coinche, los anuncios del juego por equipos, todo triunfo y sin triunfo
    Dada la baraja repartida en orden de palos
    Cuando llega la acción en JSON: <json>
    Entonces la acción se rechaza bajo ACA-BID-OTHER-CALLS
    Y el motivo menciona «no existe en este reglamento»

    Ejemplos:
      | json                                                      |
      | {"type": "coinche", "seat": 1}                            |
      | {"type": "take", "seat": 1, "suit": "all-trump"}          |
      | {"type": "take", "seat": 1, "suit": "no-trump"}           |
      | {"type": "declare", "seat": 2, "declaration": "tierce"}   |
