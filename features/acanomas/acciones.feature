# language: es
Característica: La forma de las acciones y las acciones legales
  Una acción es un objeto JSON (ACA-ACTIONS-FORM). El anuncio lleva una lista de
  combinaciones, cada una un brelán por su carta o una escalera por su número de cartas, su carta
  más alta y su palo; «nada» es la lista vacía. Se aceptan las combinaciones en cualquier orden y
  las otras maneras de escribir cartas y palos, y se ignoran los campos desconocidos; cualquier
  otra cosa está mal formada y se rechaza bajo ACA-ACTIONS-FORM. Las acciones legales del jugador
  al que le toca vienen en un orden fijo: en su turno de anuncio, un anuncio por cada subconjunto
  de las combinaciones que tiene, primero «nada», los subconjuntos en el orden binario de la lista
  canónica; después, sus cartas legales en el orden de su índice.

  # El reparto del ejemplo 4 (he_terminado.feature): tres jugadores, reparte el asiento 2 y el
  # asiento 1 marca ♠ con el 7♠ vuelto (no hay cambio del 7: el 7 de triunfo es la carta vuelta).
  # El asiento 2 tiene A♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣ (una cuarta al as y una tercia al nueve; el 10♣ es
  # del asiento 0) y A♦ J♥.
  Antecedentes:
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                        |
      | 0       | 8♠ J♠ K♠ A♥ K♥ Q♥ 9♥ 7♥ 10♣   |
      | 1       | 9♠ A♠ K♦ Q♦ 10♦ 8♦ 7♦ 10♥ 8♥  |
      | 2       | A♦ J♥ 7♣ 8♣ 9♣ J♣ Q♣ K♣ A♣    |
    Y el mazo es: 10♠ Q♠ 9♦ J♦
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y en la primera baza se anuncia:
      | asiento | anuncio           |
      | 0       | tercia al as de ♥ |

  @ACA-ACTIONS-FORM @ACA-COMB-ANNOUNCE
  Escenario: Los anuncios legales son los subconjuntos de las combinaciones que tiene, primero «nada»
    # Las combinaciones del asiento 2 en el orden canónico: la tercia al nueve de ♣ (carta más
    # alta el 9) y la cuarta al as de ♣ (el as). Subconjuntos en orden binario: 0 nada, 1 la
    # tercia, 2 la cuarta, 3 las dos.
    Cuando se juegan estas cartas: 8♠ 9♠
    Entonces le toca al asiento 2
    Y las acciones legales del asiento 2 son:
      | acción                                                                                                                          |
      | {"type": "announce", "seat": 2, "combinations": []}                                                                             |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "escalera", "length": 3, "top": "9", "suit": "C"}]}                   |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "escalera", "length": 4, "top": "A", "suit": "C"}]}                   |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "escalera", "length": 3, "top": "9", "suit": "C"}, {"kind": "escalera", "length": 4, "top": "A", "suit": "C"}]} |

  @ACA-ACTIONS-FORM
  Escenario: Tras su anuncio, las acciones legales son sus cartas legales en el orden de su índice
    # Se sale de triunfo, ♠ (8♠ y luego 9♠): el asiento 2 no tiene triunfo, así que puede jugar
    # cualquier carta (ACA-PLAY-DISCARD), en el orden del índice: palos C D H S, cartas
    # 7 8 9 10 J Q K A. No puede decir «he terminado»: no ha ganado ninguna baza.
    Cuando se juegan estas cartas: 8♠ 9♠
    Y el asiento 2 no anuncia nada
    Entonces la acción se acepta
    Y las acciones legales del asiento 2 son:
      | acción                                     |
      | {"type": "play", "seat": 2, "card": "7C"}  |
      | {"type": "play", "seat": 2, "card": "8C"}  |
      | {"type": "play", "seat": 2, "card": "9C"}  |
      | {"type": "play", "seat": 2, "card": "JC"}  |
      | {"type": "play", "seat": 2, "card": "QC"}  |
      | {"type": "play", "seat": 2, "card": "KC"}  |
      | {"type": "play", "seat": 2, "card": "AC"}  |
      | {"type": "play", "seat": 2, "card": "AD"}  |
      | {"type": "play", "seat": 2, "card": "JH"}  |

  @ACA-ACTIONS-FORM
  Escenario: Leído en JSON, se acepta un anuncio en cualquier orden y con cualquier escritura
    Cuando se juegan estas cartas: 8♠ 9♠
    Y llega la acción en JSON: {"type": "announce", "seat": 2, "combinations": [{"kind": "escalera", "length": 4, "top": "A", "suit": "♣"}, {"suit": "c", "top": "9", "length": 3, "kind": "escalera"}], "note": "ignored"}
    Entonces la acción se acepta

  @ACA-ACTIONS-FORM
  Esquema del escenario: Las acciones mal formadas se rechazan bajo ACA-ACTIONS-FORM, nombrando lo que falla
    Cuando se juegan estas cartas: 8♠ 9♠
    Y llega la acción en JSON: <json>
    Entonces la acción se rechaza bajo ACA-ACTIONS-FORM
    Y el motivo menciona <palabras>

    Ejemplos:
      | json                                                                                                                 | palabras                |
      | {"type": "announce", "seat": 2}                                                                                      | el campo "combinations" |
      | {"type": "announce", "seat": 2, "combinations": "cuarta"}                                                            | el campo "combinations" |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "belote"}]}                                                | el campo "kind"         |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "escalera", "length": 6, "top": "A", "suit": "C"}]}        | el campo "length"       |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "escalera", "length": 3, "top": "8", "suit": "C"}]}        | el campo "top"          |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "brelan", "rank": "X"}]}                                   | el campo "rank"         |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "escalera", "length": 4, "top": "A", "suit": "C"}, {"kind": "escalera", "length": 4, "top": "A", "suit": "C"}]} | «dos veces» |
      | {"type": "announce", "seat": 3, "combinations": []}                                                                  | el campo "seat"         |
      | {"type": "claim"}                                                                                                    | el campo "seat"         |
      | {"type": "shout", "seat": 2}                                                                                         | «tipo desconocido»      |
