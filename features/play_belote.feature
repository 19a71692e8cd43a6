@PLAY-BELOTE
Feature: Announcing belote-rebelote
  Rule card: "Rey y Dama de triunfo anunciados al jugarlos: 20 puntos."
  A seat holding both the king and the queen of trumps may announce "belote" when it plays the
  first of them, whichever it is; "rebelote" follows with the second. An announcement made with
  the second card, by a seat that does not hold both, or with any other card is refused. Not
  announced with the first card, the pair is not scored (decision 15).
  Option belote=automatic: the pair counts for the seat dealt it, with no announcement; any
  announcement is then refused.

  Hearts are trumps; seat 3 deals, seat 0 takes and leads. Seat 3 holds K♥ and Q♥:
    seat 0: J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   seat 1: A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣
    seat 2: 9♥ 10♥ 10♠ J♠ 8♦ K♦ A♣ K♣  seat 3: K♥ Q♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣

  Scenario Outline: Belote is announced with the first of the two, king or queen
    # J♥ is led; nobody can beat it, so seat 3 may play either of his trumps.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   |
      | 1    | A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣   |
      | 2    | 9♥ 10♥ 10♠ J♠ 8♦ K♦ A♣ K♣  |
      | 3    | K♥ Q♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣    |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: J♥ A♥ 9♥
    When seat 3 plays <card> announcing belote
    Then the action is accepted
    And belote-rebelote counts for seat 3

    Examples:
      | card |
      | Q♥   |
      | K♥   |

  Scenario: Belote may not be announced with the second card
    # Seat 3 played Q♥ in trick 1 without a word; in trick 2 it is too late.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   |
      | 1    | A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣   |
      | 2    | 9♥ 10♥ 10♠ J♠ 8♦ K♦ A♣ K♣  |
      | 3    | K♥ Q♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣    |
    And seat 0 takes the turned suit in round 1
    And these tricks have been played, each led and won as shown:
      | trick | leader | cards         | winner |
      | 1     | 0      | J♥ A♥ 9♥ Q♥   | 0      |
    And these cards have been played: 7♥ 8♥ 10♥
    When seat 3 plays K♥ announcing belote
    Then the action is refused under PLAY-BELOTE
    And the reason given mentions "first of the trump king and queen"
    And no belote-rebelote counts

  Scenario: Belote may not be announced by a seat holding the king without the queen
    # Here seat 2 holds Q♥ and seat 3 holds K♥ with 10♥.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   |
      | 1    | A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣   |
      | 2    | 9♥ Q♥ 10♠ J♠ 8♦ K♦ A♣ K♣   |
      | 3    | 10♥ K♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣   |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: J♥ A♥ 9♥
    When seat 3 plays K♥ announcing belote
    Then the action is refused under PLAY-BELOTE
    And the reason given mentions "by the seat holding both"
    And no belote-rebelote counts

  Scenario: Belote may not be announced with a king of a plain suit
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   |
      | 1    | A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣   |
      | 2    | 9♥ 10♥ 10♠ J♠ 8♦ K♦ A♣ K♣  |
      | 3    | K♥ Q♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣    |
    And seat 0 takes the turned suit in round 1
    When seat 0 plays K♠ announcing belote
    Then the action is refused under PLAY-BELOTE
    And the reason given mentions "trump king and queen"

  Scenario: Without an announcement on the first card, nothing counts
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
      | trick | leader | cards          | winner |
      | 1     | 0      | J♥ A♥ 9♥ Q♥    | 0      |
      | 2     | 0      | 7♥ 8♥ 10♥ K♥   | 2      |
    Then no belote-rebelote counts

  Scenario: Option belote=automatic: the pair counts without a word
    Given the ruleset option belote=automatic
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   |
      | 1    | A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣   |
      | 2    | 9♥ 10♥ 10♠ J♠ 8♦ K♦ A♣ K♣  |
      | 3    | K♥ Q♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣    |
    And seat 0 takes the turned suit in round 1
    Then belote-rebelote counts for seat 3

  Scenario: Option belote=automatic: an announcement is refused
    Given the ruleset option belote=automatic
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                      |
      | 0    | J♥ 7♥ A♠ K♠ 7♦ J♦ 10♣ 9♣   |
      | 1    | A♥ 8♥ 8♠ Q♠ A♦ 10♦ 7♣ J♣   |
      | 2    | 9♥ 10♥ 10♠ J♠ 8♦ K♦ A♣ K♣  |
      | 3    | K♥ Q♥ 7♠ 9♠ 9♦ Q♦ 8♣ Q♣    |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: J♥ A♥ 9♥
    When seat 3 plays Q♥ announcing belote
    Then the action is refused under PLAY-BELOTE
    And the reason given mentions "scored automatically"
