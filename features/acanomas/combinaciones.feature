# language: es
Característica: Las combinaciones: anuncios, veredictos y cartas enseñadas
  Página 2 §8 (según la tabla de decisiones): «tres clases de combinaciones … brelán, escalera y
  belote»; «el de mayor valor gana y anula al otro»; «gana y anula a las demás, pero no tiene
  valor alguno cuando en la mano de otro jugador haya un brelán».
  In trick 1 each player, before his card, announces the brelanes and escaleras he chooses, or
  nothing. At the end of trick 1 the verdicts: the best brelán wins and its holder scores all his
  brelanes; the best escalera (longer, then higher top, then trump, then the first announced)
  wins and its holder scores all his escaleras, unless another player announced a brelán: then
  no escalera scores. Accepted combinations with a value are shown.

  Worked example 1 of the decisions table (three players, spades trump): A (seat 0, the mano)
  holds A♣ K♣ Q♣, B (seat 1) A♦ K♦ Q♦ J♦, C (seat 2) 10♠ 10♥ 10♦ 10♣. The whole deal: seat 2
  deals, 7♠ turned, the stock J♣ 9♦ Q♥ K♥, seat 1 takes spades.

  @ACA-COMB-ANNOUNCE @ACA-COMB-VERDICT @ACA-COMB-SHOW @ACA-COMB-BRELAN-VOIDS @ACA-COMB-ESCALERA
  Escenario: Worked example 1: C's brelán is accepted, B's cuarta cancels A's tercia but is worth nothing
    # Brelanes: C's dieces, the only one: aceptada, 100.
    # Escaleras: B's cuarta (4 cards) beats A's tercia (3): A's is anulada; B's is the best, but C,
    # another player, announced a brelán: sin valor (worth 0, not shown). A 0, B 0, C 100.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 9♥ A♥ 8♠ Q♠ 7♦ 8♦      |
      | 1       | A♦ K♦ Q♦ J♦ J♠ 9♠ 7♥ 8♥ 9♣      |
      | 2       | 10♠ 10♥ 10♦ 10♣ A♠ K♠ J♥ 7♣ 8♣  |
    Y el mazo es: J♣ 9♦ Q♥ K♥
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Cuando el asiento 0 anuncia tercia al as de ♣
    Y el asiento 0 juega 7♦
    Y el asiento 1 anuncia cuarta al as de ♦
    Y el asiento 1 juega J♦
    Y el asiento 2 anuncia brelán de dieces
    Y el asiento 2 juega 10♦
    Entonces el asiento 2 gana la baza
    Y los veredictos son:
      | asiento | anuncio            | veredicto | vale |
      | 0       | tercia al as de ♣  | anulada   | 0    |
      | 1       | cuarta al as de ♦  | sin valor | 0    |
      | 2       | brelán de dieces   | aceptada  | 100  |
    Y se enseñan:
      | asiento | cartas            |
      | 2       | 10♠ 10♥ 10♦ 10♣   |
    Y la fase es «bazas siguientes»
    Y le toca al asiento 2

  @ACA-COMB-ANNOUNCE @ACA-COMB-VERDICT @ACA-COMB-SHOW @ACA-COMB-ESCALERA
  Escenario: Worked example 1, had C not announced: B's cuarta is accepted, 50
    # C's brelán is not announced: it neither scores nor cancels anything.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 9♥ A♥ 8♠ Q♠ 7♦ 8♦      |
      | 1       | A♦ K♦ Q♦ J♦ J♠ 9♠ 7♥ 8♥ 9♣      |
      | 2       | 10♠ 10♥ 10♦ 10♣ A♠ K♠ J♥ 7♣ 8♣  |
    Y el mazo es: J♣ 9♦ Q♥ K♥
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y en la primera baza se anuncia:
      | asiento | anuncio            |
      | 0       | tercia al as de ♣  |
      | 1       | cuarta al as de ♦  |
      | 2       | nada               |
    Cuando se juegan estas bazas:
      | baza | sale | cartas     | gana | puntos |
      | 1    | 0    | 7♦ J♦ 10♦  | 2    | 12     |
    Entonces los veredictos son:
      | asiento | anuncio            | veredicto | vale |
      | 0       | tercia al as de ♣  | anulada   | 0    |
      | 1       | cuarta al as de ♦  | aceptada  | 50   |
    Y se enseñan:
      | asiento | cartas            |
      | 1       | A♦ K♦ Q♦ J♦       |

  @ACA-COMB-TIE @ACA-COMB-ESCALERA
  Esquema del escenario: Worked example 1, the tie: equal tercias al as at two players
    # Two players, seat 1 deals: A (seat 0, mano) holds A♣ K♣ Q♣, B (seat 1) A♥ K♥ Q♥. Same length,
    # same top. Trump ♥: B's is in trump and wins (20). Trump ♠: neither is trump; A's, announced
    # first, wins. Under sequence_tie=share, at two players, nobody scores.
    Dado el perfil acanomas con 2 jugadores
    Y la opción sequence_tie=<empate>
    Y reparte el asiento 1
    Y las manos tras el reparto son, con 7♥ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠      |
    Y el mazo es: 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠
    Y <subasta>
    Y en la primera baza se anuncia:
      | asiento | anuncio            |
      | 0       | tercia al as de ♣  |
      | 1       | tercia al as de ♥  |
    Cuando se juegan estas bazas:
      | baza | sale | cartas  | gana | puntos |
      | 1    | 0    | 7♦ A♦   | 1    | 11     |
    Entonces los veredictos son:
      | asiento | anuncio            | veredicto | vale    |
      | 0       | tercia al as de ♣  | <A>       | <vale A> |
      | 1       | tercia al as de ♥  | <B>       | <vale B> |

    Ejemplos:
      | empate | subasta                                                | A        | vale A | B        | vale B |
      | first  | el asiento 1 acepta el palo vuelto en la primera vuelta | anulada  | 0      | aceptada | 20     |
      | first  | el asiento 0 nombra ♠ en la segunda vuelta              | aceptada | 20     | anulada  | 0      |
      | share  | el asiento 0 nombra ♠ en la segunda vuelta              | anulada  | 0      | anulada  | 0      |
      | share  | el asiento 1 acepta el palo vuelto en la primera vuelta | anulada  | 0      | aceptada | 20     |

  @ACA-COMB-ANNOUNCE @ACA-COMB-RUNS @ACA-COMB-KINDS
  Escenario: Announcements not held, parts of a run and brelanes of sevens are refused
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 9♥ A♥ 8♠ Q♠ 7♦ 8♦      |
      | 1       | A♦ K♦ Q♦ J♦ J♠ 9♠ 7♥ 8♥ 9♣      |
      | 2       | 10♠ 10♥ 10♦ 10♣ A♠ K♠ J♥ 7♣ 8♣  |
    Y el mazo es: J♣ 9♦ Q♥ K♥
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    # Seat 0 must answer before his card.
    Cuando el asiento 0 juega 7♦
    Entonces la acción se rechaza bajo ACA-COMB-ANNOUNCE
    # J♣ is not his: no tercia al rey.
    Cuando el asiento 0 anuncia tercia al rey de ♣
    Entonces la acción se rechaza bajo ACA-COMB-ANNOUNCE
    Cuando el asiento 0 anuncia brelán de sietes
    Entonces la acción se rechaza bajo ACA-COMB-KINDS
    Cuando el asiento 0 anuncia tercia al as de ♣
    Entonces la acción se acepta
    Cuando el asiento 0 anuncia nada
    Entonces la acción se rechaza bajo ACA-COMB-ANNOUNCE
    Cuando el asiento 0 juega 7♦
    Entonces la acción se acepta
    # Seat 1 holds A♦ K♦ Q♦ J♦: his escalera is the cuarta al as, not a tercia out of it.
    Cuando el asiento 1 anuncia tercia al as de ♦
    Entonces la acción se rechaza bajo ACA-COMB-RUNS
    Y el motivo menciona «forma parte de la cuarta»
    Cuando el asiento 1 anuncia brelán de reyes
    Entonces la acción se rechaza bajo ACA-COMB-ANNOUNCE
    Cuando el asiento 1 no anuncia nada
    Y el asiento 1 juega J♦
    Y el asiento 2 no anuncia nada
    Y el asiento 2 juega 10♦
    Entonces la fase es «bazas siguientes»
    # After trick 1 nobody may announce.
    Cuando el asiento 2 anuncia brelán de dieces
    Entonces la acción se rechaza bajo ACA-MATCH-PHASES

  @ACA-COMB-RUNS @ACA-CARDS-RUN-ORDER @ACA-COMB-KINDS
  Esquema del escenario: The combinations a hand holds
    Entonces la mano <mano> tiene estas combinaciones: <combinaciones>

    Ejemplos:
      | mano                             | combinaciones                                        | por qué                                   |
      | A♥ K♥ Q♥ J♥ 10♥ 9♥ 7♣ 8♦ 9♠      | quinta al as de ♥                                    | a run of 6 is the quinta of its top five   |
      | K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ A♣ 9♠      | quinta al rey de ♥                                   | a run of 7                                |
      | A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣ 9♠      | tercia al nueve de ♣ y quinta al as de ♣             | a whole suit (canonical order: top 9, A)  |
      | A♠ K♠ Q♠ 10♠ 9♠ 8♠ 7♠ J♦ 9♥      | cuarta al diez de ♠ y tercia al as de ♠              | a gap (J♠) makes two runs                 |
      | A♦ K♦ 10♦ 9♦ 7♦ 7♣ 8♣ 9♣ A♥      | tercia al nueve de ♣                                 | A K and 10 9 are no runs; 9 8 7 ♣ is      |
      | K♠ Q♠ J♠ K♣ K♦ K♥ 7♦ 8♦ 9♥       | brelán de reyes y tercia al rey de ♠                 | K♠ is in both                             |
      | J♣ J♦ J♥ J♠ 9♣ 9♦ 9♥ 9♠ A♠       | brelán de nueves y brelán de valets                  | brelanes in rank order 9 10 J Q K A       |
      | 8♣ 8♦ 8♥ 8♠ 7♣ 7♦ 7♥ 7♠ A♠       | ninguna                                              | eights and sevens are no brelán           |

  @ACA-COMB-BRELAN
  Esquema del escenario: Brelán against brelán: J, 9, A, 10, K, Q; the winner scores all his
    Cuando se comparan estos anuncios, con 3 jugadores y triunfo ♣:
      | asiento | anuncio     |
      | 0       | <anuncio 0> |
      | 1       | <anuncio 1> |
    Entonces los veredictos son:
      | asiento | anuncio     | veredicto | vale   |
      | 0       | <primero 0> | <v0>      | <p0>   |
      | 0       | <segundo 0> | <w0>      | <q0>   |
      | 1       | <anuncio 1> | <v1>      | <p1>   |

    Ejemplos:
      | anuncio 0                         | primero 0       | segundo 0        | anuncio 1         | v0       | p0  | w0       | q0  | v1       | p1  |
      | brelán de ases y brelán de reyes  | brelán de ases  | brelán de reyes  | brelán de dieces  | aceptada | 100 | aceptada | 100 | anulada  | 0   |
      | brelán de damas y brelán de reyes | brelán de damas | brelán de reyes  | brelán de nueves  | anulada  | 0   | anulada  | 0   | aceptada | 150 |
      | brelán de dieces y brelán de damas | brelán de dieces | brelán de damas | brelán de valets  | anulada  | 0   | anulada  | 0   | aceptada | 200 |

  @ACA-COMB-BRELAN-VOIDS @ACA-COMB-BRELAN
  Escenario: A cancelled brelán still makes every escalera worthless
    # Four players, clubs trump. Brelanes: B's nueves (150) beat A's reyes. C's quinta al as is
    # the only, hence best, escalera; but A and B, other players, announced brelanes: sin valor.
    Cuando se comparan estos anuncios, con 4 jugadores y triunfo ♣:
      | asiento | anuncio            |
      | 0       | brelán de reyes    |
      | 1       | brelán de nueves   |
      | 2       | quinta al as de ♦  |
      | 3       | nada               |
    Entonces los veredictos son:
      | asiento | anuncio            | veredicto | vale |
      | 0       | brelán de reyes    | anulada   | 0    |
      | 1       | brelán de nueves   | aceptada  | 150  |
      | 2       | quinta al as de ♦  | sin valor | 0    |

  @ACA-COMB-BRELAN-VOIDS
  Escenario: His own brelán does not void his escaleras: the same player scores both kinds
    # A's brelán de ases (100) is the only brelán; A's cuarta al rey beats B's tercia al as, and
    # the only brelán is A's own: A scores 100 + 50 = 150.
    Cuando se comparan estos anuncios, con 3 jugadores y triunfo ♣:
      | asiento | anuncio                              |
      | 0       | brelán de ases y cuarta al rey de ♦  |
      | 1       | tercia al as de ♠                    |
    Entonces los veredictos son:
      | asiento | anuncio              | veredicto | vale |
      | 0       | brelán de ases       | aceptada  | 100  |
      | 0       | cuarta al rey de ♦   | aceptada  | 50   |
      | 1       | tercia al as de ♠    | anulada   | 0    |

  @ACA-COMB-ESCALERA
  Esquema del escenario: Escalera against escalera: longer, then higher, then trump
    Cuando se comparan estos anuncios, con 3 jugadores y triunfo <triunfo>:
      | asiento | anuncio       |
      | 0       | <anuncio 0>   |
      | 1       | <anuncio 1>   |
    Entonces los veredictos son:
      | asiento | anuncio       | veredicto | vale   |
      | 0       | <anuncio 0>   | <v0>      | <p0>   |
      | 1       | <anuncio 1>   | <v1>      | <p1>   |

    Ejemplos:
      | triunfo | anuncio 0           | anuncio 1            | v0       | p0  | v1       | p1 | por qué                        |
      | ♠       | tercia al as de ♣   | cuarta al diez de ♦  | anulada  | 0   | aceptada | 50 | length first                   |
      | ♠       | tercia al as de ♣   | tercia al rey de ♦   | aceptada | 20  | anulada  | 0  | then the top                   |
      | ♥       | tercia al as de ♣   | tercia al as de ♥    | anulada  | 0   | aceptada | 20 | then the trump suit            |
      | ♠       | cuarta al as de ♣   | cuarta al as de ♦    | aceptada | 50  | anulada  | 0  | then the first announced       |

  @ACA-COMB-ESCALERA
  Escenario: The holder of the best escalera scores all his escaleras
    # A's quinta al rey (100) is the best; A also scores his tercia al as (20): 120. B's cuarta is
    # cancelled.
    Cuando se comparan estos anuncios, con 3 jugadores y triunfo ♠:
      | asiento | anuncio                                    |
      | 0       | tercia al as de ♣ y quinta al rey de ♠     |
      | 1       | cuarta al as de ♥                          |
    Entonces los veredictos son:
      | asiento | anuncio              | veredicto | vale |
      | 0       | tercia al as de ♣    | aceptada  | 20   |
      | 0       | quinta al rey de ♠   | aceptada  | 100  |
      | 1       | cuarta al as de ♥    | anulada   | 0    |

  @ACA-COMB-TIE @ACA-COMB-ESCALERA
  Escenario: Trump tie-break among three equal tercias
    # Hearts trump: three tercias al rey; seat 1's is in trump and wins, though announced second.
    Cuando se comparan estos anuncios, con 3 jugadores y triunfo ♥:
      | asiento | anuncio              |
      | 0       | tercia al rey de ♣   |
      | 1       | tercia al rey de ♥   |
      | 2       | tercia al rey de ♦   |
    Entonces los veredictos son:
      | asiento | anuncio              | veredicto | vale |
      | 0       | tercia al rey de ♣   | anulada   | 0    |
      | 1       | tercia al rey de ♥   | aceptada  | 20   |
      | 2       | tercia al rey de ♦   | anulada   | 0    |

  @ACA-COMB-TIE
  Esquema del escenario: Exactly tied escaleras at three players: first announced, or shared
    # sequence_tie=share: each of the k tied players scores value / k, rounded down.
    # Two cuartas: 50 / 2 = 25. Three quintas: 100 / 3 = 33.33, rounded down to 33.
    Dada la opción sequence_tie=<empate>
    Cuando se comparan estos anuncios, con 3 jugadores y triunfo ♠:
      | asiento | anuncio       |
      | 0       | <anuncio 0>   |
      | 1       | <anuncio 1>   |
      | 2       | <anuncio 2>   |
    Entonces los veredictos son:
      | asiento | anuncio       | veredicto | vale |
      | 0       | <anuncio 0>   | <v0>      | <p0> |
      | 1       | <anuncio 1>   | <v1>      | <p1> |
      | 2       | <anuncio 2>   | <v2>      | <p2> |

    Ejemplos:
      | empate | anuncio 0           | anuncio 1           | anuncio 2            | v0       | p0 | v1       | p1 | v2       | p2 |
      | first  | tercia al as de ♠   | cuarta al as de ♣   | cuarta al as de ♦    | anulada  | 0  | aceptada | 50 | anulada  | 0  |
      | share  | tercia al as de ♠   | cuarta al as de ♣   | cuarta al as de ♦    | anulada  | 0  | aceptada | 25 | aceptada | 25 |
      | share  | quinta al rey de ♣  | quinta al rey de ♦  | quinta al rey de ♥   | aceptada | 33 | aceptada | 33 | aceptada | 33 |

  @ACA-COMB-TIE @ACA-COMB-BRELAN-VOIDS
  Escenario: Shared escaleras: a share is voided only by another player's brelán
    # A and B tie with cuartas al as (25 each under share). A also announced a brelán de reyes:
    # it does not void A's own share, but it voids B's (another player's brelán).
    Dada la opción sequence_tie=share
    Cuando se comparan estos anuncios, con 3 jugadores y triunfo ♠:
      | asiento | anuncio                                 |
      | 0       | brelán de reyes y cuarta al as de ♣     |
      | 1       | cuarta al as de ♦                       |
      | 2       | nada                                    |
    Entonces los veredictos son:
      | asiento | anuncio              | veredicto | vale |
      | 0       | brelán de reyes      | aceptada  | 100  |
      | 0       | cuarta al as de ♣    | aceptada  | 25   |
      | 1       | cuarta al as de ♦    | sin valor | 0    |

  @ACA-COMB-PAIRS
  Escenario: Pairs: the pair with the best escalera scores both partners' escaleras
    # Diamonds trump. Pair 0's best escalera (seat 0's tercia al as) is the best announced: pair 0
    # scores both its tercias, seat 0's and seat 2's, 20 + 20; seat 3's is cancelled.
    Cuando se comparan estos anuncios, por parejas y triunfo ♦:
      | asiento | anuncio               |
      | 0       | tercia al as de ♠     |
      | 1       | nada                  |
      | 2       | tercia al rey de ♣    |
      | 3       | tercia al diez de ♥   |
    Entonces los veredictos son:
      | asiento | anuncio              | veredicto | vale |
      | 0       | tercia al as de ♠    | aceptada  | 20   |
      | 2       | tercia al rey de ♣   | aceptada  | 20   |
      | 3       | tercia al diez de ♥  | anulada   | 0    |

  @ACA-COMB-PAIRS @ACA-COMB-BRELAN-VOIDS
  Escenario: Pairs: a brelán of the other pair voids the escaleras, a partner's does not
    # Seat 1 (pair 1) announces a brelán de valets: pair 0's tercias are sin valor.
    Cuando se comparan estos anuncios, por parejas y triunfo ♦:
      | asiento | anuncio               |
      | 0       | tercia al as de ♠     |
      | 1       | brelán de valets      |
      | 2       | tercia al rey de ♣    |
      | 3       | tercia al diez de ♥   |
    Entonces los veredictos son:
      | asiento | anuncio              | veredicto | vale |
      | 0       | tercia al as de ♠    | sin valor | 0    |
      | 1       | brelán de valets     | aceptada  | 200  |
      | 2       | tercia al rey de ♣   | sin valor | 0    |
      | 3       | tercia al diez de ♥  | anulada   | 0    |

  @ACA-COMB-PAIRS
  Escenario: Pairs: the partner's own brelán leaves the pair's escaleras their value
    # Seat 2 (pair 0) announces the brelán de valets himself: pair 0 scores 200 + 20 + 20.
    Cuando se comparan estos anuncios, por parejas y triunfo ♦:
      | asiento | anuncio                                 |
      | 0       | tercia al as de ♠                       |
      | 1       | nada                                    |
      | 2       | brelán de valets y tercia al rey de ♣   |
      | 3       | tercia al diez de ♥                     |
    Entonces los veredictos son:
      | asiento | anuncio              | veredicto | vale |
      | 0       | tercia al as de ♠    | aceptada  | 20   |
      | 2       | brelán de valets     | aceptada  | 200  |
      | 2       | tercia al rey de ♣   | aceptada  | 20   |
      | 3       | tercia al diez de ♥  | anulada   | 0    |

  @ACA-COMB-PAIRS @ACA-COMB-TIE
  Escenario: Pairs under sequence_tie=share: tied escaleras of the two pairs score nothing
    Dada la opción sequence_tie=share
    Cuando se comparan estos anuncios, por parejas y triunfo ♦:
      | asiento | anuncio              |
      | 0       | tercia al as de ♠    |
      | 1       | tercia al as de ♣    |
    Entonces los veredictos son:
      | asiento | anuncio              | veredicto | vale |
      | 0       | tercia al as de ♠    | anulada   | 0    |
      | 1       | tercia al as de ♣    | anulada   | 0    |

  @ACA-COMB-TRICK
  Esquema del escenario: Brelanes and escaleras count only with a counting trick won
    # Three players, seat 1 the maker. Seat 2's accepted brelán de dieces (100) counts only if he
    # won a trick holding a counting card. Without one: 0 (and the escaleras it voided stay so).
    # meld_needs_trick=claim-only: it counts anyway. Belote is exempt.
    Dada la opción meld_needs_trick=<opción>
    Cuando se anota este juego parcial de 3 jugadores, en el que marcó triunfo el asiento 1:
      | asiento | combinaciones | belote | cartas | bazas | baza de valor | última baza |
      | 0       | 0             | 0      | 80     | 5     | sí            | sí          |
      | 1       | 0             | 20     | 60     | 3     | sí            | no          |
      | 2       | 100           | 0      | 0      | 1     | no            | no          |
    Entonces el juego parcial se anota:
      | asiento | combinaciones | total bruto |
      | 0       | 0             | 90          |
      | 1       | 0             | 80          |
      | 2       | <comb>        | <total>     |

    Ejemplos:
      | opción     | comb | total | por qué                                         |
      | always     | 0    | 0     | seat 2 won only a trick without counting cards  |
      | claim-only | 100  | 100   | the condition binds claims only                 |
