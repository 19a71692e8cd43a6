Feature: Following the suit led
  Rule card: "Debe seguir el palo solicitado si es posible."
  A seat holding the suit led must play a card of that suit. In a plain suit any card of the
  suit will do: there is no obligation to beat the cards already played (decision 10). Holding
  the suit, a seat may neither trump nor discard, even when its partner is master.

  Hearts are trumps; seat 3 deals, seat 0 takes and leads. The hands are:
    seat 0: 7♥ 8♥ A♠ K♠ A♦ K♦ A♣ K♣   seat 1: 9♥ 10♥ 10♠ Q♠ 10♦ Q♦ 10♣ Q♣
    seat 2: J♥ Q♥ J♠ 9♠ J♦ 9♦ J♣ 9♣   seat 3: A♥ K♥ 8♠ 7♠ 8♦ 7♦ 8♣ 7♣

  Background:
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                       |
      | 0    | 7♥ 8♥ A♠ K♠ A♦ K♦ A♣ K♣     |
      | 1    | 9♥ 10♥ 10♠ Q♠ 10♦ Q♦ 10♣ Q♣ |
      | 2    | J♥ Q♥ J♠ 9♠ J♦ 9♦ J♣ 9♣     |
      | 3    | A♥ K♥ 8♠ 7♠ 8♦ 7♦ 8♣ 7♣     |
    And seat 0 takes the turned suit in round 1

  @PLAY-FOLLOW-SUIT
  Scenario: Holding the suit led, only cards of that suit may be played
    Given these cards have been played: K♠
    Then seat 1 may play only: 10♠ Q♠

  @PLAY-FOLLOW-SUIT
  Scenario: There is no need to beat a plain card: a lower card of the suit is accepted
    Given these cards have been played: K♠
    When seat 1 plays Q♠
    Then the action is accepted
    And seat 2 is to act

  @PLAY-FOLLOW-SUIT
  Scenario: A card of another plain suit is refused while the suit led is held
    Given these cards have been played: K♠
    When seat 1 plays 10♦
    Then the action is refused under PLAY-FOLLOW-SUIT
    And the reason given mentions "does not follow the suit led"

  @PLAY-FOLLOW-SUIT
  Scenario: A trump is refused while the suit led is held
    Given these cards have been played: K♠
    When seat 1 plays 9♥
    Then the action is refused under PLAY-FOLLOW-SUIT
    And the reason given mentions "does not follow the suit led"

  @PLAY-FOLLOW-SUIT @PLAY-PARTNER-MASTER
  Scenario: The partner being master does not lift the duty to follow suit
    # Seat 0's A♠ is master, but seat 2 holds spades and must play one.
    Given these cards have been played: A♠ Q♠
    Then seat 2 may play only: J♠ 9♠
    When seat 2 plays J♦
    Then the action is refused under PLAY-FOLLOW-SUIT
    And the reason given mentions "does not follow the suit led"
