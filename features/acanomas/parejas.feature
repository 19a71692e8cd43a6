# language: es
Característica: Cuatro jugadores por parejas
  Texto 000 §12: «en el caso de la partida por parejas, ganara la pareja que no hubiera cometido
  el error.»
  Con players=4 y pairs=true, los asientos 0 y 2 (pareja 0) juegan contra los asientos 1 y 3
  (pareja 1). El reparto es el del juego por equipos; las obligaciones son las del juego por
  equipos, con la dispensa del compañero que va ganando la baza; las combinaciones se comparan
  pareja contra pareja; la pareja del que marcó triunfo debe superar a la otra, que si no se
  suma todo el total bruto de la pareja que marcó; un «he terminado» erróneo da la victoria a la
  otra pareja.

  El reparto: reparte el asiento 3, se vuelve el 8♦ y el asiento 1 marca diamantes en la primera
  vuelta (la pareja 1 marcó triunfo). El asiento 0 tiene una tercia al as de ♠, el asiento 2 (su
  compañero) una tercia al rey de ♣ y el asiento 3 una tercia al diez de ♥.

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
  Escenario: Un juego parcial entero por parejas: la otra pareja supera a la que marcó y se lleva sus puntos
    # Veredictos: la mejor escalera de la pareja 0 (la tercia al as de ♠) gana a la tercia al
    # diez del asiento 3: la pareja 0 se anota sus dos tercias, 20 + 20 = 40.
    # Bazas 4 y 5: el asiento 3, sin el palo de salida, se descarta porque su compañero, el
    # asiento 1, va ganando la baza.
    # Pareja 0 (asientos 0 y 2): 24 + 31 + 9 = 64 puntos de cartas + 40 = 104.
    # Pareja 1 (marcó triunfo): 15 + 21 + 13 + 30 + 9 = 88 + diez de últimas 10 = 98.
    # 64 + 88 = 152. 104 > 98: la pareja 0 anota 104 + 98 = 202, la pareja 1 anota 0.
    Entonces marcó triunfo la pareja 1, con ♦ de triunfo
    Cuando se juegan estas bazas:
      | baza | sale | cartas           | gana | puntos | por qué                                                  |
      | 1    | 0    | A♥ 7♥ Q♥ 10♥     | 0    | 24     | 11 + 0 + 3 + 10                                          |
      | 2    | 0    | 7♣ A♣ K♣ 9♣      | 1    | 15     | 0 + 11 + 4 + 0                                           |
      | 3    | 1    | 9♦ K♦ Q♦ 7♦      | 1    | 21     | 14 + 4 + 3 + 0; nadie puede montar sobre el 9            |
      | 4    | 1    | 10♠ 8♠ 10♣ A♠    | 0    | 31     | el asiento 3 se descarta del 10♣: su compañero va ganando |
      | 5    | 0    | 8♣ A♦ J♣ 8♥      | 1    | 13     | el asiento 1 falla; el asiento 3 se descarta del 8♥      |
      | 6    | 1    | J♦ 7♠ 10♦ 9♠     | 1    | 30     | 20 + 0 + 10 + 0                                          |
      | 7    | 1    | J♠ Q♣ 9♥ K♠      | 0    | 9      | 2 + 3 + 0 + 4                                            |
      | 8    | 0    | Q♠ 8♦ J♥ K♥      | 1    | 9      | 3 + 0 + 2 + 4; las diez de últimas                       |
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
  Escenario: Por parejas, si se sale de triunfo hay que montar incluso sobre el triunfo del compañero
    # La tercera baza del juego de arriba: el asiento 1 sale con el 9♦. Si el asiento 3, compañero
    # del asiento 1, tuviera un triunfo más alto que el 9, tendría que jugarlo. Aquí los triunfos
    # del asiento 3 (Q♦ 10♦) son más bajos que el 9: cualquier triunfo; el único triunfo del
    # asiento 2 es el K♦.
    Cuando se juegan estas bazas:
      | baza | sale | cartas           | gana | puntos |
      | 1    | 0    | A♥ 7♥ Q♥ 10♥     | 0    | 24     |
      | 2    | 0    | 7♣ A♣ K♣ 9♣      | 1    | 15     |
    Y se juegan estas cartas: 9♦
    Entonces el asiento 2 solo puede jugar: K♦
    # La Q♣, no el K♣: el asiento 2 jugó el K♣ en la segunda baza.
    Cuando el asiento 2 juega Q♣
    Entonces la acción se rechaza bajo ACA-PLAY-FOLLOW-SUIT
    Cuando se juegan estas cartas: K♦
    Entonces el asiento 3 solo puede jugar: Q♦ 10♦
