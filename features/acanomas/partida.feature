# language: es
Característica: La partida: fases, objetivo, final y quién reparte
  Texto 000 §12: «También se termina la partida cuando, sin haber interrumpido el último juego
  parcial, y al término del mismo, uno o más jugadores sobrepasan, al hacer sus anotaciones, la
  puntuación requerida. Gana el jugador que mayor puntuación haya alcanzado.»
  Un juego parcial pasa por las fases «reparto», «primera vuelta», «segunda vuelta», («cambio
  del 7»), «primera baza», «bazas siguientes», y luego otra vez «reparto» o «fin de la partida»;
  una acción fuera de su fase se rechaza bajo ACA-MATCH-PHASES y no cambia nada. Tras anotar cada
  juego parcial (botes incluidos), si un jugador que aún puede ganar ha alcanzado la puntuación
  requerida (1000; la opción target=N la cambia), gana el total más alto; si los más altos
  empatan, se juega otro juego parcial. Reparte el asiento siguiente que sigue en la partida (las
  opciones all_pass=… y dealer_2p=… lo cambian).

  @ACA-MATCH-PHASES
  Escenario: Las fases de un juego parcial, y las acciones fuera de su fase
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Entonces la fase es «reparto»
    Cuando el asiento 0 pasa
    Entonces la acción se rechaza bajo ACA-MATCH-PHASES
    Dadas las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 9♥ A♥ 8♠ Q♠ 7♦ 8♦      |
      | 1       | A♦ K♦ Q♦ J♦ J♠ 9♠ 7♥ 8♥ 9♣      |
      | 2       | 10♠ 10♥ 10♦ 10♣ A♠ K♠ J♥ 7♣ 8♣  |
    Y el mazo es: J♣ 9♦ Q♥ K♥
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Entonces la fase es «primera baza»
    Cuando el asiento 0 pasa
    Entonces la acción se rechaza bajo ACA-MATCH-PHASES
    Cuando el asiento 0 cambia el 7 de triunfo
    Entonces la acción se rechaza bajo ACA-MATCH-PHASES
    Cuando se juegan estas bazas:
      | baza | sale | cartas     | gana | puntos |
      | 1    | 0    | 7♦ J♦ 10♦  | 2    | 12     |
    Entonces la fase es «bazas siguientes»
    Cuando el asiento 2 anuncia brelán de dieces
    Entonces la acción se rechaza bajo ACA-MATCH-PHASES
    Y el motivo menciona «solo en la primera baza»
    Cuando llega la acción en JSON: {"type": "deal", "order": ["7C","8C","9C","10C","JC","QC","KC","AC","7D","8D","9D","10D","JD","QD","KD","AD","7H","8H","9H","10H","JH","QH","KH","AH","7S","8S","9S","10S","JS","QS","KS","AS"]}
    Entonces la acción se rechaza bajo ACA-MATCH-PHASES
    Cuando se juegan estas bazas:
      | baza | sale | cartas        | gana | puntos |
      | 2    | 2    | 10♣ A♣ 9♣     | 0    | 21     |
      | 3    | 0    | K♣ 9♠ 7♣      | 1    | 18     |
      | 4    | 1    | J♠ K♠ 8♠      | 1    | 24     |
      | 5    | 1    | A♦ 10♠ 8♦     | 2    | 21     |
      | 6    | 2    | A♠ Q♠ 7♥      | 2    | 14     |
      | 7    | 2    | 10♥ A♥ 8♥     | 0    | 21     |
      | 8    | 0    | Q♣ K♦ 8♣      | 0    | 7      |
      | 9    | 0    | 9♥ Q♦ J♥      | 2    | 5      |
    Entonces la fase es «reparto»
    Y reparte el siguiente juego parcial el asiento 0

  @ACA-MATCH-PHASES @ACA-PLAY-TURN
  Escenario: Qué rechazo se da: antes el turno que la carta
    # En la primera baza le toca al asiento 1 (el asiento 0 ya jugó). El asiento 2 juega el A♣,
    # que no tiene, sin haber contestado a su turno de anuncio: primero se mira el turno.
    Dado el perfil acanomas con 3 jugadores
    Y reparte el asiento 2
    Y las manos tras el reparto son, con 7♠ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 9♥ A♥ 8♠ Q♠ 7♦ 8♦      |
      | 1       | A♦ K♦ Q♦ J♦ J♠ 9♠ 7♥ 8♥ 9♣      |
      | 2       | 10♠ 10♥ 10♦ 10♣ A♠ K♠ J♥ 7♣ 8♣  |
    Y el mazo es: J♣ 9♦ Q♥ K♥
    Y el asiento 1 acepta el palo vuelto en la primera vuelta
    Y se juegan estas cartas: 7♦
    Cuando el asiento 2 juega A♣
    Entonces la acción se rechaza bajo ACA-PLAY-TURN
    # El asiento 1, al que le toca, juega una carta que no tiene antes de contestar: primero el
    # anuncio.
    Cuando el asiento 1 juega A♣
    Entonces la acción se rechaza bajo ACA-COMB-ANNOUNCE

  @ACA-MATCH-END @ACA-MATCH-TARGET
  Esquema del escenario: El final de la partida tras anotar un juego parcial
    # En cada juego los totales brutos hacen del que marcó triunfo (el asiento 0) el mejor (caso
    # a): cada uno anota lo suyo.
    Dado el perfil acanomas con 3 jugadores
    Y la opción target=<objetivo>
    Y el marcador es: <antes>
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 0, con totales brutos <brutos>
    Entonces el marcador queda: <después>
    Y <resultado>

    Ejemplos:
      | objetivo | antes           | brutos       | después           | resultado                     | por qué                                          |
      | 1000     | 980, 990, 500   | 60, 30, 20   | 1040, 1020, 520   | el asiento 0 gana la partida  | los dos pasan de 1000; gana el más alto          |
      | 1000     | 970, 990, 500   | 60, 40, 20   | 1030, 1030, 520   | la partida sigue              | los más altos empatan: otro juego parcial        |
      | 1000     | 900, 800, 700   | 60, 40, 20   | 960, 840, 720     | la partida sigue              | nadie ha llegado a 1000                          |
      | 1000     | 940, 800, 700   | 60, 40, 20   | 1000, 840, 720    | el asiento 0 gana la partida  | alcanzar es llegar al menos a la puntuación      |
      | 500      | 450, 420, 300   | 60, 40, 20   | 510, 460, 320     | el asiento 0 gana la partida  | a 500 puntos                                     |
      | 501      | 450, 420, 300   | 50, 40, 20   | 500, 460, 320     | la partida sigue              | a 501 puntos: 500 no basta                       |

  @ACA-MATCH-END @ACA-SCORE-POTS
  Escenario: El bote que se lleva un jugador cuenta antes de ver si la partida ha terminado
    # Bote de 60 para los asientos 0 y 2. Juego: marcó triunfo el asiento 1, totales brutos
    # 30, 50, 40: el asiento 1 supera a los dos (caso a). Bote: el asiento 2 (40) supera al
    # asiento 0 (30): 930 + 40 + 60 = 1030 >= 1000 (970 sin el bote): gana el asiento 2.
    Dado el perfil acanomas con 3 jugadores
    Y el marcador es: 950, 900, 930
    Y hay un bote pendiente de 60 puntos para los asientos 0 y 2
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 1, con totales brutos 30, 50, 40
    Entonces el asiento 2 se lleva el bote de 60 puntos
    Y el marcador queda: 980, 950, 1030
    Y el asiento 2 gana la partida

  @ACA-MATCH-END @ACA-CLAIM-ELIMINATION
  Escenario: Quien ha salido de la partida no puede ganar, tenga los puntos que tenga
    # El asiento 0 salió con 1200 (congelados). Los asientos 1 y 2 siguen: marcó triunfo el
    # asiento 2, totales brutos 10 y 20 (caso a). 995 + 10 = 1005, 990 + 20 = 1010: el asiento 2
    # tiene el total más alto de los que siguen en la partida.
    Dado el perfil acanomas con 3 jugadores
    Y el marcador es: 1200, 995, 990
    Y el asiento 0 ya no está en la partida
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 2, con totales brutos —, 10, 20
    Entonces el marcador queda: 1200, 1005, 1010
    Y el asiento 2 gana la partida

  @ACA-MATCH-END @ACA-CLAIM-WRONG
  Esquema del escenario: Con la opción wrong_claim=stay, quien dijo «he terminado» erróneamente no cuenta para el final
    # El asiento 0 (y, en el segundo ejemplo, el asiento 1) dijo antes «he terminado»
    # erróneamente y siguió jugando. Primer ejemplo: 1100 + 0, 995 + 20, 990 + 10: gana el
    # asiento 1 con 1015; no cuentan los 1100 del asiento 0. Segundo ejemplo: solo el asiento 2
    # puede ganar todavía: gana en el acto, lejos de la puntuación requerida.
    Dado el perfil acanomas con 3 jugadores
    Y la opción wrong_claim=stay
    Y el marcador es: <antes>
    Y <reclamantes>
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 1, con totales brutos 0, 20, 10
    Entonces el marcador queda: <después>
    Y el asiento <ganador> gana la partida

    Ejemplos:
      | antes            | reclamantes                                                       | después           | ganador |
      | 1100, 995, 990   | el asiento 0 ya dijo «he terminado» erróneamente                  | 1100, 1015, 1000  | 1       |
      | 500, 400, 300    | los asientos 0 y 1 ya dijeron «he terminado» erróneamente         | 500, 420, 310     | 2       |

  @ACA-MATCH-DEALER @ACA-BID-ALL-PASS
  Esquema del escenario: Quién reparte el siguiente: el asiento siguiente que sigue en la partida; las opciones
    Dado el perfil acanomas con 3 jugadores
    Y la opción <opción>
    Y reparte el asiento 2
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 0, con totales brutos 60, 40, 20
    Entonces reparte el siguiente juego parcial el asiento 0
    Cuando se anota un juego parcial nulo
    Entonces reparte el siguiente juego parcial el asiento <tras el nulo>
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 0, con totales brutos 60, 40, 20
    Entonces reparte el siguiente juego parcial el asiento <después>

    Ejemplos:
      | opción               | tras el nulo | después |
      | all_pass=next-dealer | 1            | 2       |
      | all_pass=same-dealer | 0            | 1       |

  @ACA-MATCH-DEALER
  Esquema del escenario: Con la opción dealer_2p=winner, a dos jugadores quien gana un juego parcial reparte el siguiente
    # Juego 1, marcó el 0, totales brutos 90 y 40 (caso a): anotan 90 y 40: gana el asiento 0.
    # Juego 2, marcó el 1, totales brutos 60 y 30 (caso b): el asiento 0 anota 60 + 30 = 90, el
    # asiento 1, 0: gana el asiento 0.
    # Juego 3, marcó el 1, totales brutos 40 y 80 (caso a): anotan 40 y 80: gana el asiento 1.
    # dealer_2p=rotate: el 0 reparte el juego 1, luego el 1, el 0, el 1. dealer_2p=winner: el 0,
    # luego el 0 (ganó), el 0 (ganó), el 1.
    Dado el perfil acanomas con 2 jugadores
    Y la opción <opción>
    Y reparte el asiento 0
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 0, con totales brutos 90, 40
    Entonces reparte el siguiente juego parcial el asiento <segundo>
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 1, con totales brutos 60, 30
    Entonces reparte el siguiente juego parcial el asiento <tercero>
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 1, con totales brutos 40, 80
    Entonces reparte el siguiente juego parcial el asiento <cuarto>
    Y el marcador queda: 220, 120

    Ejemplos:
      | opción            | segundo | tercero | cuarto |
      | dealer_2p=rotate  | 1       | 0       | 1      |
      | dealer_2p=winner  | 0       | 0       | 1      |

  @ACA-MATCH-DEALER
  Escenario: Con la opción dealer_2p=winner, si anotan lo mismo reparte el siguiente; tras un juego nulo decide all_pass
    # Reparte el asiento 1; juego 1: el 1 marcó con 0, el asiento 0 con 0 (caso d, sin bote porque
    # M = 0): los dos anotan 0: reparte el siguiente, el asiento 0. Un juego nulo: reparte el
    # asiento siguiente (all_pass=next-dealer).
    Dado el perfil acanomas con 2 jugadores
    Y la opción dealer_2p=winner
    Y reparte el asiento 1
    Cuando se anota un juego parcial jugado hasta el final en el que marcó triunfo el asiento 1, con totales brutos 0, 0
    Entonces reparte el siguiente juego parcial el asiento 0
    Y no queda ningún bote pendiente
    Cuando se anota un juego parcial nulo
    Entonces reparte el siguiente juego parcial el asiento 1
