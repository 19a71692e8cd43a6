# language: es
Característica: Premios y penalizaciones; la auditoría de una partida física
  Texto 000 §14: «Por no servir un jugador al palo de salida pudiendo hacerlo: 10 puntos»;
  PENALIZACIONES: «Por cometer un error al dar las cartas: 10 puntos», «Por descubrir del mazo
  más de una carta: 10 puntos», «Por olvidar volver la última carta del mazo después de dar las
  tres cartas complementarias en una partida de dos o tres jugadores: 10 puntos», «Por jugar o
  anunciar jugadas fuera de turno: 10 puntos», «Por amontonar las cartas de las bazas ganadas: 10
  puntos», «Por no enseñar las cartas de una combinación aceptada como buena: 10 puntos».
  Live, the engine refuses every fault: no premium, no penalty. A recorded physical game, where
  the faults were made, is audited: each fault is reported with its clause, and a second score
  sheet applies the rulebook's points (a renege: 10 to each opponent, in the raw totals; a
  penalty: 10 off what the offender writes, never moved by the maker test). The recorded sheet
  stays binding.

  Running example: two players, seat 1 deals, 7♥ turned, seat 0 (the mano) names spades in
  round 2 and is the maker. Both announce a tercia al as (seat 0 of ♣, seat 1 of ♥): seat 0's,
  announced first, is accepted (20). Played correctly: seat 0 wins 66 card points and the last
  trick, seat 1 29: seat 0 20 + 66 + 10 = 96, seat 1 29 (96 > 29: each writes his own).

  @ACA-LIVE-REFUSALS @ACA-PLAY-FOLLOW-SUIT @ACA-SCORE-ITEMS
  Escenario: Live, a renege is refused and no premium or penalty is ever written
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
      | baza | sale | cartas  | gana | puntos | por qué                     |
      | 1    | 0    | 7♦ A♦   | 1    | 11     |                             |
      | 2    | 1    | K♦ 9♦   | 1    | 4      |                             |
      | 3    | 1    | 9♠ J♠   | 0    | 34     | 14 + 20                     |
      | 4    | 0    | A♣ 8♣   | 0    | 11     |                             |
      | 5    | 0    | K♣ 9♣   | 0    | 4      |                             |
      | 6    | 0    | Q♣ 8♠   | 1    | 3      | seat 1 void in ♣: trumps    |
    Y se juegan estas cartas: A♥
    Cuando el asiento 0 juega 7♠
    Entonces la acción se rechaza bajo ACA-PLAY-FOLLOW-SUIT
    Cuando se juegan estas cartas: 8♥
    Y se juegan estas bazas:
      | baza | sale | cartas  | gana | puntos | por qué                     |
      | 8    | 1    | K♥ 7♠   | 0    | 4      | seat 0 void in ♥: trumps    |
      | 9    | 0    | 10♠ Q♥  | 0    | 13     | last trick                  |
    Entonces el juego parcial se anota:
      | asiento | combinaciones | cartas | última baza | premios | total bruto | anota |
      | 0       | 20            | 66     | 10          | 10      | 96          | 96    |
      | 1       | 0             | 29     | 0           | 0       | 29          | 29    |

  @ACA-PREMIUM-RENEGE @ACA-AUDIT-PHYSICAL
  Escenario: Recorded physical game: a renege gives the opponent 10 in the audit's sheet
    # Trick 7: seat 1 leads A♥; seat 0, holding 8♥, trumps with 7♠ and wins (11).
    # Then seat 0 leads 8♥ (seat 1's K♥ wins, 4) and seat 1 leads Q♥ (seat 0 trumps 10♠, 13).
    # Seat 0: 34 + 11 + 4 + 11 + 13 = 73 + last trick 10 + tercia 20 = 103.
    # Seat 1: 11 + 4 + 3 + 4 = 22, + renege premium 10 = 32 in the audit (73 + 22 = 95).
    # The players wrote 103 and 22. The maker (seat 0) is above either way.
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
  Escenario: A card played out of turn is held until its turn, and costs its player 10
    # Trick 4: seat 1 plays 8♣ before seat 0 leads A♣. The replay holds 8♣ until seat 1's turn:
    # the trick is A♣ 8♣ as before. Seat 1 writes 29 - 10 = 19; the maker test is unchanged.
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
  Escenario: A misdeal: the hands held differ from the order; the dealer pays 10
    # The order deals seat 0 the 7♠ and seat 1 the 8♠; the record shows them swapped. The game is
    # replayed with the hands held: seat 1 trumps trick 6 with 7♠, seat 0 trumps trick 8 with 8♠
    # (both worth 0): the points are as in the running example. Seat 1, the dealer, pays 10.
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
  Esquema del escenario: The dealer's faults and an accepted combination not shown
    # The running example played correctly (96, 29 written), with one more fault in the record.
    # The last card not turned, or two stock cards exposed: the dealer (seat 1) pays 10.
    # One exposed card is no fault. Seat 0's accepted tercia not shown: seat 0 pays 10, and the
    # tercia still scores (his raw total stays 96: he writes 96 - 10 = 86).
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
  Escenario: A fault the rulebook does not list is reported under its clause, without points
    # Trick 6: seat 1, void in ♣ and holding 8♠, plays Q♥ instead of trumping. The audit reports
    # it under ACA-PLAY-MUST-TRUMP, with no points. The rest as recorded:
    # 6: Q♣ Q♥ to seat 0 (6); 7: 8♥ A♥ to seat 1 (11); 8: K♥ 7♠ to seat 0 (4); 9: 10♠ 8♠ to seat 0
    # (10, last trick). Seat 0: 34 + 11 + 4 + 6 + 4 + 10 = 69 + 10 + 20 = 99; seat 1: 11 + 4 + 11 = 26.
    # The players wrote exactly that: the sheets agree.
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
  Escenario: A record of the game played correctly: the audit finds nothing, the sheets agree
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
