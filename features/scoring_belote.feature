Feature: Belote-rebelote in the score
  Rule card: "Rey y Dama de triunfo anunciados al jugarlos: 20 puntos." "... belote-rebelote
  conservada por su equipo."
  Belote-rebelote adds 20 to the total of the team of the seat that held the trump king and
  queen, if announced with the first of them (or, with option belote=automatic, without any
  announcement). It counts in the contract test, is scored by a team that makes its contract as
  part of its total, and is kept by its team when the contract fails, on either side
  (decisions 15 and 18).

  Hearts are trumps, seat 3 deals and seat 0 leads. In the first hand below, seat 3 (a defender
  when seat 0 takes) holds K♥ Q♥ and plays Q♥ in trick 1, K♥ in trick 2. Card points:
    team 0: 48 + 14 + 21 + 9 + 21 + 9 = 122, and the last trick (10)
    team 1: 11 + 19 = 30

  @SCORE-BELOTE @SCORE-MADE
  Scenario: The defenders' announced belote is added to their score
    # team 0 (takers): 122 + 10 = 132; team 1: 30 + 20 = 50. 132 > 50: made; each scores its total.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   |
      | 1    | A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣   |
      | 2    | 9♥ 10♥ 10♠ J♠ 8♦ K♦ A♣ K♣  |
      | 3    | K♥ Q♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣    |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards                  | winner | points |
      | 1     | 0      | J♥ A♥ 9♥ Q♥ (belote)   | 0      | 48     |
      | 2     | 0      | 7♥ 8♥ 10♥ K♥           | 2      | 14     |
      | 3     | 2      | 10♠ 7♠ A♠ 8♠           | 0      | 21     |
      | 4     | 0      | K♠ Q♠ J♠ 9♠            | 0      | 9      |
      | 5     | 0      | 7♦ A♦ 8♦ 9♦            | 1      | 11     |
      | 6     | 1      | 10♦ K♦ Q♦ J♦           | 1      | 19     |
      | 7     | 1      | 7♣ A♣ 8♣ 10♣           | 2      | 21     |
      | 8     | 2      | K♣ Q♣ 9♣ J♣            | 2      | 9      |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | takers    | 6      | 122         | 10         | 0      | 132   | 132        |
      | 1    | defenders | 2      | 30          | 0          | 20     | 50    | 50         |
    And the contract is made
    And the match totals are 132 to 50

  @SCORE-BELOTE @PLAY-BELOTE
  Scenario: Not announced, belote-rebelote is not scored
    # The same play, but seat 3 says nothing when he plays Q♥: team 1 scores its 30 card points.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   |
      | 1    | A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣   |
      | 2    | 9♥ 10♥ 10♠ J♠ 8♦ K♦ A♣ K♣  |
      | 3    | K♥ Q♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣    |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards                  | winner | points |
      | 1     | 0      | J♥ A♥ 9♥ Q♥            | 0      | 48     |
      | 2     | 0      | 7♥ 8♥ 10♥ K♥           | 2      | 14     |
      | 3     | 2      | 10♠ 7♠ A♠ 8♠           | 0      | 21     |
      | 4     | 0      | K♠ Q♠ J♠ 9♠            | 0      | 9      |
      | 5     | 0      | 7♦ A♦ 8♦ 9♦            | 1      | 11     |
      | 6     | 1      | 10♦ K♦ Q♦ J♦           | 1      | 19     |
      | 7     | 1      | 7♣ A♣ 8♣ 10♣           | 2      | 21     |
      | 8     | 2      | K♣ Q♣ 9♣ J♣            | 2      | 9      |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | takers    | 6      | 122         | 10         | 0      | 132   | 132        |
      | 1    | defenders | 2      | 30          | 0          | 0      | 30    | 30         |
    And the contract is made
    And the match totals are 132 to 30

  @SCORE-BELOTE @PLAY-BELOTE
  Scenario: Option belote=automatic: scored for the holder's team without a word
    # The same play with no announcement; the pair counts all the same: team 1 scores 30 + 20.
    Given the ruleset option belote=automatic
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   |
      | 1    | A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣   |
      | 2    | 9♥ 10♥ 10♠ J♠ 8♦ K♦ A♣ K♣  |
      | 3    | K♥ Q♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣    |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards                  | winner | points |
      | 1     | 0      | J♥ A♥ 9♥ Q♥            | 0      | 48     |
      | 2     | 0      | 7♥ 8♥ 10♥ K♥           | 2      | 14     |
      | 3     | 2      | 10♠ 7♠ A♠ 8♠           | 0      | 21     |
      | 4     | 0      | K♠ Q♠ J♠ 9♠            | 0      | 9      |
      | 5     | 0      | 7♦ A♦ 8♦ 9♦            | 1      | 11     |
      | 6     | 1      | 10♦ K♦ Q♦ J♦           | 1      | 19     |
      | 7     | 1      | 7♣ A♣ 8♣ 10♣           | 2      | 21     |
      | 8     | 2      | K♣ Q♣ 9♣ J♣            | 2      | 9      |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | takers    | 6      | 122         | 10         | 0      | 132   | 132        |
      | 1    | defenders | 2      | 30          | 0          | 20     | 50    | 50         |
    And the contract is made

  @SCORE-BELOTE @SCORE-FAILED
  Scenario: A failed contract: the takers keep their own belote
    # Seat 1 takes instead (8♥ turned); seat 3, his partner, announces belote.
    # team 1 (takers): 30 + 20 = 50, not above team 0's 122 + 10 = 132: failed.
    # Defenders: 162 (no belote of their own). Takers: their belote only, 20.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 8♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   |
      | 1    | A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣   |
      | 2    | 9♥ 10♥ 10♠ J♠ 8♦ K♦ A♣ K♣  |
      | 3    | K♥ Q♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣    |
    And seat 1 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards                  | winner | points |
      | 1     | 0      | J♥ A♥ 9♥ Q♥ (belote)   | 0      | 48     |
      | 2     | 0      | 7♥ 8♥ 10♥ K♥           | 2      | 14     |
      | 3     | 2      | 10♠ 7♠ A♠ 8♠           | 0      | 21     |
      | 4     | 0      | K♠ Q♠ J♠ 9♠            | 0      | 9      |
      | 5     | 0      | 7♦ A♦ 8♦ 9♦            | 1      | 11     |
      | 6     | 1      | 10♦ K♦ Q♦ J♦           | 1      | 19     |
      | 7     | 1      | 7♣ A♣ 8♣ 10♣           | 2      | 21     |
      | 8     | 2      | K♣ Q♣ 9♣ J♣            | 2      | 9      |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | defenders | 6      | 122         | 10         | 0      | 132   | 162        |
      | 1    | takers    | 2      | 30          | 0          | 20     | 50    | 20         |
    And the contract is failed
    And the match totals are 162 to 20

  @SCORE-BELOTE @SCORE-MADE
  Scenario: The takers' belote is part of their total when they make it
    # Seat 2 holds K♥ Q♥ and announces belote with Q♥ in trick 1.
    # team 0 (takers): 48 + 21 + 9 + 21 + 9 = 108, + 10 last trick, + 20 belote = 138
    # team 1:          14 + 11 + 19            =  44. 138 > 44: made.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   |
      | 1    | A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣   |
      | 2    | K♥ Q♥ 10♠ J♠ 8♦ K♦ A♣ K♣   |
      | 3    | 9♥ 10♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣   |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards                  | winner | points |
      | 1     | 0      | J♥ A♥ Q♥ (belote) 9♥   | 0      | 48     |
      | 2     | 0      | 7♥ 8♥ K♥ 10♥           | 3      | 14     |
      | 3     | 3      | 7♠ A♠ 8♠ 10♠           | 0      | 21     |
      | 4     | 0      | K♠ Q♠ J♠ 9♠            | 0      | 9      |
      | 5     | 0      | 7♦ A♦ 8♦ 9♦            | 1      | 11     |
      | 6     | 1      | 10♦ K♦ Q♦ J♦           | 1      | 19     |
      | 7     | 1      | 7♣ A♣ 8♣ 10♣           | 2      | 21     |
      | 8     | 2      | K♣ Q♣ 9♣ J♣            | 2      | 9      |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | takers    | 5      | 108         | 10         | 20     | 138   | 138        |
      | 1    | defenders | 3      | 44          | 0          | 0      | 44    | 44         |
    And the contract is made

  @SCORE-BELOTE @SCORE-FAILED
  Scenario: A failed contract: the defenders score 162 and their own belote
    # The same cards, but seat 1 takes (8♥ turned): seat 2's belote now belongs to the defenders.
    # team 1 (takers): 44, not above team 0's 138: failed. Defenders: 162 + 20 = 182. Takers: 0.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 8♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   |
      | 1    | A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣   |
      | 2    | K♥ Q♥ 10♠ J♠ 8♦ K♦ A♣ K♣   |
      | 3    | 9♥ 10♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣   |
    And seat 1 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards                  | winner | points |
      | 1     | 0      | J♥ A♥ Q♥ (belote) 9♥   | 0      | 48     |
      | 2     | 0      | 7♥ 8♥ K♥ 10♥           | 3      | 14     |
      | 3     | 3      | 7♠ A♠ 8♠ 10♠           | 0      | 21     |
      | 4     | 0      | K♠ Q♠ J♠ 9♠            | 0      | 9      |
      | 5     | 0      | 7♦ A♦ 8♦ 9♦            | 1      | 11     |
      | 6     | 1      | 10♦ K♦ Q♦ J♦           | 1      | 19     |
      | 7     | 1      | 7♣ A♣ 8♣ 10♣           | 2      | 21     |
      | 8     | 2      | K♣ Q♣ 9♣ J♣            | 2      | 9      |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | defenders | 5      | 108         | 10         | 20     | 138   | 182        |
      | 1    | takers    | 3      | 44          | 0          | 0      | 44    | 0          |
    And the contract is failed
    And the match totals are 182 to 0
