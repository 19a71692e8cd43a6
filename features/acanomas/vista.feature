# language: es
Característica: Lo que ve cada jugador
  Un jugador ve su propia mano; la carta vuelta, el cambio del 7 si lo hay y la última carta del
  mazo, vuelta; cada paso de la subasta; cada anuncio tal como se dijo (un brelán por su carta,
  una escalera por su número de cartas y su carta más alta, su palo solo cuando se enseña o
  cuando decide el desempate por el triunfo); los veredictos y las cartas enseñadas; cada carta
  jugada con su asiento; los «he terminado», los jugadores que salieron de la partida, el
  marcador y los botes pendientes. Nunca las cartas ocultas de otro jugador (tampoco las de su
  compañero), el mazo boca abajo, ni las cartas que quedan en la mano tras un «he terminado».

  @ACA-VIEW-PLAYER @ACA-COMB-SHOW
  Escenario: El ejemplo 1 tras la primera baza, tal como lo ve el asiento 0
    # El asiento 0 jugó el 7♦ en la primera baza y tiene ocho cartas. La cuarta de B (sin valor)
    # y la tercia de A (anulada) ni se enseñan ni las decide el triunfo: sus palos siguen ocultos.
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
      | 2       | brelán de dieces   |
    Cuando se juegan estas bazas:
      | baza | sale | cartas     | gana | puntos |
      | 1    | 0    | 7♦ J♦ 10♦  | 2    | 12     |
    Entonces la vista del asiento 0 muestra su mano: A♣ K♣ Q♣ 9♥ A♥ 8♠ Q♠ 8♦
    Y la vista del asiento 0 muestra la carta vuelta 7♠, la última del mazo K♥ y 3 cartas boca abajo
    Y la vista del asiento 1 muestra los anuncios:
      | asiento | anuncio            |
      | 0       | tercia al as       |
      | 1       | cuarta al as de ♦  |
      | 2       | brelán de dieces   |
    Y la vista del asiento 0 muestra los anuncios:
      | asiento | anuncio            |
      | 0       | tercia al as de ♣  |
      | 1       | cuarta al as       |
      | 2       | brelán de dieces   |
    Y la vista del asiento 0 muestra los veredictos:
      | asiento | anuncio            | veredicto | vale |
      | 0       | tercia al as de ♣  | anulada   | 0    |
      | 1       | cuarta al as       | sin valor | 0    |
      | 2       | brelán de dieces   | aceptada  | 100  |
    Y la vista del asiento 0 muestra las cartas enseñadas: 10♠ 10♥ 10♦ 10♣
    Y la vista del asiento 0 no muestra ninguna de: A♦ K♦ Q♦ J♠ 9♠ 7♥ 8♥ 9♣ A♠ K♠ J♥ 7♣ 8♣
    Y ninguna vista muestra ninguna de: J♣ 9♦ Q♥

  @ACA-VIEW-PLAYER @ACA-COMB-TIE
  Esquema del escenario: El desempate por el triunfo muestra los palos que comparó
    # Dos jugadores, tercias al as iguales. Triunfo ♥: el triunfo deshace el empate, las vistas
    # muestran los dos palos. Triunfo ♠: gana la anunciada primero, no se compara ningún palo:
    # el asiento 0 no ve el palo de la tercia anulada del asiento 1 (la suya, aceptada, se
    # enseña).
    Dado el perfil acanomas con 2 jugadores
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
    Entonces la vista del asiento 0 muestra los anuncios:
      | asiento | anuncio            |
      | 0       | tercia al as de ♣  |
      | 1       | <anuncio 1>        |
    Y la vista del asiento 1 muestra los anuncios:
      | asiento | anuncio            |
      | 0       | <anuncio 0>        |
      | 1       | tercia al as de ♥  |

    Ejemplos:
      | subasta                                                 | anuncio 0          | anuncio 1          |
      | el asiento 1 acepta el palo vuelto en la primera vuelta | tercia al as de ♣  | tercia al as de ♥  |
      | el asiento 0 nombra ♠ en la segunda vuelta              | tercia al as de ♣  | tercia al as       |

  @ACA-VIEW-PLAYER @ACA-CLAIM-ELIMINATION
  Escenario: Tras el «he terminado» erróneo del ejemplo 4: el «he terminado», el jugador fuera, ninguna carta descubierta
    Dado el perfil acanomas con 3 jugadores
    Y el marcador es: 930, 870, 610
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                        |
      | 0       | 8♠ J♠ K♠ A♥ K♥ Q♥ 9♥ 7♥ 10♣   |
      | 1       | 9♠ A♠ K♦ Q♦ 10♦ 8♦ 7♦ 10♥ 8♥  |
      | 2       | A♦ J♥ 7♣ 8♣ 9♣ J♣ Q♣ K♣ A♣    |
    Y el mazo es: 10♠ Q♠ 9♦ J♦
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y en la primera baza se anuncia:
      | asiento | anuncio            |
      | 0       | tercia al as de ♥  |
    Y se juegan estas bazas:
      | baza | sale | cartas        | gana | puntos |
      | 1    | 0    | 8♠ 9♠ A♦      | 1    | 25     |
      | 2    | 1    | 10♦ 7♣ J♠     | 0    | 30     |
      | 3    | 0    | K♠ A♠ J♥      | 1    | 17     |
      | 4    | 1    | 8♥ Q♣ A♥      | 0    | 14     |
      | 5    | 0    | 10♣ 7♦ A♣     | 2    | 21     |
      | 6    | 2    | K♣            |      |        |
    Cuando el asiento 0 dice «he terminado»
    Entonces la vista del asiento 1 muestra el «he terminado» del asiento 0: cuenta 994, erróneo
    Y la vista del asiento 1 muestra fuera de la partida al asiento 0
    Y la vista del asiento 2 muestra el «he terminado» del asiento 0: cuenta 994, erróneo
    # La tercia de A se enseñó al final de la primera baza (se conocen K♥ Q♥); el resto de su
    # mano, no.
    Y la vista del asiento 1 no muestra ninguna de: 9♥ 7♥
    Y la vista del asiento 2 no muestra ninguna de: 9♥ 7♥ K♦ Q♦ 8♦ 10♥

  @ACA-VIEW-PLAYER @ACA-SCORE-POTS
  Escenario: Los botes pendientes y sus aspirantes están a la vista de todos
    Dado el perfil acanomas con 3 jugadores
    Y el marcador es: 0, 0, 0
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 1, con totales brutos 64, 60, 74
    Entonces la vista del asiento 1 muestra el bote pendiente de 60 puntos para los asientos 0 y 2

  @ACA-VIEW-PLAYER @ACA-PLAY-PAIRS
  Escenario: Por parejas: tampoco se ve la mano del compañero
    Dado el perfil acanomas con 4 jugadores por parejas
    Y reparte el asiento 3
    Y las manos tras el reparto son, con 8♦ vuelta:
      | asiento | cartas                          |
      | 0       | A♠ K♠ Q♠ 9♠ A♥ 7♣ 8♣ 7♦         |
      | 1       | J♦ 9♦ A♦ 8♦ J♠ 10♠ 7♥ A♣        |
      | 2       | K♣ Q♣ J♣ Q♥ J♥ 8♠ 7♠ K♦         |
      | 3       | 10♥ 9♥ 8♥ K♥ 10♣ 9♣ Q♦ 10♦      |
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Entonces la vista del asiento 0 muestra su mano: A♠ K♠ Q♠ 9♠ A♥ 7♣ 8♣ 7♦
    Y la vista del asiento 0 no muestra ninguna de: K♣ Q♣ J♣ Q♥ J♥ 8♠ 7♠ K♦
