Feature: Dealing: the card order, the first deal and the completion deal
  Rule card: "Repartir 5 cartas, voltear una carta propuesta como triunfo."
  "El declarante recibe la carta volteada y luego se reparten cartas hasta que cada jugador
  tenga 8."

  Chance is an explicit order of the 32 cards (after shuffle and cut), top card first, and an
  explicit dealer. First deal: from the seat after the dealer, 3 cards to each seat, then 2 to
  each (option first_deal=2-3: 2 then 3); the 21st card is turned face up. Completion deal, once
  a seat has taken: the taker receives the turned card; then, from the seat after the dealer,
  each other seat receives 3 cards and the taker 2 (cards 22 to 32 of the order).
  An order that is not the 32 cards, each once, is refused under DEAL-ORDER.

  In the first scenarios the order is the deck in suit order, so that position n is easy to
  find: 1-8 are the clubs 7♣ to A♣, 9-16 the diamonds, 17-24 the hearts, 25-32 the spades.

  @DEAL-FIRST @DEAL-ORDER
  Scenario: First deal 3 then 2, seat 3 dealing, from the deck in suit order
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is in rows:
      | positions | cards                   |
      | 1-8       | 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ |
      | 9-16      | 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ |
      | 17-24     | 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ |
      | 25-32     | 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ |
    Then the first deal gives:
      | seat | three cards      | then two         | cards              |
      | 0    | 1-3: 7♣ 8♣ 9♣    | 13-14: J♦ Q♦     | 7♣ 8♣ 9♣ J♦ Q♦     |
      | 1    | 4-6: 10♣ J♣ Q♣   | 15-16: K♦ A♦     | 10♣ J♣ Q♣ K♦ A♦    |
      | 2    | 7-9: K♣ A♣ 7♦    | 17-18: 7♥ 8♥     | K♣ A♣ 7♦ 7♥ 8♥     |
      | 3    | 10-12: 8♦ 9♦ 10♦ | 19-20: 9♥ 10♥    | 8♦ 9♦ 10♦ 9♥ 10♥   |
    And the turned card is J♥
    And no seat holds any of: J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    And the phase is "bid_round_1"

  @DEAL-FIRST
  Scenario: First deal 2 then 3 (option first_deal=2-3), same order and dealer
    Given the ruleset option first_deal=2-3
    And seat 3 deals
    And the card order, top card first, is in rows:
      | positions | cards                   |
      | 1-8       | 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ |
      | 9-16      | 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ |
      | 17-24     | 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ |
      | 25-32     | 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ |
    Then the first deal gives:
      | seat | two cards    | then three         | cards            |
      | 0    | 1-2: 7♣ 8♣   | 9-11: 7♦ 8♦ 9♦     | 7♣ 8♣ 7♦ 8♦ 9♦   |
      | 1    | 3-4: 9♣ 10♣  | 12-14: 10♦ J♦ Q♦   | 9♣ 10♣ 10♦ J♦ Q♦ |
      | 2    | 5-6: J♣ Q♣   | 15-17: K♦ A♦ 7♥    | J♣ Q♣ K♦ A♦ 7♥   |
      | 3    | 7-8: K♣ A♣   | 18-20: 8♥ 9♥ 10♥   | K♣ A♣ 8♥ 9♥ 10♥  |
    And the turned card is J♥

  # A shuffled order, seat 1 dealing: the first cards go to seat 2, then 3, 0, and 1 (the dealer).
  @DEAL-FIRST @DEAL-ORDER
  Scenario: First deal 3 then 2 from a shuffled order, seat 1 dealing
    Given the canonical ruleset
    And seat 1 deals
    And the card order, top card first, is in rows:
      | positions | cards                   |
      | 1-8       | J♠ 8♦ 10♥ 9♦ Q♠ Q♣ A♣ K♥ |
      | 9-16      | 7♣ K♦ 7♦ A♦ A♥ 7♠ Q♥ Q♦  |
      | 17-24     | 8♠ 10♠ K♣ 7♥ 9♠ 9♥ 10♦ 10♣ |
      | 25-32     | 8♥ 9♣ 8♣ A♠ J♦ J♣ K♠ J♥  |
    Then the first deal gives:
      | seat | three cards      | then two      | cards              |
      | 2    | 1-3: J♠ 8♦ 10♥   | 13-14: A♥ 7♠  | J♠ 8♦ 10♥ A♥ 7♠    |
      | 3    | 4-6: 9♦ Q♠ Q♣    | 15-16: Q♥ Q♦  | 9♦ Q♠ Q♣ Q♥ Q♦     |
      | 0    | 7-9: A♣ K♥ 7♣    | 17-18: 8♠ 10♠ | A♣ K♥ 7♣ 8♠ 10♠    |
      | 1    | 10-12: K♦ 7♦ A♦  | 19-20: K♣ 7♥  | K♦ 7♦ A♦ K♣ 7♥     |
    And the turned card is 9♠
    And seat 2 is to act

  @DEAL-FIRST
  Scenario: First deal 2 then 3 from the same shuffled order, seat 1 dealing
    Given the ruleset option first_deal=2-3
    And seat 1 deals
    And the card order, top card first, is in rows:
      | positions | cards                   |
      | 1-8       | J♠ 8♦ 10♥ 9♦ Q♠ Q♣ A♣ K♥ |
      | 9-16      | 7♣ K♦ 7♦ A♦ A♥ 7♠ Q♥ Q♦  |
      | 17-24     | 8♠ 10♠ K♣ 7♥ 9♠ 9♥ 10♦ 10♣ |
      | 25-32     | 8♥ 9♣ 8♣ A♠ J♦ J♣ K♠ J♥  |
    Then the first deal gives:
      | seat | two cards    | then three         | cards            |
      | 2    | 1-2: J♠ 8♦   | 9-11: 7♣ K♦ 7♦     | J♠ 8♦ 7♣ K♦ 7♦   |
      | 3    | 3-4: 10♥ 9♦  | 12-14: A♦ A♥ 7♠    | 10♥ 9♦ A♦ A♥ 7♠  |
      | 0    | 5-6: Q♠ Q♣   | 15-17: Q♥ Q♦ 8♠    | Q♠ Q♣ Q♥ Q♦ 8♠   |
      | 1    | 7-8: A♣ K♥   | 18-20: 10♠ K♣ 7♥   | A♣ K♥ 10♠ K♣ 7♥  |
    And the turned card is 9♠

  @DEAL-COMPLETION
  Scenario: Completion deal, seat 0 (first after the dealer) takes in round 1
    # Seat 0 gets J♥, then 22-23; seats 1, 2, 3 get three each: 24-26, 27-29, 30-32.
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Then the first deal gives:
      | seat | cards              |
      | 0    | 7♣ 8♣ 9♣ J♦ Q♦     |
      | 1    | 10♣ J♣ Q♣ K♦ A♦    |
      | 2    | K♣ A♣ 7♦ 7♥ 8♥     |
      | 3    | 8♦ 9♦ 10♦ 9♥ 10♥   |
    When seat 0 takes ♥
    Then the action is accepted
    And the completion deal gives:
      | seat | received                          | cards       |
      | 0    | turned J♥, then 22-23             | J♥ Q♥ K♥    |
      | 1    | 24-26                             | A♥ 7♠ 8♠    |
      | 2    | 27-29                             | 9♠ 10♠ J♠   |
      | 3    | 30-32                             | Q♠ K♠ A♠    |
    And the phase is "tricks"
    And seat 0 is to act

  @DEAL-COMPLETION
  Scenario: Completion deal, seat 2 takes in round 1 after two passes
    # Seat 0 gets 22-24; seat 1 25-27; seat 2 (taker) J♥ then 28-29; seat 3 30-32.
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Then the first deal gives:
      | seat | cards              |
      | 0    | 7♣ 8♣ 9♣ J♦ Q♦     |
      | 1    | 10♣ J♣ Q♣ K♦ A♦    |
      | 2    | K♣ A♣ 7♦ 7♥ 8♥     |
      | 3    | 8♦ 9♦ 10♦ 9♥ 10♥   |
    When seat 0 passes
    And seat 1 passes
    And seat 2 takes ♥
    Then the action is accepted
    And the completion deal gives:
      | seat | received              | cards       |
      | 0    | 22-24                 | Q♥ K♥ A♥    |
      | 1    | 25-27                 | 7♠ 8♠ 9♠    |
      | 2    | turned J♥, then 28-29 | J♥ 10♠ J♠   |
      | 3    | 30-32                 | Q♠ K♠ A♠    |

  @DEAL-COMPLETION
  Scenario: Completion deal, the dealer (seat 3) takes in round 1, last to bid
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Then the first deal gives:
      | seat | cards              |
      | 0    | 7♣ 8♣ 9♣ J♦ Q♦     |
      | 1    | 10♣ J♣ Q♣ K♦ A♦    |
      | 2    | K♣ A♣ 7♦ 7♥ 8♥     |
      | 3    | 8♦ 9♦ 10♦ 9♥ 10♥   |
    When seat 0 passes
    And seat 1 passes
    And seat 2 passes
    And seat 3 takes ♥
    Then the action is accepted
    And the completion deal gives:
      | seat | received              | cards       |
      | 0    | 22-24                 | Q♥ K♥ A♥    |
      | 1    | 25-27                 | 7♠ 8♠ 9♠    |
      | 2    | 28-30                 | 10♠ J♠ Q♠   |
      | 3    | turned J♥, then 31-32 | J♥ K♠ A♠    |

  @DEAL-COMPLETION
  Scenario: Completion deal after a take in round 2: the taker still receives the turned card
    # Seat 1 names ♠ in round 2; it still gets the turned J♥ (a heart), then 25-26.
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Then the first deal gives:
      | seat | cards              |
      | 0    | 7♣ 8♣ 9♣ J♦ Q♦     |
      | 1    | 10♣ J♣ Q♣ K♦ A♦    |
      | 2    | K♣ A♣ 7♦ 7♥ 8♥     |
      | 3    | 8♦ 9♦ 10♦ 9♥ 10♥   |
    When seat 0 passes
    And seat 1 passes
    And seat 2 passes
    And seat 3 passes
    And seat 0 passes
    And seat 1 takes ♠
    Then the action is accepted
    And seat 1 is the taker with ♠ as trump
    And the completion deal gives:
      | seat | received              | cards       |
      | 0    | 22-24                 | Q♥ K♥ A♥    |
      | 1    | turned J♥, then 25-26 | J♥ 7♠ 8♠    |
      | 2    | 27-29                 | 9♠ 10♠ J♠   |
      | 3    | 30-32                 | Q♠ K♠ A♠    |

  @DEAL-COMPLETION
  Scenario: Completion deal from the shuffled order, seat 1 dealing, seat 0 takes ♠
    # Seats in dealing order: 2, 3, 0, 1. Seat 0 is the third to bid (seats 2 and 3 pass).
    # Seat 2 gets 22-24, seat 3 25-27, seat 0 (taker) 9♠ then 28-29, seat 1 30-32.
    Given the canonical ruleset
    And seat 1 deals
    And the card order, top card first, is in rows:
      | positions | cards                   |
      | 1-8       | J♠ 8♦ 10♥ 9♦ Q♠ Q♣ A♣ K♥ |
      | 9-16      | 7♣ K♦ 7♦ A♦ A♥ 7♠ Q♥ Q♦  |
      | 17-24     | 8♠ 10♠ K♣ 7♥ 9♠ 9♥ 10♦ 10♣ |
      | 25-32     | 8♥ 9♣ 8♣ A♠ J♦ J♣ K♠ J♥  |
    Then the first deal gives:
      | seat | cards              |
      | 2    | J♠ 8♦ 10♥ A♥ 7♠    |
      | 3    | 9♦ Q♠ Q♣ Q♥ Q♦     |
      | 0    | A♣ K♥ 7♣ 8♠ 10♠    |
      | 1    | K♦ 7♦ A♦ K♣ 7♥     |
    When seat 2 passes
    And seat 3 passes
    And seat 0 takes ♠
    Then the action is accepted
    And the completion deal gives:
      | seat | received              | cards       |
      | 2    | 22-24                 | 9♥ 10♦ 10♣  |
      | 3    | 25-27                 | 8♥ 9♣ 8♣    |
      | 0    | turned 9♠, then 28-29 | 9♠ A♠ J♦    |
      | 1    | 30-32                 | J♣ K♠ J♥    |
    And seat 2 is to act

  @DEAL-ORDER
  Scenario Outline: A card order that is not the 32 cards, each once, is refused
    Given the canonical ruleset
    And seat 3 deals
    When the cards are dealt from the card order: <order>
    Then the action is refused under DEAL-ORDER
    And the reason given mentions "<says>"
    And the phase is "dealing"

    Examples:
      | what            | order                                                                                                              | says                       |
      | 31 cards        | 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠            | this one has 31            |
      | 33 cards        | 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ A♠      | this one has 33            |
      | J♥ twice, no A♠ | 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ J♥         | JH appears twice           |
