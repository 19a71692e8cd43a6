Feature: Scoring a hand: card points, the last trick, the contract made or failed
  Rule card: "Triunfo: V=20, 9=14, A=11, 10=10, R=4, D=3; las demás 0. Sin triunfo: A=11, 10=10,
  R=4, D=3, V=2; las demás 0. Última baza: 10 puntos; total sin belote-rebelote: 162."
  "Si los tomadores no superan a los defensores, incumplen el contrato: defensa 162, tomadores 0,
  belote-rebelote conservada por su equipo."
  Each team counts the cards in the tricks it won (152 in all) and the winners of the last trick
  add 10: 162 in all. The takers make their contract when their total (cards, last trick and
  their belote) is strictly greater than the defenders' (decision 16). Made: each team scores
  its own total (decision 17). Failed: the defenders score 162 plus their own belote; the takers
  score only their own belote (decision 18).

  Every hand here is played to the end, trick by trick; the points column of the tricks table is
  the hand count of the cards in that trick (hearts are trumps: J 20, 9 14, A 11, 10 10, K 4, Q 3;
  other suits A 11, 10 10, K 4, Q 3, J 2).
  In the score table, "total" is what the contract test compares and "scored now" is what the
  team adds to its match total.

  @SCORE-CARD-POINTS @SCORE-CONTRACT @SCORE-MADE
  Scenario: The takers make their contract: each team scores its total
    # team 0 (takers): 55 + 21 + 9 + 21 + 9 = 115 card points, + 10 for the last trick = 125
    # team 1:           7 + 11 + 19             =  37 card points
    # 115 + 37 = 152; 125 + 37 = 162. 125 > 37: made.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   |
      | 1    | A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣   |
      | 2    | 9♥ Q♥ 10♠ J♠ 8♦ K♦ A♣ K♣   |
      | 3    | 10♥ K♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣   |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards          | winner | points |
      | 1     | 0      | J♥ A♥ 9♥ 10♥   | 0      | 55     |
      | 2     | 0      | 7♥ 8♥ Q♥ K♥    | 3      | 7      |
      | 3     | 3      | 7♠ A♠ 8♠ 10♠   | 0      | 21     |
      | 4     | 0      | K♠ Q♠ J♠ 9♠    | 0      | 9      |
      | 5     | 0      | 7♦ A♦ 8♦ 9♦    | 1      | 11     |
      | 6     | 1      | 10♦ K♦ Q♦ J♦   | 1      | 19     |
      | 7     | 1      | 7♣ A♣ 8♣ 10♣   | 2      | 21     |
      | 8     | 2      | K♣ Q♣ 9♣ J♣    | 2      | 9      |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | takers    | 5      | 115         | 10         | 0      | 125   | 125        |
      | 1    | defenders | 3      | 37          | 0          | 0      | 37    | 37         |
    And the contract is made
    And the match totals are 125 to 37

  @SCORE-CONTRACT @SCORE-FAILED
  Scenario: The same cards with the other team taking: the contract fails
    # Seat 1 takes instead (8♥ turned); the tricks fall exactly as before.
    # team 1 (takers) 37 is not above team 0's 125: failed. Defenders 162, takers 0.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 8♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   |
      | 1    | A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣   |
      | 2    | 9♥ Q♥ 10♠ J♠ 8♦ K♦ A♣ K♣   |
      | 3    | 10♥ K♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣   |
    And seat 1 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards          | winner | points |
      | 1     | 0      | J♥ A♥ 9♥ 10♥   | 0      | 55     |
      | 2     | 0      | 7♥ 8♥ Q♥ K♥    | 3      | 7      |
      | 3     | 3      | 7♠ A♠ 8♠ 10♠   | 0      | 21     |
      | 4     | 0      | K♠ Q♠ J♠ 9♠    | 0      | 9      |
      | 5     | 0      | 7♦ A♦ 8♦ 9♦    | 1      | 11     |
      | 6     | 1      | 10♦ K♦ Q♦ J♦   | 1      | 19     |
      | 7     | 1      | 7♣ A♣ 8♣ 10♣   | 2      | 21     |
      | 8     | 2      | K♣ Q♣ 9♣ J♣    | 2      | 9      |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | defenders | 5      | 115         | 10         | 0      | 125   | 162        |
      | 1    | takers    | 3      | 37          | 0          | 0      | 37    | 0          |
    And the contract is failed
    And the match totals are 162 to 0

  @SCORE-CARD-POINTS @SCORE-CONTRACT @SCORE-MADE
  Scenario: Equal card points: the last trick decides, made by 10
    # team 0 (takers): 49 + 27 = 76 card points + 10 last trick = 86
    # team 1:          13 + 15 + 15 + 21 + 9 + 3 = 76 card points; seat 1 played K♥ and Q♥
    # without announcing belote, so nothing is added.
    # 76 card points each: the last trick's 10 makes the difference. 86 > 76: made.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ 7♠ Q♠ 8♦ 9♦ 7♣ 10♣   |
      | 1    | K♥ Q♥ K♠ 10♠ A♦ K♦ Q♣ J♣   |
      | 2    | 9♥ 8♥ 8♠ J♠ 7♦ J♦ 9♣ A♣    |
      | 3    | A♥ 10♥ A♠ 9♠ 10♦ Q♦ 8♣ K♣  |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards          | winner | points |
      | 1     | 0      | J♥ K♥ 9♥ A♥    | 0      | 49     |
      | 2     | 0      | 7♥ Q♥ 8♥ 10♥   | 3      | 13     |
      | 3     | 3      | A♠ 7♠ K♠ 8♠    | 3      | 15     |
      | 4     | 3      | 9♠ Q♠ 10♠ J♠   | 1      | 15     |
      | 5     | 1      | A♦ 7♦ 10♦ 8♦   | 1      | 21     |
      | 6     | 1      | K♦ J♦ Q♦ 9♦    | 1      | 9      |
      | 7     | 1      | Q♣ 9♣ 8♣ 7♣    | 1      | 3      |
      | 8     | 1      | J♣ A♣ K♣ 10♣   | 2      | 27     |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | takers    | 2      | 76          | 10         | 0      | 86    | 86         |
      | 1    | defenders | 6      | 76          | 0          | 0      | 76    | 76         |
    And the contract is made

  @SCORE-CONTRACT @SCORE-FAILED @SCORE-BELOTE
  Scenario: The same hand with the defenders' belote announced: it fails
    # Seat 1 announces belote with K♥. team 1: 76 + 20 = 96; team 0: 86. 86 is not above 96.
    # Failed: defenders 162 + their belote 20 = 182; takers 0.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ 7♠ Q♠ 8♦ 9♦ 7♣ 10♣   |
      | 1    | K♥ Q♥ K♠ 10♠ A♦ K♦ Q♣ J♣   |
      | 2    | 9♥ 8♥ 8♠ J♠ 7♦ J♦ 9♣ A♣    |
      | 3    | A♥ 10♥ A♠ 9♠ 10♦ Q♦ 8♣ K♣  |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards                  | winner | points |
      | 1     | 0      | J♥ K♥ (belote) 9♥ A♥   | 0      | 49     |
      | 2     | 0      | 7♥ Q♥ 8♥ 10♥           | 3      | 13     |
      | 3     | 3      | A♠ 7♠ K♠ 8♠            | 3      | 15     |
      | 4     | 3      | 9♠ Q♠ 10♠ J♠           | 1      | 15     |
      | 5     | 1      | A♦ 7♦ 10♦ 8♦           | 1      | 21     |
      | 6     | 1      | K♦ J♦ Q♦ 9♦            | 1      | 9      |
      | 7     | 1      | Q♣ 9♣ 8♣ 7♣            | 1      | 3      |
      | 8     | 1      | J♣ A♣ K♣ 10♣           | 2      | 27     |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | takers    | 2      | 76          | 10         | 0      | 86    | 0          |
      | 1    | defenders | 6      | 76          | 0          | 20     | 96    | 182        |
    And the contract is failed
    And the match totals are 0 to 182
