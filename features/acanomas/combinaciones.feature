# language: es
Característica: Las combinaciones: anuncios, veredictos y cartas enseñadas
  Página 2 §8 (según la tabla de decisiones): «tres clases de combinaciones … brelán, escalera y
  belote»; «el de mayor valor gana y anula al otro»; «gana y anula a las demás, pero no tiene
  valor alguno cuando en la mano de otro jugador haya un brelán».
  En la primera baza cada jugador, antes de su carta, anuncia los brelanes y escaleras que
  elige, o nada. Al final de la primera baza, los veredictos: el mejor brelán gana y su dueño se
  anota todos sus brelanes; la mejor escalera (más cartas, luego la carta más alta, luego la de
  triunfo, luego la anunciada primero) gana y su dueño se anota todas sus escaleras, salvo que
  otro jugador haya anunciado un brelán: entonces ninguna escalera vale. Las combinaciones
  aceptadas que valen se enseñan.

  El ejemplo 1 de la tabla de decisiones (tres jugadores, triunfo picas): A (asiento 0, el mano)
  tiene A♣ K♣ Q♣, B (asiento 1) A♦ K♦ Q♦ J♦, C (asiento 2) 10♠ 10♥ 10♦ 10♣. El reparto entero:
  reparte el asiento 2, se vuelve el 7♠, el mazo es J♣ 9♦ Q♥ K♥, el asiento 1 marca picas.

  @ACA-COMB-ANNOUNCE @ACA-COMB-VERDICT @ACA-COMB-SHOW @ACA-COMB-BRELAN-VOIDS @ACA-COMB-ESCALERA
  Escenario: El ejemplo 1: el brelán de C es aceptado, la cuarta de B anula la tercia de A pero no vale nada
    # Brelanes: los dieces de C, el único: aceptada, 100.
    # Escaleras: la cuarta de B (4 cartas) gana a la tercia de A (3): la de A queda anulada; la de
    # B es la mejor, pero C, otro jugador, anunció un brelán: sin valor (vale 0, no se enseña).
    # A 0, B 0, C 100.
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
  Escenario: El ejemplo 1, si C no hubiera anunciado: la cuarta de B es aceptada, 50
    # El brelán de C no se anuncia: ni vale ni anula nada.
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
  Esquema del escenario: El ejemplo 1, el empate: tercias al as iguales a dos jugadores
    # Dos jugadores, reparte el asiento 1: A (asiento 0, el mano) tiene A♣ K♣ Q♣, B (asiento 1)
    # A♥ K♥ Q♥. Mismo número de cartas, misma carta más alta. Triunfo ♥: la de B es de triunfo y
    # gana (20). Triunfo ♠: ninguna es de triunfo; gana la de A, anunciada primero. Con
    # sequence_tie=share, a dos jugadores, nadie se anota nada.
    Dado el perfil acanomas con 2 jugadores
    Y la opción <empate>
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
      | empate             | subasta                                                | A        | vale A | B        | vale B |
      | sequence_tie=first | el asiento 1 acepta el palo vuelto en la primera vuelta | anulada  | 0      | aceptada | 20     |
      | sequence_tie=first | el asiento 0 nombra ♠ en la segunda vuelta              | aceptada | 20     | anulada  | 0      |
      | sequence_tie=share | el asiento 0 nombra ♠ en la segunda vuelta              | anulada  | 0      | anulada  | 0      |
      | sequence_tie=share | el asiento 1 acepta el palo vuelto en la primera vuelta | anulada  | 0      | aceptada | 20     |

  @ACA-COMB-ANNOUNCE @ACA-COMB-RUNS @ACA-COMB-KINDS
  Escenario: Se rechazan los anuncios de lo que no se tiene, de parte de una escalera y de brelanes de sietes
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 9♥ A♥ 8♠ Q♠ 7♦ 8♦      |
      | 1       | A♦ K♦ Q♦ J♦ J♠ 9♠ 7♥ 8♥ 9♣      |
      | 2       | 10♠ 10♥ 10♦ 10♣ A♠ K♠ J♥ 7♣ 8♣  |
    Y el mazo es: J♣ 9♦ Q♥ K♥
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    # El asiento 0 debe contestar antes de jugar su carta.
    Cuando el asiento 0 juega 7♦
    Entonces la acción se rechaza bajo ACA-COMB-ANNOUNCE
    # El J♣ no es suyo: no hay tercia al rey.
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
    # El asiento 1 tiene A♦ K♦ Q♦ J♦: su escalera es la cuarta al as, no una tercia sacada de ella.
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
    # Tras la primera baza nadie puede anunciar.
    Cuando el asiento 2 anuncia brelán de dieces
    Entonces la acción se rechaza bajo ACA-MATCH-PHASES

  @ACA-COMB-RUNS @ACA-CARDS-RUN-ORDER @ACA-COMB-KINDS
  Esquema del escenario: Las combinaciones que tiene una mano
    Entonces la mano <mano> tiene estas combinaciones: <combinaciones>

    Ejemplos:
      | mano                             | combinaciones                                        | por qué                                                      |
      | A♥ K♥ Q♥ J♥ 10♥ 9♥ 7♣ 8♦ 9♠      | quinta al as de ♥                                    | una escalera de 6 es la quinta de sus cinco cartas más altas |
      | K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ A♣ 9♠      | quinta al rey de ♥                                   | una escalera de 7                                            |
      | A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣ 9♠      | tercia al nueve de ♣ y quinta al as de ♣             | un palo entero (orden canónico: primero el 9, luego el as)   |
      | A♠ K♠ Q♠ 10♠ 9♠ 8♠ 7♠ J♦ 9♥      | cuarta al diez de ♠ y tercia al as de ♠              | un hueco (el J♠) hace dos escaleras                          |
      | A♦ K♦ 10♦ 9♦ 7♦ 7♣ 8♣ 9♣ A♥      | tercia al nueve de ♣                                 | A K y 10 9 no son escaleras; 9 8 7 de ♣ sí                   |
      | K♠ Q♠ J♠ K♣ K♦ K♥ 7♦ 8♦ 9♥       | brelán de reyes y tercia al rey de ♠                 | el K♠ está en las dos                                        |
      | J♣ J♦ J♥ J♠ 9♣ 9♦ 9♥ 9♠ A♠       | brelán de nueves y brelán de valets                  | los brelanes en el orden de las cartas 9 10 J Q K A          |
      | 8♣ 8♦ 8♥ 8♠ 7♣ 7♦ 7♥ 7♠ A♠       | ninguna                                              | los ochos y los sietes no hacen brelán                       |

  @ACA-COMB-BRELAN
  Esquema del escenario: Brelán contra brelán: J, 9, A, 10, K, Q; quien gana se anota todos los suyos
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
  Escenario: Un brelán anulado sigue dejando sin valor todas las escaleras
    # Cuatro jugadores, triunfo tréboles. Brelanes: los nueves de B (150) ganan a los reyes de A.
    # La quinta al as de C es la única escalera, y por tanto la mejor; pero A y B, otros
    # jugadores, anunciaron brelanes: sin valor.
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
  Escenario: Su propio brelán no deja sin valor sus escaleras: el mismo jugador se anota las dos clases
    # El brelán de ases de A (100) es el único brelán; la cuarta al rey de A gana a la tercia al
    # as de B, y el único brelán es el de A: A se anota 100 + 50 = 150.
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
  Esquema del escenario: Escalera contra escalera: más cartas, luego más alta, luego de triunfo
    Cuando se comparan estos anuncios, con 3 jugadores y triunfo <triunfo>:
      | asiento | anuncio       |
      | 0       | <anuncio 0>   |
      | 1       | <anuncio 1>   |
    Entonces los veredictos son:
      | asiento | anuncio       | veredicto | vale   |
      | 0       | <anuncio 0>   | <v0>      | <p0>   |
      | 1       | <anuncio 1>   | <v1>      | <p1>   |

    Ejemplos:
      | triunfo | anuncio 0           | anuncio 1            | v0       | p0  | v1       | p1 | por qué                               |
      | ♠       | tercia al as de ♣   | cuarta al diez de ♦  | anulada  | 0   | aceptada | 50 | primero el número de cartas           |
      | ♠       | tercia al as de ♣   | tercia al rey de ♦   | aceptada | 20  | anulada  | 0  | luego la carta más alta               |
      | ♥       | tercia al as de ♣   | tercia al as de ♥    | anulada  | 0   | aceptada | 20 | luego el palo de triunfo              |
      | ♠       | cuarta al as de ♣   | cuarta al as de ♦    | aceptada | 50  | anulada  | 0  | luego la anunciada primero            |

  @ACA-COMB-ESCALERA
  Escenario: El dueño de la mejor escalera se anota todas sus escaleras
    # La quinta al rey de A (100) es la mejor; A se anota también su tercia al as (20): 120. La
    # cuarta de B queda anulada.
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
  Escenario: Desempate por el triunfo entre tres tercias iguales
    # Triunfo corazones: tres tercias al rey; la del asiento 1 es de triunfo y gana, aunque se
    # anunció la segunda.
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
  Esquema del escenario: Escaleras exactamente iguales a tres jugadores: la anunciada primero, o repartidas
    # sequence_tie=share: cada uno de los k jugadores empatados se anota valor / k, redondeado
    # hacia abajo. Dos cuartas: 50 / 2 = 25. Tres quintas: 100 / 3 = 33,33, redondeado a 33.
    Dada la opción <empate>
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
      | empate             | anuncio 0           | anuncio 1           | anuncio 2            | v0       | p0 | v1       | p1 | v2       | p2 |
      | sequence_tie=first | tercia al as de ♠   | cuarta al as de ♣   | cuarta al as de ♦    | anulada  | 0  | aceptada | 50 | anulada  | 0  |
      | sequence_tie=share | tercia al as de ♠   | cuarta al as de ♣   | cuarta al as de ♦    | anulada  | 0  | aceptada | 25 | aceptada | 25 |
      | sequence_tie=share | quinta al rey de ♣  | quinta al rey de ♦  | quinta al rey de ♥   | aceptada | 33 | aceptada | 33 | aceptada | 33 |

  @ACA-COMB-TIE @ACA-COMB-BRELAN-VOIDS
  Escenario: Escaleras repartidas: solo el brelán de otro jugador deja sin valor una parte
    # A y B empatan con cuartas al as (25 cada uno con sequence_tie=share). A anunció también un
    # brelán de reyes: no deja sin valor la parte de A, pero sí la de B (es el brelán de otro
    # jugador).
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
  Escenario: Por parejas: la pareja con la mejor escalera se anota las escaleras de los dos compañeros
    # Triunfo diamantes. La mejor escalera de la pareja 0 (la tercia al as del asiento 0) es la
    # mejor anunciada: la pareja 0 se anota sus dos tercias, la del asiento 0 y la del asiento 2,
    # 20 + 20; la del asiento 3 queda anulada.
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
  Escenario: Por parejas: un brelán de la otra pareja deja sin valor las escaleras, el del compañero no
    # El asiento 1 (pareja 1) anuncia un brelán de valets: las tercias de la pareja 0 quedan sin
    # valor.
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
  Escenario: Por parejas: el brelán del propio compañero deja su valor a las escaleras de la pareja
    # El asiento 2 (pareja 0) anuncia él mismo el brelán de valets: la pareja 0 se anota
    # 200 + 20 + 20.
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
  Escenario: Por parejas con sequence_tie=share: las escaleras empatadas de las dos parejas no valen nada
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
  Esquema del escenario: Brelanes y escaleras solo valen si se gana una baza con carta de valor
    # Tres jugadores, marcó triunfo el asiento 1. El brelán de dieces aceptado del asiento 2 (100)
    # solo vale si ganó una baza que contenga una carta de valor. Sin ella: 0 (y las escaleras que
    # dejó sin valor siguen así). meld_needs_trick=claim-only: vale igualmente. La belote no
    # necesita baza.
    Dada la opción <opción>
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
      | opción                      | comb | total | por qué                                                   |
      | meld_needs_trick=always     | 0    | 0     | el asiento 2 solo ganó una baza sin cartas de valor       |
      | meld_needs_trick=claim-only | 100  | 100   | la condición solo obliga al decir «he terminado»          |
