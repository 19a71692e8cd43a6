# language: es
Característica: La anotación: partidas, premios, la prueba del que marcó triunfo y los botes
  Texto 000 §13: «Para que el jugador que marcó triunfo pueda anotarse sus puntos, es necesario
  que totalice más que cualquiera de los otros jugadores. En caso contrario, el jugador que le
  supere aumentará su propia puntuación con los puntos logrados por aquél. Si lo superara más de
  un jugador, se anotaría los puntos el que obtuviera mayor puntuación en el juego parcial
  siguiente.»
  El total bruto de cada jugador son sus combinaciones aceptadas (con una baza de valor) y su
  belote, los puntos de sus cartas y sus premios (las diez de últimas, salvo si se anota un
  premio de capote; el capote). El total bruto M del que marcó triunfo debe superar a todos los
  demás: (a) los supera: cada uno anota lo suyo; (b) le supera un jugador: ese anota lo suyo más
  M, el que marcó 0; (c) le superan dos o más: anotan lo suyo, y M espera en un bote pendiente
  para ellos; (d) nadie le supera pero alguno le iguala: anotan lo suyo, y M espera en un bote
  pendiente para ellos y el que marcó. El bote es para el aspirante con más total bruto en el
  siguiente juego parcial jugado hasta el final; si vuelven a empatar, sigue esperando.

  @ACA-SCORE-ITEMS @ACA-SCORE-LAST-TRICK @ACA-SCORE-MAKER @ACA-SCORE-POTS @ACA-COMB-TRICK @ACA-COMB-SHOW
  Escenario: El ejemplo 1 jugado entero: dos jugadores superan al que marcó, y sus 42 esperan en un bote
    # El brelán de dieces del asiento 2 (100) vale: ganó la primera baza, con el J♦ y el 10♦.
    # Asiento 0: cartas 21 + 21 + 7 = 49.                       total bruto 49
    # Asiento 1 (marcó triunfo): cartas 18 + 24 = 42.            total bruto 42
    # Asiento 2: cartas 12 + 21 + 14 + 5 = 52, diez de últimas 10, brelán 100: total bruto 162.
    # 49 + 42 + 52 = 143 = 152 - 9 (J♣ 2, Q♥ 3, K♥ 4 fuera del juego).
    # Los asientos 0 y 2 superan 42 (caso c): anotan 49 y 162, el asiento 1 anota 0, y un bote
    # de 42 espera para los asientos 0 y 2.
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
      | baza | sale | cartas        | gana | puntos |
      | 1    | 0    | 7♦ J♦ 10♦     | 2    | 12     |
      | 2    | 2    | 10♣ A♣ 9♣     | 0    | 21     |
      | 3    | 0    | K♣ 9♠ 7♣      | 1    | 18     |
      | 4    | 1    | J♠ K♠ 8♠      | 1    | 24     |
      | 5    | 1    | A♦ 10♠ 8♦     | 2    | 21     |
      | 6    | 2    | A♠ Q♠ 7♥      | 2    | 14     |
      | 7    | 2    | 10♥ A♥ 8♥     | 0    | 21     |
      | 8    | 0    | Q♣ K♦ 8♣      | 0    | 7      |
      | 9    | 0    | 9♥ Q♦ J♥      | 2    | 5      |
    Entonces el juego parcial se anota:
      | asiento | combinaciones | belote | cartas | última baza | capote | total bruto | anota |
      | 0       | 0             | 0      | 49     | 0           | 0      | 49          | 49    |
      | 1       | 0             | 0      | 42     | 0           | 0      | 42          | 0     |
      | 2       | 100           | 0      | 52     | 10          | 0      | 162         | 162   |
    Y queda un bote pendiente de 42 puntos para los asientos 0 y 2
    Y el marcador queda: 49, 0, 162
    Y la partida sigue
    Y reparte el siguiente juego parcial el asiento 0

  @ACA-SCORE-MAKER @ACA-SCORE-ITEMS
  Escenario: El mismo juego si C no hubiera anunciado: vale la cuarta de B, y B supera a todos
    # Asiento 1: 42 + cuarta 50 = 92; asiento 0 49; asiento 2 52 + 10 = 62. 92 supera a los dos
    # (caso a).
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
    Cuando se juegan estas bazas:
      | baza | sale | cartas        | gana | puntos |
      | 1    | 0    | 7♦ J♦ 10♦     | 2    | 12     |
      | 2    | 2    | 10♣ A♣ 9♣     | 0    | 21     |
      | 3    | 0    | K♣ 9♠ 7♣      | 1    | 18     |
      | 4    | 1    | J♠ K♠ 8♠      | 1    | 24     |
      | 5    | 1    | A♦ 10♠ 8♦     | 2    | 21     |
      | 6    | 2    | A♠ Q♠ 7♥      | 2    | 14     |
      | 7    | 2    | 10♥ A♥ 8♥     | 0    | 21     |
      | 8    | 0    | Q♣ K♦ 8♣      | 0    | 7      |
      | 9    | 0    | 9♥ Q♦ J♥      | 2    | 5      |
    Entonces el juego parcial se anota:
      | asiento | combinaciones | cartas | última baza | total bruto | anota |
      | 0       | 0             | 49     | 0           | 49          | 49    |
      | 1       | 50            | 42     | 0           | 92          | 92    |
      | 2       | 0             | 52     | 10          | 62          | 62    |
    Y no queda ningún bote pendiente
    Y el marcador queda: 49, 92, 62

  @ACA-SCORE-MAKER @ACA-SCORE-ITEMS
  Escenario: El ejemplo 2, juego (a): un jugador supera al que marcó y se lleva sus puntos
    # B (asiento 1) marca corazones; se vuelve el 8♥, el mazo es 7♣ 9♦ K♦ 8♣: 148 puntos de
    # cartas en juego. A: cartas 40 + diez de últimas 10 = 50. B: cartas 52 + belote 20 = 72.
    # C: cartas 56 + tercia 20 = 76. 40 + 52 + 56 = 148. Solo C supera 72 (caso b): C anota
    # 76 + 72 = 148, B 0, A 50.
    Dado el perfil acanomas con 3 jugadores
    Y el marcador es: 0, 0, 0
    Cuando se anota este juego parcial de 3 jugadores, en el que marcó triunfo el asiento 1:
      | asiento | combinaciones | belote | cartas | bazas | baza de valor | última baza |
      | 0       | 0             | 0      | 40     | 2     | sí            | sí          |
      | 1       | 0             | 20     | 52     | 3     | sí            | no          |
      | 2       | 20            | 0      | 56     | 4     | sí            | no          |
    Entonces el juego parcial se anota:
      | asiento | total bruto | anota |
      | 0       | 50          | 50    |
      | 1       | 72          | 0     |
      | 2       | 76          | 148   |
    Y no queda ningún bote pendiente
    Y el marcador queda: 50, 0, 148

  @ACA-SCORE-MAKER @ACA-SCORE-POTS
  Escenario: El ejemplo 2, juego (b) y el juego siguiente: el bote es para el mejor aspirante
    # A: cartas 54 + diez de últimas 10 = 64. B: cartas 40 + belote 20 = 60. C: cartas 54 +
    # tercia 20 = 74. 54 + 40 + 54 = 148. A y C superan 60 (caso c): A anota 64, C 74, B 0; un
    # bote de 60 para A y C.
    # Juego siguiente (el ejemplo no dice quién marca: aquí el asiento 0), totales brutos A 83,
    # B 41, C 34: A, que marcó, supera a los dos (caso a). Los aspirantes al bote son A y C:
    # 83 > 34, A se lleva 60 (los 41 de B no cuentan: no es aspirante).
    # Totales: A 64 + 83 + 60 = 207; B 0 + 41 = 41; C 74 + 34 = 108.
    Dado el perfil acanomas con 3 jugadores
    Y el marcador es: 0, 0, 0
    Cuando se anota este juego parcial de 3 jugadores, en el que marcó triunfo el asiento 1:
      | asiento | combinaciones | belote | cartas | bazas | baza de valor | última baza |
      | 0       | 0             | 0      | 54     | 3     | sí            | sí          |
      | 1       | 0             | 20     | 40     | 2     | sí            | no          |
      | 2       | 20            | 0      | 54     | 4     | sí            | no          |
    Entonces el juego parcial se anota:
      | asiento | total bruto | anota |
      | 0       | 64          | 64    |
      | 1       | 60          | 0     |
      | 2       | 74          | 74    |
    Y queda un bote pendiente de 60 puntos para los asientos 0 y 2
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 0, con totales brutos 83, 41, 34
    Entonces el asiento 0 se lleva el bote de 60 puntos
    Y no queda ningún bote pendiente
    Y el marcador queda: 207, 41, 108

  @ACA-SCORE-MAKER @ACA-SCORE-POTS
  Escenario: El ejemplo 3: un empate que queda pendiente, a dos jugadores
    # Juego 1, marca A (asiento 0): A cartas 61 + diez de últimas 10 = 71; B cartas 51 +
    # tercia 20 = 71. Nadie supera 71, B le iguala (caso d): B anota 71, A 0, un bote de 71 para
    # A y B.
    # Juego 2, marca B (asiento 1): A cartas 80 + diez de últimas 10 = 90; B cartas 44 +
    # belote 20 = 64. A supera a B (caso b): A anota 90 + 64 = 154, B 0; el bote es para el
    # mayor total bruto del juego 2 entre A y B: A (90 > 64). Tras dos juegos: A 154 + 71 = 225,
    # B 71.
    Dado el perfil acanomas con 2 jugadores
    Y el marcador es: 0, 0
    Cuando se anota este juego parcial de 2 jugadores, en el que marcó triunfo el asiento 0:
      | asiento | combinaciones | belote | cartas | bazas | baza de valor | última baza |
      | 0       | 0             | 0      | 61     | 5     | sí            | sí          |
      | 1       | 20            | 0      | 51     | 4     | sí            | no          |
    Entonces el juego parcial se anota:
      | asiento | total bruto | anota |
      | 0       | 71          | 0     |
      | 1       | 71          | 71    |
    Y queda un bote pendiente de 71 puntos para los asientos 0 y 1
    Y el marcador queda: 0, 71
    Cuando se anota este juego parcial de 2 jugadores, en el que marcó triunfo el asiento 1:
      | asiento | combinaciones | belote | cartas | bazas | baza de valor | última baza |
      | 0       | 0             | 0      | 80     | 6     | sí            | sí          |
      | 1       | 0             | 20     | 44     | 3     | sí            | no          |
    Entonces el juego parcial se anota:
      | asiento | total bruto | anota |
      | 0       | 90          | 154   |
      | 1       | 64          | 0     |
    Y el asiento 0 se lleva el bote de 71 puntos
    Y el marcador queda: 225, 71

  @ACA-SCORE-POTS @ACA-BID-ALL-PASS
  Escenario: Botes pendientes a lo largo de dos juegos: un empate espera, los botes se acumulan, un juego nulo no resuelve ninguno
    # Juego 1, marca A: 40, 60, 60: B y C le superan (caso c): B 60, C 60, A 0; bote de 40 para
    #   B y C.
    # Juego 2, marca C: 50, 55, 55: los aspirantes B y C empatan a 55: el bote de 40 espera.
    #   Prueba del que marcó: nadie supera 55, B le iguala (caso d): B 55, A 50, C 0; un segundo
    #   bote, de 55, para C y B.
    # Un juego nulo: no cambia nada.
    # Juego 3, marca B: 30, 70, 60: B supera a los dos (caso a): A 30, B 70, C 60; los dos botes:
    #   B 70 > C 60: B se lleva 40 y 55.
    # Totales: A 0 + 50 + 30 = 80; B 60 + 55 + 70 + 40 + 55 = 280; C 60 + 0 + 60 = 120.
    Dado el perfil acanomas con 3 jugadores
    Y el marcador es: 0, 0, 0
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 0, con totales brutos 40, 60, 60
    Entonces queda un bote pendiente de 40 puntos para los asientos 1 y 2
    Y el marcador queda: 0, 60, 60
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 2, con totales brutos 50, 55, 55
    Entonces queda un bote pendiente de 40 puntos para los asientos 1 y 2
    Y queda un bote pendiente de 55 puntos para los asientos 1 y 2
    Y el marcador queda: 50, 115, 60
    Cuando se anota un juego parcial nulo
    Entonces queda un bote pendiente de 40 puntos para los asientos 1 y 2
    Y queda un bote pendiente de 55 puntos para los asientos 1 y 2
    Y el marcador queda: 50, 115, 60
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 1, con totales brutos 30, 70, 60
    Entonces el asiento 1 se lleva el bote de 40 puntos
    Y el asiento 1 se lleva el bote de 55 puntos
    Y no queda ningún bote pendiente
    Y el marcador queda: 80, 280, 120

  @ACA-SCORE-POTS @ACA-SCORE-MAKER
  Escenario: No hay bote cuando el que marcó tiene 0
    # Marca C, con 0; A 50 y B 60 le superan (caso c), pero un bote de 0 no es un bote.
    Dado el perfil acanomas con 3 jugadores
    Y el marcador es: 0, 0, 0
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 2, con totales brutos 50, 60, 0
    Entonces no queda ningún bote pendiente
    Y el marcador queda: 50, 60, 0

  @ACA-SCORE-MAKER @ACA-SCORE-POTS
  Esquema del escenario: La opción pending_to: quiénes aspiran al bote
    # Juego 1 como el ejemplo 2 (b): marca B, totales brutos 64, 60, 74: A 64, C 74, B 0, bote 60.
    # Juego 2, marca A, totales brutos 30, 90, 50: B y C superan 30 (caso c): B 90, C 50, A 0, un
    # bote nuevo de 30.
    # El primer bote: pending_to=contenders, aspirantes A y C (por defecto): C 50 > A 30, C se
    #                 lleva 60.
    #                 pending_to=everyone (A, B, C): B 90 es el más alto, B se lleva 60.
    Dado el perfil acanomas con 3 jugadores
    Y la opción <opción>
    Y el marcador es: 0, 0, 0
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 1, con totales brutos 64, 60, 74
    Entonces queda un bote pendiente de 60 puntos para los asientos <contendientes>
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 0, con totales brutos 30, 90, 50
    Entonces el asiento <gana> se lleva el bote de 60 puntos
    Y queda un bote pendiente de 30 puntos para los asientos <nuevos>
    Y el marcador queda: <marcador>

    Ejemplos:
      | opción                | contendientes | gana | nuevos   | marcador      |
      | pending_to=contenders | 0 y 2         | 2    | 1 y 2    | 64, 90, 184   |
      | pending_to=everyone   | 0, 1 y 2      | 1    | 0, 1 y 2 | 64, 150, 124  |

  @ACA-SCORE-CAPOTE @ACA-SCORE-LAST-TRICK
  Escenario: Tres jugadores, uno de ellos capote: 50 a cada uno de los otros dos, sin diez de últimas
    # Reparte el asiento 2, se vuelve el 9♠; todos pasan en la primera vuelta, el asiento 0
    # nombra corazones en la segunda. El mazo Q♥ 9♣ J♦ 9♦ vale 3 + 0 + 2 + 0 = 5 (la Q♥ es
    # triunfo): 147 puntos en juego. El asiento 2 no gana ninguna baza: los asientos 0 y 1 se
    # anotan 50 cada uno; la última baza del asiento 0 no vale nada.
    # Asiento 0: 125 + 50 = 175 (marcó y supera a los dos: caso a). Asiento 1: 22 + 50 = 72.
    # Asiento 2: 0.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 9♠ vuelta:
      | asiento | cartas                          |
      | 0       | J♥ 9♥ A♥ A♠ 10♠ K♠ A♣ 10♣ K♣    |
      | 1       | 10♥ K♥ A♦ 10♦ K♦ Q♠ J♠ Q♣ J♣    |
      | 2       | 7♥ 8♥ 7♠ 8♠ 7♣ 8♣ 7♦ 8♦ Q♦      |
    Y el mazo es: Q♥ 9♣ J♦ 9♦
    Y el asiento 0 nombra ♥ en la segunda vuelta
    Cuando se juegan estas bazas:
      | baza | sale | cartas        | gana | puntos | por qué                                                  |
      | 1    | 0    | 10♠ Q♠ 8♠     | 0    | 13     |                                                          |
      | 2    | 0    | A♠ J♠ 7♠      | 0    | 13     |                                                          |
      | 3    | 0    | 10♣ J♣ 8♣     | 0    | 12     |                                                          |
      | 4    | 0    | K♠ K♥ 7♥      | 1    | 8      | el asiento 1 falla; el asiento 2 falla con un triunfo menor |
      | 5    | 1    | K♦ Q♦ J♥      | 0    | 27     | 4 + 3 + 20                           |
      | 6    | 0    | A♣ Q♣ 7♣      | 0    | 14     |                                      |
      | 7    | 0    | K♣ 10♥ 8♥     | 1    | 14     | 4 + 10 + 0                           |
      | 8    | 1    | 10♦ 7♦ 9♥     | 0    | 24     | 10 + 0 + 14                          |
      | 9    | 0    | A♥ A♦ 8♦      | 0    | 22     | 11 + 11 + 0                          |
    Entonces el juego parcial se anota:
      | asiento | cartas | última baza | capote | total bruto | anota |
      | 0       | 125    | 0           | 50     | 175         | 175   |
      | 1       | 22     | 0           | 50     | 72          | 72    |
      | 2       | 0      | 0           | 0      | 0           | 0     |
    Y el marcador queda: 175, 72, 0

  @ACA-SCORE-CAPOTE @ACA-SCORE-LAST-TRICK
  Escenario: Tres jugadores, uno gana las nueve bazas: 100 para él
    # El asiento 0 gana todas las bazas: 147 puntos de cartas + 100 = 247; los asientos 1 y 2
    # son capote: 0.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 9♠ vuelta:
      | asiento | cartas                          |
      | 0       | J♥ 9♥ A♥ A♠ 10♠ K♠ A♣ 10♣ K♣    |
      | 1       | 10♥ K♥ A♦ 10♦ K♦ Q♠ J♠ Q♣ J♣    |
      | 2       | 7♥ 8♥ 7♠ 8♠ 7♣ 8♣ 7♦ 8♦ Q♦      |
    Y el mazo es: Q♥ 9♣ J♦ 9♦
    Y el asiento 0 nombra ♥ en la segunda vuelta
    Cuando se juegan estas bazas:
      | baza | sale | cartas        | gana | puntos | por qué                   |
      | 1    | 0    | J♥ 10♥ 7♥     | 0    | 30     | 20 + 10 + 0               |
      | 2    | 0    | 9♥ K♥ 8♥      | 0    | 18     | 14 + 4 + 0                |
      | 3    | 0    | A♥ Q♣ 7♣      | 0    | 14     | 11 + 3 + 0                |
      | 4    | 0    | A♠ Q♠ 7♠      | 0    | 14     |                           |
      | 5    | 0    | 10♠ J♠ 8♠     | 0    | 12     |                           |
      | 6    | 0    | K♠ J♣ 8♣      | 0    | 6      |                           |
      | 7    | 0    | A♣ A♦ 7♦      | 0    | 22     |                           |
      | 8    | 0    | 10♣ 10♦ 8♦    | 0    | 20     |                           |
      | 9    | 0    | K♣ K♦ Q♦      | 0    | 11     |                           |
    Entonces el juego parcial se anota:
      | asiento | cartas | última baza | capote | total bruto | anota |
      | 0       | 147    | 0           | 100    | 247         | 247   |
      | 1       | 0      | 0           | 0      | 0           | 0     |
      | 2       | 0      | 0           | 0      | 0           | 0     |

  @ACA-SCORE-CAPOTE @ACA-SCORE-LAST-TRICK
  Esquema del escenario: Cuatro jugadores, cada uno por su cuenta: el capote y la opción capote_4
    # k jugadores capote. capote_4=full-only: premio solo para quien gana las 8 bazas (k = 3):
    # 100. capote_4=split: a cada uno de los otros la parte entera de 100 x k / 3: k = 1: 33;
    # k = 2: 66; k = 3: 100. Cuando se anota un premio, nadie se anota las diez de últimas; si
    # no, se las anota el asiento 0.
    Dado el perfil acanomas con 4 jugadores
    Y la opción <opción>
    Cuando se anota este juego parcial de 4 jugadores, en el que marcó triunfo el asiento 0:
      | asiento | combinaciones | belote | cartas     | bazas      | baza de valor | última baza |
      | 0       | 0             | 0      | <cartas 0> | <bazas 0>  | sí            | sí          |
      | 1       | 0             | 0      | <cartas 1> | <bazas 1>  | <valor 1>     | no          |
      | 2       | 0             | 0      | <cartas 2> | <bazas 2>  | <valor 2>     | no          |
      | 3       | 0             | 0      | 0          | 0          | no            | no          |
    Entonces el juego parcial se anota:
      | asiento | última baza | capote      |
      | 0       | <última>    | <capote 0>  |
      | 1       | 0           | <capote 1>  |
      | 2       | 0           | <capote 2>  |
      | 3       | 0           | 0           |

    Ejemplos:
      | opción             | cartas 0 | bazas 0 | cartas 1 | bazas 1 | valor 1 | cartas 2 | bazas 2 | valor 2 | última | capote 0 | capote 1 | capote 2 | por qué              |
      | capote_4=full-only | 60       | 3       | 52       | 3       | sí      | 40       | 2       | sí      | 10     | 0        | 0        | 0        | k = 1, sin premio    |
      | capote_4=split     | 60       | 3       | 52       | 3       | sí      | 40       | 2       | sí      | 0      | 33       | 33       | 33       | k = 1: 100 / 3 = 33  |
      | capote_4=split     | 90       | 5       | 62       | 3       | sí      | 0        | 0       | no      | 0      | 66       | 66       | 0        | k = 2: 200 / 3 = 66  |
      | capote_4=full-only | 152      | 8       | 0        | 0       | no      | 0        | 0       | no      | 0      | 100      | 0        | 0        | k = 3                |
      | capote_4=split     | 152      | 8       | 0        | 0       | no      | 0        | 0       | no      | 0      | 100      | 0        | 0        | k = 3: 300 / 3 = 100 |

  @ACA-SCORE-CAPOTE @ACA-SCORE-PAIRS
  Escenario: Por parejas: la pareja que gana las ocho bazas se anota 152 + 100 = 252
    Dado el perfil acanomas con 4 jugadores por parejas
    Y el marcador es: 0, 0
    Cuando se anota este juego parcial por parejas, en el que marcó triunfo la pareja 1:
      | pareja | combinaciones | belote | cartas | bazas | baza de valor | última baza |
      | 0      | 0             | 0      | 0      | 0     | no            | no          |
      | 1      | 0             | 0      | 152    | 8     | sí            | sí          |
    Entonces el juego parcial se anota:
      | pareja | cartas | última baza | capote | total bruto | anota |
      | 0      | 0      | 0           | 0      | 0           | 0     |
      | 1      | 152    | 0           | 100    | 252         | 252   |
    Y el marcador queda: 0, 252

  @ACA-SCORE-CAPOTE
  Escenario: Dos jugadores: quien gana las nueve bazas se anota 100, no las diez de últimas
    Dado el perfil acanomas con 2 jugadores
    Y el marcador es: 0, 0
    Cuando se anota este juego parcial de 2 jugadores, en el que marcó triunfo el asiento 1:
      | asiento | combinaciones | belote | cartas | bazas | baza de valor | última baza |
      | 0       | 0             | 0      | 0      | 0     | no            | no          |
      | 1       | 0             | 20     | 90     | 9     | sí            | sí          |
    Entonces el juego parcial se anota:
      | asiento | belote | cartas | última baza | capote | total bruto | anota |
      | 0       | 0      | 0      | 0           | 0      | 0           | 0     |
      | 1       | 20     | 90     | 0           | 100    | 210         | 210   |
