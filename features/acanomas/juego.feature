# language: es
Característica: El juego de las bazas, sin compañero
  Texto 000 §14: «Por no servir un jugador al palo de salida pudiendo hacerlo: 10 puntos».
  El mano sale a la primera baza, marque quien marque triunfo; quien gana una baza sale a la
  siguiente. Quien tiene del palo de salida debe servir; si se sale de triunfo, debe montar sobre
  el triunfo más alto si puede. Sin cartas del palo de salida debe fallar, montar si puede, y si
  no, fallar con un triunfo menor (con la opción undertrump=optional: cualquier carta cuando no
  puede montar); sin triunfo, cualquier carta. No hay compañero: todos los demás jugadores son
  contrarios. Por parejas vuelve la regla del compañero del juego por equipos (ACA-PLAY-PAIRS).

  Se usan tres repartos (sus juegos parciales completos están en otros ficheros):
  * el reparto del ejemplo 4: tres jugadores, reparte el asiento 2, se vuelve el 7♠, el
    asiento 1 marca picas;
  * el reparto del ejemplo 1: tres jugadores, reparte el asiento 2, se vuelve el 7♠, el
    asiento 1 marca picas;
  * un reparto de cuatro jugadores: reparte el asiento 3, se vuelve el 7♣, el asiento 1 marca
    tréboles.

  @ACA-PLAY-TURN @ACA-BID-MAKER
  Escenario: El mano sale a la primera baza, no el que marcó triunfo; se rechaza jugar fuera de turno
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                        |
      | 0       | 8♠ J♠ K♠ A♥ K♥ Q♥ 9♥ 7♥ 10♣   |
      | 1       | 9♠ A♠ K♦ Q♦ 10♦ 8♦ 7♦ 10♥ 8♥  |
      | 2       | A♦ J♥ 7♣ 8♣ 9♣ J♣ Q♣ K♣ A♣    |
    Y el mazo es: 10♠ Q♠ 9♦ J♦
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Entonces marcó triunfo el asiento 1, con ♠ de triunfo
    Y la fase es «primera baza»
    Y le toca al asiento 0
    Cuando el asiento 1 no anuncia nada
    Entonces la acción se rechaza bajo ACA-PLAY-TURN
    Y el motivo menciona «fuera de turno»
    Cuando el asiento 1 juega 9♠
    Entonces la acción se rechaza bajo ACA-PLAY-TURN
    Cuando el asiento 0 no anuncia nada
    Y el asiento 0 juega 8♠
    Entonces la acción se acepta
    Y le toca al asiento 1

  @ACA-PLAY-TRUMP-LEAD @ACA-PLAY-FOLLOW-SUIT @ACA-PLAY-DISCARD
  Escenario: Se sale de triunfo: montar si se puede; sin triunfo, cualquier carta
    # Triunfo picas. El asiento 0 sale con el 8♠; el asiento 1 tiene el 9♠ y el A♠, los dos más
    # altos que el 8♠ (J 9 A 10 K Q 8 7). El asiento 2 no tiene triunfo: cualquier carta.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                        |
      | 0       | 8♠ J♠ K♠ A♥ K♥ Q♥ 9♥ 7♥ 10♣   |
      | 1       | 9♠ A♠ K♦ Q♦ 10♦ 8♦ 7♦ 10♥ 8♥  |
      | 2       | A♦ J♥ 7♣ 8♣ 9♣ J♣ Q♣ K♣ A♣    |
    Y el mazo es: 10♠ Q♠ 9♦ J♦
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas cartas: 8♠
    Cuando el asiento 1 no anuncia nada
    Entonces el asiento 1 solo puede jugar: 9♠ A♠
    Cuando el asiento 1 juega K♦
    Entonces la acción se rechaza bajo ACA-PLAY-FOLLOW-SUIT
    Cuando el asiento 1 juega 9♠
    Y el asiento 2 no anuncia nada
    Entonces el asiento 2 puede jugar cualquier carta
    Cuando el asiento 2 juega A♦
    Entonces la acción se acepta
    Y el asiento 1 gana la baza

  @ACA-PLAY-TRUMP-LEAD
  Escenario: Tercera baza: el único triunfo más alto que el K♠ del que marcó triunfo es el A♠, y debe jugarlo
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
    Y se juegan estas cartas: K♠
    Entonces el asiento 1 solo puede jugar: A♠

  @ACA-PLAY-MUST-TRUMP @ACA-PLAY-DISCARD
  Escenario: Sin el palo de salida: fallar, vaya ganando quien vaya; sin triunfo, cualquier carta
    # Segunda baza: el asiento 1 sale con el 10♦. El asiento 2 no tiene diamantes ni triunfo:
    # cualquier carta (juega el 7♣). El asiento 0 no tiene diamantes pero tiene el J♠ y el K♠:
    # debe fallar; no hay compañero que le dispense.
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
    Y se juegan estas cartas: 10♦
    Entonces el asiento 2 puede jugar cualquier carta
    Cuando el asiento 2 juega 7♣
    Entonces el asiento 0 solo puede jugar: J♠ K♠
    Cuando el asiento 0 juega A♥
    Entonces la acción se rechaza bajo ACA-PLAY-MUST-TRUMP
    Y el motivo menciona «debe fallar»

  @ACA-PLAY-FOLLOW-SUIT @ACA-PLAY-CARD-IN-HAND
  Escenario: Con el palo de salida: servir, sin obligación de montar; antes se rechaza una carta que no tiene
    # El reparto del ejemplo 1. Segunda baza: el asiento 2 sale con el 10♣; el asiento 0 tiene
    # A♣ K♣ Q♣.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 9♥ A♥ 8♠ Q♠ 7♦ 8♦      |
      | 1       | A♦ K♦ Q♦ J♦ J♠ 9♠ 7♥ 8♥ 9♣      |
      | 2       | 10♠ 10♥ 10♦ 10♣ A♠ K♠ J♥ 7♣ 8♣  |
    Y el mazo es: J♣ 9♦ Q♥ K♥
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas       | gana | puntos |
      | 1    | 0    | 7♦ J♦ 10♦    | 2    | 12     |
    Y se juegan estas cartas: 10♣
    Entonces el asiento 0 solo puede jugar: A♣ K♣ Q♣
    Cuando el asiento 0 juega 9♥
    Entonces la acción se rechaza bajo ACA-PLAY-FOLLOW-SUIT
    Cuando el asiento 0 juega 10♠
    Entonces la acción se rechaza bajo ACA-PLAY-CARD-IN-HAND
    Y el motivo menciona «no está en la mano»
    Cuando el asiento 0 juega Q♣
    Entonces la acción se acepta

  @ACA-PLAY-TRICK-WINNER
  Escenario: Gana el triunfo más alto; si no hay triunfo, la carta más alta del palo de salida
    # El reparto del ejemplo 1, triunfo picas. Quinta baza: A♦ 10♠ 8♦: gana el 10♠ de triunfo.
    # Novena baza: 9♥ Q♦ J♥: sin triunfo; el J♥ es el corazón más alto, la Q♦ es de otro palo.
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
      | baza | sale | cartas        | gana | puntos |
      | 1    | 0    | 7♦ J♦ 10♦     | 2    | 12     |
      | 2    | 2    | 10♣ A♣ 9♣     | 0    | 21     |
      | 3    | 0    | K♣ 9♠ 7♣      | 1    | 18     |
      | 4    | 1    | J♠ K♠ 8♠      | 1    | 24     |
    Y se juegan estas cartas: A♦ 10♠ 8♦
    Entonces el asiento 2 gana la baza
    Y le toca al asiento 2
    Cuando se juegan estas bazas:
      | baza | sale | cartas        | gana | puntos |
      | 6    | 2    | A♠ Q♠ 7♥      | 2    | 14     |
      | 7    | 2    | 10♥ A♥ 8♥     | 0    | 21     |
      | 8    | 0    | Q♣ K♦ 8♣      | 0    | 7      |
    Y se juegan estas cartas: 9♥ Q♦ J♥
    Entonces el asiento 2 gana la baza

  @ACA-PLAY-OVERTRUMP @ACA-PLAY-TRUMP-LEAD
  Escenario: Cuatro jugadores, cada uno por su cuenta: hay un triunfo en la baza, montar si se puede
    # Triunfo tréboles. Cuarta baza: el asiento 0 sale con el 7♦ y el asiento 1 (sin diamantes)
    # falla con el A♣. El asiento 2, sin diamantes, tiene 9♣ K♣ Q♣ 10♥ Q♠: solo el 9♣ es más alto
    # que el A♣ (J 9 A 10 K Q 8 7). Quinta baza, se sale de triunfo: el asiento 1 debe montar
    # sobre la Q♣ con el J♣ o el 10♣; se rechaza el 7♣.
    Dado el perfil acanomas con 4 jugadores
    Y reparte el asiento 3
    Y las manos tras el reparto son, con 7♣ vuelta:
      | asiento | cartas                       |
      | 0       | A♠ 10♠ 7♠ A♦ 10♦ 7♦ 8♥ 8♣    |
      | 1       | J♣ 7♣ A♣ 10♣ K♥ 9♠ 8♠ 9♦     |
      | 2       | 9♣ K♣ Q♣ A♥ 10♥ J♠ Q♠ K♦     |
      | 3       | J♥ 9♥ 7♥ Q♥ K♠ J♦ Q♦ 8♦      |
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas          | gana | puntos | cuenta                       |
      | 1    | 0    | 7♠ 8♠ J♠ K♠     | 3    | 6      | 0 + 0 + 2 + 4                |
      | 2    | 3    | J♥ 8♥ K♥ A♥     | 2    | 17     | 2 + 0 + 4 + 11               |
      | 3    | 2    | K♦ J♦ A♦ 9♦     | 0    | 17     | 4 + 2 + 11 + 0               |
    Y se juegan estas cartas: 7♦ A♣
    Entonces el asiento 2 solo puede jugar: 9♣
    Cuando el asiento 2 juega K♣
    Entonces la acción se rechaza bajo ACA-PLAY-OVERTRUMP
    Y el motivo menciona «debe montar con un triunfo mayor»
    Cuando el asiento 2 juega 10♥
    Entonces la acción se rechaza bajo ACA-PLAY-OVERTRUMP
    Cuando se juegan estas cartas: 9♣ Q♦
    Entonces el asiento 2 gana la baza
    Cuando se juegan estas cartas: Q♣ Q♥ 8♣
    Entonces el asiento 1 solo puede jugar: J♣ 10♣
    Cuando el asiento 1 juega 7♣
    Entonces la acción se rechaza bajo ACA-PLAY-TRUMP-LEAD

  @ACA-PLAY-UNDERTRUMP
  Esquema del escenario: Sin poder montar: triunfo igualmente, salvo con undertrump=optional
    # Tres jugadores, reparte el asiento 2, se vuelve el 9♠, el asiento 0 nombra corazones en la
    # segunda vuelta. Cuarta baza: el asiento 0 sale con el K♠ y el asiento 1 (sin picas) falla
    # con el K♥; el asiento 2, sin picas, tiene el 7♥ y el 8♥, los dos más bajos que el K♥
    # (J 9 A 10 K Q 8 7): debe fallar con un triunfo menor.
    Dado el perfil acanomas con 3 jugadores
    Y la opción <opción>
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 9♠ vuelta:
      | asiento | cartas                          |
      | 0       | J♥ 9♥ A♥ A♠ 10♠ K♠ A♣ 10♣ K♣    |
      | 1       | 10♥ K♥ A♦ 10♦ K♦ Q♠ J♠ Q♣ J♣    |
      | 2       | 7♥ 8♥ 7♠ 8♠ 7♣ 8♣ 7♦ 8♦ Q♦      |
    Y el mazo es: Q♥ 9♣ J♦ 9♦
    Y el asiento 0 nombra ♥ en la segunda vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas        | gana | puntos |
      | 1    | 0    | 10♠ Q♠ 8♠     | 0    | 13     |
      | 2    | 0    | A♠ J♠ 7♠      | 0    | 13     |
      | 3    | 0    | 10♣ J♣ 8♣     | 0    | 12     |
    Y se juegan estas cartas: K♠ K♥
    Entonces <legal>
    Cuando el asiento 2 juega 7♦
    Entonces <resultado>

    Ejemplos:
      | opción              | legal                                       | resultado                                         |
      | undertrump=required | el asiento 2 solo puede jugar: 7♥ 8♥        | la acción se rechaza bajo ACA-PLAY-UNDERTRUMP     |
      | undertrump=optional | el asiento 2 puede jugar cualquier carta    | la acción se acepta                               |

  @ACA-PLAY-UNDERTRUMP
  Escenario: Séptima baza del mismo juego: el único triunfo del asiento 2 es el 8♥, más bajo que el 10♥
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 9♠ vuelta:
      | asiento | cartas                          |
      | 0       | J♥ 9♥ A♥ A♠ 10♠ K♠ A♣ 10♣ K♣    |
      | 1       | 10♥ K♥ A♦ 10♦ K♦ Q♠ J♠ Q♣ J♣    |
      | 2       | 7♥ 8♥ 7♠ 8♠ 7♣ 8♣ 7♦ 8♦ Q♦      |
    Y el mazo es: Q♥ 9♣ J♦ 9♦
    Y el asiento 0 nombra ♥ en la segunda vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas        | gana | puntos |
      | 1    | 0    | 10♠ Q♠ 8♠     | 0    | 13     |
      | 2    | 0    | A♠ J♠ 7♠      | 0    | 13     |
      | 3    | 0    | 10♣ J♣ 8♣     | 0    | 12     |
      | 4    | 0    | K♠ K♥ 7♥      | 1    | 8      |
      | 5    | 1    | K♦ Q♦ J♥      | 0    | 27     |
      | 6    | 0    | A♣ Q♣ 7♣      | 0    | 14     |
    Y se juegan estas cartas: K♣ 10♥
    Entonces el asiento 2 solo puede jugar: 8♥
    Cuando el asiento 2 juega 8♦
    Entonces la acción se rechaza bajo ACA-PLAY-UNDERTRUMP
    Y el motivo menciona «debe fallar igualmente»

  @ACA-PLAY-PAIRS @ACA-PLAY-MUST-TRUMP
  Esquema del escenario: Cuatro jugadores: el compañero que va ganando dispensa de fallar solo por parejas
    # Triunfo diamantes (se vuelve el 8♦, marca el asiento 1). Cuarta baza: el asiento 1 sale
    # con el 10♠ y el asiento 2 juega el 8♠. El asiento 3 no tiene picas y tiene 9♥ 8♥ K♥ 10♣
    # 10♦. Por parejas su compañero (el asiento 1) va ganando la baza: cualquier carta. Cada uno
    # por su cuenta no hay compañero: debe fallar, con el 10♦.
    Dado el perfil acanomas con <jugadores>
    Y reparte el asiento 3
    Y las manos tras el reparto son, con 8♦ vuelta:
      | asiento | cartas                          |
      | 0       | A♠ K♠ Q♠ 9♠ A♥ 7♣ 8♣ 7♦         |
      | 1       | J♦ 9♦ A♦ 8♦ J♠ 10♠ 7♥ A♣        |
      | 2       | K♣ Q♣ J♣ Q♥ J♥ 8♠ 7♠ K♦         |
      | 3       | 10♥ 9♥ 8♥ K♥ 10♣ 9♣ Q♦ 10♦      |
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas bazas:
      | baza | sale | cartas           | gana | puntos |
      | 1    | 0    | A♥ 7♥ Q♥ 10♥     | 0    | 24     |
      | 2    | 0    | 7♣ A♣ K♣ 9♣      | 1    | 15     |
      | 3    | 1    | 9♦ K♦ Q♦ 7♦      | 1    | 21     |
    Y se juegan estas cartas: 10♠ 8♠
    Entonces <legal>

    Ejemplos:
      | jugadores               | legal                                      |
      | 4 jugadores por parejas | el asiento 3 puede jugar cualquier carta   |
      | 4 jugadores             | el asiento 3 solo puede jugar: 10♦         |
