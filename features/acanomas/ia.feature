# language: es
Característica: Los jugadores IA fácil y normal
  Our AI players of this profile (scope players: not rules). Each decides from its seat's view
  alone: its bids (AI-EASY, AI-NORMAL; the turned card counted by normal only where the maker
  receives it, at four players), the trump-7 exchange (taken), the announcement step (every
  combination held), its card (the team game's card play for the seats in play) and «he
  terminado» (normal only, when the count it can make from its view reaches the target).

  The bids and the exchange use the deck in suit order at two players, seat 0 dealing: seat 1
  (mano) holds 7♣ 8♣ 9♣ K♣ A♣ 7♦, seat 0 10♣ J♣ Q♣ 8♦ 9♦ 10♦, J♦ is turned (ACA-DEAL-TWO).
  AI-NORMAL's values: trumps 7 1, 8 1, 9 4, 10 2, J 6, Q 1.5, K 1.5, A 3; a side ace 2.5, a side
  10 with its ace 1; the belote 2. It takes at 10 in round 1, 9 in round 2.

  @ACA-AI-LEVELS
  Escenario: At two players normal does not count the turned card: 8♦ 9♦ 10♦ are worth 7, it passes
    # ♦ trump: 8♦ 1 + 9♦ 4 + 10♦ 2 = 7, no side ace; J♦ (turned) goes to nobody. 7 < 10.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y el asiento 1 pasa
    Cuando la IA normal decide por el asiento 0
    Entonces la IA elige: el asiento 0 pasa
    Y la acción se acepta

  @ACA-AI-LEVELS
  Escenario: Easy takes the turned suit on its nine and one more card of it
    # Round 1: 9♦ with 8♦ and 10♦ (AI-EASY: the nine of the turned suit and one more).
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y el asiento 1 pasa
    Cuando la IA fácil decide por el asiento 0
    Entonces la IA elige: el asiento 0 marca ♦
    Y la acción se acepta

  @ACA-AI-LEVELS
  Escenario: In round 2 easy, holding no jack, passes
    # Easy names a suit in round 2 only holding its jack and one more card of it: seat 1 holds
    # no jack.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y el asiento 1 pasa
    Y el asiento 0 pasa
    Cuando la IA fácil decide por el asiento 1
    Entonces la IA elige: el asiento 1 pasa
    Y la acción se acepta

  @ACA-AI-LEVELS
  Escenario: In round 2 normal names clubs, worth 10.5
    # ♣ trump: 7♣ 1 + 8♣ 1 + 9♣ 4 + K♣ 1.5 + A♣ 3 = 10.5 ≥ 9; ♥ or ♠ trump: only the side A♣,
    # 2.5.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y el asiento 1 pasa
    Y el asiento 0 pasa
    Cuando la IA normal decide por el asiento 1
    Entonces la IA elige: el asiento 1 marca ♣
    Y la acción se acepta

  @ACA-AI-LEVELS @ACA-DEAL-EXCHANGE
  Escenario: The holder of the trump 7 exchanges it for the turned card
    # Seat 1 names ♦, the turned suit: the exchange step opens and seat 1 holds 7♦.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y el asiento 1 marca ♦
    Cuando la IA fácil decide por el asiento 1
    Entonces la IA elige: el asiento 1 cambia el 7 de triunfo
    Y la acción se acepta
    Y el asiento 1 tiene: 7♣ 8♣ 9♣ K♣ A♣ J♦ Q♦ K♦ A♦

  @ACA-AI-LEVELS @ACA-COMB-ANNOUNCE
  Escenario: Normal announces every combination it holds: A's tercia al as de ♥ (worked example 4)
    # A (seat 0, mano: C deals) holds A♥ K♥ Q♥, then 9♥ and 7♥ apart: a tercia al as; no brelán.
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
    Cuando la IA normal decide por el asiento 0
    Entonces la IA elige: el asiento 0 anuncia tercia al as de ♥
    Y la acción se acepta

  @ACA-AI-LEVELS @ACA-CLAIM-COUNT
  Escenario: Normal does not claim at 994 of 1000 and discards its cheapest heart (worked example 4)
    # A's count at his turn in trick 6: 930 + 20 (tercia) + 30 + 14 = 994 < 1000: no claim.
    # K♣ led; A holds K♥ Q♥ 9♥ 7♥, no club, no trump: any card. 10♥ is unseen by A and beats
    # each of his hearts, so none is master: the cheapest, 7♥ (0 points, weaker than 9♥).
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
    Cuando la IA normal decide por el asiento 0
    Entonces la IA elige: el asiento 0 juega 7♥
    Y la acción se acepta

  @ACA-AI-LEVELS @ACA-CLAIM-RIGHT
  Escenario: With 970 on the sheet normal counts 1034 and says «he terminado», rightly
    # The same game with A at 970: 970 + 20 + 30 + 14 = 1034 ≥ 1000.
    Dado el perfil acanomas con 3 jugadores
    Y el marcador es: 970, 870, 610
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
    Cuando la IA normal decide por el asiento 0
    Entonces la IA elige: el asiento 0 dice «he terminado»
    Y la acción se acepta
    Y la cuenta del «he terminado» es 1034
    Y el «he terminado» es correcto

  @ACA-AI-LEVELS @ACA-CLAIM-WHEN
  Escenario: Easy never claims: at 1034 it plays its smallest legal card, 7♥
    # The same position; easy does not count. Its smallest card: plain cards by strength,
    # 7 8 9 J Q K 10 A: 7♥.
    Dado el perfil acanomas con 3 jugadores
    Y el marcador es: 970, 870, 610
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
    Cuando la IA fácil decide por el asiento 0
    Entonces la IA elige: el asiento 0 juega 7♥
    Y la acción se acepta
