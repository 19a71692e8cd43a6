Feature: Void in the suit led while the partner is master
  Rule card: "Sin el palo solicitado: si su compañero va ganando actualmente, descarte libre; de
  lo contrario, debe cortar."
  "Partner master" means the partner has already played in this trick and holds the best card so
  far, whether by a card of the suit led or by a trump. A seat void in the suit led whose partner
  is master may play any card: a discard, or a trump, even one lower than a trump already in the
  trick (decision 12). When the partner is not master, the duty to trump applies instead.

  @PLAY-PARTNER-MASTER
  Scenario Outline: The partner is master with the ace led: any card, a trump or a discard
    # Seat 0 leads A♠, seat 1 follows with 7♠: seat 0 (seat 2's partner) is master.
    # Seat 2 has no spade but holds two trumps; he need not trump.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 9♥ turned:
      | seat | cards                      |
      | 0    | A♠ K♠ J♥ 9♥ A♦ 7♦ A♣ 7♣    |
      | 1    | 10♠ 7♠ A♥ 8♥ 10♦ 8♦ 10♣ 8♣ |
      | 2    | 10♥ 7♥ K♦ Q♦ J♦ K♣ Q♣ J♣   |
      | 3    | Q♠ J♠ 9♠ 8♠ K♥ Q♥ 9♦ 9♣    |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: A♠ 7♠
    Then seat 2 may play any card
    When seat 2 plays <card>
    Then the action is accepted

    Examples:
      | card | why                     |
      | K♦   | a discard               |
      | 7♥   | a trump, though not due |

  @PLAY-PARTNER-MASTER @PLAY-MUST-TRUMP
  Scenario: The same hand when the partner's king has been beaten: seat 2 must trump
    # Seat 0 leads K♠ and seat 1 beats it with 10♠: seat 0 is not master any more.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 9♥ turned:
      | seat | cards                      |
      | 0    | A♠ K♠ J♥ 9♥ A♦ 7♦ A♣ 7♣    |
      | 1    | 10♠ 7♠ A♥ 8♥ 10♦ 8♦ 10♣ 8♣ |
      | 2    | 10♥ 7♥ K♦ Q♦ J♦ K♣ Q♣ J♣   |
      | 3    | Q♠ J♠ 9♠ 8♠ K♥ Q♥ 9♦ 9♣    |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: K♠ 10♠
    Then seat 2 may play only: 10♥ 7♥
    When seat 2 plays K♦
    Then the action is refused under PLAY-MUST-TRUMP
    And the reason given mentions "must trump"

  @PLAY-PARTNER-MASTER
  Scenario Outline: The partner is master by a trump: any card, even a lower trump
    # Seat 0 took after 8♣ was turned, naming hearts in round 2; he holds all the clubs.
    # He leads 7♣; seat 1 trumps with 9♥; seat 2, unable to overtrump, undertrumps with 7♥.
    # Seat 3's partner (seat 1) is master with 9♥. Seat 3 could overtrump with J♥ but need not:
    # he may play A♥, a lower trump, or discard.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 8♣ turned:
      | seat | cards                      |
      | 0    | A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣   |
      | 1    | 9♥ 8♥ A♠ K♠ Q♠ A♦ K♦ Q♦    |
      | 2    | 10♥ 7♥ K♥ Q♥ J♠ 10♠ J♦ 10♦ |
      | 3    | J♥ A♥ 9♠ 8♠ 7♠ 9♦ 8♦ 7♦    |
    And seat 0 names hearts in round 2
    And these cards have been played: 7♣ 9♥ 7♥
    Then seat 3 may play any card
    When seat 3 plays <card>
    Then the action is accepted
    And seat 1 wins the trick

    Examples:
      | card | why                               |
      | A♥   | a trump lower than the partner's  |
      | 7♠   | a discard                         |

  @PLAY-PARTNER-MASTER @PLAY-OVERTRUMP
  Scenario: The same hand when the partner's trump has been overtrumped: seat 3 must overtrump
    # Seat 1 trumps with 8♥ and seat 2 overtrumps with 10♥: seat 1 is not master any more.
    # Seat 3 must go over 10♥: J♥ and A♥ both do (J 9 A 10 K Q 8 7).
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 8♣ turned:
      | seat | cards                      |
      | 0    | A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣   |
      | 1    | 9♥ 8♥ A♠ K♠ Q♠ A♦ K♦ Q♦    |
      | 2    | 10♥ 7♥ K♥ Q♥ J♠ 10♠ J♦ 10♦ |
      | 3    | J♥ A♥ 9♠ 8♠ 7♠ 9♦ 8♦ 7♦    |
    And seat 0 names hearts in round 2
    And these cards have been played: 7♣ 8♥ 10♥
    Then seat 3 may play only: J♥ A♥
    When seat 3 plays 7♠
    Then the action is refused under PLAY-OVERTRUMP
    And the reason given mentions "must overtrump"
