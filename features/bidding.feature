Feature: Bidding in two rounds
  Rule card: "Primera ronda: cada uno acepta o pasa el palo girado; segunda ronda: elección de
  otro palo."

  Round 1: from the seat after the dealer, the dealer last, each seat takes the suit of the turned
  card as trump, or passes. The first take ends the bidding. Round 2 (if all four passed): in the
  same order, each seat names a suit other than the turned one, or passes. If all four pass again
  the hand is void: nothing is scored, and the next seat deals a freshly shuffled deck (option
  all_pass=same-dealer: the same dealer deals again). A void hand settles no points held in
  dispute.

  Unless said otherwise, seat 3 deals the deck in suit order (7♣ first, A♠ last), 3 then 2:
    seat 0: 7♣ 8♣ 9♣ J♦ Q♦    seat 1: 10♣ J♣ Q♣ K♦ A♦
    seat 2: K♣ A♣ 7♦ 7♥ 8♥    seat 3: 8♦ 9♦ 10♦ 9♥ 10♥    turned: J♥ (hearts)

  Background:
    Given the canonical ruleset

  @BID-TURN @SEATS-TEAMS
  Scenario: Each round starts with the seat after the dealer, and the dealer bids last
    # Seat 1 deals: the order is 2, 3, 0, 1 in both rounds.
    Given seat 1 deals
    And the card order, top card first, is: J♠ 8♦ 10♥ 9♦ Q♠ Q♣ A♣ K♥ 7♣ K♦ 7♦ A♦ A♥ 7♠ Q♥ Q♦ 8♠ 10♠ K♣ 7♥ 9♠ 9♥ 10♦ 10♣ 8♥ 9♣ 8♣ A♠ J♦ J♣ K♠ J♥
    Then the phase is "bid_round_1"
    And seat 2 is to act
    When seat 2 passes
    Then seat 3 is to act
    When seat 3 passes
    Then seat 0 is to act
    When seat 0 passes
    Then seat 1 is to act
    When seat 1 passes
    Then the phase is "bid_round_2"
    And seat 2 is to act
    When seat 2 passes
    And seat 3 passes
    And seat 0 passes
    Then seat 1 is to act

  @BID-TURN
  Scenario: A pass out of turn is refused
    Given seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 1 passes
    Then the action is refused under BID-TURN
    And the reason given mentions "seat 1 bid out of turn: seat 0 is to bid"
    And seat 0 is to act

  @BID-TURN
  Scenario: A take out of turn is refused, even of the turned suit
    # The dealer, seat 3, may not take before the three others have passed.
    Given seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 0 passes
    And seat 3 takes ♥
    Then the action is refused under BID-TURN
    And the reason given mentions "seat 3 bid out of turn: seat 1 is to bid"

  @BID-TURN
  Scenario: In round 2 too, a bid out of turn is refused
    Given seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 0 passes
    And seat 1 passes
    And seat 2 passes
    And seat 3 passes
    And seat 2 takes ♠
    Then the action is refused under BID-TURN
    And the reason given mentions "seat 2 bid out of turn: seat 0 is to bid"
    And the phase is "bid_round_2"

  @BID-ROUND1
  Scenario: A take of the turned suit in round 1 ends the bidding
    # Seats 2 and 3 never bid; play starts with seat 0, the seat after the dealer.
    Given seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 0 passes
    And seat 1 takes ♥
    Then the action is accepted
    And seat 1 is the taker with ♥ as trump
    And the phase is "tricks"
    And seat 0 is to act
    When seat 2 passes
    Then the action is refused under MATCH-PHASES
    And the reason given mentions "no bid may be made during trick play"

  @BID-ROUND1
  Scenario Outline: In round 1 a suit other than the turned one may not be taken
    Given seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 0 takes <suit>
    Then the action is refused under BID-ROUND1
    And the reason given mentions "in round 1 only the turned suit (H) may be taken"
    And seat 0 is to act

    Examples:
      | suit |
      | ♣    |
      | ♦    |
      | ♠    |

  @BID-ROUND2
  Scenario: In round 2 the turned suit may not be named
    Given seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 0 passes
    And seat 1 passes
    And seat 2 passes
    And seat 3 passes
    And seat 0 takes ♥
    Then the action is refused under BID-ROUND2
    And the reason given mentions "in round 2 the turned suit (H) may not be named"
    And the phase is "bid_round_2"
    And seat 0 is to act

  @BID-ROUND2
  Scenario Outline: In round 2 any other suit may be named, and that ends the bidding
    Given seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 0 passes
    And seat 1 passes
    And seat 2 passes
    And seat 3 passes
    And seat 0 passes
    And seat 1 takes <suit>
    Then the action is accepted
    And seat 1 is the taker with <suit> as trump
    And the phase is "tricks"

    Examples:
      | suit |
      | ♣    |
      | ♦    |
      | ♠    |

  @BID-ROUND2
  Scenario: The dealer, last in round 2, names a suit after seven passes
    Given seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 0 passes
    And seat 1 passes
    And seat 2 passes
    And seat 3 passes
    And seat 0 passes
    And seat 1 passes
    And seat 2 passes
    And seat 3 takes ♦
    Then the action is accepted
    And seat 3 is the taker with ♦ as trump

  @BID-ALL-PASS @MATCH-DEALER
  Scenario: All pass twice: the hand is void, nothing is scored, the next seat deals
    Given seat 3 deals
    And the match stands at 120 to 80
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 0 passes
    And seat 1 passes
    And seat 2 passes
    And seat 3 passes
    And seat 0 passes
    And seat 1 passes
    And seat 2 passes
    And seat 3 passes
    Then the action is accepted
    And the hand is void
    And no score is recorded for the void hand
    And the match totals are 120 to 80
    And seat 0 deals the next hand
    # A fresh deck for the new hand, dealt by seat 0: seat 1 bids first.
    When the cards are dealt from the card order: J♠ 8♦ 10♥ 9♦ Q♠ Q♣ A♣ K♥ 7♣ K♦ 7♦ A♦ A♥ 7♠ Q♥ Q♦ 8♠ 10♠ K♣ 7♥ 9♠ 9♥ 10♦ 10♣ 8♥ 9♣ 8♣ A♠ J♦ J♣ K♠ J♥
    Then the action is accepted
    And the phase is "bid_round_1"
    And seat 1 is to act
    And the turned card is 9♠

  @BID-ALL-PASS
  Scenario: All pass twice with the option all_pass=same-dealer: the same seat deals again
    Given the ruleset option all_pass=same-dealer
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When all four seats pass in both rounds
    Then the hand is void
    And no score is recorded for the void hand
    And seat 3 deals the next hand
    When the cards are dealt from the card order: J♠ 8♦ 10♥ 9♦ Q♠ Q♣ A♣ K♥ 7♣ K♦ 7♦ A♦ A♥ 7♠ Q♥ Q♦ 8♠ 10♠ K♣ 7♥ 9♠ 9♥ 10♦ 10♣ 8♥ 9♣ 8♣ A♠ J♦ J♣ K♠ J♥
    Then seat 0 is to act

  @BID-ALL-PASS
  Scenario Outline: The dealer passes on after a void hand, round the table
    Given seat <dealer> deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When all four seats pass in both rounds
    Then the hand is void
    And seat <next> deals the next hand

    Examples:
      | dealer | next |
      | 0      | 1    |
      | 1      | 2    |
      | 2      | 3    |
      | 3      | 0    |

  @BID-ALL-PASS @SCORE-DISPUTE
  Scenario: A void hand does not settle points held in dispute
    # 30 points were held in dispute by an earlier tied hand; they wait for the next hand
    # that has a winner, and a void hand has none.
    Given seat 3 deals
    And the match stands at 350 to 431
    And 30 points are held in dispute
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When all four seats pass in both rounds
    Then the hand is void
    And 30 points are still held in dispute
    And the match totals are 350 to 431
