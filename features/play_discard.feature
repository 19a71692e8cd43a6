@PLAY-DISCARD
Feature: Void in the suit led and in trumps: any card
  Rule card: "Sin el palo solicitado: ... de lo contrario, debe cortar."
  A seat that holds neither the suit led nor any trump cannot follow, trump, overtrump or
  undertrump: it may play any card (decision 13). A discarded card never wins the trick,
  however high.

  Scenario: Void in the suit led and in trumps, with the partner beaten: any card
    # Hearts are trumps. Seat 0's K♠ has been beaten by seat 1's 10♠, so seat 0 is not master;
    # seat 2 would have to trump, but he has no spade and no trump.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 9♥ turned:
      | seat | cards                      |
      | 0    | A♠ K♠ J♥ 9♥ K♦ 7♦ A♣ 7♣    |
      | 1    | 10♠ 7♠ A♥ 8♥ 10♦ 8♦ 10♣ 8♣ |
      | 2    | A♦ Q♦ J♦ 9♦ K♣ Q♣ J♣ 9♣    |
      | 3    | Q♠ J♠ 9♠ 8♠ K♥ Q♥ 10♥ 7♥   |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: K♠ 10♠
    Then seat 2 may play any card

  @PLAY-TRICK-WINNER
  Scenario: A discarded ace does not win the trick
    # Spades were led: seat 2's A♦ is neither of the suit led nor a trump. 10♠ wins.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 9♥ turned:
      | seat | cards                      |
      | 0    | A♠ K♠ J♥ 9♥ K♦ 7♦ A♣ 7♣    |
      | 1    | 10♠ 7♠ A♥ 8♥ 10♦ 8♦ 10♣ 8♣ |
      | 2    | A♦ Q♦ J♦ 9♦ K♣ Q♣ J♣ 9♣    |
      | 3    | Q♠ J♠ 9♠ 8♠ K♥ Q♥ 10♥ 7♥   |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: K♠ 10♠
    When seat 2 plays A♦
    Then the action is accepted
    When seat 3 plays 8♠
    Then seat 1 wins the trick
    And seat 1 is to act

  Scenario: After an opponent has trumped, a seat with no trump may still play any card
    # 8♣ is turned and seat 0, who holds every club, names hearts in round 2; seat 1 holds
    # every trump. Seat 0 leads A♣ and seat 1 trumps with 7♥. Seat 2 has neither a club nor a
    # trump.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 8♣ turned:
      | seat | cards                        |
      | 0    | A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣     |
      | 1    | J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥ 7♥     |
      | 2    | A♦ 10♦ K♦ Q♦ J♦ 9♦ 8♦ 7♦     |
      | 3    | A♠ 10♠ K♠ Q♠ J♠ 9♠ 8♠ 7♠     |
    And seat 0 names hearts in round 2
    And these cards have been played: A♣ 7♥
    Then seat 2 may play any card
