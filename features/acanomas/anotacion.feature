# language: es
Característica: La anotación: partidas, premios, la prueba del que marcó triunfo y los botes
  Texto 000 §13: «Para que el jugador que marcó triunfo pueda anotarse sus puntos, es necesario
  que totalice más que cualquiera de los otros jugadores. En caso contrario, el jugador que le
  supere aumentará su propia puntuación con los puntos logrados por aquél. Si lo superara más de
  un jugador, se anotaría los puntos el que obtuviera mayor puntuación en el juego parcial
  siguiente.»
  Each player's raw total is his accepted combinations (with a counting trick) and belote, his
  card points, and his premiums (the last trick's 10, unless a capote premium is scored; the
  capote). The maker's raw total M must be above every other: (a) it is: each writes his own;
  (b) one player above: he writes his own plus M, the maker 0; (c) two or more above: they write
  their own, M waits in a pot for them; (d) nobody above, some equal: they write their own, M
  waits in a pot for them and the maker. A pot goes to the contender with the highest raw total
  of the next game played to its end; tied again, it waits.

  @ACA-SCORE-ITEMS @ACA-SCORE-LAST-TRICK @ACA-SCORE-MAKER @ACA-SCORE-POTS @ACA-COMB-TRICK @ACA-COMB-SHOW
  Escenario: Worked example 1 played out: two players beat the maker, his 42 wait in a pot
    # Seat 2's brelán de dieces (100) counts: he won trick 1, holding J♦ and 10♦.
    # Seat 0: cards 21 + 21 + 7 = 49.                raw 49
    # Seat 1 (maker): cards 18 + 24 = 42.             raw 42
    # Seat 2: cards 12 + 21 + 14 + 5 = 52, last 10, brelán 100: raw 162.
    # 49 + 42 + 52 = 143 = 152 - 9 (J♣ 2, Q♥ 3, K♥ 4 out of play).
    # Seats 0 and 2 are above 42 (case c): they write 49 and 162, seat 1 writes 0, and a pot of
    # 42 waits for seats 0 and 2.
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
  Escenario: The same game had C not announced: B's cuarta counts, and B beats everyone
    # Seat 1: 42 + cuarta 50 = 92; seat 0 49; seat 2 52 + 10 = 62. 92 is above both (case a).
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
  Escenario: Worked example 2, game (a): one player above the maker takes the maker's points
    # Hearts trump taken by B (seat 1); 8♥ turned, stock 7♣ 9♦ K♦ 8♣: 148 card points in play.
    # A: cards 40 + last trick 10 = 50. B: cards 52 + belote 20 = 72. C: cards 56 + tercia 20 = 76.
    # 40 + 52 + 56 = 148. Only C is above 72 (case b): C writes 76 + 72 = 148, B 0, A 50.
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
  Escenario: Worked example 2, game (b) and the next game: the pot goes to the best contender
    # A: cards 54 + last trick 10 = 64. B: cards 40 + belote 20 = 60. C: cards 54 + tercia 20 = 74.
    # 54 + 40 + 54 = 148. A and C are above 60 (case c): A writes 64, C 74, B 0; a pot of 60
    # for A and C.
    # Next game (the example does not name its maker: seat 0 here), raw A 83, B 41, C 34: the
    # maker A is above both (case a). The pot's contenders are A and C: 83 > 34, A takes 60
    # (B's 41 does not count: he is no contender).
    # Totals: A 64 + 83 + 60 = 207; B 0 + 41 = 41; C 74 + 34 = 108.
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
  Escenario: Worked example 3: a tie held pending, two players
    # Game 1, maker A (seat 0): A cards 61 + last trick 10 = 71; B cards 51 + tercia 20 = 71.
    # Nobody above 71, B equal (case d): B writes 71, A 0, a pot of 71 for A and B.
    # Game 2, maker B (seat 1): A cards 80 + last trick 10 = 90; B cards 44 + belote 20 = 64.
    # A is above B (case b): A writes 90 + 64 = 154, B 0; the pot goes to the higher raw total
    # of game 2 among A and B: A (90 > 64). After two games: A 154 + 71 = 225, B 71.
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
  Escenario: Pending pots over two games: a tie waits, pots stack, a void game resolves none
    # Game 1, maker A: 40, 60, 60: B and C above (case c): B 60, C 60, A 0; pot 40 for B and C.
    # Game 2, maker C: 50, 55, 55: the contenders B and C tie at 55: pot 40 waits. Maker test:
    #   nobody above 55, B equal (case d): B 55, A 50, C 0; a second pot, 55, for C and B.
    # A void game: nothing changes.
    # Game 3, maker B: 30, 70, 60: B above both (case a): A 30, B 70, C 60; both pots: B 70 > C 60:
    #   B takes 40 and 55.
    # Totals: A 0 + 50 + 30 = 80; B 60 + 55 + 70 + 40 + 55 = 280; C 60 + 0 + 60 = 120.
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
  Escenario: No pot is made when the maker has 0
    # Maker C with 0; A 50 and B 60 are above (case c), but a pot of 0 is no pot.
    Dado el perfil acanomas con 3 jugadores
    Y el marcador es: 0, 0, 0
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 2, con totales brutos 50, 60, 0
    Entonces no queda ningún bote pendiente
    Y el marcador queda: 50, 60, 0

  @ACA-SCORE-MAKER @ACA-SCORE-POTS
  Esquema del escenario: Option pending_to: who contends for the pot
    # Game 1 as worked example 2 (b): maker B, raw 64, 60, 74: A 64, C 74, B 0, pot 60.
    # Game 2, maker A, raw 30, 90, 50: B and C above 30 (case c): B 90, C 50, A 0, a new pot of 30.
    # The first pot: contenders A and C (default): C 50 > A 30, C takes 60.
    #                everyone (A, B, C):        B 90 is the highest, B takes 60.
    Dado el perfil acanomas con 3 jugadores
    Y la opción pending_to=<opción>
    Y el marcador es: 0, 0, 0
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 1, con totales brutos 64, 60, 74
    Entonces queda un bote pendiente de 60 puntos para los asientos <contendientes>
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 0, con totales brutos 30, 90, 50
    Entonces el asiento <gana> se lleva el bote de 60 puntos
    Y queda un bote pendiente de 30 puntos para los asientos <nuevos>
    Y el marcador queda: <marcador>

    Ejemplos:
      | opción     | contendientes | gana | nuevos   | marcador      |
      | contenders | 0 y 2         | 2    | 1 y 2    | 64, 90, 184   |
      | everyone   | 0, 1 y 2      | 1    | 0, 1 y 2 | 64, 150, 124  |

  @ACA-SCORE-CAPOTE @ACA-SCORE-LAST-TRICK
  Escenario: Three players, one of them capot: 50 to each of the two others, no last trick
    # Seat 2 deals, 9♠ turned; all pass in round 1, seat 0 names hearts in round 2. The stock
    # Q♥ 9♣ J♦ 9♦ holds 3 + 0 + 2 + 0 = 5 (Q♥ is a trump): 147 points in play.
    # Seat 2 wins no trick: seats 0 and 1 get 50 each; seat 0's last trick scores nothing.
    # Seat 0: 125 + 50 = 175 (maker, above both: case a). Seat 1: 22 + 50 = 72. Seat 2: 0.
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
      | baza | sale | cartas        | gana | puntos | por qué                              |
      | 1    | 0    | 10♠ Q♠ 8♠     | 0    | 13     |                                      |
      | 2    | 0    | A♠ J♠ 7♠      | 0    | 13     |                                      |
      | 3    | 0    | 10♣ J♣ 8♣     | 0    | 12     |                                      |
      | 4    | 0    | K♠ K♥ 7♥      | 1    | 8      | seat 1 trumps; seat 2 undertrumps    |
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
  Escenario: Three players, one wins all nine tricks: 100 to him
    # Seat 0 wins every trick: 147 card points + 100 = 247; seats 1 and 2 are capot: 0.
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
  Esquema del escenario: Four players each for himself: the capote and the option capote_4
    # k players capot. full-only: a premium only for a player who won all 8 tricks (k = 3): 100.
    # split: each other player floor(100 x k / 3): k = 1: 33; k = 2: 66; k = 3: 100.
    # When a premium is scored, nobody scores the last trick's 10; otherwise seat 0 does.
    Dado el perfil acanomas con 4 jugadores
    Y la opción capote_4=<opción>
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
      | opción    | cartas 0 | bazas 0 | cartas 1 | bazas 1 | valor 1 | cartas 2 | bazas 2 | valor 2 | última | capote 0 | capote 1 | capote 2 | por qué              |
      | full-only | 60       | 3       | 52       | 3       | sí      | 40       | 2       | sí      | 10     | 0        | 0        | 0        | k = 1, no premium    |
      | split     | 60       | 3       | 52       | 3       | sí      | 40       | 2       | sí      | 0      | 33       | 33       | 33       | k = 1: 100 / 3 = 33  |
      | split     | 90       | 5       | 62       | 3       | sí      | 0        | 0       | no      | 0      | 66       | 66       | 0        | k = 2: 200 / 3 = 66  |
      | full-only | 152      | 8       | 0        | 0       | no      | 0        | 0       | no      | 0      | 100      | 0        | 0        | k = 3                |
      | split     | 152      | 8       | 0        | 0       | no      | 0        | 0       | no      | 0      | 100      | 0        | 0        | k = 3: 300 / 3 = 100 |

  @ACA-SCORE-CAPOTE @ACA-SCORE-PAIRS
  Escenario: Pairs: a pair that wins all eight tricks scores 152 + 100 = 252
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
  Escenario: Two players: the winner of all nine tricks scores 100, not the last trick's 10
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
