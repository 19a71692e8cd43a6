# language: es
Característica: «He terminado»
  Texto 000 §12: «También puede terminar un juego parcial cuando así lo desee cualquiera de los
  jugadores, por creer que ya ha alcanzado o sobrepasado los puntos requeridos para ganar la
  partida, en cuyo caso dirá he terminado [...] Si le faltaran puntos para terminar la partida,
  la perdería aun en el caso de que los contrarios tuvieran menos puntos.» «El jugador que dice
  he terminado no puede interrumpir el juego sin haber ganado, por lo menos, una baza que
  contenga una o más cartas de valor [...] El juego no puede detenerse cuando solamente falte una
  baza por jugar.»
  At his turn in trick play, a player who has won a trick holding a counting card, with at least
  two tricks unfinished, may claim instead of playing. The engine counts: his banked total, his
  accepted combinations, his belote if both cards are played, the card points of his tricks;
  never his cards in hand, the last trick, a capote or a pot. At least the target: he wins at
  once. Below it: he loses; at 2 players the other wins, in pairs the other pair; at 3 and 4 each
  for himself he leaves, the stopped game is scored for the others, and the match goes on.

  Worked example 4 of the decisions table: three players, target 1000; before game 7, A (seat 0)
  930, B (seat 1) 870, C (seat 2) 610. C deals, 7♠ is turned, B takes spades. A holds a tercia al
  as of ♥ and announces it (accepted: nobody else announces; C keeps his clubs quiet, as he may).
  The stock is 10♠ Q♠ 9♦ J♦.

  @ACA-CLAIM-WHEN @ACA-CLAIM-COUNT @ACA-CLAIM-WRONG @ACA-CLAIM-STOPPED @ACA-CLAIM-ELIMINATION @ACA-MATCH-END @ACA-MATCH-DEALER
  Escenario: Worked example 4: A's «he terminado» counts 994, wrong; A leaves, the match goes on
    # Tricks 1 to 5 won by B, A, B, A, C. A's tricks: J♠ 10♦ 7♣ = 20 + 10 + 0 = 30 and
    # A♥ Q♣ 8♥ = 11 + 3 + 0 = 14. C leads trick 6 (K♣); A, at his turn, claims: four tricks are
    # unfinished (6 to 9) and he has won counting tricks.
    # Count: 930 + 20 (tercia) + 30 + 14 = 994 < 1000: wrong. A leaves.
    # Stopped game, for B and C: B (the maker) tricks 1 and 3 = 25 + 17 = 42; C trick 5 = 21; the
    # K♣ of trick 6 counts for nobody; no last trick, no capote. 42 > 21: each writes his own.
    # B 870 + 42 = 912, C 610 + 21 = 631; A's 930 stays, frozen. Nobody has 1000: the match goes
    # on with B and C. C dealt; the next seat still in the match after seat 2 is seat 1 (seat 0 is
    # out): B deals game 8, a 2-player game.
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
      | baza | sale | cartas        | gana | puntos | por qué                               |
      | 1    | 0    | 8♠ 9♠ A♦      | 1    | 25     | 0 + 14 + 11; C has no trump           |
      | 2    | 1    | 10♦ 7♣ J♠     | 0    | 30     | 10 + 0 + 20; C and A void in ♦        |
      | 3    | 0    | K♠ A♠ J♥      | 1    | 17     | 4 + 11 + 2                            |
      | 4    | 1    | 8♥ Q♣ A♥      | 0    | 14     | 0 + 3 + 11                            |
      | 5    | 0    | 10♣ 7♦ A♣     | 2    | 21     | 10 + 0 + 11; B void in ♣, no trump    |
      | 6    | 2    | K♣            |      |        | in progress                           |
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
  Escenario: Worked example 4 with 10♥ instead of 8♥ in trick 4: 1004, A wins at once
    # B leads 10♥ (not 8♥) in trick 4: A's trick is A♥ Q♣ 10♥ = 11 + 3 + 10 = 24.
    # Count: 930 + 20 + 30 + 24 = 1004 >= 1000: correct. A wins; his line is 1004 - 930 = 74; B
    # and C write nothing. No maker test.
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
  Escenario: Worked example 4 with a pot pending for A and B: B, its sole contender left, takes it
    # A pot of 40 waits for A and B. A leaves: B is its only contender and takes it at once,
    # before the end test: B 870 + 42 + 40 = 952.
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
  Escenario: Option wrong_claim=stay: A stays, writes 0, and may not claim again
    # Stopped game: A writes 0 (not part of the maker test); B 42 and C 21 as before.
    # Game 8 (A stays in: seat 0 deals the next game, after seat 2): the deck in suit order, all
    # pass in round 1, B (the mano) names clubs. A wins trick 1 with A♦ (8♦ K♦ A♦ = 0 + 4 + 11),
    # and at his turn his claim is refused: he has claimed wrongly already.
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
  Esquema del escenario: A pot made by the stopped game: under pending_to=everyone a claimant who stays contends for it
    # Three players; seat 0 claims wrongly; seat 1 made trumps. Among seats 1 and 2 (the claimant
    # is not part of the maker test): the maker has 20, seat 2 has 20 too, nobody above: case (d),
    # seat 1 writes 0, seat 2 20, and the maker's 20 go into a pot. Its contenders: the maker and
    # seat 2 (pending_to=contenders); every player still in the match (everyone): seat 0 as well
    # when he stays (wrong_claim=stay), not when he has left (eliminate).
    Dado el perfil acanomas con 3 jugadores
    Y la opción wrong_claim=<claimant>
    Y la opción pending_to=<pot>
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
      | claimant  | pot        | cero | contendientes |
      | stay      | contenders | 0    | 1 y 2         |
      | stay      | everyone   | 0    | 0, 1 y 2      |
      | eliminate | everyone   | —    | 1 y 2         |
      | eliminate | contenders | —    | 1 y 2         |

  @ACA-CLAIM-WRONG @ACA-CLAIM-RIGHT @ACA-CLAIM-COUNT
  Esquema del escenario: Two players: a wrong claim makes the other player the winner at once
    # Two players, seat 1 deals, 7♥ turned; seat 0 names spades in round 2. Trick 1: both
    # announce a tercia al as; seat 0's (♣), announced first, wins the tie (20). Tricks: 7♦ A♦
    # (seat 1, 11), K♦ 9♦ (seat 1, 4), 9♠ J♠ (seat 0, 14 + 20 = 34). Seat 0 leads trick 4 and
    # claims: 6 tricks are unfinished.
    # Count: banked + 20 + 34. 930: 984 < 1000, wrong: seat 1 wins at once with 870, no line.
    #                          960: 1014, correct: seat 0 wins; his line 1014 - 960 = 54.
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
  Escenario: A claim needs a won trick holding a counting card, and two tricks left
    # Two players, spades trump. Trick 1: seat 0 leads 7♠; seat 1 must beat it and plays 8♠:
    # seat 1 wins a trick of 0 points (no counting card). Leading trick 2, his claim is refused;
    # so is seat 0's claim at his turn in trick 1, before any trick is won.
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
  Escenario: Not when only one trick is left
    # The whole game of the previous outline, played to trick 9 (which seat 0 leads): his claim
    # there is refused, though he has won counting tricks.
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
  Escenario: Four players: a wrong claim; the stopped game among three; the match goes on with three
    # Four players each for himself, seat 3 deals, 7♣ turned, seat 1 takes clubs. Before: 900, 700,
    # 650, 600. Seat 2 plays Q♣ saying «belote» in trick 5, but K♣ is still in his hand.
    # After trick 6 seat 0 (17 + 13 = 30) leads trick 7 and claims: 900 + 30 = 930 < 1000: wrong;
    # two tricks are unfinished (7 and 8), so the claim was allowed.
    # Stopped game: seat 1 (maker) 26; seat 2 17 + 28 = 45 (no belote: K♣ not played); seat 3 6.
    # Only seat 2 is above 26 (case b): seat 2 writes 45 + 26 = 71, seat 1 0, seat 3 6.
    # 700 + 0 = 700, 650 + 71 = 721, 600 + 6 = 606; seat 0 stays at 900, out.
    # Seat 3 dealt; seat 0 is out: seat 1 deals next, with the 3-player deal: seat 2 (mano)
    # receives cards 1-3 and 10-12, seat 3 4-6 and 13-15, seat 1 7-9 and 16-18; card 19 turned.
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
      | baza | sale | cartas          | gana | puntos | por qué                                  |
      | 1    | 0    | 7♠ 8♠ J♠ K♠     | 3    | 6      | 0 + 0 + 2 + 4                            |
      | 2    | 3    | J♥ 8♥ K♥ A♥     | 2    | 17     | 2 + 0 + 4 + 11                           |
      | 3    | 2    | K♦ J♦ A♦ 9♦     | 0    | 17     | 4 + 2 + 11 + 0                           |
      | 4    | 0    | 7♦ A♣ 9♣ Q♦     | 2    | 28     | 0 + 11 + 14 + 3; seat 2 overtrumps A♣    |
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
  Escenario: Four players: the maker himself claims wrongly; the others each write their own
    # The same deal and tricks 1 to 5. Seat 1, the maker, won trick 5 (Q♣ Q♥ 8♣ J♣ = 3 + 3 + 0 +
    # 20 = 26) and, leading trick 6, claims: 700 + 26 = 726 < 1000: wrong, seat 1 leaves.
    # The stopped game is scored for seats 0, 2 and 3 with no maker test (the maker has left):
    # seat 0 17 (trick 3), seat 2 17 + 28 = 45 (tricks 2 and 4; no belote: K♣ not played), seat 3
    # 6 (trick 1). 900 + 17 = 917, 650 + 45 = 695, 600 + 6 = 606. Seat 3 dealt: seat 0 deals next.
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
  Esquema del escenario: Pairs: a claim counts the pair's tricks and combinations; wrong, the other pair wins
    # Diamonds trump, seat 1 took. Pair 0's tercias (seat 0's al as of ♠, seat 2's al rey of ♣)
    # beat seat 3's: 20 + 20. Seat 0 wins trick 1 (A♥ 7♥ Q♥ 10♥ = 11 + 0 + 3 + 10 = 24) and,
    # leading trick 2, claims: banked + 40 + 24.
    # 900: 964 < 1000, wrong: pair 1 wins. 940: 1004, correct: pair 0 wins, its line 64.
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
  Escenario: The rebelote said in the trick in progress: the belote counts in the stopped game
    # Three players, seat 2 deals, 9♠ turned; seat 1 names hearts in round 2 (no exchange step).
    # Seat 1 plays Q♥ with «belote» in trick 3 and K♥ («rebelote») in trick 5, which is still in
    # progress when seat 2, at his turn, claims: both cards are played, so seat 1's belote counts.
    # Seat 2 won trick 3 (10♦ Q♥ J♥ = 10 + 3 + 20 = 33): count 0 + 33 = 33 < 1000, wrong.
    # Stopped game, for seats 0 and 1: seat 0 tricks 1, 2 and 4 = 14 + 11 + 14 = 39; seat 1 (the
    # maker) no trick, belote 20: raw 20. Seat 0 alone is above 20: he writes 39 + 20 = 59.
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
