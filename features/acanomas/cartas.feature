# language: es
Característica: La baraja, los puntos de las cartas y las cartas de valor
  Página 2 §8 (según la tabla de decisiones): «valets … nueves … ases … dieces … reyes … damas …
  ochos y sietes». Texto 000 §12: «una baza que contenga una o más cartas de valor».
  32 cartas, del 7 al as en cuatro palos. Triunfo: J 20, 9 14, A 11, 10 10, K 4, Q 3; el 8 y el 7
  nada; los otros palos: A 11, 10 10, K 4, Q 3, J 2; el 9, el 8 y el 7 nada. Una «carta de
  valor» es la que vale más de 0 con el triunfo de esa mano. Las escaleras siguen el orden
  A K Q J 10 9 8 7.

  @ACA-CARDS-DECK @ACA-CARDS-POINTS
  Escenario: Las 32 cartas con triunfo picas: sus puntos, y cuáles son cartas de valor
    # Picas: 20 + 14 + 11 + 10 + 4 + 3 = 62; cada uno de los otros palos 11 + 10 + 4 + 3 + 2 = 30;
    # 62 + 90 = 152.
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
  Esquema del escenario: Una baza tiene carta de valor cuando una de sus cartas vale puntos
    Entonces con triunfo <triunfo> la baza <baza> vale <puntos> y <tiene> tiene carta de valor

    Ejemplos:
      | triunfo | baza        | puntos | tiene | por qué                                      |
      | ♠       | 7♠ 8♠       | 0      | no    | el 7 y el 8 de triunfo no valen nada         |
      | ♠       | 9♦ 8♦ 7♣    | 0      | no    | 9, 8 y 7 de otros palos                      |
      | ♠       | 9♦ 8♦ J♦    | 2      | sí    | un J que no es de triunfo vale 2             |
      | ♥       | 9♥ 8♦ 7♣    | 14     | sí    | el 9 de triunfo                              |
      | ♥       | 9♠ 8♥ 7♥    | 0      | no    | un 9 de otro palo, el 8 y el 7 de triunfo    |

  @ACA-CARDS-RUN-ORDER @ACA-COMB-RUNS
  Escenario: También en el triunfo las escaleras siguen A K Q J 10 9 8 7, no el orden de las bazas
    # Con triunfo picas el orden en la baza es J 9 A 10 K Q 8 7, pero K♠ Q♠ J♠ sigue siendo
    # escalera (una tercia al rey) y J♠ 9♠ A♠ no lo es.
    Entonces la mano K♠ Q♠ J♠ 9♥ 8♥ A♦ 9♦ 8♣ 7♣ tiene estas combinaciones: tercia al rey de ♠
    Y la mano J♠ 9♠ A♠ 9♥ 8♥ A♦ 10♦ 8♣ 7♣ tiene estas combinaciones: ninguna
