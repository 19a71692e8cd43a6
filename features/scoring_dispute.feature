Feature: Equal totals: points held in dispute
  Rule card: "Si los tomadores no superan a los defensores, incumplen el contrato ..."
  "Empate 81-81: puntos en disputa; los puntos de la mano pueden trasladarse al ganador de la
  siguiente mano según la configuración canónica."
  The contract test is strict: takers equal to the defenders have not made it. Under the
  canonical ruleset such a hand is "tied" (litige, decision 20): the defenders score their total
  at once; the takers' points (cards and last trick) are held in dispute and go to the team that
  wins the next hand that is played out: its takers if that contract is made, else its
  defenders. Disputes accumulate while hands stay tied. The takers' belote, if any, is scored at
  once. A dispute still pending when the match ends is lost to both teams.
  Option tie=fail: no dispute; a tie fails the contract like any other shortfall.

  The tied hand used below (hearts trumps, seat 3 deals, seat 0 takes and leads):
    team 0 (takers): 55 + 16 = 71 card points, + 10 for the last trick = 81
    team 1:          7 + 15 + 15 + 21 + 9 + 14 = 81 card points
  Matches carried in ("the match stands at ...", "... held in dispute") stand for earlier hands.

  @SCORE-DISPUTE @SCORE-CONTRACT
  Scenario: 81 to 81: the defenders score their 81, the takers' 81 are held in dispute
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ 7♠ Q♠ 8♦ 9♦ 8♣ J♣    |
      | 1    | A♥ 8♥ K♠ 10♠ A♦ K♦ 10♣ 7♣  |
      | 2    | 9♥ Q♥ 8♠ J♠ 7♦ J♦ 9♣ A♣    |
      | 3    | 10♥ K♥ A♠ 9♠ 10♦ Q♦ K♣ Q♣  |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards          | winner | points |
      | 1     | 0      | J♥ A♥ 9♥ 10♥   | 0      | 55     |
      | 2     | 0      | 7♥ 8♥ Q♥ K♥    | 3      | 7      |
      | 3     | 3      | A♠ 7♠ K♠ 8♠    | 3      | 15     |
      | 4     | 3      | 9♠ Q♠ 10♠ J♠   | 1      | 15     |
      | 5     | 1      | A♦ 7♦ 10♦ 8♦   | 1      | 21     |
      | 6     | 1      | K♦ J♦ Q♦ 9♦    | 1      | 9      |
      | 7     | 1      | 10♣ 9♣ K♣ 8♣   | 1      | 14     |
      | 8     | 1      | 7♣ A♣ Q♣ J♣    | 2      | 16     |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | takers    | 2      | 71          | 10         | 0      | 81    | 0          |
      | 1    | defenders | 6      | 81          | 0          | 0      | 81    | 81         |
    And the contract is tied
    And the hand puts 81 points in dispute
    And the match totals are 0 to 81
    And 81 points remain held in dispute

  @SCORE-DISPUTE @SCORE-CONTRACT @SCORE-FAILED
  Scenario: Option tie=fail: 81 to 81 is a failed contract
    # 81 is not strictly above 81: failed. Defenders 162, takers 0; nothing is held.
    Given the ruleset option tie=fail
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ 7♠ Q♠ 8♦ 9♦ 8♣ J♣    |
      | 1    | A♥ 8♥ K♠ 10♠ A♦ K♦ 10♣ 7♣  |
      | 2    | 9♥ Q♥ 8♠ J♠ 7♦ J♦ 9♣ A♣    |
      | 3    | 10♥ K♥ A♠ 9♠ 10♦ Q♦ K♣ Q♣  |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards          | winner | points |
      | 1     | 0      | J♥ A♥ 9♥ 10♥   | 0      | 55     |
      | 2     | 0      | 7♥ 8♥ Q♥ K♥    | 3      | 7      |
      | 3     | 3      | A♠ 7♠ K♠ 8♠    | 3      | 15     |
      | 4     | 3      | 9♠ Q♠ 10♠ J♠   | 1      | 15     |
      | 5     | 1      | A♦ 7♦ 10♦ 8♦   | 1      | 21     |
      | 6     | 1      | K♦ J♦ Q♦ 9♦    | 1      | 9      |
      | 7     | 1      | 10♣ 9♣ K♣ 8♣   | 1      | 14     |
      | 8     | 1      | 7♣ A♣ Q♣ J♣    | 2      | 16     |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | takers    | 2      | 71          | 10         | 0      | 81    | 0          |
      | 1    | defenders | 6      | 81          | 0          | 0      | 81    | 162        |
    And the contract is failed
    And the hand puts 0 points in dispute
    And the match totals are 0 to 162
    And no points remain held in dispute

  @SCORE-DISPUTE @SCORE-BELOTE
  Scenario: A tie with the takers' belote: the belote is scored at once, the rest is held
    # Seat 2 (a taker) announces belote with Q♥. With belote the hand is worth 182: 91 each.
    # team 0 (takers): 48 + 13 = 61 card points + 10 last trick + 20 belote = 91
    # team 1:          14 + 15 + 15 + 21 + 9 + 17 = 91 card points
    # Defenders score 91; takers score their belote, 20; their 61 + 10 = 71 are held.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ 7♠ Q♠ 8♦ 9♦ Q♣ J♣    |
      | 1    | A♥ 8♥ K♠ 10♠ A♦ K♦ 10♣ 8♣  |
      | 2    | K♥ Q♥ 8♠ J♠ 7♦ J♦ 7♣ A♣    |
      | 3    | 9♥ 10♥ A♠ 9♠ 10♦ Q♦ K♣ 9♣  |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards                  | winner | points |
      | 1     | 0      | J♥ A♥ Q♥ (belote) 9♥   | 0      | 48     |
      | 2     | 0      | 7♥ 8♥ K♥ 10♥           | 3      | 14     |
      | 3     | 3      | A♠ 7♠ K♠ 8♠            | 3      | 15     |
      | 4     | 3      | 9♠ Q♠ 10♠ J♠           | 1      | 15     |
      | 5     | 1      | A♦ 7♦ 10♦ 8♦           | 1      | 21     |
      | 6     | 1      | K♦ J♦ Q♦ 9♦            | 1      | 9      |
      | 7     | 1      | 10♣ 7♣ K♣ Q♣           | 1      | 17     |
      | 8     | 1      | 8♣ A♣ 9♣ J♣            | 2      | 13     |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | takers    | 2      | 61          | 10         | 20     | 91    | 20         |
      | 1    | defenders | 6      | 91          | 0          | 0      | 91    | 91         |
    And the contract is tied
    And the hand puts 71 points in dispute
    And the match totals are 20 to 91
    And 71 points remain held in dispute

  @SCORE-DISPUTE @SCORE-FAILED @SCORE-BELOTE
  Scenario: Option tie=fail with the takers' belote: defenders 162, takers keep their 20
    Given the ruleset option tie=fail
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ 7♠ Q♠ 8♦ 9♦ Q♣ J♣    |
      | 1    | A♥ 8♥ K♠ 10♠ A♦ K♦ 10♣ 8♣  |
      | 2    | K♥ Q♥ 8♠ J♠ 7♦ J♦ 7♣ A♣    |
      | 3    | 9♥ 10♥ A♠ 9♠ 10♦ Q♦ K♣ 9♣  |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards                  | winner | points |
      | 1     | 0      | J♥ A♥ Q♥ (belote) 9♥   | 0      | 48     |
      | 2     | 0      | 7♥ 8♥ K♥ 10♥           | 3      | 14     |
      | 3     | 3      | A♠ 7♠ K♠ 8♠            | 3      | 15     |
      | 4     | 3      | 9♠ Q♠ 10♠ J♠           | 1      | 15     |
      | 5     | 1      | A♦ 7♦ 10♦ 8♦           | 1      | 21     |
      | 6     | 1      | K♦ J♦ Q♦ 9♦            | 1      | 9      |
      | 7     | 1      | 10♣ 7♣ K♣ Q♣           | 1      | 17     |
      | 8     | 1      | 8♣ A♣ 9♣ J♣            | 2      | 13     |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | takers    | 2      | 61          | 10         | 20     | 91    | 20         |
      | 1    | defenders | 6      | 91          | 0          | 0      | 91    | 162        |
    And the contract is failed
    And the match totals are 20 to 162

  @SCORE-DISPUTE
  Scenario: Points in dispute go to the takers of the next hand when they make it
    # An earlier hand left 81 points in dispute. This hand is made by team 0: 125 to 37.
    # team 0: 0 + 125 + 81 = 206; team 1: 81 + 37 = 118.
    Given the canonical ruleset
    And the match stands at 0 to 81
    And 81 points are held in dispute
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
    Then the contract is made
    And the match totals are 206 to 118
    And no points remain held in dispute

  @SCORE-DISPUTE
  Scenario: Points in dispute go to the defenders of the next hand when it fails
    # The same cards, but team 1 takes (seat 1, 8♥ turned) and fails: team 0 scores 162.
    # team 0: 0 + 162 + 81 = 243; team 1: 81 + 0 = 81.
    Given the canonical ruleset
    And the match stands at 0 to 81
    And 81 points are held in dispute
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
    Then the contract is failed
    And the match totals are 243 to 81
    And no points remain held in dispute

  @SCORE-DISPUTE
  Scenario: A second tie adds its takers' points to those already held
    # 81 are held from an earlier tie; this hand ties again and adds its takers' 81: 162 held.
    Given the canonical ruleset
    And the match stands at 0 to 81
    And 81 points are held in dispute
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ 7♠ Q♠ 8♦ 9♦ 8♣ J♣    |
      | 1    | A♥ 8♥ K♠ 10♠ A♦ K♦ 10♣ 7♣  |
      | 2    | 9♥ Q♥ 8♠ J♠ 7♦ J♦ 9♣ A♣    |
      | 3    | 10♥ K♥ A♠ 9♠ 10♦ Q♦ K♣ Q♣  |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards          | winner | points |
      | 1     | 0      | J♥ A♥ 9♥ 10♥   | 0      | 55     |
      | 2     | 0      | 7♥ 8♥ Q♥ K♥    | 3      | 7      |
      | 3     | 3      | A♠ 7♠ K♠ 8♠    | 3      | 15     |
      | 4     | 3      | 9♠ Q♠ 10♠ J♠   | 1      | 15     |
      | 5     | 1      | A♦ 7♦ 10♦ 8♦   | 1      | 21     |
      | 6     | 1      | K♦ J♦ Q♦ 9♦    | 1      | 9      |
      | 7     | 1      | 10♣ 9♣ K♣ 8♣   | 1      | 14     |
      | 8     | 1      | 7♣ A♣ Q♣ J♣    | 2      | 16     |
    Then the contract is tied
    And the hand puts 81 points in dispute
    And the match totals are 0 to 162
    And 162 points remain held in dispute

  @SCORE-DISPUTE @MATCH-END
  Scenario: A dispute still pending when the match ends is lost to both teams
    # Team 1 stands at 950 and 81 are held. This hand ties again: team 1 (defenders) scores
    # 81 and reaches 1031; the match is over and the 162 held are nobody's.
    Given the canonical ruleset
    And the match stands at 0 to 950
    And 81 points are held in dispute
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ 7♠ Q♠ 8♦ 9♦ 8♣ J♣    |
      | 1    | A♥ 8♥ K♠ 10♠ A♦ K♦ 10♣ 7♣  |
      | 2    | 9♥ Q♥ 8♠ J♠ 7♦ J♦ 9♣ A♣    |
      | 3    | 10♥ K♥ A♠ 9♠ 10♦ Q♦ K♣ Q♣  |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards          | winner | points |
      | 1     | 0      | J♥ A♥ 9♥ 10♥   | 0      | 55     |
      | 2     | 0      | 7♥ 8♥ Q♥ K♥    | 3      | 7      |
      | 3     | 3      | A♠ 7♠ K♠ 8♠    | 3      | 15     |
      | 4     | 3      | 9♠ Q♠ 10♠ J♠   | 1      | 15     |
      | 5     | 1      | A♦ 7♦ 10♦ 8♦   | 1      | 21     |
      | 6     | 1      | K♦ J♦ Q♦ 9♦    | 1      | 9      |
      | 7     | 1      | 10♣ 9♣ K♣ 8♣   | 1      | 14     |
      | 8     | 1      | 7♣ A♣ Q♣ J♣    | 2      | 16     |
    Then the contract is tied
    And the phase is "match_over"
    And the match totals are 0 to 1031

  @SCORE-DISPUTE
  Scenario: Two tied hands in a row, then a made contract takes everything held
    # Hand 1 (seat 3 deals, team 0 takes): the tied hand above. Team 1 scores 81; 81 held.
    # Hand 2 (seat 0 deals, seat 1 takes): the same cards moved one seat on, so team 1 are the
    #   takers with 81 and team 0 the defenders with 81: tied again. Team 0 scores 81; 162 held.
    # Hand 3 (seat 1 deals, seat 2 takes): the cards of the first made hand of scoring.feature
    #   moved two seats on: team 0 takes and makes it, 125 to 37, and takes the 162 held.
    #   team 0: 81 + 125 + 162 = 368; team 1: 81 + 37 = 118.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ 7♠ Q♠ 8♦ 9♦ 8♣ J♣    |
      | 1    | A♥ 8♥ K♠ 10♠ A♦ K♦ 10♣ 7♣  |
      | 2    | 9♥ Q♥ 8♠ J♠ 7♦ J♦ 9♣ A♣    |
      | 3    | 10♥ K♥ A♠ 9♠ 10♦ Q♦ K♣ Q♣  |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards          | winner |
      | 1     | 0      | J♥ A♥ 9♥ 10♥   | 0      |
      | 2     | 0      | 7♥ 8♥ Q♥ K♥    | 3      |
      | 3     | 3      | A♠ 7♠ K♠ 8♠    | 3      |
      | 4     | 3      | 9♠ Q♠ 10♠ J♠   | 1      |
      | 5     | 1      | A♦ 7♦ 10♦ 8♦   | 1      |
      | 6     | 1      | K♦ J♦ Q♦ 9♦    | 1      |
      | 7     | 1      | 10♣ 9♣ K♣ 8♣   | 1      |
      | 8     | 1      | 7♣ A♣ Q♣ J♣    | 2      |
    Then the contract is tied
    And the match totals are 0 to 81
    And 81 points remain held in dispute
    Given the next hand is dealt by seat 0
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | 10♥ K♥ A♠ 9♠ 10♦ Q♦ K♣ Q♣  |
      | 1    | J♥ 7♥ 7♠ Q♠ 8♦ 9♦ 8♣ J♣    |
      | 2    | A♥ 8♥ K♠ 10♠ A♦ K♦ 10♣ 7♣  |
      | 3    | 9♥ Q♥ 8♠ J♠ 7♦ J♦ 9♣ A♣    |
    And seat 1 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards          | winner | points |
      | 1     | 1      | J♥ A♥ 9♥ 10♥   | 1      | 55     |
      | 2     | 1      | 7♥ 8♥ Q♥ K♥    | 0      | 7      |
      | 3     | 0      | A♠ 7♠ K♠ 8♠    | 0      | 15     |
      | 4     | 0      | 9♠ Q♠ 10♠ J♠   | 2      | 15     |
      | 5     | 2      | A♦ 7♦ 10♦ 8♦   | 2      | 21     |
      | 6     | 2      | K♦ J♦ Q♦ 9♦    | 2      | 9      |
      | 7     | 2      | 10♣ 9♣ K♣ 8♣   | 2      | 14     |
      | 8     | 2      | 7♣ A♣ Q♣ J♣    | 3      | 16     |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | defenders | 6      | 81          | 0          | 0      | 81    | 81         |
      | 1    | takers    | 2      | 71          | 10         | 0      | 81    | 0          |
    And the contract is tied
    And the hand puts 81 points in dispute
    And the match totals are 81 to 81
    And 162 points remain held in dispute
    Given the next hand is dealt by seat 1
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | 9♥ Q♥ 10♠ J♠ 8♦ K♦ A♣ K♣   |
      | 1    | 10♥ K♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣   |
      | 2    | J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   |
      | 3    | A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣   |
    And seat 2 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards          | winner | points |
      | 1     | 2      | J♥ A♥ 9♥ 10♥   | 2      | 55     |
      | 2     | 2      | 7♥ 8♥ Q♥ K♥    | 1      | 7      |
      | 3     | 1      | 7♠ A♠ 8♠ 10♠   | 2      | 21     |
      | 4     | 2      | K♠ Q♠ J♠ 9♠    | 2      | 9      |
      | 5     | 2      | 7♦ A♦ 8♦ 9♦    | 3      | 11     |
      | 6     | 3      | 10♦ K♦ Q♦ J♦   | 3      | 19     |
      | 7     | 3      | 7♣ A♣ 8♣ 10♣   | 0      | 21     |
      | 8     | 0      | K♣ Q♣ 9♣ J♣    | 0      | 9      |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | takers    | 5      | 115         | 10         | 0      | 125   | 125        |
      | 1    | defenders | 3      | 37          | 0          | 0      | 37    | 37         |
    And the contract is made
    And the match totals are 368 to 118
    And no points remain held in dispute
