Feature: An opponent has trumped: overtrump, else undertrump
  Rule card: "Si un adversario ya ha cortado, hay que sobrecortar si es posible; en su defecto,
  se permite cortar por debajo."
  When an opponent has trumped and the partner is not master, a seat void in the suit led must
  play a trump higher than the best trump in the trick if it holds one (PLAY-OVERTRUMP). Unable
  to overtrump, it must still play a trump, a lower one (PLAY-UNDERTRUMP, decision 13: "se
  permite cortar por debajo" is read as "undertrumping satisfies the duty to trump"). Only a seat
  with no trump at all may then discard.
  Option undertrump=optional (the other common practice): a seat unable to overtrump may play any
  card; a seat able to overtrump must still do so.

  Seat 0 took after 8♣ was turned, naming hearts in round 2; he holds all eight clubs and leads
  7♣. Nobody else has a club. Seat 2's trumps (10♥ 7♥ K♥ Q♥) are above 8♥ but below 9♥.
    seat 0: A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣   seat 1: 9♥ 8♥ A♠ K♠ Q♠ A♦ K♦ Q♦
    seat 2: 10♥ 7♥ K♥ Q♥ J♠ 10♠ J♦ 10♦ seat 3: J♥ A♥ 9♠ 8♠ 7♠ 9♦ 8♦ 7♦

  @PLAY-OVERTRUMP
  Scenario: Seat 1 has trumped with 8♥: seat 2 must overtrump
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 8♣ turned:
      | seat | cards                      |
      | 0    | A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣   |
      | 1    | 9♥ 8♥ A♠ K♠ Q♠ A♦ K♦ Q♦    |
      | 2    | 10♥ 7♥ K♥ Q♥ J♠ 10♠ J♦ 10♦ |
      | 3    | J♥ A♥ 9♠ 8♠ 7♠ 9♦ 8♦ 7♦    |
    And seat 0 names hearts in round 2
    And these cards have been played: 7♣ 8♥
    Then seat 2 may play only: 10♥ K♥ Q♥

  @PLAY-OVERTRUMP
  Scenario Outline: Able to overtrump, a lower trump or a discard is refused
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 8♣ turned:
      | seat | cards                      |
      | 0    | A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣   |
      | 1    | 9♥ 8♥ A♠ K♠ Q♠ A♦ K♦ Q♦    |
      | 2    | 10♥ 7♥ K♥ Q♥ J♠ 10♠ J♦ 10♦ |
      | 3    | J♥ A♥ 9♠ 8♠ 7♠ 9♦ 8♦ 7♦    |
    And seat 0 names hearts in round 2
    And these cards have been played: 7♣ 8♥
    When seat 2 plays <card>
    Then the action is refused under PLAY-OVERTRUMP
    And the reason given mentions "must overtrump"

    Examples:
      | card | why                 |
      | 7♥   | an undertrump       |
      | J♠   | a discard           |

  @PLAY-UNDERTRUMP
  Scenario: Seat 1 has trumped with 9♥ and seat 2 cannot overtrump: he must still trump
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 8♣ turned:
      | seat | cards                      |
      | 0    | A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣   |
      | 1    | 9♥ 8♥ A♠ K♠ Q♠ A♦ K♦ Q♦    |
      | 2    | 10♥ 7♥ K♥ Q♥ J♠ 10♠ J♦ 10♦ |
      | 3    | J♥ A♥ 9♠ 8♠ 7♠ 9♦ 8♦ 7♦    |
    And seat 0 names hearts in round 2
    And these cards have been played: 7♣ 9♥
    Then seat 2 may play only: 10♥ 7♥ K♥ Q♥
    When seat 2 plays J♠
    Then the action is refused under PLAY-UNDERTRUMP
    And the reason given mentions "must still play a trump"

  @PLAY-UNDERTRUMP
  Scenario Outline: Option undertrump=optional: unable to overtrump, any card may be played
    Given the ruleset option undertrump=optional
    And seat 3 deals
    And the hands after the completion deal are, with 8♣ turned:
      | seat | cards                      |
      | 0    | A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣   |
      | 1    | 9♥ 8♥ A♠ K♠ Q♠ A♦ K♦ Q♦    |
      | 2    | 10♥ 7♥ K♥ Q♥ J♠ 10♠ J♦ 10♦ |
      | 3    | J♥ A♥ 9♠ 8♠ 7♠ 9♦ 8♦ 7♦    |
    And seat 0 names hearts in round 2
    And these cards have been played: 7♣ 9♥
    Then seat 2 may play any card
    When seat 2 plays <card>
    Then the action is accepted

    Examples:
      | card | why                      |
      | J♠   | a free discard           |
      | 7♥   | undertrumping is allowed |

  @PLAY-UNDERTRUMP @PLAY-OVERTRUMP
  Scenario: Option undertrump=optional: able to overtrump, the duty to overtrump stands
    Given the ruleset option undertrump=optional
    And seat 3 deals
    And the hands after the completion deal are, with 8♣ turned:
      | seat | cards                      |
      | 0    | A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣   |
      | 1    | 9♥ 8♥ A♠ K♠ Q♠ A♦ K♦ Q♦    |
      | 2    | 10♥ 7♥ K♥ Q♥ J♠ 10♠ J♦ 10♦ |
      | 3    | J♥ A♥ 9♠ 8♠ 7♠ 9♦ 8♦ 7♦    |
    And seat 0 names hearts in round 2
    And these cards have been played: 7♣ 8♥
    Then seat 2 may play only: 10♥ K♥ Q♥
    When seat 2 plays J♠
    Then the action is refused under PLAY-OVERTRUMP
    And the reason given mentions "must overtrump"

  @PLAY-UNDERTRUMP @PLAY-MUST-TRUMP
  Scenario: Option undertrump=optional: with no trump yet in the trick, the duty to trump stands
    # The option only frees a seat that cannot overtrump; seat 1 still has to trump 7♣.
    Given the ruleset option undertrump=optional
    And seat 3 deals
    And the hands after the completion deal are, with 8♣ turned:
      | seat | cards                      |
      | 0    | A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣   |
      | 1    | 9♥ 8♥ A♠ K♠ Q♠ A♦ K♦ Q♦    |
      | 2    | 10♥ 7♥ K♥ Q♥ J♠ 10♠ J♦ 10♦ |
      | 3    | J♥ A♥ 9♠ 8♠ 7♠ 9♦ 8♦ 7♦    |
    And seat 0 names hearts in round 2
    And these cards have been played: 7♣
    Then seat 1 may play only: 9♥ 8♥
    When seat 1 plays A♠
    Then the action is refused under PLAY-MUST-TRUMP
    And the reason given mentions "must trump"
