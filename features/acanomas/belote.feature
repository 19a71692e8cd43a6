# language: es
Característica: La belote: rey y dama de triunfo
  Página 2 §8 (según la tabla de decisiones): «tres clases de combinaciones … brelán, escalera y
  belote».
  A player holding the K and the Q of trump says «belote» with the first of them he plays (a flag
  on that play) and «rebelote» with the second: 20 points, never compared, never cancelled,
  exempt from the trick condition. Not said with the first card: lost. Option belote=automatic:
  it counts for the holder without a word, and any flag is refused.

  Two players, seat 1 deals, 7♥ turned (no exchange step: the trump 7 is the turned card), seat 1
  takes hearts in round 1: seat 1 holds A♥ K♥ Q♥ of trump, and both players a tercia al as
  (seat 0 of ♣, seat 1 of ♥). The stock is 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠: with hearts
  trump it holds 10 + 2 + 10 + 2 + 3 + 14 + 10 + 20 + 3 + 4 + 11 = 89 points, so the 18 cards
  played hold 152 - 89 = 63.

  @ACA-COMB-BELOTE @ACA-SCORE-ITEMS @ACA-SCORE-MAKER @ACA-COMB-TIE
  Escenario: Belote with Q♥, rebelote with K♥: 20 for seat 1, in his raw total
    # Trick 1 verdict: seat 1's tercia al as is in trump and beats seat 0's (20 for seat 1).
    # Seat 0: cards 2 + 11 + 4 + 3 = 20, last trick 10: raw 30.
    # Seat 1: cards 11 + 3 + 4 + 21 + 4 = 43, tercia 20, belote 20: raw 83. 20 + 43 = 63.
    # Seat 1, the maker, is above seat 0 (83 > 30): each writes his own.
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
      | baza | sale | cartas  | gana | puntos | por qué                            |
      | 3    | 1    | K♥ 7♠   | 1    | 4      | rebelote; seat 0 has no heart left |
      | 4    | 1    | A♥ 10♠  | 1    | 21     | 11 + 10                            |
      | 5    | 1    | K♦ 9♦   | 1    | 4      |                                    |
      | 6    | 1    | 9♠ J♠   | 0    | 2      | J♠ beats 9♠ in a plain suit        |
      | 7    | 0    | A♣ 8♣   | 0    | 11     |                                    |
      | 8    | 0    | K♣ 9♣   | 0    | 4      |                                    |
      | 9    | 0    | Q♣ 8♠   | 0    | 3      | last trick                         |
    Entonces el juego parcial se anota:
      | asiento | combinaciones | belote | cartas | última baza | total bruto | anota |
      | 0       | 0             | 0      | 20     | 10          | 30          | 30    |
      | 1       | 20            | 20     | 43     | 0           | 83          | 83    |
    Y el marcador queda: 30, 83

  @ACA-COMB-BELOTE
  Escenario: Not said with the first card, the belote is lost: a flag on the second is refused
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
  Escenario: Only the trump K or Q, while holding both, may carry the flag; the legal actions say so
    # Seat 1 leads trick 2 holding A♥ K♥ Q♥ 8♣ 9♣ K♦ 9♠ 8♠: his cards in index order, Q♥ and K♥
    # each followed by its flagged play; then the claim: he won trick 1 (A♦, 11) and 8 tricks
    # remain (ACA-CLAIM-WHEN).
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
  Escenario: Option belote=automatic: no flag, and the holder scores 20 all the same
    # The same game as the first scenario, without any flag: seat 1 still has 83.
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
  Escenario: The trump queen in the stock: nobody has a belote
    # Worked example 4's deal, spades trump: seat 0 holds K♠, but Q♠ lies in the stock.
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
