# language: es
Característica: Los jugadores IA fácil y normal
  Nuestros jugadores IA de este perfil (del programa, no del reglamento). Cada uno decide solo
  con lo que ve su asiento: la subasta (AI-EASY, AI-NORMAL; la IA normal cuenta la carta vuelta
  solo cuando es para quien marca triunfo, a cuatro jugadores), el cambio del 7 (siempre lo
  hace), el anuncio (todas las combinaciones que tiene), su carta (la manera de jugar del juego
  por equipos, para los asientos en juego) y «he terminado» (solo la IA normal, cuando la cuenta
  que puede hacer con lo que ve llega a los puntos requeridos).

  La subasta y el cambio usan la baraja en orden de palos a dos jugadores, reparte el asiento 0:
  el asiento 1 (el mano) tiene 7♣ 8♣ 9♣ K♣ A♣ 7♦, el asiento 0 10♣ J♣ Q♣ 8♦ 9♦ 10♦, se vuelve el
  J♦ (ACA-DEAL-TWO). Los valores de AI-NORMAL: triunfos 7 1, 8 1, 9 4, 10 2, J 6, Q 1,5, K 1,5,
  A 3; un as de otro palo 2,5, un 10 de otro palo con su as 1; la belote 2. Marca con 10 en la
  primera vuelta y con 9 en la segunda.

  @ACA-AI-LEVELS
  Escenario: A dos jugadores la IA normal no cuenta la carta vuelta: 8♦ 9♦ 10♦ valen 7, y pasa
    # Triunfo ♦: 8♦ 1 + 9♦ 4 + 10♦ 2 = 7, sin ases de otro palo; el J♦ (vuelto) no es de nadie.
    # 7 < 10.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y el asiento 1 pasa
    Cuando la IA normal decide por el asiento 0
    Entonces la IA elige: el asiento 0 pasa
    Y la acción se acepta

  @ACA-AI-LEVELS
  Escenario: La IA fácil marca el palo vuelto con su nueve y otra carta del palo
    # Primera vuelta: el 9♦ con el 8♦ y el 10♦ (AI-EASY: el nueve del palo vuelto y otra más).
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y el asiento 1 pasa
    Cuando la IA fácil decide por el asiento 0
    Entonces la IA elige: el asiento 0 marca ♦
    Y la acción se acepta

  @ACA-AI-LEVELS
  Escenario: En la segunda vuelta la IA fácil, sin ningún valet, pasa
    # La IA fácil nombra un palo en la segunda vuelta solo si tiene su valet y otra carta del
    # palo: el asiento 1 no tiene ningún valet.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y el asiento 1 pasa
    Y el asiento 0 pasa
    Cuando la IA fácil decide por el asiento 1
    Entonces la IA elige: el asiento 1 pasa
    Y la acción se acepta

  @ACA-AI-LEVELS
  Escenario: En la segunda vuelta la IA normal nombra tréboles, que valen 10,5
    # Triunfo ♣: 7♣ 1 + 8♣ 1 + 9♣ 4 + K♣ 1,5 + A♣ 3 = 10,5 ≥ 9; triunfo ♥ o ♠: solo el A♣ de
    # otro palo, 2,5.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y el asiento 1 pasa
    Y el asiento 0 pasa
    Cuando la IA normal decide por el asiento 1
    Entonces la IA elige: el asiento 1 marca ♣
    Y la acción se acepta

  @ACA-AI-LEVELS @ACA-DEAL-EXCHANGE
  Escenario: Quien tiene el 7 de triunfo lo cambia por la carta vuelta
    # El asiento 1 marca ♦, el palo vuelto: se abre el cambio del 7 y el asiento 1 tiene el 7♦.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 0
    Y el orden de las cartas, de arriba abajo, es: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Y el asiento 1 marca ♦
    Cuando la IA fácil decide por el asiento 1
    Entonces la IA elige: el asiento 1 cambia el 7 de triunfo
    Y la acción se acepta
    Y el asiento 1 tiene: 7♣ 8♣ 9♣ K♣ A♣ J♦ Q♦ K♦ A♦

  @ACA-AI-LEVELS @ACA-COMB-ANNOUNCE
  Escenario: La IA normal anuncia todas las combinaciones que tiene: la tercia al as de ♥ de A (ejemplo 4)
    # A (asiento 0, el mano: reparte C) tiene A♥ K♥ Q♥, y el 9♥ y el 7♥ sueltos: una tercia al
    # as; ningún brelán.
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
  Escenario: La IA normal no dice «he terminado» con 994 de 1000 y se descarta de su corazón más barato (ejemplo 4)
    # La cuenta de A en su turno de la sexta baza: 930 + 20 (tercia) + 30 + 14 = 994 < 1000: no
    # dice «he terminado». Se sale con el K♣; A tiene K♥ Q♥ 9♥ 7♥, ni tréboles ni triunfo:
    # cualquier carta. A no ha visto el 10♥, que gana a cada uno de sus corazones, así que
    # ninguno es seguro: el más barato, el 7♥ (0 puntos, más flojo que el 9♥).
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
  Escenario: Con 970 en el marcador la IA normal cuenta 1034 y dice «he terminado», con razón
    # El mismo juego con A en 970: 970 + 20 + 30 + 14 = 1034 ≥ 1000.
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
  Escenario: La IA fácil nunca dice «he terminado»: con 1034 juega su carta legal más baja, el 7♥
    # La misma posición; la IA fácil no cuenta. Su carta más baja: las cartas que no son de
    # triunfo por su fuerza, 7 8 9 J Q K 10 A: el 7♥.
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
