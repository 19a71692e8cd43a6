@SEATS-TEAMS
Feature: Seats, turn order and teams
  Seats are numbered 0 to 3 in turn order. Seats 0 and 2 play together against seats 1 and 3.
  "El jugador a la izquierda del repartidor inicia": the seat after the dealer acts first.

  Scenario: The seat after the dealer bids first
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Then seat 0 is to act

  Scenario: Teams, partners and the next seat
    # "4 jugadores en dos equipos alternos": partners sit opposite, so the turn alternates teams.
    Then the seats play as follows:
      | seat | team | partner | next seat |
      | 0    | 0    | 2       | 1         |
      | 1    | 1    | 3       | 2         |
      | 2    | 0    | 0       | 3         |
      | 3    | 1    | 1       | 0         |

  Scenario: The turn goes round the table and wraps from seat 3 to seat 0
    # Seat 2 deals: seat 3 bids first, then 0, 1, and the dealer, seat 2, last.
    Given the canonical ruleset
    And seat 2 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Then seat 3 is to act
    When seat 3 passes
    Then seat 0 is to act
    When seat 0 passes
    Then seat 1 is to act
    When seat 1 passes
    Then seat 2 is to act
