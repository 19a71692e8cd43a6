# language: es
Característica: La belote: rey y dama de triunfo
  Página 2 §8 (según la tabla de decisiones): «tres clases de combinaciones … brelán, escalera y
  belote».
  Quien tiene el rey y la dama de triunfo dice «belote» con la primera de las dos que juega (una
  marca en esa jugada) y «rebelote» con la segunda: 20 puntos, nunca se compara ni se anula, y no
  necesita baza de valor. Si no se dice con la primera carta, se pierde. Con la opción
  belote=automatic cuenta para quien la tiene sin decir nada, y se rechaza cualquier marca.

  Dos jugadores, reparte el asiento 1, se vuelve el 7♥ (no hay cambio del 7: el 7 de triunfo es
  la carta vuelta), el asiento 1 marca corazones en la primera vuelta: el asiento 1 tiene
  A♥ K♥ Q♥ de triunfo, y los dos jugadores una tercia al as (el asiento 0 de ♣, el asiento 1 de
  ♥). El mazo es 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠: con triunfo corazones vale
  10 + 2 + 10 + 2 + 3 + 14 + 10 + 20 + 3 + 4 + 11 = 89 puntos, así que las 18 cartas jugadas
  valen 152 - 89 = 63.

  @ACA-COMB-BELOTE @ACA-SCORE-ITEMS @ACA-SCORE-MAKER @ACA-COMB-TIE
  Escenario: Belote con la Q♥, rebelote con el K♥: 20 para el asiento 1, en su total bruto
    # Veredicto de la primera baza: la tercia al as del asiento 1 es de triunfo y gana a la del
    # asiento 0 (20 para el asiento 1).
    # Asiento 0: cartas 2 + 11 + 4 + 3 = 20, diez de últimas 10: total bruto 30.
    # Asiento 1: cartas 11 + 3 + 4 + 21 + 4 = 43, tercia 20, belote 20: total bruto 83.
    # 20 + 43 = 63. El asiento 1, que marcó triunfo, supera al asiento 0 (83 > 30): cada uno
    # anota lo suyo.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 1
    Y las manos tras el reparto son, con 7♥ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠      |
    Y el mazo es: 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y en la primera baza se anuncia:
      | asiento | anuncio            |
      | 0       | tercia al as de ♣  |
      | 1       | tercia al as de ♥  |
    Y se juegan estas bazas:
      | baza | sale | cartas  | gana | puntos |
      | 1    | 0    | 7♦ A♦   | 1    | 11     |
    Cuando el asiento 1 juega Q♥ diciendo belote
    Entonces la acción se acepta
    Cuando se juegan estas cartas: 8♥
    Entonces el asiento 1 gana la baza
    Cuando se juegan estas bazas:
      | baza | sale | cartas  | gana | puntos | por qué                                          |
      | 3    | 1    | K♥ 7♠   | 1    | 4      | rebelote; al asiento 0 no le quedan corazones    |
      | 4    | 1    | A♥ 10♠  | 1    | 21     | 11 + 10                                          |
      | 5    | 1    | K♦ 9♦   | 1    | 4      |                                                  |
      | 6    | 1    | 9♠ J♠   | 0    | 2      | el J♠ gana al 9♠ en un palo que no es triunfo    |
      | 7    | 0    | A♣ 8♣   | 0    | 11     |                                                  |
      | 8    | 0    | K♣ 9♣   | 0    | 4      |                                                  |
      | 9    | 0    | Q♣ 8♠   | 0    | 3      | las diez de últimas                              |
    Entonces el juego parcial se anota:
      | asiento | combinaciones | belote | cartas | última baza | total bruto | anota |
      | 0       | 0             | 0      | 20     | 10          | 30          | 30    |
      | 1       | 20            | 20     | 43     | 0           | 83          | 83    |
    Y el marcador queda: 30, 83

  @ACA-COMB-BELOTE
  Escenario: Si no se dice con la primera carta, la belote se pierde: se rechaza la marca en la segunda
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 1
    Y las manos tras el reparto son, con 7♥ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠      |
    Y el mazo es: 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas  | gana | puntos |
      | 1    | 0    | 7♦ A♦   | 1    | 11     |
      | 2    | 1    | Q♥ 8♥   | 1    | 3      |
    Cuando el asiento 1 juega K♥ diciendo belote
    Entonces la acción se rechaza bajo ACA-COMB-BELOTE
    Cuando el asiento 1 juega A♥ diciendo belote
    Entonces la acción se rechaza bajo ACA-COMB-BELOTE
    Cuando el asiento 1 juega K♥
    Entonces la acción se acepta

  @ACA-COMB-BELOTE
  Escenario: Solo el rey o la dama de triunfo, teniendo los dos, pueden llevar la marca; lo dicen las acciones legales
    # El asiento 1 sale a la segunda baza con A♥ K♥ Q♥ 8♣ 9♣ K♦ 9♠ 8♠: sus cartas en el orden
    # del índice, la Q♥ y el K♥ seguidos cada uno de su jugada con la marca; luego el «he
    # terminado»: ganó la primera baza (A♦, 11) y quedan 8 bazas (ACA-CLAIM-WHEN).
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 1
    Y las manos tras el reparto son, con 7♥ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠      |
    Y el mazo es: 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas  | gana | puntos |
      | 1    | 0    | 7♦ A♦   | 1    | 11     |
    Entonces las acciones legales del asiento 1 son:
      | acción                                                          |
      | {"type": "play", "seat": 1, "card": "8C"}                       |
      | {"type": "play", "seat": 1, "card": "9C"}                       |
      | {"type": "play", "seat": 1, "card": "KD"}                       |
      | {"type": "play", "seat": 1, "card": "QH"}                       |
      | {"type": "play", "seat": 1, "card": "QH", "announce": "belote"} |
      | {"type": "play", "seat": 1, "card": "KH"}                       |
      | {"type": "play", "seat": 1, "card": "KH", "announce": "belote"} |
      | {"type": "play", "seat": 1, "card": "AH"}                       |
      | {"type": "play", "seat": 1, "card": "8S"}                       |
      | {"type": "play", "seat": 1, "card": "9S"}                       |
      | {"type": "claim", "seat": 1}                                    |

  @ACA-COMB-BELOTE
  Escenario: Con la opción belote=automatic no hay marca, y quien la tiene se anota 20 igualmente
    # El mismo juego que el primer escenario, sin ninguna marca: el asiento 1 sigue teniendo 83.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 1
    Y la opción belote=automatic
    Y las manos tras el reparto son, con 7♥ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠      |
    Y el mazo es: 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y en la primera baza se anuncia:
      | asiento | anuncio            |
      | 0       | tercia al as de ♣  |
      | 1       | tercia al as de ♥  |
    Y se juegan estas bazas:
      | baza | sale | cartas  | gana | puntos |
      | 1    | 0    | 7♦ A♦   | 1    | 11     |
    Cuando el asiento 1 juega Q♥ diciendo belote
    Entonces la acción se rechaza bajo ACA-COMB-BELOTE
    Cuando se juegan estas bazas:
      | baza | sale | cartas  | gana | puntos |
      | 2    | 1    | Q♥ 8♥   | 1    | 3      |
      | 3    | 1    | K♥ 7♠   | 1    | 4      |
      | 4    | 1    | A♥ 10♠  | 1    | 21     |
      | 5    | 1    | K♦ 9♦   | 1    | 4      |
      | 6    | 1    | 9♠ J♠   | 0    | 2      |
      | 7    | 0    | A♣ 8♣   | 0    | 11     |
      | 8    | 0    | K♣ 9♣   | 0    | 4      |
      | 9    | 0    | Q♣ 8♠   | 0    | 3      |
    Entonces el juego parcial se anota:
      | asiento | belote | total bruto | anota |
      | 0       | 0      | 30          | 30    |
      | 1       | 20     | 83          | 83    |

  @ACA-COMB-BELOTE
  Escenario: La dama de triunfo en el mazo: nadie tiene belote
    # El reparto del ejemplo 4, triunfo picas: el asiento 0 tiene el K♠, pero la Q♠ está en el
    # mazo.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                        |
      | 0       | 8♠ J♠ K♠ A♥ K♥ Q♥ 9♥ 7♥ 10♣   |
      | 1       | 9♠ A♠ K♦ Q♦ 10♦ 8♦ 7♦ 10♥ 8♥  |
      | 2       | A♦ J♥ 7♣ 8♣ 9♣ J♣ Q♣ K♣ A♣    |
    Y el mazo es: 10♠ Q♠ 9♦ J♦
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas      | gana | puntos |
      | 1    | 0    | 8♠ 9♠ A♦    | 1    | 25     |
      | 2    | 1    | 10♦ 7♣ J♠   | 0    | 30     |
    Cuando el asiento 0 juega K♠ diciendo belote
    Entonces la acción se rechaza bajo ACA-COMB-BELOTE
    Cuando el asiento 0 juega K♠
    Entonces la acción se acepta
