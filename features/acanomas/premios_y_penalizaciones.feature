# language: es
Característica: Premios y penalizaciones; la auditoría de una partida física
  Texto 000 §14: «Por no servir un jugador al palo de salida pudiendo hacerlo: 10 puntos»;
  PENALIZACIONES: «Por cometer un error al dar las cartas: 10 puntos», «Por descubrir del mazo
  más de una carta: 10 puntos», «Por olvidar volver la última carta del mazo después de dar las
  tres cartas complementarias en una partida de dos o tres jugadores: 10 puntos», «Por jugar o
  anunciar jugadas fuera de turno: 10 puntos», «Por amontonar las cartas de las bazas ganadas: 10
  puntos», «Por no enseñar las cartas de una combinación aceptada como buena: 10 puntos».
  En juego, el programa rechaza toda falta: ni premios ni penalizaciones. Una partida física
  registrada, en la que sí se cometieron las faltas, se audita: cada falta se señala con su
  cláusula, y una segunda hoja aplica los puntos del reglamento (no servir pudiendo hacerlo: 10
  para cada contrario, en los totales brutos; una penalización: 10 menos en lo que anota el que
  la comete, que la prueba del que marcó triunfo nunca mueve). La hoja registrada sigue valiendo.

  El ejemplo de este fichero: dos jugadores, reparte el asiento 1, se vuelve el 7♥, el asiento 0
  (el mano) nombra picas en la segunda vuelta y es el que marcó triunfo. Los dos anuncian una
  tercia al as (el asiento 0 de ♣, el asiento 1 de ♥): la del asiento 0, anunciada primero, es
  aceptada (20). Jugado correctamente: el asiento 0 gana 66 puntos de cartas y las diez de
  últimas, el asiento 1 29: asiento 0 20 + 66 + 10 = 96, asiento 1 29 (96 > 29: cada uno anota
  lo suyo).

  @ACA-LIVE-REFUSALS @ACA-PLAY-FOLLOW-SUIT @ACA-SCORE-ITEMS
  Escenario: En juego, se rechaza no servir pudiendo hacerlo y nunca se anota premio ni penalización
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 1
    Y las manos tras el reparto son, con 7♥ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠      |
    Y el mazo es: 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠
    Y el asiento 0 nombra ♠ en la segunda vuelta
    Y en la primera baza se anuncia:
      | asiento | anuncio            |
      | 0       | tercia al as de ♣  |
      | 1       | tercia al as de ♥  |
    Y se juegan estas bazas:
      | baza | sale | cartas  | gana | puntos | por qué                                  |
      | 1    | 0    | 7♦ A♦   | 1    | 11     |                                          |
      | 2    | 1    | K♦ 9♦   | 1    | 4      |                                          |
      | 3    | 1    | 9♠ J♠   | 0    | 34     | 14 + 20                                  |
      | 4    | 0    | A♣ 8♣   | 0    | 11     |                                          |
      | 5    | 0    | K♣ 9♣   | 0    | 4      |                                          |
      | 6    | 0    | Q♣ 8♠   | 1    | 3      | el asiento 1, sin tréboles, falla        |
    Y se juegan estas cartas: A♥
    Cuando el asiento 0 juega 7♠
    Entonces la acción se rechaza bajo ACA-PLAY-FOLLOW-SUIT
    Cuando se juegan estas cartas: 8♥
    Y se juegan estas bazas:
      | baza | sale | cartas  | gana | puntos | por qué                                  |
      | 8    | 1    | K♥ 7♠   | 0    | 4      | el asiento 0, sin corazones, falla       |
      | 9    | 0    | 10♠ Q♥  | 0    | 13     | las diez de últimas                      |
    Entonces el juego parcial se anota:
      | asiento | combinaciones | cartas | última baza | premios | total bruto | anota |
      | 0       | 20            | 66     | 10          | 10      | 96          | 96    |
      | 1       | 0             | 29     | 0           | 0       | 29          | 29    |

  @ACA-PREMIUM-RENEGE @ACA-AUDIT-PHYSICAL
  Escenario: Partida física registrada: no servir pudiendo hacerlo da 10 al contrario en la hoja de la auditoría
    # Séptima baza: el asiento 1 sale con el A♥; el asiento 0, que tiene el 8♥, falla con el 7♠ y
    # gana (11). Luego el asiento 0 sale con el 8♥ (gana el K♥ del asiento 1, 4) y el asiento 1
    # con la Q♥ (el asiento 0 falla con el 10♠, 13).
    # Asiento 0: 34 + 11 + 4 + 11 + 13 = 73 + diez de últimas 10 + tercia 20 = 103.
    # Asiento 1: 11 + 4 + 3 + 4 = 22, + el premio de 10 = 32 en la auditoría (73 + 22 = 95).
    # Los jugadores anotaron 103 y 22. El que marcó (el asiento 0) supera al otro de las dos
    # maneras.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 1
    Y el registro de una partida física
    Y las manos tras el reparto son, con 7♥ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠      |
    Y el mazo es: 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠
    Y el asiento 0 nombra ♠ en la segunda vuelta
    Y en la primera baza se anuncia:
      | asiento | anuncio            |
      | 0       | tercia al as de ♣  |
      | 1       | tercia al as de ♥  |
    Y se juegan estas bazas:
      | baza | sale | cartas  |
      | 1    | 0    | 7♦ A♦   |
      | 2    | 1    | K♦ 9♦   |
      | 3    | 1    | 9♠ J♠   |
      | 4    | 0    | A♣ 8♣   |
      | 5    | 0    | K♣ 9♣   |
      | 6    | 0    | Q♣ 8♠   |
      | 7    | 1    | A♥ 7♠   |
      | 8    | 0    | 8♥ K♥   |
      | 9    | 1    | Q♥ 10♠  |
    Y los jugadores anotan: 103, 22
    Cuando se audita el registro
    Entonces la auditoría señala:
      | baza | asiento | falta                 | cláusula             | puntos              |
      | 7    | 0       | no servir pudiendo    | ACA-PREMIUM-RENEGE   | +10 para el asiento 1 |
    Y la hoja de la auditoría da:
      | asiento | hoja registrada | hoja de la auditoría |
      | 0       | 103             | 103                  |
      | 1       | 22              | 32                   |

  @ACA-PENALTY-OUT-OF-TURN @ACA-PENALTY-FAULTS @ACA-AUDIT-PHYSICAL
  Escenario: Una carta jugada fuera de turno espera a su turno, y le cuesta 10 a quien la jugó
    # Cuarta baza: el asiento 1 juega el 8♣ antes de que el asiento 0 salga con el A♣. Al rehacer
    # la partida el 8♣ espera al turno del asiento 1: la baza es A♣ 8♣ como antes. El asiento 1
    # anota 29 - 10 = 19; la prueba del que marcó triunfo no cambia.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 1
    Y el registro de una partida física
    Y las manos tras el reparto son, con 7♥ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠      |
    Y el mazo es: 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠
    Y el asiento 0 nombra ♠ en la segunda vuelta
    Y en la primera baza se anuncia:
      | asiento | anuncio            |
      | 0       | tercia al as de ♣  |
      | 1       | tercia al as de ♥  |
    Y se juegan estas bazas:
      | baza | sale | cartas  |
      | 1    | 0    | 7♦ A♦   |
      | 2    | 1    | K♦ 9♦   |
      | 3    | 1    | 9♠ J♠   |
    Y el asiento 1 juega 8♣
    Y el asiento 0 juega A♣
    Y se juegan estas bazas:
      | baza | sale | cartas  |
      | 5    | 0    | K♣ 9♣   |
      | 6    | 0    | Q♣ 8♠   |
      | 7    | 1    | A♥ 8♥   |
      | 8    | 1    | K♥ 7♠   |
      | 9    | 0    | 10♠ Q♥  |
    Y los jugadores anotan: 96, 29
    Cuando se audita el registro
    Entonces la auditoría señala:
      | baza | asiento | falta                 | cláusula                 | puntos |
      | 4    | 1       | jugar fuera de turno  | ACA-PENALTY-OUT-OF-TURN  | -10    |
    Y la hoja de la auditoría da:
      | asiento | hoja registrada | hoja de la auditoría |
      | 0       | 96              | 96                   |
      | 1       | 29              | 19                   |

  @ACA-PENALTY-MISDEAL @ACA-AUDIT-PHYSICAL
  Escenario: Un error al dar las cartas: las manos que se tuvieron no son las del orden; el que reparte paga 10
    # El orden da al asiento 0 el 7♠ y al asiento 1 el 8♠; el registro los muestra cambiados. La
    # partida se rehace con las manos que se tuvieron: el asiento 1 falla la sexta baza con el
    # 7♠, el asiento 0 falla la octava con el 8♠ (los dos valen 0): los puntos son los del
    # ejemplo. El asiento 1, el que repartió, paga 10.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 1
    Y el registro de una partida física
    Y las manos tras el reparto son, con 7♥ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠      |
    Y el mazo es: 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠
    Y el registro da estas manos:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 8♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 7♠      |
    Y el asiento 0 nombra ♠ en la segunda vuelta
    Y en la primera baza se anuncia:
      | asiento | anuncio            |
      | 0       | tercia al as de ♣  |
      | 1       | tercia al as de ♥  |
    Y se juegan estas bazas:
      | baza | sale | cartas  |
      | 1    | 0    | 7♦ A♦   |
      | 2    | 1    | K♦ 9♦   |
      | 3    | 1    | 9♠ J♠   |
      | 4    | 0    | A♣ 8♣   |
      | 5    | 0    | K♣ 9♣   |
      | 6    | 0    | Q♣ 7♠   |
      | 7    | 1    | A♥ 8♥   |
      | 8    | 1    | K♥ 8♠   |
      | 9    | 0    | 10♠ Q♥  |
    Y los jugadores anotan: 96, 29
    Cuando se audita el registro
    Entonces la auditoría señala:
      | baza | asiento | falta                       | cláusula              | puntos |
      | —    | 1       | error al dar las cartas     | ACA-PENALTY-MISDEAL   | -10    |
    Y la hoja de la auditoría da:
      | asiento | hoja registrada | hoja de la auditoría |
      | 0       | 96              | 96                   |
      | 1       | 29              | 19                   |

  @ACA-PENALTY-LAST-CARD @ACA-PENALTY-EXPOSED @ACA-PENALTY-NOT-SHOWN @ACA-PENALTY-FAULTS
  Esquema del escenario: Las faltas del que reparte y una combinación aceptada que no se enseña
    # El ejemplo jugado correctamente (se anotan 96 y 29), con una falta más en el registro. No
    # volver la última carta, o descubrir dos cartas del mazo: el que reparte (el asiento 1) paga
    # 10. Descubrir una carta no es falta. La tercia aceptada del asiento 0 sin enseñar: el
    # asiento 0 paga 10, y la tercia sigue valiendo (su total bruto sigue en 96: anota
    # 96 - 10 = 86).
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 1
    Y el registro de una partida física
    Y las manos tras el reparto son, con 7♥ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠      |
    Y el mazo es: 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠
    Y el asiento 0 nombra ♠ en la segunda vuelta
    Y <falta>
    Y en la primera baza se anuncia:
      | asiento | anuncio            |
      | 0       | tercia al as de ♣  |
      | 1       | tercia al as de ♥  |
    Y se juegan estas bazas:
      | baza | sale | cartas  |
      | 1    | 0    | 7♦ A♦   |
      | 2    | 1    | K♦ 9♦   |
      | 3    | 1    | 9♠ J♠   |
      | 4    | 0    | A♣ 8♣   |
      | 5    | 0    | K♣ 9♣   |
      | 6    | 0    | Q♣ 8♠   |
      | 7    | 1    | A♥ 8♥   |
      | 8    | 1    | K♥ 7♠   |
      | 9    | 0    | 10♠ Q♥  |
    Y los jugadores anotan: 96, 29
    Cuando se audita el registro
    Entonces <señala>
    Y la hoja de la auditoría da:
      | asiento | hoja registrada | hoja de la auditoría |
      | 0       | 96              | <auditoría 0>        |
      | 1       | 29              | <auditoría 1>        |

    Ejemplos:
      | falta                                                  | señala                                                       | auditoría 0 | auditoría 1 |
      | el registro no vuelve la última carta del mazo         | la auditoría señala la falta ACA-PENALTY-LAST-CARD del asiento 1, -10 | 96 | 19 |
      | el registro descubre del mazo: J♠ Q♠                   | la auditoría señala la falta ACA-PENALTY-EXPOSED del asiento 1, -10   | 96 | 19 |
      | el registro descubre del mazo: Q♠                      | la auditoría no señala nada                                   | 96          | 29          |
      | el registro no enseña tercia al as de ♣ del asiento 0  | la auditoría señala la falta ACA-PENALTY-NOT-SHOWN del asiento 0, -10 | 86 | 29 |

  @ACA-AUDIT-PHYSICAL @ACA-PLAY-MUST-TRUMP
  Escenario: Una falta que el reglamento no nombra se señala bajo su cláusula, sin puntos
    # Sexta baza: el asiento 1, sin tréboles y con el 8♠, juega la Q♥ en vez de fallar. La
    # auditoría lo señala bajo ACA-PLAY-MUST-TRUMP, sin puntos. El resto, como se registró:
    # 6: Q♣ Q♥ para el asiento 0 (6); 7: 8♥ A♥ para el asiento 1 (11); 8: K♥ 7♠ para el asiento 0
    # (4); 9: 10♠ 8♠ para el asiento 0 (10, la última baza). Asiento 0:
    # 34 + 11 + 4 + 6 + 4 + 10 = 69 + 10 + 20 = 99; asiento 1: 11 + 4 + 11 = 26.
    # Los jugadores anotaron exactamente eso: las hojas coinciden.
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 1
    Y el registro de una partida física
    Y las manos tras el reparto son, con 7♥ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠      |
    Y el mazo es: 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠
    Y el asiento 0 nombra ♠ en la segunda vuelta
    Y en la primera baza se anuncia:
      | asiento | anuncio            |
      | 0       | tercia al as de ♣  |
      | 1       | tercia al as de ♥  |
    Y se juegan estas bazas:
      | baza | sale | cartas  |
      | 1    | 0    | 7♦ A♦   |
      | 2    | 1    | K♦ 9♦   |
      | 3    | 1    | 9♠ J♠   |
      | 4    | 0    | A♣ 8♣   |
      | 5    | 0    | K♣ 9♣   |
      | 6    | 0    | Q♣ Q♥   |
      | 7    | 0    | 8♥ A♥   |
      | 8    | 1    | K♥ 7♠   |
      | 9    | 0    | 10♠ 8♠  |
    Y los jugadores anotan: 99, 26
    Cuando se audita el registro
    Entonces la auditoría señala:
      | baza | asiento | falta                  | cláusula              | puntos |
      | 6    | 1       | no fallar pudiendo     | ACA-PLAY-MUST-TRUMP   | 0      |
    Y la hoja de la auditoría da:
      | asiento | hoja registrada | hoja de la auditoría |
      | 0       | 99              | 99                   |
      | 1       | 26              | 26                   |

  @ACA-AUDIT-PHYSICAL
  Escenario: El registro de la partida jugada correctamente: la auditoría no señala nada, las hojas coinciden
    Dado el perfil acanomas con 2 jugadores
    Y reparte el asiento 1
    Y el registro de una partida física
    Y las manos tras el reparto son, con 7♥ vuelta:
      | asiento | cartas                          |
      | 0       | A♣ K♣ Q♣ 7♦ 9♦ J♠ 8♥ 10♠ 7♠     |
      | 1       | A♥ K♥ Q♥ 8♣ 9♣ A♦ K♦ 9♠ 8♠      |
    Y el mazo es: 7♣ 10♣ J♣ 8♦ 10♦ J♦ Q♦ 9♥ 10♥ J♥ Q♠ K♠ A♠
    Y el asiento 0 nombra ♠ en la segunda vuelta
    Y en la primera baza se anuncia:
      | asiento | anuncio            |
      | 0       | tercia al as de ♣  |
      | 1       | tercia al as de ♥  |
    Y se juegan estas bazas:
      | baza | sale | cartas  |
      | 1    | 0    | 7♦ A♦   |
      | 2    | 1    | K♦ 9♦   |
      | 3    | 1    | 9♠ J♠   |
      | 4    | 0    | A♣ 8♣   |
      | 5    | 0    | K♣ 9♣   |
      | 6    | 0    | Q♣ 8♠   |
      | 7    | 1    | A♥ 8♥   |
      | 8    | 1    | K♥ 7♠   |
      | 9    | 0    | 10♠ Q♥  |
    Y los jugadores anotan: 96, 29
    Cuando se audita el registro
    Entonces la auditoría no señala nada
    Y la hoja de la auditoría da:
      | asiento | hoja registrada | hoja de la auditoría |
      | 0       | 96              | 96                   |
      | 1       | 29              | 29                   |
