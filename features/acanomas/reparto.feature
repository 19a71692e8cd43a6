# language: es
Característica: El reparto, la carta vuelta y el mazo
  Texto 000 §14: «Por olvidar volver la última carta del mazo después de dar las tres cartas
  complementarias en una partida de dos o tres jugadores: 10 puntos».
  El azar es un orden explícito de las 32 cartas y quien reparte. 2 jugadores: 3 y 3 a cada uno
  desde el mano (1-12), se vuelve la carta 13, y cuando alguien marca, 3 más a cada uno (14-19);
  el mazo es 20-32, con la carta 32 vuelta. 3 jugadores: 3 y 3 (1-18), se vuelve la carta 19, 3
  más a cada uno (20-28); el mazo es 29-32, con la carta 32 vuelta. A dos y tres jugadores nadie
  se lleva la carta vuelta. 4 jugadores: como en el juego por equipos (3 y luego 2, se vuelve la
  carta 21 y es para quien marca triunfo; no hay mazo).

  Se usa la baraja en orden de palos: las posiciones 1-8 son del 7♣ al A♣, 9-16 los diamantes,
  17-24 los corazones, 25-32 las picas.

  @ACA-DEAL-TWO @ACA-DEAL-TURNED @ACA-DEAL-STOCK @ACA-DEAL-ORDER
  Escenario: Dos jugadores, reparte el asiento 0; el asiento 1 nombra corazones en la segunda vuelta
    # En la segunda vuelta, para que no se abra el cambio del 7 (el triunfo no es el palo vuelto).
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Entonces el primer reparto da:
      | asiento | posiciones | cartas              |
      | 1       | 1-3, 7-9   | 7♣ 8♣ 9♣ K♣ A♣ 7♦   |
      | 0       | 4-6, 10-12 | 10♣ J♣ Q♣ 8♦ 9♦ 10♦ |
    Y la carta vuelta es J♦
    Y la fase es «primera vuelta»
    Cuando el asiento 1 pasa
    Y el asiento 0 pasa
    Y el asiento 1 marca ♥
    Entonces la acción se acepta
    Y el reparto complementario da:
      | asiento | posiciones | cartas    |
      | 1       | 14-16      | Q♦ K♦ A♦  |
      | 0       | 17-19      | 7♥ 8♥ 9♥  |
    Y el asiento 1 tiene: 7♣ 8♣ 9♣ K♣ A♣ 7♦ Q♦ K♦ A♦
    Y el asiento 0 tiene: 10♣ J♣ Q♣ 8♦ 9♦ 10♦ 7♥ 8♥ 9♥
    Y ningún jugador tiene: J♦ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y la última carta del mazo, vuelta, es A♠
    Y el mazo boca abajo es: 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠
    Y la fase es «primera baza»
    Y le toca al asiento 1

  @ACA-DEAL-THREE @ACA-DEAL-TURNED @ACA-DEAL-STOCK
  Escenario: Tres jugadores, reparte el asiento 0; el asiento 1 marca el 9♥ vuelto en la primera vuelta
    # El orden desde el mano: asiento 1, asiento 2, asiento 0 (el que reparte).
    # Quien tiene el 7♥ (el asiento 0) puede cambiarlo: se abre el cambio del 7
    # (ACA-DEAL-EXCHANGE).
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Entonces el primer reparto da:
      | asiento | posiciones  | cartas               |
      | 1       | 1-3, 10-12  | 7♣ 8♣ 9♣ 8♦ 9♦ 10♦   |
      | 2       | 4-6, 13-15  | 10♣ J♣ Q♣ J♦ Q♦ K♦   |
      | 0       | 7-9, 16-18  | K♣ A♣ 7♦ A♦ 7♥ 8♥    |
    Y la carta vuelta es 9♥
    Cuando el asiento 1 marca ♥
    Entonces la acción se acepta
    Y el reparto complementario da:
      | asiento | posiciones | cartas      |
      | 1       | 20-22      | 10♥ J♥ Q♥   |
      | 2       | 23-25      | K♥ A♥ 7♠    |
      | 0       | 26-28      | 8♠ 9♠ 10♠   |
    Y el asiento 1 tiene: 7♣ 8♣ 9♣ 8♦ 9♦ 10♦ 10♥ J♥ Q♥
    Y cada jugador tiene 9 cartas
    Y ningún jugador tiene: 9♥ J♠ Q♠ K♠ A♠
    Y la última carta del mazo, vuelta, es A♠
    Y el mazo boca abajo es: J♠ Q♠ K♠
    Y la fase es «cambio del 7»

  @ACA-DEAL-STOCK @ACA-VIEW-PLAYER
  Escenario: Nadie ve el mazo boca abajo; todos ven las cartas vueltas
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Cuando el asiento 1 marca ♥
    Entonces la vista del asiento 2 muestra la carta vuelta 9♥, la última del mazo A♠ y 3 cartas boca abajo
    Y ninguna vista muestra ninguna de: J♠ Q♠ K♠

  @ACA-DEAL-STOCK @ACA-CARDS-POINTS
  Escenario: Los puntos del mazo no son de nadie: un juego parcial entero reparte 152 menos ellos
    # El reparto del ejemplo 1, jugado entero (anotacion.feature): triunfo ♠, el 7♠ vuelto, el
    # mazo J♣ 9♦ Q♥ K♥: 0 + 2 + 0 + 3 + 4 = 9 puntos fuera del juego; las bazas tienen
    # 152 - 9 = 143: asiento 0 49 + asiento 1 42 + asiento 2 52 = 143.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 9♥ A♥ 8♠ Q♠ 7♦ 8♦      |
      | 1       | A♦ K♦ Q♦ J♦ J♠ 9♠ 7♥ 8♥ 9♣      |
      | 2       | 10♠ 10♥ 10♦ 10♣ A♠ K♠ J♥ 7♣ 8♣  |
    Y el mazo es: J♣ 9♦ Q♥ K♥
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Cuando se juegan estas bazas:
      | baza | sale | cartas        | gana | puntos | por qué                                     |
      | 1    | 0    | 7♦ J♦ 10♦     | 2    | 12     | 0 + 2 + 10; el 10♦ gana al J♦               |
      | 2    | 2    | 10♣ A♣ 9♣     | 0    | 21     | 10 + 11 + 0                                 |
      | 3    | 0    | K♣ 9♠ 7♣      | 1    | 18     | 4 + 14 + 0; el asiento 1, sin tréboles, falla |
      | 4    | 1    | J♠ K♠ 8♠      | 1    | 24     | 20 + 4 + 0                                  |
      | 5    | 1    | A♦ 10♠ 8♦     | 2    | 21     | 11 + 10 + 0; el asiento 2 falla             |
      | 6    | 2    | A♠ Q♠ 7♥      | 2    | 14     | 11 + 3 + 0                                  |
      | 7    | 2    | 10♥ A♥ 8♥     | 0    | 21     | 10 + 11 + 0                                 |
      | 8    | 0    | Q♣ K♦ 8♣      | 0    | 7      | 3 + 4 + 0                                   |
      | 9    | 0    | 9♥ Q♦ J♥      | 2    | 5      | 0 + 3 + 2; el J♥ gana al 9♥                 |
    Entonces el juego parcial se anota:
      | asiento | cartas |
      | 0       | 49     |
      | 1       | 42     |
      | 2       | 52     |

  @ACA-DEAL-FOUR
  Esquema del escenario: Cuatro jugadores: el reparto del juego por equipos, 3-2 o 2-3, la carta 21 para quien marca
    Dado el perfil acanomas con 4 jugadores
    Y la opción <reparto>
    Y reparte el asiento 3
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Entonces el asiento 0 tiene: <asiento 0>
    Y el asiento 3 tiene: <asiento 3>
    Y la carta vuelta es J♥
    Cuando el asiento 0 pasa
    Y el asiento 1 pasa
    Y el asiento 2 marca ♥
    Entonces el asiento 2 tiene: <asiento 2, que marca>
    Y el asiento 0 tiene: <asiento 0 completo>
    Y cada jugador tiene 8 cartas
    Y la fase es «primera baza»

    Ejemplos:
      | reparto         | asiento 0         | asiento 3           | asiento 2, que marca            | asiento 0 completo                |
      | first_deal=3-2  | 7♣ 8♣ 9♣ J♦ Q♦    | 8♦ 9♦ 10♦ 9♥ 10♥    | K♣ A♣ 7♦ 7♥ 8♥ J♥ 10♠ J♠        | 7♣ 8♣ 9♣ J♦ Q♦ Q♥ K♥ A♥           |
      | first_deal=2-3  | 7♣ 8♣ 7♦ 8♦ 9♦    | K♣ A♣ 8♥ 9♥ 10♥     | J♣ Q♣ K♦ A♦ 7♥ J♥ 10♠ J♠        | 7♣ 8♣ 7♦ 8♦ 9♦ Q♥ K♥ A♥           |

  @ACA-DEAL-ORDER
  Esquema del escenario: Se rechaza un orden que no sea las 32 cartas, cada una una vez
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 0
    Cuando llega la acción en JSON: <json>
    Entonces la acción se rechaza bajo ACA-DEAL-ORDER
    Y el motivo menciona <palabras>

    Ejemplos:
      | json                                                                                                                                                                                  | palabras          |
      | {"type": "deal", "order": ["7C","8C","9C","10C","JC","QC","KC","AC","7D","8D","9D","10D","JD","QD","KD","AD","7H","8H","9H","10H","JH","QH","KH","AH","7S","8S","9S","10S","JS","QS","KS"]} | «tiene 31 cartas» |
      | {"type": "deal", "order": ["7C","7C","9C","10C","JC","QC","KC","AC","7D","8D","9D","10D","JD","QD","KD","AD","7H","8H","9H","10H","JH","QH","KH","AH","7S","8S","9S","10S","JS","QS","KS","AS"]} | «dos veces»       |
