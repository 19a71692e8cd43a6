@SEATS-TEAMS
Feature: Seats, turn order and teams
  Seats are numbered 0 to 3 in turn order. Seats 0 and 2 play together against seats 1 and 3.
  "El jugador a la izquierda del repartidor inicia": the seat after the dealer acts first.

  Scenario: The seat after the dealer bids first
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    Then seat 0 is to act
