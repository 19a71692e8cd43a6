Feature: The match: phases of a hand, the end of the match, the dealer's turn, no penalties
  Rule card: "La mano termina después de la puntuación."
  "La partida termina a 1000 puntos o al umbral de la sala; gana el equipo con la puntuación más
  alta."

  A hand goes through its phases in order: dealing, bidding round 1, bidding round 2 (only if all
  passed in round 1), trick play, then dealing of the next hand, or the end of the match. An
  action that does not belong to the current phase is refused under MATCH-PHASES and changes
  nothing. After each scored hand, if a team has reached the target (1000; option target), the
  higher total wins; with equal totals another hand is played. The next seat deals the next hand.
  Illegal actions are refused, never penalised: the older text's penalties do not apply to
  digital play (an audit of a transcript reports them as rule violations instead).

  Most scenarios play the same whole hand through the engine (Background): seat 3 deals, the
  turned card is 9♥ and seat 0, the first to bid, takes hearts. Every card is legal: in
  tricks 1 and 2 (trump led) nobody holds a trump above the best one played, so any trump may
  be played; in tricks 3 to 8 everyone follows the suit led.
    team 0 (seats 0 and 2): tricks 1, 2, 5, 6 = 23 + 39 + 14 + 16 = 92
    team 1 (seats 1 and 3): tricks 3, 4, 7, 8 = 14 + 16 + 14 + 16 = 60, + 10 for the last trick = 70
    92 + 70 = 162; the takers (team 0) have 92 > 70: contract made, the hand scores 92 to 70.
  Scenarios marked "rules core" ask the pure functions of the match rules directly.

  Background:
    Given seat 3 deals
    And the hands after the completion deal are, with 9♥ turned:
      | seat | cards                       |
      | 0    | J♥ 9♥ 7♣ 8♣ K♦ Q♦ 9♠ J♠     |
      | 1    | A♥ 7♥ A♣ 10♣ 7♦ 8♦ K♠ Q♠    |
      | 2    | 10♥ Q♥ 9♣ J♣ A♦ 10♦ 7♠ 8♠   |
      | 3    | K♥ 8♥ K♣ Q♣ 9♦ J♦ A♠ 10♠    |
    And the tricks of the hand will be:
      | trick | leader | cards          | won by | points | why                       |
      | 1     | 0      | J♥ 7♥ Q♥ 8♥    | 0      | 23     | 20 + 0 + 3 + 0            |
      | 2     | 0      | 9♥ A♥ 10♥ K♥   | 0      | 39     | 14 + 11 + 10 + 4          |
      | 3     | 0      | 7♣ A♣ 9♣ Q♣    | 1      | 14     | 0 + 11 + 0 + 3            |
      | 4     | 1      | 10♣ J♣ K♣ 8♣   | 1      | 16     | 10 + 2 + 4 + 0; 10 > K    |
      | 5     | 1      | 7♦ A♦ 9♦ Q♦    | 2      | 14     | 0 + 11 + 0 + 3            |
      | 6     | 2      | 10♦ J♦ K♦ 8♦   | 2      | 16     | 10 + 2 + 4 + 0            |
      | 7     | 2      | 7♠ A♠ 9♠ Q♠    | 3      | 14     | 0 + 11 + 0 + 3            |
      | 8     | 3      | 10♠ J♠ K♠ 8♠   | 3      | 16     | 10 + 2 + 4 + 0, last trick |

  @MATCH-PHASES @MATCH-DEALER @SEATS-TEAMS
  Scenario: A whole hand: tricks won by seat 2 count for seat 0's team; then seat 0 deals
    Given the canonical ruleset
    Then the phase is "dealing"
    Given seat 0 takes the turned suit in round 1
    Then the phase is "tricks"
    And seat 0 is to act
    When the hand is played out
    Then the hand scored 92 to 70
    And the match totals are 92 to 70
    And the match goes on
    And seat 0 deals the next hand

  @MATCH-DEALER
  Scenario: After a scored hand the next seat deals, and the seat after it bids first
    Given the canonical ruleset
    And seat 0 takes the turned suit in round 1
    When the hand is played out
    Then seat 0 deals the next hand
    When the cards are dealt from the card order: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Then the action is accepted
    And seat 1 is to act
    And the phase is "bid_round_1"

  @MATCH-DEALER
  Scenario: The next dealer, by the rules core (match.next_dealer)
    Then the next dealer is, by the rules core:
      | dealer | hand   | all_pass    | next dealer |
      | 0      | scored | next-dealer | 1           |
      | 1      | scored | next-dealer | 2           |
      | 2      | scored | next-dealer | 3           |
      | 3      | scored | next-dealer | 0           |
      | 3      | scored | same-dealer | 0           |
      | 3      | void   | next-dealer | 0           |
      | 3      | void   | same-dealer | 3           |
      | 1      | void   | same-dealer | 1           |

  @MATCH-END
  Scenario: A hand that brings a team past the target ends the match
    # 910 + 92 = 1002 and 500 + 70 = 570: team 0 has reached 1000 and is higher.
    Given the canonical ruleset
    And the match stands at 910 to 500
    And seat 0 takes the turned suit in round 1
    When the hand is played out
    Then the match totals are 1002 to 570
    And team 0 wins the match
    When the cards are dealt from the card order: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Then the action is refused under MATCH-PHASES
    And the reason given mentions "the match is over"

  @MATCH-END
  Scenario: Reaching the target exactly is enough
    # 908 + 92 = 1000.
    Given the canonical ruleset
    And the match stands at 908 to 0
    And seat 0 takes the turned suit in round 1
    When the hand is played out
    Then the match totals are 1000 to 70
    And team 0 wins the match

  @MATCH-END
  Scenario: Both teams past the target: the higher total wins, whoever made the contract
    # 940 + 92 = 1032 and 990 + 70 = 1060: both reached 1000; team 1 is higher.
    Given the canonical ruleset
    And the match stands at 940 to 990
    And seat 0 takes the turned suit in round 1
    When the hand is played out
    Then the match totals are 1032 to 1060
    And team 1 wins the match

  @MATCH-END
  Scenario: Equal totals past the target: another hand is played
    # 960 + 92 = 1052 and 982 + 70 = 1052.
    Given the canonical ruleset
    And the match stands at 960 to 982
    And seat 0 takes the turned suit in round 1
    When the hand is played out
    Then the match totals are 1052 to 1052
    And the match goes on
    And seat 0 deals the next hand

  @MATCH-END
  Scenario: Option target=500: the match ends at 500
    # 420 + 92 = 512 and 300 + 70 = 370: past 500.
    Given the ruleset option target=500
    And the match stands at 420 to 300
    And seat 0 takes the turned suit in round 1
    When the hand is played out
    Then the match totals are 512 to 370
    And team 0 wins the match

  @MATCH-END
  Scenario: Canonical target 1000: the same totals do not end the match
    Given the canonical ruleset
    And the match stands at 420 to 300
    And seat 0 takes the turned suit in round 1
    When the hand is played out
    Then the match totals are 512 to 370
    And the match goes on

  @MATCH-END
  Scenario: Who has won, by the rules core (match.match_winner)
    Then with target 1000, these match totals give:
      | team 0 | team 1 | winner | why                              |
      | 999    | 998    | none   | nobody has reached 1000          |
      | 1000   | 998    | team 0 | reached exactly                  |
      | 1000   | 1000   | none   | equal totals: play another hand  |
      | 1010   | 1020   | team 1 | both past: the higher wins       |
      | 640    | 1003   | team 1 |                                  |
    And with target 500, these match totals give:
      | team 0 | team 1 | winner | why                              |
      | 499    | 0      | none   |                                  |
      | 512    | 370    | team 0 |                                  |
      | 520    | 520    | none   | equal totals: play another hand  |

  @SCORE-DISPUTE @MATCH-END
  Scenario: Points held in dispute go to the team that wins the next hand with a winner
    # The contract is made: team 0 wins the hand and takes the 30 disputed points: 92 + 30 = 122.
    Given the canonical ruleset
    And 30 points are held in dispute
    And seat 0 takes the turned suit in round 1
    When the hand is played out
    Then the match totals are 122 to 70
    And 0 points are still held in dispute

  @AUDIT-PENALTIES
  Scenario: A revoke is refused, and no penalty is scored
    # In trick 3 seat 0 leads 7♣; seat 1 holds A♣ 10♣ and tries K♠. Refused; the hand goes on
    # and scores exactly its card points: 92 to 70, no penalty either way.
    Given the canonical ruleset
    And seat 0 takes the turned suit in round 1
    When the first 2 tricks of the hand are played
    And seat 0 plays 7♣
    And seat 1 plays K♠
    Then the action is refused under PLAY-FOLLOW-SUIT
    And the reason given mentions "KS does not follow the suit led (C)"
    And the match totals are 0 to 0
    And seat 1 is to act
    When the rest of the hand is played
    Then the hand scored 92 to 70
    And the match totals are 92 to 70

  @AUDIT-PENALTIES
  Scenario: A card played out of turn is refused, and no penalty is scored
    Given the canonical ruleset
    And seat 0 takes the turned suit in round 1
    When seat 2 plays 10♥
    Then the action is refused under PLAY-TURN
    And the reason given mentions "seat 2 played out of turn: seat 0 is to play"
    When the hand is played out
    Then the hand scored 92 to 70

  @MATCH-PHASES
  Scenario: The phases of a hand up to trick play, through both bidding rounds
    Given the canonical ruleset
    And seat 2 deals
    Then the phase is "dealing"
    When the cards are dealt from the card order: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Then the phase is "bid_round_1"
    When seat 3 passes
    And seat 0 passes
    And seat 1 passes
    And seat 2 passes
    Then the phase is "bid_round_2"
    When seat 3 takes ♠
    Then the action is accepted
    And the phase is "tricks"
    And seat 3 is to act

  @MATCH-PHASES
  Scenario: A card played during bidding is refused
    # Seat 0 does hold 7♣ (the deck in suit order, seat 3 dealing), but bidding is not over.
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 0 plays 7♣
    Then the action is refused under MATCH-PHASES
    And the reason given mentions "no card may be played during bidding round 1"
    And the phase is "bid_round_1"

  @MATCH-PHASES
  Scenario: A bid during trick play is refused
    Given the canonical ruleset
    And seat 0 takes the turned suit in round 1
    When seat 0 passes
    Then the action is refused under MATCH-PHASES
    And the reason given mentions "no bid may be made during trick play"
    When seat 1 takes ♠
    Then the action is refused under MATCH-PHASES
    And the phase is "tricks"

  @MATCH-PHASES
  Scenario: A second deal during bidding is refused
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When the cards are dealt from the card order: J♠ 8♦ 10♥ 9♦ Q♠ Q♣ A♣ K♥ 7♣ K♦ 7♦ A♦ A♥ 7♠ Q♥ Q♦ 8♠ 10♠ K♣ 7♥ 9♠ 9♥ 10♦ 10♣ 8♥ 9♣ 8♣ A♠ J♦ J♣ K♠ J♥
    Then the action is refused under MATCH-PHASES
    And the reason given mentions "cards may not be dealt during bidding round 1"
    And the turned card is J♥

  @MATCH-PHASES
  Scenario: A bid or a card before the cards are dealt is refused
    Given the canonical ruleset
    And seat 3 deals
    When seat 0 passes
    Then the action is refused under MATCH-PHASES
    And the reason given mentions "no bid may be made during the deal"
    When seat 0 plays 7♣
    Then the action is refused under MATCH-PHASES
    And the reason given mentions "no card may be played during the deal"
