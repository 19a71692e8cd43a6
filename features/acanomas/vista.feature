# language: es
Característica: Lo que ve cada jugador
  A player sees his own hand; the turned card, any exchange and the turned-up last stock card;
  every bid; every announcement as said (a brelán by its rank, an escalera by its length and top,
  its suit only once shown or used by the trump tie-break); the verdicts and the cards shown;
  every card played with its seat; the claims, the players who left, the score sheet and the
  pending pots. Never another player's hidden cards (his partner's included), the face-down
  stock, or the cards left in hand after a claim.

  @ACA-VIEW-PLAYER @ACA-COMB-SHOW
  Escenario: Worked example 1 after trick 1, as seat 0 sees it
    # Seat 0 played 7♦ in trick 1 and holds eight cards. B's cuarta (sin valor) and A's tercia
    # (anulada) are neither shown nor decided by the trump: their suits stay hidden.
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
  Esquema del escenario: The trump tie-break shows the suits it compared
    # Two players, equal tercias al as. Trump ♥: the tie is broken by the trump, both suits are
    # shown in the views. Trump ♠: the first announced wins, no suit is compared: seat 1's
    # cancelled tercia keeps its suit hidden from seat 0 (seat 0's accepted one is shown).
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
  Escenario: After worked example 4's wrong claim: the claim, the player out, no card revealed
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
    # A's tercia was shown at the end of trick 1 (K♥ Q♥ are known); the rest of his hand is not.
    Y la vista del asiento 1 no muestra ninguna de: 9♥ 7♥
    Y la vista del asiento 2 no muestra ninguna de: 9♥ 7♥ K♦ Q♦ 8♦ 10♥

  @ACA-VIEW-PLAYER @ACA-SCORE-POTS
  Escenario: Pending pots and their contenders are public
    Dado el perfil acanomas con 3 jugadores
    Y el marcador es: 0, 0, 0
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 1, con totales brutos 64, 60, 74
    Entonces la vista del asiento 1 muestra el bote pendiente de 60 puntos para los asientos 0 y 2

  @ACA-VIEW-PLAYER @ACA-PLAY-PAIRS
  Escenario: Pairs: a partner's hand is hidden too
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
