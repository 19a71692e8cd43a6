# language: es
Característica: Jugadores, asientos y orden de juego
  Texto 000 §12: «Si la partida era entre dos jugadores, resultaría vencedor el que no cometió el
  error; si fueran más de dos los jugadores [...] en el caso de la partida por parejas, ganara la
  pareja que no hubiera cometido el error.»
  Dos, tres o cuatro jugadores, cada uno por su cuenta (por defecto players=3), o cuatro
  en dos parejas (pairs=true: los asientos 0 y 2 contra el 1 y el 3). Los asientos se numeran de
  0 a N-1 en el orden de juego; el mano, el primer asiento después del que reparte, habla
  primero en la subasta y sale a la primera baza. Se salta el asiento que ha salido de la
  partida (ACA-SEATS-ORDER).

  Se usa la baraja en orden de palos: las posiciones 1-8 son del 7♣ al A♣, 9-16 los diamantes,
  17-24 los corazones, 25-32 las picas.

  @ACA-SEATS-PLAYERS @ACA-DEAL-TWO @ACA-DEAL-THREE @ACA-DEAL-FOUR
  Esquema del escenario: Cada jugador tiene 9 cartas a dos y tres jugadores, 8 a cuatro
    # 2 jugadores: 2 x 9 = 18 cartas repartidas, 1 vuelta, 13 en el mazo.
    # 3 jugadores: 3 x 9 = 27 repartidas, 1 vuelta, 4 en el mazo.
    # 4 jugadores: 4 x 8 = 32; la carta vuelta es para quien marca triunfo.
    Dado el perfil acanomas con <n> jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Cuando el asiento 1 marca <vuelto>
    Entonces la acción se acepta
    Y cada jugador tiene <cartas> cartas

    Ejemplos:
      | n | vuelto | cartas | por qué                                            |
      | 2 | ♦      | 9      | la carta 13, J♦, vuelta                            |
      | 3 | ♥      | 9      | la carta 19, 9♥, vuelta                            |
      | 4 | ♥      | 8      | la carta 21, J♥, vuelta, para quien marca triunfo  |

  @ACA-SEATS-PLAYERS
  Escenario: Cuatro jugadores por parejas: los compañeros anotan juntos
    # Las bazas y las combinaciones de los compañeros cuentan para su pareja (ACA-SCORE-PAIRS):
    # pareja 0 = asientos 0 y 2, pareja 1 = asientos 1 y 3; el marcador tiene una columna por pareja.
    Dado el perfil acanomas con 4 jugadores por parejas
    Y el marcador es: 500, 430
    Cuando se anota este juego parcial por parejas, en el que marcó triunfo la pareja 1:
      | pareja | combinaciones | belote | cartas | bazas | baza de valor | última baza |
      | 0      | 40            | 0      | 64     | 3     | sí            | no          |
      | 1      | 0             | 0      | 88     | 5     | sí            | sí          |
    # pareja 0: 40 + 64 = 104; pareja 1: 88 + 10 = 98. 104 > 98: la pareja 0 anota 104 + 98 = 202.
    Entonces el juego parcial se anota:
      | pareja | total bruto | anota |
      | 0      | 104         | 202   |
      | 1      | 98          | 0     |
    Y el marcador queda: 702, 430

  @ACA-SEATS-PLAYERS
  Esquema del escenario: La opción de parejas solo existe con cuatro jugadores
    Cuando se construye el reglamento con las opciones <opciones>
    Entonces el reglamento se rechaza bajo ACA-SEATS-PLAYERS
    Y el rechazo nombra la opción "pairs"

    Ejemplos:
      | opciones                |
      | players=3 y pairs=true  |
      | players=2 y pairs=true  |
      | pairs=true              |

  @ACA-SEATS-ORDER @ACA-BID-TURN
  Escenario: Tres jugadores, reparte el asiento 2: el asiento 0 es el mano, luego el 1, el que reparte el último
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Entonces le toca al asiento 0
    Cuando el asiento 0 pasa
    Entonces le toca al asiento 1
    Cuando el asiento 1 pasa
    Entonces le toca al asiento 2

  @ACA-SEATS-ORDER
  Escenario: Dos jugadores, reparte el asiento 0: el asiento 1 es el mano y recibe las primeras cartas
    # Las cartas 1-3 son para el mano (asiento 1), las 4-6 para el que reparte (asiento 0):
    # ACA-DEAL-TWO.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Entonces el primer reparto da:
      | asiento | posiciones   | cartas                  |
      | 1       | 1-3, 7-9     | 7♣ 8♣ 9♣ K♣ A♣ 7♦       |
      | 0       | 4-6, 10-12   | 10♣ J♣ Q♣ 8♦ 9♦ 10♦     |
    Y le toca al asiento 1

  @ACA-SEATS-ORDER @ACA-CLAIM-ELIMINATION
  Escenario: Cuatro jugadores con el asiento 2 fuera de la partida: el orden se lo salta
    # Los asientos conservan su número; reparte el asiento 3, así que el orden es 0, 1, 3 (se
    # salta el asiento 2) y vale el reparto de tres jugadores (ACA-DEAL-THREE): 1-3 al asiento 0,
    # 4-6 al asiento 1, 7-9 al asiento 3, 10-12 al asiento 0, 13-15 al asiento 1, 16-18 al
    # asiento 3, y se vuelve la carta 19.
    Dado el perfil acanomas con 4 jugadores
    Y el asiento 2 ya no está en la partida
    Y reparte el asiento 3
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Entonces el primer reparto da:
      | asiento | posiciones   | cartas                |
      | 0       | 1-3, 10-12   | 7♣ 8♣ 9♣ 8♦ 9♦ 10♦    |
      | 1       | 4-6, 13-15   | 10♣ J♣ Q♣ J♦ Q♦ K♦    |
      | 3       | 7-9, 16-18   | K♣ A♣ 7♦ A♦ 7♥ 8♥     |
    Y la carta vuelta es 9♥
    Y le toca al asiento 0
    Cuando el asiento 2 pasa
    Entonces la acción se rechaza bajo ACA-CLAIM-ELIMINATION
