# language: es
Característica: La forma de las acciones y las acciones legales
  An action is a JSON object (ACA-ACTIONS-FORM). The announcement carries a list of
  combinations, each a brelán by its rank or an escalera by its length, top and suit; «nothing»
  is the empty list. Readers accept any order of the combinations and the other spellings of
  cards and suits, and ignore unknown fields; anything else is malformed and refused under
  ACA-ACTIONS-FORM. The legal actions of the player to act come in a fixed order: in his
  announcement step, one announcement per subset of his held combinations, nothing first, the
  subsets in bit order of the canonical list; then his legal cards in index order.

  # Worked example 4's deal (he_terminado.feature): three players, seat 2 deals, seat 1 takes ♠
  # with 7♠ turned (no exchange step: the trump 7 is the turned card). Seat 2 holds
  # A♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣ (a cuarta al as and a tercia al nueve, 10♣ being seat 0's) and A♦ J♥.
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
  Escenario: The legal announcements are the subsets of the held combinations, nothing first
    # Seat 2's held combinations in canonical order: the tercia al nueve ♣ (top 9), then the
    # cuarta al as ♣ (top A). Subsets in bit order: 0 nothing, 1 the tercia, 2 the cuarta, 3 both.
    Cuando se juegan estas cartas: 8♠ 9♠
    Entonces le toca al asiento 2
    Y las acciones legales del asiento 2 son:
      | acción                                                                                                                          |
      | {"type": "announce", "seat": 2, "combinations": []}                                                                             |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "escalera", "length": 3, "top": "9", "suit": "C"}]}                   |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "escalera", "length": 4, "top": "A", "suit": "C"}]}                   |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "escalera", "length": 3, "top": "9", "suit": "C"}, {"kind": "escalera", "length": 4, "top": "A", "suit": "C"}]} |

  @ACA-ACTIONS-FORM
  Escenario: After his announcement, the legal actions are his legal cards in index order
    # Trump ♠ led (8♠ then 9♠): seat 2 holds no trump, so any card (ACA-PLAY-DISCARD), in index
    # order: suit C D H S, rank 7 8 9 10 J Q K A. No claim: he has won no trick.
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
  Escenario: Read as JSON, an announcement in any order and any spelling is accepted
    Cuando se juegan estas cartas: 8♠ 9♠
    Y llega la acción en JSON: {"type": "announce", "seat": 2, "combinations": [{"kind": "escalera", "length": 4, "top": "A", "suit": "♣"}, {"suit": "c", "top": "9", "length": 3, "kind": "escalera"}], "note": "ignored"}
    Entonces la acción se acepta

  @ACA-ACTIONS-FORM
  Esquema del escenario: Malformed actions are refused under ACA-ACTIONS-FORM, naming what is wrong
    Cuando se juegan estas cartas: 8♠ 9♠
    Y llega la acción en JSON: <json>
    Entonces la acción se rechaza bajo ACA-ACTIONS-FORM
    Y el motivo menciona "<palabras>"

    Ejemplos:
      | json                                                                                                                 | palabras     |
      | {"type": "announce", "seat": 2}                                                                                      | combinations |
      | {"type": "announce", "seat": 2, "combinations": "cuarta"}                                                            | combinations |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "belote"}]}                                                | kind         |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "escalera", "length": 6, "top": "A", "suit": "C"}]}        | length       |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "escalera", "length": 3, "top": "8", "suit": "C"}]}        | top          |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "brelan", "rank": "X"}]}                                   | rank         |
      | {"type": "announce", "seat": 2, "combinations": [{"kind": "escalera", "length": 4, "top": "A", "suit": "C"}, {"kind": "escalera", "length": 4, "top": "A", "suit": "C"}]} | twice |
      | {"type": "announce", "seat": 3, "combinations": []}                                                                  | seat         |
      | {"type": "claim"}                                                                                                    | seat         |
      | {"type": "shout", "seat": 2}                                                                                         | type         |
