Feature: Whose turn it is to play, and only a card held may be played
  Rule card: "El jugador a la izquierda del repartidor inicia." "Quien gana la baza sale en la
  siguiente."
  The seat after the dealer (the next seat in turn order) leads the first trick, whoever took.
  Play goes round in turn order; the winner of each trick leads the next one. A card played out
  of turn is refused (PLAY-TURN), and so is a card the seat does not hold (PLAY-CARD-IN-HAND).

  Hearts are trumps in every scenario of this file; the hands are:
    seat 0: 7♥ 8♥ A♠ K♠ A♦ K♦ A♣ K♣   seat 1: 9♥ 10♥ 10♠ Q♠ 10♦ Q♦ 10♣ Q♣
    seat 2: J♥ Q♥ J♠ 9♠ J♦ 9♦ J♣ 9♣   seat 3: A♥ K♥ 8♠ 7♠ 8♦ 7♦ 8♣ 7♣

  Background:
    Given the canonical ruleset

  @PLAY-TURN
  Scenario Outline: The seat after the dealer leads the first trick, whoever took
    Given seat <dealer> deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                   |
      | 0    | 7♥ 8♥ A♠ K♠ A♦ K♦ A♣ K♣ |
      | 1    | 9♥ 10♥ 10♠ Q♠ 10♦ Q♦ 10♣ Q♣ |
      | 2    | J♥ Q♥ J♠ 9♠ J♦ 9♦ J♣ 9♣ |
      | 3    | A♥ K♥ 8♠ 7♠ 8♦ 7♦ 8♣ 7♣ |
    And seat 0 takes the turned suit in round 1
    Then seat <leader> is to act

    Examples:
      | dealer | leader |
      | 3      | 0      |
      | 0      | 1      |
      | 1      | 2      |
      | 2      | 3      |

  @PLAY-TURN
  Scenario: The taker may not lead when it is not his turn
    Given seat 1 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                   |
      | 0    | 7♥ 8♥ A♠ K♠ A♦ K♦ A♣ K♣ |
      | 1    | 9♥ 10♥ 10♠ Q♠ 10♦ Q♦ 10♣ Q♣ |
      | 2    | J♥ Q♥ J♠ 9♠ J♦ 9♦ J♣ 9♣ |
      | 3    | A♥ K♥ 8♠ 7♠ 8♦ 7♦ 8♣ 7♣ |
    And seat 0 takes the turned suit in round 1
    When seat 0 plays A♠
    Then the action is refused under PLAY-TURN
    And the reason given mentions "out of turn"
    And seat 2 is to act

  @PLAY-TURN
  Scenario: Play goes round in turn order; a seat may not play before its turn
    Given seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                   |
      | 0    | 7♥ 8♥ A♠ K♠ A♦ K♦ A♣ K♣ |
      | 1    | 9♥ 10♥ 10♠ Q♠ 10♦ Q♦ 10♣ Q♣ |
      | 2    | J♥ Q♥ J♠ 9♠ J♦ 9♦ J♣ 9♣ |
      | 3    | A♥ K♥ 8♠ 7♠ 8♦ 7♦ 8♣ 7♣ |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: A♠
    When seat 2 plays J♠
    Then the action is refused under PLAY-TURN
    And the reason given mentions "seat 1 is to play"

  @PLAY-TURN @PLAY-TRICK-WINNER
  Scenario: The winner of a trick leads the next one
    # Trick 1: seat 1's 10♠ beats seat 0's K♠ (plain order A 10 K Q J 9 8 7), so seat 1 leads.
    # Trick 2: seat 0's A♦ is the highest diamond, so seat 0 leads trick 3.
    Given seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                   |
      | 0    | 7♥ 8♥ A♠ K♠ A♦ K♦ A♣ K♣ |
      | 1    | 9♥ 10♥ 10♠ Q♠ 10♦ Q♦ 10♣ Q♣ |
      | 2    | J♥ Q♥ J♠ 9♠ J♦ 9♦ J♣ 9♣ |
      | 3    | A♥ K♥ 8♠ 7♠ 8♦ 7♦ 8♣ 7♣ |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards           | winner |
      | 1     | 0      | K♠ 10♠ 9♠ 8♠    | 1      |
      | 2     | 1      | Q♦ J♦ 8♦ A♦     | 0      |
    Then seat 0 is to act

  @PLAY-TURN
  Scenario: The last trick's loser may not lead the next trick
    Given seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                   |
      | 0    | 7♥ 8♥ A♠ K♠ A♦ K♦ A♣ K♣ |
      | 1    | 9♥ 10♥ 10♠ Q♠ 10♦ Q♦ 10♣ Q♣ |
      | 2    | J♥ Q♥ J♠ 9♠ J♦ 9♦ J♣ 9♣ |
      | 3    | A♥ K♥ 8♠ 7♠ 8♦ 7♦ 8♣ 7♣ |
    And seat 0 takes the turned suit in round 1
    And these tricks have been played, each led and won as shown:
      | trick | leader | cards           | winner |
      | 1     | 0      | K♠ 10♠ 9♠ 8♠    | 1      |
    When seat 0 plays A♠
    Then the action is refused under PLAY-TURN
    And the reason given mentions "seat 1 is to play"

  @PLAY-CARD-IN-HAND
  Scenario: A card held by another seat is refused
    Given seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                   |
      | 0    | 7♥ 8♥ A♠ K♠ A♦ K♦ A♣ K♣ |
      | 1    | 9♥ 10♥ 10♠ Q♠ 10♦ Q♦ 10♣ Q♣ |
      | 2    | J♥ Q♥ J♠ 9♠ J♦ 9♦ J♣ 9♣ |
      | 3    | A♥ K♥ 8♠ 7♠ 8♦ 7♦ 8♣ 7♣ |
    And seat 0 takes the turned suit in round 1
    When seat 0 plays J♥
    Then the action is refused under PLAY-CARD-IN-HAND
    And the reason given mentions "not in the hand"

  @PLAY-CARD-IN-HAND
  Scenario: A card already played cannot be played again
    Given seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                   |
      | 0    | 7♥ 8♥ A♠ K♠ A♦ K♦ A♣ K♣ |
      | 1    | 9♥ 10♥ 10♠ Q♠ 10♦ Q♦ 10♣ Q♣ |
      | 2    | J♥ Q♥ J♠ 9♠ J♦ 9♦ J♣ 9♣ |
      | 3    | A♥ K♥ 8♠ 7♠ 8♦ 7♦ 8♣ 7♣ |
    And seat 0 takes the turned suit in round 1
    And these tricks have been played, each led and won as shown:
      | trick | leader | cards          | winner |
      | 1     | 0      | A♠ Q♠ 9♠ 7♠    | 0      |
    When seat 0 plays A♠
    Then the action is refused under PLAY-CARD-IN-HAND
    And the reason given mentions "not in the hand"

  @PLAY-CARD-IN-HAND
  Scenario: A card of the suit led that the seat does not hold is refused as not held
    Given seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                   |
      | 0    | 7♥ 8♥ A♠ K♠ A♦ K♦ A♣ K♣ |
      | 1    | 9♥ 10♥ 10♠ Q♠ 10♦ Q♦ 10♣ Q♣ |
      | 2    | J♥ Q♥ J♠ 9♠ J♦ 9♦ J♣ 9♣ |
      | 3    | A♥ K♥ 8♠ 7♠ 8♦ 7♦ 8♣ 7♣ |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: A♠
    When seat 1 plays J♠
    Then the action is refused under PLAY-CARD-IN-HAND
    And the reason given mentions "not in the hand"
