@SCORE-CAPOT
Feature: Capot: a team wins all eight tricks
  Rule card: "Capot: 252 puntos para el equipo que gana las 8 bazas."
  A team that wins every trick scores 252 instead of its card points (the last trick's 10 is
  part of the 252), plus its belote. The takers or the defenders may make it; a capot by the
  defenders is a failed contract, scored 252 plus the defenders' belote (decision 19).

  Scenario: The takers win every trick
    # Seat 0 holds all eight trumps and leads them; nobody else has a trump, so each plays any
    # card. All 152 card points and the last trick go to team 0: scored as 252.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥ 7♥     |
      | 1    | A♠ 10♠ K♠ Q♠ J♠ 9♠ 8♠ 7♠     |
      | 2    | A♦ 10♦ K♦ Q♦ J♦ 9♦ 8♦ 7♦     |
      | 3    | A♣ 10♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣     |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards            | winner | points |
      | 1     | 0      | J♥ A♠ A♦ A♣      | 0      | 53     |
      | 2     | 0      | 9♥ 10♠ 10♦ 10♣   | 0      | 44     |
      | 3     | 0      | A♥ K♠ K♦ K♣      | 0      | 23     |
      | 4     | 0      | 10♥ Q♠ Q♦ Q♣     | 0      | 19     |
      | 5     | 0      | K♥ J♠ J♦ J♣      | 0      | 10     |
      | 6     | 0      | Q♥ 9♠ 9♦ 9♣      | 0      | 3      |
      | 7     | 0      | 8♥ 8♠ 8♦ 8♣      | 0      | 0      |
      | 8     | 0      | 7♥ 7♠ 7♦ 7♣      | 0      | 0      |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | takers    | 8      | 152         | 10         | 0      | 252   | 252        |
      | 1    | defenders | 0      | 0           | 0          | 0      | 0     | 0          |
    And the contract is made
    And the match totals are 252 to 0

  @SCORE-BELOTE
  Scenario: The takers win every trick and announced belote: 252 + 20
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥ 7♥     |
      | 1    | A♠ 10♠ K♠ Q♠ J♠ 9♠ 8♠ 7♠     |
      | 2    | A♦ 10♦ K♦ Q♦ J♦ 9♦ 8♦ 7♦     |
      | 3    | A♣ 10♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣     |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards                 | winner |
      | 1     | 0      | J♥ A♠ A♦ A♣           | 0      |
      | 2     | 0      | 9♥ 10♠ 10♦ 10♣        | 0      |
      | 3     | 0      | A♥ K♠ K♦ K♣           | 0      |
      | 4     | 0      | 10♥ Q♠ Q♦ Q♣          | 0      |
      | 5     | 0      | K♥ (belote) J♠ J♦ J♣  | 0      |
      | 6     | 0      | Q♥ 9♠ 9♦ 9♣           | 0      |
      | 7     | 0      | 8♥ 8♠ 8♦ 8♣           | 0      |
      | 8     | 0      | 7♥ 7♠ 7♦ 7♣           | 0      |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | takers    | 8      | 152         | 10         | 20     | 272   | 272        |
      | 1    | defenders | 0      | 0           | 0          | 0      | 0     | 0          |
    And the contract is made

  @SCORE-FAILED @SCORE-BELOTE
  Scenario: The defenders win every trick: 252 and their belote, the takers nothing
    # 8♣ is turned; seat 0 (all the clubs) names hearts in round 2, but seat 1 holds all eight
    # trumps. Trick 1: seat 0 leads A♣; seat 1 must trump (7♥); seat 2, with no club and no
    # trump, plays any card (7♦); seat 3's partner is master, so he plays any card (7♠).
    # Seat 1 then leads his trumps, announcing belote with K♥.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 8♣ turned:
      | seat | cards                        |
      | 0    | A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣     |
      | 1    | J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥ 7♥     |
      | 2    | A♦ 10♦ K♦ Q♦ J♦ 9♦ 8♦ 7♦     |
      | 3    | A♠ 10♠ K♠ Q♠ J♠ 9♠ 8♠ 7♠     |
    And seat 0 names hearts in round 2
    When these tricks are played, each led and won as shown:
      | trick | leader | cards                  | winner | points |
      | 1     | 0      | A♣ 7♥ 7♦ 7♠            | 1      | 11     |
      | 2     | 1      | J♥ A♦ A♠ K♣            | 1      | 46     |
      | 3     | 1      | 9♥ 10♦ 10♠ Q♣          | 1      | 37     |
      | 4     | 1      | A♥ K♦ K♠ J♣            | 1      | 21     |
      | 5     | 1      | 10♥ Q♦ Q♠ 10♣          | 1      | 26     |
      | 6     | 1      | K♥ (belote) J♦ J♠ 9♣   | 1      | 8      |
      | 7     | 1      | Q♥ 9♦ 9♠ 8♣            | 1      | 3      |
      | 8     | 1      | 8♥ 8♦ 8♠ 7♣            | 1      | 0      |
    Then the hand is scored:
      | team | side      | tricks | card points | last trick | belote | total | scored now |
      | 0    | takers    | 0      | 0           | 0          | 0      | 0     | 0          |
      | 1    | defenders | 8      | 152         | 10         | 20     | 272   | 272        |
    And the contract is failed
    And the match totals are 0 to 272
