# language: es
Característica: La baraja, los puntos de las cartas y las cartas de valor
  Página 2 §8 (según la tabla de decisiones): «valets … nueves … ases … dieces … reyes … damas …
  ochos y sietes». Texto 000 §12: «una baza que contenga una o más cartas de valor».
  32 cards, 7 to A in four suits. Trump: J 20, 9 14, A 11, 10 10, K 4, Q 3, 8 and 7 nothing;
  other suits: A 11, 10 10, K 4, Q 3, J 2, 9 8 7 nothing. A counting card («carta de valor») is
  one worth more than 0 under the trump. Escaleras read the ranks A K Q J 10 9 8 7.

  @ACA-CARDS-DECK @ACA-CARDS-POINTS
  Escenario: The 32 cards with spades trump: their points, and which are counting cards
    # Spades: 20 + 14 + 11 + 10 + 4 + 3 = 62; each other suit 11 + 10 + 4 + 3 + 2 = 30; 62 + 90 = 152.
    Entonces con triunfo ♠ estas cartas valen:
      | carta | puntos | de valor |
      | J♠    | 20     | sí       |
      | 9♠    | 14     | sí       |
      | A♠    | 11     | sí       |
      | 10♠   | 10     | sí       |
      | K♠    | 4      | sí       |
      | Q♠    | 3      | sí       |
      | 8♠    | 0      | no       |
      | 7♠    | 0      | no       |
      | A♥    | 11     | sí       |
      | 10♥   | 10     | sí       |
      | K♥    | 4      | sí       |
      | Q♥    | 3      | sí       |
      | J♥    | 2      | sí       |
      | 9♥    | 0      | no       |
      | 8♥    | 0      | no       |
      | 7♥    | 0      | no       |
      | A♦    | 11     | sí       |
      | 10♦   | 10     | sí       |
      | K♦    | 4      | sí       |
      | Q♦    | 3      | sí       |
      | J♦    | 2      | sí       |
      | 9♦    | 0      | no       |
      | 8♦    | 0      | no       |
      | 7♦    | 0      | no       |
      | A♣    | 11     | sí       |
      | 10♣   | 10     | sí       |
      | K♣    | 4      | sí       |
      | Q♣    | 3      | sí       |
      | J♣    | 2      | sí       |
      | 9♣    | 0      | no       |
      | 8♣    | 0      | no       |
      | 7♣    | 0      | no       |
    Y con triunfo ♠ las 32 cartas valen 152 puntos

  @ACA-CARDS-POINTS @ACA-CLAIM-WHEN
  Esquema del escenario: A trick holds a counting card when one of its cards is worth points
    Entonces con triunfo <triunfo> la baza <baza> vale <puntos> y <tiene> tiene carta de valor

    Ejemplos:
      | triunfo | baza        | puntos | tiene | por qué                                 |
      | ♠       | 7♠ 8♠       | 0      | no    | the trump 7 and 8 are worth nothing     |
      | ♠       | 9♦ 8♦ 7♣    | 0      | no    | plain 9, 8, 7                           |
      | ♠       | 9♦ 8♦ J♦    | 2      | sí    | a plain J is worth 2                    |
      | ♥       | 9♥ 8♦ 7♣    | 14     | sí    | the trump 9                             |
      | ♥       | 9♠ 8♥ 7♥    | 0      | no    | a plain 9, the trump 8 and 7            |

  @ACA-CARDS-RUN-ORDER @ACA-COMB-RUNS
  Escenario: Runs follow A K Q J 10 9 8 7 in trump too, not the trick order
    # With spades trump the trick order is J 9 A 10 K Q 8 7, but K♠ Q♠ J♠ is still a run
    # (a tercia al rey) and J♠ 9♠ A♠ is none.
    Entonces la mano K♠ Q♠ J♠ 9♥ 8♥ A♦ 9♦ 8♣ 7♣ tiene estas combinaciones: tercia al rey de ♠
    Y la mano J♠ 9♠ A♠ 9♥ 8♥ A♦ 10♦ 8♣ 7♣ tiene estas combinaciones: ninguna
