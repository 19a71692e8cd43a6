Feature: Void in the suit led and in trumps: any card
  Rule card: "Sin el palo solicitado: ... de lo contrario, debe cortar."
  A seat that holds neither the suit led nor any trump cannot follow or trump: it may play any
  card (decision 13). A discarded card never wins the trick, however high.

  Hearts are trumps; seat 3 deals, seat 0 takes and leads. Seat 2 has no spade and no trump.
    seat 0: A♠ K♠ J♥ 9♥ K♦ 7♦ A♣ 7♣   seat 1: 10♠ 7♠ A♥ 8♥ 10♦ 8♦ 10♣ 8♣
    seat 2: A♦ Q♦ J♦ 9♦ K♣ Q♣ J♣ 9♣   seat 3: Q♠ J♠ 9♠ 8♠ K♥ Q♥ 10♥ 7♥

  Background:
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 9♥ turned:
      | seat | cards                      |
      | 0    | A♠ K♠ J♥ 9♥ K♦ 7♦ A♣ 7♣    |
      | 1    | 10♠ 7♠ A♥ 8♥ 10♦ 8♦ 10♣ 8♣ |
      | 2    | A♦ Q♦ J♦ 9♦ K♣ Q♣ J♣ 9♣    |
      | 3    | Q♠ J♠ 9♠ 8♠ K♥ Q♥ 10♥ 7♥   |
    And seat 0 takes the turned suit in round 1

  @PLAY-DISCARD
  Scenario: Void in the suit led and in trumps, with the partner beaten: any card
    # Seat 0's K♠ has been beaten by seat 1's 10♠, so seat 0 is not master; seat 2 would have
    # to trump, but holds no trump.
    Given these cards have been played: K♠ 10♠
    Then seat 2 may play any card

  @PLAY-DISCARD @PLAY-TRICK-WINNER
  Scenario: A discarded ace does not win the trick
    # Spades were led: seat 2's A♦ is neither of the suit led nor a trump.
    Given these cards have been played: K♠ 10♠
    When seat 2 plays A♦
    Then the action is accepted
    When seat 3 plays 8♠
    Then seat 1 wins the trick
    And seat 1 is to act
