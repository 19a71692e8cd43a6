@VIEW-SEAT
Feature: What a seat may see
  Rule card: "Las IA usan solo su mano, las cartas públicas, el historial permitido y las acciones
  legales transmitidas por el servidor."

  A seat's view holds its own hand, the turned card, every bid, every card played with its seat
  (a trick's leader plays first, then the next seats in turn), the trick winners and the scores.
  It never holds another seat's hidden cards nor the undealt cards. The turned card was seen by
  everyone, so it may show in every view, even once the taker holds it.
  To check that nothing leaks, every card named anywhere in a view (its fields and its JSON form)
  is compared with the cards the other seats hold, and with the undealt cards.

  Scenario: During bidding: own five cards, the turned card, the bids; the 11 undealt cards nowhere
    # Seat 3 deals the deck in suit order, 3 then 2; J♥ (21st) is turned; 22-32 are undealt.
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 0 passes
    And seat 1 passes
    Then the view of seat 0 shows its hand: 7♣ 8♣ 9♣ J♦ Q♦
    And the view of seat 1 shows its hand: 10♣ J♣ Q♣ K♦ A♦
    And the view of seat 2 shows its hand: K♣ A♣ 7♦ 7♥ 8♥
    And the view of seat 3 shows its hand: 8♦ 9♦ 10♦ 9♥ 10♥
    And the view of seat 2 shows the turned card J♥
    And the view of seat 2 shows the bids:
      | seat | bid  |
      | 0    | pass |
      | 1    | pass |
    And the view of seat 3 shows the bids:
      | seat | bid  |
      | 0    | pass |
      | 1    | pass |
    And no seat's view shows any of: Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    And no seat's view shows a card hidden in another seat's hand, the turned card aside

  Scenario: During bidding round 2, still nothing of the others' hands nor of the undealt cards
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 0 passes
    And seat 1 passes
    And seat 2 passes
    And seat 3 passes
    And seat 0 passes
    Then the view of seat 1 shows the bids:
      | seat | bid  |
      | 0    | pass |
      | 1    | pass |
      | 2    | pass |
      | 3    | pass |
      | 0    | pass |
    And no seat's view shows any of: Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    And no seat's view shows a card hidden in another seat's hand, the turned card aside

  # The hand below is the one of match.feature: seat 3 deals, 9♥ is turned, seat 0 takes hearts.

  Scenario: At the start of trick play: own eight cards, the take, the turned card
    Given seat 3 deals
    And the hands after the completion deal are, with 9♥ turned:
      | seat | cards                       |
      | 0    | J♥ 9♥ 7♣ 8♣ K♦ Q♦ 9♠ J♠     |
      | 1    | A♥ 7♥ A♣ 10♣ 7♦ 8♦ K♠ Q♠    |
      | 2    | 10♥ Q♥ 9♣ J♣ A♦ 10♦ 7♠ 8♠   |
      | 3    | K♥ 8♥ K♣ Q♣ 9♦ J♦ A♠ 10♠    |
    And seat 0 takes the turned suit in round 1
    Then the view of seat 0 shows its hand: J♥ 9♥ 7♣ 8♣ K♦ Q♦ 9♠ J♠
    And the view of seat 1 shows its hand: A♥ 7♥ A♣ 10♣ 7♦ 8♦ K♠ Q♠
    And the view of seat 2 shows its hand: 10♥ Q♥ 9♣ J♣ A♦ 10♦ 7♠ 8♠
    And the view of seat 3 shows its hand: K♥ 8♥ K♣ Q♣ 9♦ J♦ A♠ 10♠
    And the view of seat 1 shows the turned card 9♥
    And the view of seat 1 shows seat 0 as the taker with ♥ trump
    And the view of seat 3 shows the bids:
      | seat | bid      |
      | 0    | takes ♥  |
    And no seat's view shows a card hidden in another seat's hand, the turned card aside

  Scenario: During trick play: the cards played with their seats, the trick winners
    # Trick 1: seat 0 J♥, seat 1 7♥, seat 2 Q♥, seat 3 8♥: seat 0 wins with the trump jack.
    # Trick 2: seat 0 9♥, seat 1 A♥, seat 2 10♥, seat 3 K♥: seat 0 wins (9 above A in trumps).
    # Trick 3 so far: seat 0 7♣, seat 1 A♣.
    Given seat 3 deals
    And the hands after the completion deal are, with 9♥ turned:
      | seat | cards                       |
      | 0    | J♥ 9♥ 7♣ 8♣ K♦ Q♦ 9♠ J♠     |
      | 1    | A♥ 7♥ A♣ 10♣ 7♦ 8♦ K♠ Q♠    |
      | 2    | 10♥ Q♥ 9♣ J♣ A♦ 10♦ 7♠ 8♠   |
      | 3    | K♥ 8♥ K♣ Q♣ 9♦ J♦ A♠ 10♠    |
    And seat 0 takes the turned suit in round 1
    When these cards are played: J♥ 7♥ Q♥ 8♥ 9♥ A♥ 10♥ K♥ 7♣ A♣
    Then the view of seat 2 shows the tricks:
      | leader | cards          | won by |
      | 0      | J♥ 7♥ Q♥ 8♥    | 0      |
      | 0      | 9♥ A♥ 10♥ K♥   | 0      |
      | 0      | 7♣ A♣          | -      |
    And the view of seat 2 shows its hand: 9♣ J♣ A♦ 10♦ 7♠ 8♠
    And the view of seat 1 shows its hand: 10♣ 7♦ 8♦ K♠ Q♠
    And no seat's view shows a card hidden in another seat's hand, the turned card aside

  @MATCH-END
  Scenario: After the hand: the match totals and the hand's score
    Given seat 3 deals
    And the match stands at 100 to 250
    And the hands after the completion deal are, with 9♥ turned:
      | seat | cards                       |
      | 0    | J♥ 9♥ 7♣ 8♣ K♦ Q♦ 9♠ J♠     |
      | 1    | A♥ 7♥ A♣ 10♣ 7♦ 8♦ K♠ Q♠    |
      | 2    | 10♥ Q♥ 9♣ J♣ A♦ 10♦ 7♠ 8♠   |
      | 3    | K♥ 8♥ K♣ Q♣ 9♦ J♦ A♠ 10♠    |
    And seat 0 takes the turned suit in round 1
    When these tricks are played:
      | trick | cards          |
      | 1     | J♥ 7♥ Q♥ 8♥    |
      | 2     | 9♥ A♥ 10♥ K♥   |
      | 3     | 7♣ A♣ 9♣ Q♣    |
      | 4     | 10♣ J♣ K♣ 8♣   |
      | 5     | 7♦ A♦ 9♦ Q♦    |
      | 6     | 10♦ J♦ K♦ 8♦   |
      | 7     | 7♠ A♠ 9♠ Q♠    |
      | 8     | 10♠ J♠ K♠ 8♠   |
    # 100 + 92 = 192 and 250 + 70 = 320
    Then the view of seat 3 shows the match totals 192 to 320 and the hand scores:
      | hand | team 0 | team 1 |
      | 1    | 92     | 70     |
    And the view of seat 0 shows the match totals 192 to 320 and the hand scores:
      | hand | team 0 | team 1 |
      | 1    | 92     | 70     |
