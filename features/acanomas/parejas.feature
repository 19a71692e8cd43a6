# language: es
Característica: Cuatro jugadores por parejas
  Texto 000 §12: «en el caso de la partida por parejas, ganara la pareja que no hubiera cometido
  el error.»
  With players=4 and pairs=true, seats 0 and 2 (pair 0) play against seats 1 and 3 (pair 1).
  The deal is the team game's; the obligations are the team game's, the partner master included;
  combinations are compared pair against pair; the pair of the maker must beat the other pair,
  which otherwise adds the makers' whole raw total; a wrong claim makes the other pair win.

  The deal: seat 3 deals, 8♦ is turned and seat 1 takes diamonds in round 1 (pair 1 are the
  makers). Seat 0 holds a tercia al as of ♠, seat 2 (his partner) a tercia al rey of ♣ and seat 3
  a tercia al diez of ♥.

  Antecedentes:
    Dado el perfil acanomas con 4 jugadores por parejas
    Y reparte el asiento 3
    Y las manos tras el reparto son, con 8♦ vuelta:
      | asiento | cartas                          |
      | 0       | A♠ K♠ Q♠ 9♠ A♥ 7♣ 8♣ 7♦         |
      | 1       | J♦ 9♦ A♦ 8♦ J♠ 10♠ 7♥ A♣        |
      | 2       | K♣ Q♣ J♣ Q♥ J♥ 8♠ 7♠ K♦         |
      | 3       | 10♥ 9♥ 8♥ K♥ 10♣ 9♣ Q♦ 10♦      |
    Y el marcador es: 300, 350
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y en la primera baza se anuncia:
      | asiento | anuncio              |
      | 0       | tercia al as de ♠    |
      | 2       | tercia al rey de ♣   |
      | 3       | tercia al diez de ♥  |

  @ACA-SEATS-PLAYERS @ACA-DEAL-FOUR @ACA-COMB-PAIRS @ACA-PLAY-PAIRS @ACA-SCORE-PAIRS @ACA-SCORE-MAKER @ACA-BID-MAKER
  Escenario: A whole partial game in pairs: the other pair beats the makers and takes their points
    # Verdicts: pair 0's best escalera (the tercia al as ♠) beats seat 3's tercia al diez: pair 0
    # scores both its tercias, 20 + 20 = 40.
    # Tricks 4 and 5: seat 3, void in the suit led, discards while his partner seat 1 is master.
    # Pair 0 (seats 0 and 2): 24 + 31 + 9 = 64 card points + 40 = 104.
    # Pair 1 (makers): 15 + 21 + 13 + 30 + 9 = 88 + last trick 10 = 98. 64 + 88 = 152.
    # 104 > 98: pair 0 writes 104 + 98 = 202, pair 1 writes 0.
    Entonces marcó triunfo la pareja 1, con ♦ de triunfo
    Cuando se juegan estas bazas:
      | baza | sale | cartas           | gana | puntos | por qué                                      |
      | 1    | 0    | A♥ 7♥ Q♥ 10♥     | 0    | 24     | 11 + 0 + 3 + 10                              |
      | 2    | 0    | 7♣ A♣ K♣ 9♣      | 1    | 15     | 0 + 11 + 4 + 0                               |
      | 3    | 1    | 9♦ K♦ Q♦ 7♦      | 1    | 21     | 14 + 4 + 3 + 0; nobody can beat the 9        |
      | 4    | 1    | 10♠ 8♠ 10♣ A♠    | 0    | 31     | seat 3 discards 10♣: his partner is master   |
      | 5    | 0    | 8♣ A♦ J♣ 8♥      | 1    | 13     | seat 1 trumps; seat 3 discards 8♥            |
      | 6    | 1    | J♦ 7♠ 10♦ 9♠     | 1    | 30     | 20 + 0 + 10 + 0                              |
      | 7    | 1    | J♠ Q♣ 9♥ K♠      | 0    | 9      | 2 + 3 + 0 + 4                                |
      | 8    | 0    | Q♠ 8♦ J♥ K♥      | 1    | 9      | 3 + 0 + 2 + 4; last trick                    |
    Entonces los veredictos son:
      | asiento | anuncio              | veredicto | vale |
      | 0       | tercia al as de ♠    | aceptada  | 20   |
      | 2       | tercia al rey de ♣   | aceptada  | 20   |
      | 3       | tercia al diez de ♥  | anulada   | 0    |
    Y el juego parcial se anota:
      | pareja | combinaciones | cartas | última baza | total bruto | anota |
      | 0      | 40            | 64     | 0           | 104         | 202   |
      | 1      | 0             | 88     | 10          | 98          | 0     |
    Y el marcador queda: 502, 350

  @ACA-PLAY-PAIRS @ACA-PLAY-TRUMP-LEAD
  Escenario: Pairs, trump led: a player must beat even his partner's trump
    # Trick 3 of the game above: seat 1 leads 9♦. Suppose seat 3, seat 1's partner, held a trump
    # above the 9: he would have to play it. Here seat 3's trumps (Q♦ 10♦) are below the 9, so
    # any trump; seat 2's only trump is K♦.
    Cuando se juegan estas bazas:
      | baza | sale | cartas           | gana | puntos |
      | 1    | 0    | A♥ 7♥ Q♥ 10♥     | 0    | 24     |
      | 2    | 0    | 7♣ A♣ K♣ 9♣      | 1    | 15     |
    Y se juegan estas cartas: 9♦
    Entonces el asiento 2 solo puede jugar: K♦
    # Q♣, not K♣: seat 2 played K♣ in trick 2.
    Cuando el asiento 2 juega Q♣
    Entonces la acción se rechaza bajo ACA-PLAY-FOLLOW-SUIT
    Cuando se juegan estas cartas: K♦
    Entonces el asiento 3 solo puede jugar: Q♦ 10♦
