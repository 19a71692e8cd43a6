# language: es
Característica: «He terminado»
  Texto 000 §12: «También puede terminar un juego parcial cuando así lo desee cualquiera de los
  jugadores, por creer que ya ha alcanzado o sobrepasado los puntos requeridos para ganar la
  partida, en cuyo caso dirá he terminado [...] Si le faltaran puntos para terminar la partida,
  la perdería aun en el caso de que los contrarios tuvieran menos puntos.» «El jugador que dice
  he terminado no puede interrumpir el juego sin haber ganado, por lo menos, una baza que
  contenga una o más cartas de valor [...] El juego no puede detenerse cuando solamente falte una
  baza por jugar.»
  En su turno de juego, el jugador que ha ganado una baza que contenga una carta de valor, con al
  menos dos bazas por terminar, puede decir «he terminado» en vez de jugar. El programa cuenta:
  lo que ya tiene anotado, sus combinaciones aceptadas, su belote si ha jugado las dos cartas y
  los puntos de las cartas de sus bazas; nunca las cartas de su mano, las diez de últimas, un
  capote ni un bote. Si llega a los puntos requeridos, gana en el acto. Si no llega, pierde: a
  dos jugadores gana el otro, por parejas la otra pareja; a tres y cuatro, cada uno por su
  cuenta, sale de la partida, el juego parcial detenido se anota para los demás y la partida
  sigue.

  El ejemplo 4 de la tabla de decisiones: tres jugadores, a 1000 puntos; antes del juego 7, A
  (asiento 0) tiene 930, B (asiento 1) 870, C (asiento 2) 610. Reparte C, se vuelve el 7♠, B
  marca picas. A tiene una tercia al as de ♥ y la anuncia (aceptada: nadie más anuncia; C calla
  sus tréboles, como puede hacer). El mazo es 10♠ Q♠ 9♦ J♦.

  @ACA-CLAIM-WHEN @ACA-CLAIM-COUNT @ACA-CLAIM-WRONG @ACA-CLAIM-STOPPED @ACA-CLAIM-ELIMINATION @ACA-MATCH-END @ACA-MATCH-DEALER
  Escenario: El ejemplo 4: el «he terminado» de A cuenta 994, erróneo; A sale y la partida sigue
    # Las bazas 1 a 5 las ganan B, A, B, A, C. Las bazas de A: J♠ 10♦ 7♣ = 20 + 10 + 0 = 30 y
    # A♥ Q♣ 8♥ = 11 + 3 + 0 = 14. C sale a la sexta baza (K♣); A, en su turno, dice «he
    # terminado»: quedan cuatro bazas por terminar (6 a 9) y ha ganado bazas con cartas de valor.
    # Cuenta: 930 + 20 (tercia) + 30 + 14 = 994 < 1000: erróneo. A sale de la partida.
    # Juego detenido, para B y C: B (marcó triunfo) bazas 1 y 3 = 25 + 17 = 42; C baza 5 = 21; el
    # K♣ de la sexta baza no es de nadie; ni diez de últimas ni capote. 42 > 21: cada uno anota
    # lo suyo. B 870 + 42 = 912, C 610 + 21 = 631; los 930 de A quedan congelados. Nadie tiene
    # 1000: la partida sigue con B y C. Repartió C; el asiento siguiente que sigue en la partida
    # tras el asiento 2 es el 1 (el asiento 0 está fuera): B reparte el juego 8, a dos jugadores.
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
      | baza | sale | cartas        | gana | puntos | por qué                                     |
      | 1    | 0    | 8♠ 9♠ A♦      | 1    | 25     | 0 + 14 + 11; C no tiene triunfo             |
      | 2    | 1    | 10♦ 7♣ J♠     | 0    | 30     | 10 + 0 + 20; C y A sin diamantes            |
      | 3    | 0    | K♠ A♠ J♥      | 1    | 17     | 4 + 11 + 2                                  |
      | 4    | 1    | 8♥ Q♣ A♥      | 0    | 14     | 0 + 3 + 11                                  |
      | 5    | 0    | 10♣ 7♦ A♣     | 2    | 21     | 10 + 0 + 11; B sin tréboles ni triunfo      |
      | 6    | 2    | K♣            |      |        | en curso                                    |
    Y los veredictos son:
      | asiento | anuncio            | veredicto | vale |
      | 0       | tercia al as de ♥  | aceptada  | 20   |
    Cuando el asiento 0 dice «he terminado»
    Entonces la acción se acepta
    Y la cuenta del «he terminado» es 994
    Y el «he terminado» es erróneo
    Y el asiento 0 queda fuera de la partida
    Y el juego parcial se anota:
      | asiento | cartas | última baza | capote | total bruto | anota |
      | 1       | 42     | 0           | 0      | 42          | 42    |
      | 2       | 21     | 0           | 0      | 21          | 21    |
    Y el marcador queda: 930, 912, 631
    Y la partida sigue
    Y siguen en la partida los asientos 1 y 2
    Y reparte el siguiente juego parcial el asiento 1
    Y la fase es «reparto»

  @ACA-CLAIM-RIGHT @ACA-CLAIM-COUNT
  Escenario: El ejemplo 4 con el 10♥ en vez del 8♥ en la cuarta baza: 1004, A gana en el acto
    # B sale con el 10♥ (no el 8♥) a la cuarta baza: la baza de A es A♥ Q♣ 10♥ = 11 + 3 + 10 = 24.
    # Cuenta: 930 + 20 + 30 + 24 = 1004 >= 1000: correcto. Gana A; anota 1004 - 930 = 74; B y C
    # no anotan nada. No hay prueba del que marcó triunfo.
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
      | 4    | 1    | 10♥ Q♣ A♥     | 0    | 24     |
      | 5    | 0    | 10♣ 7♦ A♣     | 2    | 21     |
      | 6    | 2    | K♣            |      |        |
    Cuando el asiento 0 dice «he terminado»
    Entonces la cuenta del «he terminado» es 1004
    Y el «he terminado» es correcto
    Y el asiento 0 gana la partida
    Y el juego parcial se anota:
      | asiento | anota |
      | 0       | 74    |
      | 1       | —     |
      | 2       | —     |
    Y el marcador queda: 1004, 870, 610
    Y la fase es «fin de la partida»

  @ACA-CLAIM-ELIMINATION @ACA-SCORE-POTS
  Escenario: El ejemplo 4 con un bote pendiente para A y B: B, el único aspirante que queda, se lo lleva
    # Un bote de 40 espera para A y B. A sale: B es su único aspirante y se lo lleva en el acto,
    # antes de ver si la partida ha terminado: B 870 + 42 + 40 = 952.
    Dado el perfil acanomas con 3 jugadores
    Y el marcador es: 930, 870, 610
    Y hay un bote pendiente de 40 puntos para los asientos 0 y 1
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
    Entonces el «he terminado» es erróneo
    Y el asiento 1 se lleva el bote de 40 puntos
    Y no queda ningún bote pendiente
    Y el marcador queda: 930, 952, 631

  @ACA-CLAIM-WRONG @ACA-CLAIM-STOPPED
  Escenario: Con la opción wrong_claim=stay, A sigue, anota 0, y no puede volver a decir «he terminado»
    # Juego detenido: A anota 0 (no entra en la prueba del que marcó triunfo); B 42 y C 21 como
    # antes. Juego 8 (A sigue en la partida: el asiento 0 reparte el juego siguiente, tras el
    # asiento 2): la baraja en orden de palos, todos pasan en la primera vuelta, B (el mano) nombra
    # tréboles. A gana la primera baza con el A♦ (8♦ K♦ A♦ = 0 + 4 + 11), y en su turno se
    # rechaza su «he terminado»: ya lo dijo erróneamente.
    Dado el perfil acanomas con 3 jugadores
    Y la opción wrong_claim=stay
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
    Entonces el «he terminado» es erróneo
    Y el juego parcial se anota:
      | asiento | anota |
      | 0       | 0     |
      | 1       | 42    |
      | 2       | 21    |
    Y el marcador queda: 930, 912, 631
    Y siguen en la partida los asientos 0, 1 y 2
    Y reparte el siguiente juego parcial el asiento 0
    Dada la baraja repartida en orden de palos
    Y el asiento 1 pasa
    Y el asiento 2 pasa
    Y el asiento 0 pasa
    Y el asiento 1 marca ♣
    Y se juegan estas bazas:
      | baza | sale | cartas       | gana | puntos |
      | 1    | 1    | 8♦ K♦ A♦     | 0    | 15     |
    Cuando el asiento 0 dice «he terminado»
    Entonces la acción se rechaza bajo ACA-CLAIM-WRONG

  @ACA-CLAIM-STOPPED @ACA-SCORE-MAKER @ACA-SCORE-POTS
  Esquema del escenario: Un bote hecho por el juego detenido: con pending_to=everyone aspira a él quien dijo «he terminado» y sigue en la partida
    # Tres jugadores; el asiento 0 dice «he terminado» erróneamente; marcó triunfo el asiento 1.
    # Entre los asientos 1 y 2 (quien dijo «he terminado» no entra en la prueba del que marcó): el
    # que marcó tiene 20, el asiento 2 también 20, nadie le supera: caso (d), el asiento 1 anota 0,
    # el asiento 2 20, y los 20 del que marcó van a un bote. Sus aspirantes: el que marcó y el
    # asiento 2 (pending_to=contenders); todos los que siguen en la partida
    # (pending_to=everyone): también el asiento 0 si sigue (wrong_claim=stay), no si ha salido
    # (wrong_claim=eliminate).
    Dado el perfil acanomas con 3 jugadores
    Y la opción <reclamante>
    Y la opción <bote>
    Y el marcador es: 900, 500, 400
    Cuando se anota este juego parcial, detenido por el «he terminado» erróneo del asiento 0, en el que marcó triunfo el asiento 1:
      | asiento | cartas | bazas | baza de valor |
      | 0       | 44     | 2     | sí            |
      | 1       | 20     | 1     | sí            |
      | 2       | 20     | 1     | sí            |
    Entonces el juego parcial se anota:
      | asiento | anota   |
      | 0       | <cero>  |
      | 1       | 0       |
      | 2       | 20      |
    Y queda un bote pendiente de 20 puntos para los asientos <contendientes>
    Y el marcador queda: 900, 500, 420

    Ejemplos:
      | reclamante            | bote                  | cero | contendientes |
      | wrong_claim=stay      | pending_to=contenders | 0    | 1 y 2         |
      | wrong_claim=stay      | pending_to=everyone   | 0    | 0, 1 y 2      |
      | wrong_claim=eliminate | pending_to=everyone   | —    | 1 y 2         |
      | wrong_claim=eliminate | pending_to=contenders | —    | 1 y 2         |

  @ACA-CLAIM-WRONG @ACA-CLAIM-RIGHT @ACA-CLAIM-COUNT
  Esquema del escenario: Dos jugadores: un «he terminado» erróneo da la victoria al otro jugador en el acto
    # Dos jugadores, reparte el asiento 1, se vuelve el 7♥; el asiento 0 nombra picas en la
    # segunda vuelta. Primera baza: los dos anuncian una tercia al as; la del asiento 0 (♣),
    # anunciada primero, gana el empate (20). Bazas: 7♦ A♦ (asiento 1, 11), K♦ 9♦ (asiento 1, 4),
    # 9♠ J♠ (asiento 0, 14 + 20 = 34). El asiento 0 sale a la cuarta baza y dice «he terminado»:
    # quedan 6 bazas por terminar.
    # Cuenta: lo anotado + 20 + 34. Con 930: 984 < 1000, erróneo: gana el asiento 1 en el acto
    #   con 870, sin anotar nada. Con 960: 1014, correcto: gana el asiento 0; anota
    #   1014 - 960 = 54.
    Dado el perfil acanomas con 2 jugadores
    Y el marcador es: <antes>, 870
    Y reparte el asiento 1
    Y las manos tras el reparto son, con 7♥ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠      |
    Y el mazo es: 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠
    Y el asiento 0 nombra ♠ en la segunda vuelta
    Y en la primera baza se anuncia:
      | asiento | anuncio            |
      | 0       | tercia al as de ♣  |
      | 1       | tercia al as de ♥  |
    Y se juegan estas bazas:
      | baza | sale | cartas  | gana | puntos |
      | 1    | 0    | 7♦ A♦   | 1    | 11     |
      | 2    | 1    | K♦ 9♦   | 1    | 4      |
      | 3    | 1    | 9♠ J♠   | 0    | 34     |
    Cuando el asiento 0 dice «he terminado»
    Entonces la cuenta del «he terminado» es <cuenta>
    Y el «he terminado» es <resultado>
    Y el asiento <ganador> gana la partida
    Y el marcador queda: <después>, 870
    Y la fase es «fin de la partida»

    Ejemplos:
      | antes | cuenta | resultado | ganador | después |
      | 930   | 984    | erróneo   | 1       | 930     |
      | 960   | 1014   | correcto  | 0       | 1014    |

  @ACA-CLAIM-WHEN
  Escenario: Para decir «he terminado» hace falta haber ganado una baza con carta de valor, y que queden dos bazas
    # Dos jugadores, triunfo picas. Primera baza: el asiento 0 sale con el 7♠; el asiento 1 debe
    # montar y juega el 8♠: el asiento 1 gana una baza de 0 puntos (sin carta de valor). Al salir
    # a la segunda baza se rechaza su «he terminado»; también el del asiento 0 en su turno de la
    # primera baza, antes de que nadie gane una baza.
    Dado el perfil acanomas con 2 jugadores
    Y el marcador es: 930, 870
    Y reparte el asiento 1
    Y las manos tras el reparto son, con 7♥ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠      |
    Y el mazo es: 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠
    Y el asiento 0 nombra ♠ en la segunda vuelta
    Cuando el asiento 0 dice «he terminado»
    Entonces la acción se rechaza bajo ACA-CLAIM-WHEN
    Y el motivo menciona «carta de valor»
    Cuando se juegan estas bazas:
      | baza | sale | cartas  | gana | puntos |
      | 1    | 0    | 7♠ 8♠   | 1    | 0      |
    Y el asiento 1 dice «he terminado»
    Entonces la acción se rechaza bajo ACA-CLAIM-WHEN
    Y el motivo menciona «carta de valor»
    Cuando el asiento 0 dice «he terminado»
    Entonces la acción se rechaza bajo ACA-PLAY-TURN

  @ACA-CLAIM-WHEN
  Escenario: No cuando solo falta una baza por jugar
    # El juego entero del esquema anterior, jugado hasta la novena baza (a la que sale el asiento
    # 0): ahí se rechaza su «he terminado», aunque ha ganado bazas con cartas de valor.
    Dado el perfil acanomas con 2 jugadores
    Y el marcador es: 930, 870
    Y reparte el asiento 1
    Y las manos tras el reparto son, con 7♥ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠      |
    Y el mazo es: 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠
    Y el asiento 0 nombra ♠ en la segunda vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas  | gana | puntos |
      | 1    | 0    | 7♦ A♦   | 1    | 11     |
      | 2    | 1    | K♦ 9♦   | 1    | 4      |
      | 3    | 1    | 9♠ J♠   | 0    | 34     |
      | 4    | 0    | A♣ 8♣   | 0    | 11     |
      | 5    | 0    | K♣ 9♣   | 0    | 4      |
      | 6    | 0    | Q♣ 8♠   | 1    | 3      |
      | 7    | 1    | A♥ 8♥   | 1    | 11     |
      | 8    | 1    | K♥ 7♠   | 0    | 4      |
    Cuando el asiento 0 dice «he terminado»
    Entonces la acción se rechaza bajo ACA-CLAIM-WHEN
    Y el motivo menciona «solo queda una baza»

  @ACA-CLAIM-WRONG @ACA-CLAIM-STOPPED @ACA-CLAIM-ELIMINATION @ACA-COMB-BELOTE @ACA-MATCH-DEALER @ACA-DEAL-THREE
  Escenario: Cuatro jugadores: un «he terminado» erróneo; el juego detenido entre tres; la partida sigue con tres
    # Cuatro jugadores, cada uno por su cuenta, reparte el asiento 3, se vuelve el 7♣, el asiento 1
    # marca tréboles. Antes: 900, 700, 650, 600. El asiento 2 juega la Q♣ diciendo «belote» en la
    # quinta baza, pero el K♣ sigue en su mano.
    # Tras la sexta baza el asiento 0 (17 + 13 = 30) sale a la séptima y dice «he terminado»:
    # 900 + 30 = 930 < 1000: erróneo; quedan dos bazas por terminar (7 y 8), así que podía decirlo.
    # Juego detenido: asiento 1 (marcó triunfo) 26; asiento 2 17 + 28 = 45 (sin belote: no jugó
    # el K♣); asiento 3 6. Solo el asiento 2 supera 26 (caso b): el asiento 2 anota 45 + 26 = 71,
    # el asiento 1 0, el asiento 3 6. 700 + 0 = 700, 650 + 71 = 721, 600 + 6 = 606; el asiento 0
    # se queda en 900, fuera. Repartió el asiento 3; el asiento 0 está fuera: reparte el asiento 1,
    # con el reparto de tres jugadores: el asiento 2 (el mano) recibe las cartas 1-3 y 10-12, el
    # asiento 3 las 4-6 y 13-15, el asiento 1 las 7-9 y 16-18; se vuelve la carta 19.
    Dado el perfil acanomas con 4 jugadores
    Y el marcador es: 900, 700, 650, 600
    Y reparte el asiento 3
    Y las manos tras el reparto son, con 7♣ vuelta:
      | asiento | cartas                       |
      | 0       | A♠ 10♠ 7♠ A♦ 10♦ 7♦ 8♥ 8♣    |
      | 1       | J♣ 7♣ A♣ 10♣ K♥ 9♠ 8♠ 9♦     |
      | 2       | 9♣ K♣ Q♣ A♥ 10♥ J♠ Q♠ K♦     |
      | 3       | J♥ 9♥ 7♥ Q♥ K♠ J♦ Q♦ 8♦      |
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas          | gana | puntos | por qué                                     |
      | 1    | 0    | 7♠ 8♠ J♠ K♠     | 3    | 6      | 0 + 0 + 2 + 4                               |
      | 2    | 3    | J♥ 8♥ K♥ A♥     | 2    | 17     | 2 + 0 + 4 + 11                              |
      | 3    | 2    | K♦ J♦ A♦ 9♦     | 0    | 17     | 4 + 2 + 11 + 0                              |
      | 4    | 0    | 7♦ A♣ 9♣ Q♦     | 2    | 28     | 0 + 11 + 14 + 3; el asiento 2 monta sobre el A♣ |
    Y el asiento 2 juega Q♣ diciendo belote
    Y se juegan estas cartas: Q♥ 8♣ J♣
    Y se juegan estas bazas:
      | baza | sale | cartas          | gana | puntos | por qué                                  |
      | 6    | 1    | 9♠ Q♠ 9♥ 10♠    | 0    | 13     | 0 + 3 + 0 + 10                           |
    Cuando el asiento 0 dice «he terminado»
    Entonces la cuenta del «he terminado» es 930
    Y el «he terminado» es erróneo
    Y el asiento 0 queda fuera de la partida
    Y el juego parcial se anota:
      | asiento | belote | cartas | total bruto | anota |
      | 1       | 0      | 26     | 26          | 0     |
      | 2       | 0      | 45     | 45          | 71    |
      | 3       | 0      | 6      | 6           | 6     |
    Y el marcador queda: 900, 700, 721, 606
    Y siguen en la partida los asientos 1, 2 y 3
    Y reparte el siguiente juego parcial el asiento 1
    Dada la baraja repartida en orden de palos
    Entonces el primer reparto da:
      | asiento | posiciones   | cartas               |
      | 2       | 1-3, 10-12   | 7♣ 8♣ 9♣ 8♦ 9♦ 10♦   |
      | 3       | 4-6, 13-15   | 10♣ J♣ Q♣ J♦ Q♦ K♦   |
      | 1       | 7-9, 16-18   | K♣ A♣ 7♦ A♦ 7♥ 8♥    |
    Y la carta vuelta es 9♥
    Y le toca al asiento 2

  @ACA-CLAIM-STOPPED @ACA-CLAIM-ELIMINATION
  Escenario: Cuatro jugadores: el mismo que marcó triunfo dice «he terminado» erróneamente; los demás anotan cada uno lo suyo
    # El mismo reparto y las bazas 1 a 5. El asiento 1, que marcó triunfo, ganó la quinta baza
    # (Q♣ Q♥ 8♣ J♣ = 3 + 3 + 0 + 20 = 26) y, al salir a la sexta, dice «he terminado»:
    # 700 + 26 = 726 < 1000: erróneo, el asiento 1 sale de la partida. El juego detenido se anota
    # para los asientos 0, 2 y 3 sin prueba del que marcó (ha salido): asiento 0 17 (baza 3),
    # asiento 2 17 + 28 = 45 (bazas 2 y 4; sin belote: no jugó el K♣), asiento 3 6 (baza 1).
    # 900 + 17 = 917, 650 + 45 = 695, 600 + 6 = 606. Repartió el asiento 3: reparte el asiento 0.
    Dado el perfil acanomas con 4 jugadores
    Y el marcador es: 900, 700, 650, 600
    Y reparte el asiento 3
    Y las manos tras el reparto son, con 7♣ vuelta:
      | asiento | cartas                       |
      | 0       | A♠ 10♠ 7♠ A♦ 10♦ 7♦ 8♥ 8♣    |
      | 1       | J♣ 7♣ A♣ 10♣ K♥ 9♠ 8♠ 9♦     |
      | 2       | 9♣ K♣ Q♣ A♥ 10♥ J♠ Q♠ K♦     |
      | 3       | J♥ 9♥ 7♥ Q♥ K♠ J♦ Q♦ 8♦      |
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas          | gana | puntos |
      | 1    | 0    | 7♠ 8♠ J♠ K♠     | 3    | 6      |
      | 2    | 3    | J♥ 8♥ K♥ A♥     | 2    | 17     |
      | 3    | 2    | K♦ J♦ A♦ 9♦     | 0    | 17     |
      | 4    | 0    | 7♦ A♣ 9♣ Q♦     | 2    | 28     |
      | 5    | 2    | Q♣ Q♥ 8♣ J♣     | 1    | 26     |
    Cuando el asiento 1 dice «he terminado»
    Entonces la cuenta del «he terminado» es 726
    Y el «he terminado» es erróneo
    Y el asiento 1 queda fuera de la partida
    Y el juego parcial se anota:
      | asiento | cartas | total bruto | anota |
      | 0       | 17     | 17          | 17    |
      | 2       | 45     | 45          | 45    |
      | 3       | 6      | 6           | 6     |
    Y el marcador queda: 917, 700, 695, 606
    Y siguen en la partida los asientos 0, 2 y 3
    Y reparte el siguiente juego parcial el asiento 0

  @ACA-CLAIM-WRONG @ACA-CLAIM-RIGHT @ACA-CLAIM-COUNT @ACA-COMB-PAIRS
  Esquema del escenario: Por parejas: el «he terminado» cuenta las bazas y combinaciones de la pareja; si es erróneo, gana la otra pareja
    # Triunfo diamantes, marcó el asiento 1. Las tercias de la pareja 0 (la del asiento 0 al as de
    # ♠, la del asiento 2 al rey de ♣) ganan a la del asiento 3: 20 + 20. El asiento 0 gana la
    # primera baza (A♥ 7♥ Q♥ 10♥ = 11 + 0 + 3 + 10 = 24) y, al salir a la segunda, dice «he
    # terminado»: lo anotado + 40 + 24. Con 900: 964 < 1000, erróneo: gana la pareja 1. Con 940:
    # 1004, correcto: gana la pareja 0, que anota 64.
    Dado el perfil acanomas con 4 jugadores por parejas
    Y el marcador es: <antes>, 800
    Y reparte el asiento 3
    Y las manos tras el reparto son, con 8♦ vuelta:
      | asiento | cartas                          |
      | 0       | A♠ K♠ Q♠ 9♠ A♥ 7♣ 8♣ 7♦         |
      | 1       | J♦ 9♦ A♦ 8♦ J♠ 10♠ 7♥ A♣        |
      | 2       | K♣ Q♣ J♣ Q♥ J♥ 8♠ 7♠ K♦         |
      | 3       | 10♥ 9♥ 8♥ K♥ 10♣ 9♣ Q♦ 10♦      |
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y en la primera baza se anuncia:
      | asiento | anuncio              |
      | 0       | tercia al as de ♠    |
      | 2       | tercia al rey de ♣   |
      | 3       | tercia al diez de ♥  |
    Y se juegan estas bazas:
      | baza | sale | cartas           | gana | puntos |
      | 1    | 0    | A♥ 7♥ Q♥ 10♥     | 0    | 24     |
    Cuando el asiento 0 dice «he terminado»
    Entonces la cuenta del «he terminado» es <cuenta>
    Y el «he terminado» es <resultado>
    Y la pareja <ganadora> gana la partida
    Y el marcador queda: <después>, 800

    Ejemplos:
      | antes | cuenta | resultado | ganadora | después |
      | 900   | 964    | erróneo   | 1        | 900     |
      | 940   | 1004   | correcto  | 0        | 1004    |

  @ACA-CLAIM-STOPPED @ACA-CLAIM-COUNT @ACA-COMB-BELOTE
  Escenario: La rebelote dicha en la baza en curso: la belote cuenta en el juego detenido
    # Tres jugadores, reparte el asiento 2, se vuelve el 9♠; el asiento 1 nombra corazones en la
    # segunda vuelta (no hay cambio del 7). El asiento 1 juega la Q♥ con «belote» en la tercera
    # baza y el K♥ («rebelote») en la quinta, que sigue en curso cuando el asiento 2, en su turno,
    # dice «he terminado»: las dos cartas están jugadas, así que la belote del asiento 1 cuenta.
    # El asiento 2 ganó la tercera baza (10♦ Q♥ J♥ = 10 + 3 + 20 = 33): cuenta 0 + 33 = 33 < 1000,
    # erróneo. Juego detenido, para los asientos 0 y 1: asiento 0 bazas 1, 2 y 4 =
    # 14 + 11 + 14 = 39; asiento 1 (marcó triunfo) ninguna baza, belote 20: total bruto 20. Solo el
    # asiento 0 supera 20: anota 39 + 20 = 59.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 9♠ vuelta:
      | asiento | cartas                        |
      | 0       | A♠ 10♠ K♠ A♣ 10♣ K♣ A♦ 10♦ K♦ |
      | 1       | K♥ Q♥ 7♥ 8♥ 7♠ 8♠ 7♣ 8♣ 7♦    |
      | 2       | J♥ 9♥ A♥ 10♥ Q♠ J♠ Q♣ J♣ 8♦   |
    Y el mazo es: 9♣ 9♦ J♦ Q♦
    Y el asiento 1 nombra ♥ en la segunda vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas      | gana | puntos |
      | 1    | 0    | A♠ 7♠ Q♠    | 0    | 14     |
      | 2    | 0    | A♦ 7♦ 8♦    | 0    | 11     |
    Y se juegan estas cartas: 10♦
    Y el asiento 1 juega Q♥ diciendo belote
    Y se juegan estas cartas: J♥ Q♣ A♣ 7♣ K♦ K♥
    Cuando el asiento 2 dice «he terminado»
    Entonces la cuenta del «he terminado» es 33
    Y el «he terminado» es erróneo
    Y el juego parcial se anota:
      | asiento | belote | cartas | total bruto | anota |
      | 0       | 0      | 39     | 39          | 59    |
      | 1       | 20     | 0      | 20          | 0     |
    Y el marcador queda: 59, 0, 0
