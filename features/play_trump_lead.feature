Feature: When trumps are led
  Rule card: "Si el palo solicitado es triunfo, hay que subir a triunfo si es posible."
  "Orden del triunfo: Jota, 9, As, 10, Rey, Reina, 8, 7."
  When a trump is led, each seat must play a trump that beats the best trump already in the
  trick if it holds one, even when that best trump is its partner's. Holding only lower trumps,
  it plays any trump. Holding no trump at all, it may play any card (decision 11).

  Hearts are trumps; seat 3 deals, seat 0 takes and leads. The hands are:
    seat 0: A♥ 10♥ 9♥ 8♥ A♠ K♠ A♦ K♦   seat 1: K♥ 7♥ 10♠ Q♠ 10♦ Q♦ 10♣ Q♣
    seat 2: J♥ Q♥ J♠ 9♠ J♦ 9♦ A♣ K♣    seat 3: 8♠ 7♠ 8♦ 7♦ J♣ 9♣ 8♣ 7♣  (no trump)

  Background:
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 8♥ turned:
      | seat | cards                       |
      | 0    | A♥ 10♥ 9♥ 8♥ A♠ K♠ A♦ K♦    |
      | 1    | K♥ 7♥ 10♠ Q♠ 10♦ Q♦ 10♣ Q♣  |
      | 2    | J♥ Q♥ J♠ 9♠ J♦ 9♦ A♣ K♣     |
      | 3    | 8♠ 7♠ 8♦ 7♦ J♣ 9♣ 8♣ 7♣     |
    And seat 0 takes the turned suit in round 1

  @PLAY-TRUMP-LEAD
  Scenario: Holding a higher trump, a seat must beat the trump led
    # 8♥ is led; of seat 1's trumps K♥ beats it and 7♥ does not.
    Given these cards have been played: 8♥
    Then seat 1 may play only: K♥

  @PLAY-TRUMP-LEAD
  Scenario: A lower trump is refused when a higher one is held
    Given these cards have been played: 8♥
    When seat 1 plays 7♥
    Then the action is refused under PLAY-TRUMP-LEAD
    And the reason given mentions "does not beat the best trump"

  @PLAY-TRUMP-LEAD
  Scenario: The trump to beat is the best one in the trick, not the one led
    # 8♥ led, K♥ played over it: seat 2 must beat K♥. J♥ does; Q♥ does not.
    Given these cards have been played: 8♥ K♥
    Then seat 2 may play only: J♥

  @PLAY-TRUMP-LEAD
  Scenario: Holding only lower trumps, any trump may be played
    # 10♥ led; seat 1's K♥ and 7♥ are both below the 10 (J 9 A 10 K Q 8 7).
    Given these cards have been played: 10♥
    Then seat 1 may play only: K♥ 7♥

  @PLAY-TRUMP-LEAD
  Scenario: A seat must beat its own partner's trump if able
    # Seat 0 leads 10♥ and is master; his partner, seat 2, must still go over it with J♥.
    Given these cards have been played: 10♥ 7♥
    Then seat 2 may play only: J♥
    When seat 2 plays Q♥
    Then the action is refused under PLAY-TRUMP-LEAD
    And the reason given mentions "does not beat the best trump"

  @PLAY-TRUMP-LEAD @PLAY-FOLLOW-SUIT
  Scenario: Holding a trump, a plain card may not be played on a trump lead
    Given these cards have been played: 10♥
    When seat 1 plays 10♠
    Then the action is refused under PLAY-FOLLOW-SUIT
    And the reason given mentions "does not follow the suit led"

  @PLAY-TRUMP-LEAD
  Scenario: Holding no trump, any card may be played on a trump lead
    Given these cards have been played: 10♥ 7♥ J♥
    Then seat 3 may play any card
    When seat 3 plays J♣
    Then the action is accepted
