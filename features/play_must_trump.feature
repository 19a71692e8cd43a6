Feature: Void in the suit led, partner not master: trump
  Rule card: "Sin el palo solicitado: si su compañero va ganando actualmente, descarte libre; de
  lo contrario, debe cortar."
  A seat void in the suit led whose partner is not master (or has not played yet) must play a
  trump if it holds one. With no trump yet in the trick, any trump will do (decision 13).

  Seat 0 took after 8♣ was turned, naming hearts in round 2; he holds all eight clubs and leads
  7♣. Nobody else has a club. The hands are:
    seat 0: A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣   seat 1: 9♥ 8♥ A♠ K♠ Q♠ A♦ K♦ Q♦
    seat 2: 10♥ 7♥ K♥ Q♥ J♠ 10♠ J♦ 10♦ seat 3: J♥ A♥ 9♠ 8♠ 7♠ 9♦ 8♦ 7♦

  Background:
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 8♣ turned:
      | seat | cards                      |
      | 0    | A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣   |
      | 1    | 9♥ 8♥ A♠ K♠ Q♠ A♦ K♦ Q♦    |
      | 2    | 10♥ 7♥ K♥ Q♥ J♠ 10♠ J♦ 10♦ |
      | 3    | J♥ A♥ 9♠ 8♠ 7♠ 9♦ 8♦ 7♦    |
    And seat 0 names hearts in round 2

  @PLAY-MUST-TRUMP
  Scenario: Void in the suit led before the partner has played: only trumps
    Given these cards have been played: 7♣
    Then seat 1 may play only: 9♥ 8♥

  @PLAY-MUST-TRUMP
  Scenario: A discard is refused when a trump is held
    Given these cards have been played: 7♣
    When seat 1 plays A♠
    Then the action is refused under PLAY-MUST-TRUMP
    And the reason given mentions "must trump"

  @PLAY-MUST-TRUMP
  Scenario: With no trump yet in the trick, the lowest trump satisfies the duty
    Given these cards have been played: 7♣
    When seat 1 plays 8♥
    Then the action is accepted
    And seat 2 is to act
