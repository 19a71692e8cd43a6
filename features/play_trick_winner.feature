@PLAY-TRICK-WINNER
Feature: Who wins a trick
  Rule card: "Orden del triunfo: Jota, 9, As, 10, Rey, Reina, 8, 7. Orden sin triunfo: As, 10,
  Rey, Reina, Jota, 9, 8, 7." "Quien gana la baza sale en la siguiente."
  The highest trump played wins the trick; if no trump was played, the highest card of the suit
  led wins (decision 9). A card of another plain suit never wins. The winner leads the next trick.

  Scenario: In a plain suit the ten beats the king
    # Hearts are trumps; no trump is played; 10♠ is the highest spade.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                       |
      | 0    | 7♥ 8♥ A♠ K♠ A♦ K♦ A♣ K♣     |
      | 1    | 9♥ 10♥ 10♠ Q♠ 10♦ Q♦ 10♣ Q♣ |
      | 2    | J♥ Q♥ J♠ 9♠ J♦ 9♦ J♣ 9♣     |
      | 3    | A♥ K♥ 8♠ 7♠ 8♦ 7♦ 8♣ 7♣     |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards        | winner |
      | 1     | 0      | K♠ 10♠ 9♠ 8♠ | 1      |
    Then seat 1 is to act

  Scenario: The lowest trump beats the highest plain card
    # Seat 0 leads K♠, seat 1 beats it with 10♠, seat 2 (no spade, partner beaten) trumps with
    # 7♥, the lowest trump; seat 3 follows with Q♠. The 7♥ wins.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 9♥ turned:
      | seat | cards                      |
      | 0    | A♠ K♠ J♥ 9♥ A♦ 7♦ A♣ 7♣    |
      | 1    | 10♠ 7♠ A♥ 8♥ 10♦ 8♦ 10♣ 8♣ |
      | 2    | 10♥ 7♥ K♦ Q♦ J♦ K♣ Q♣ J♣   |
      | 3    | Q♠ J♠ 9♠ 8♠ K♥ Q♥ 9♦ 9♣    |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards         | winner |
      | 1     | 0      | K♠ 10♠ 7♥ Q♠  | 2      |
    Then seat 2 is to act

  Scenario: In trumps the nine beats the ace
    # Seat 0 named hearts in round 2 and leads 7♣; seat 1 trumps with 9♥, seat 2 undertrumps
    # with 7♥, seat 3 (partner master) plays A♥. Trump order J 9 A 10 K Q 8 7: 9♥ wins.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 8♣ turned:
      | seat | cards                      |
      | 0    | A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣   |
      | 1    | 9♥ 8♥ A♠ K♠ Q♠ A♦ K♦ Q♦    |
      | 2    | 10♥ 7♥ K♥ Q♥ J♠ 10♠ J♦ 10♦ |
      | 3    | J♥ A♥ 9♠ 8♠ 7♠ 9♦ 8♦ 7♦    |
    And seat 0 names hearts in round 2
    When these tricks are played, each led and won as shown:
      | trick | leader | cards         | winner |
      | 1     | 0      | 7♣ 9♥ 7♥ A♥   | 1      |
    Then seat 1 is to act

  Scenario: Of several trumps, the highest wins
    # 7♣ led; seat 1 trumps 8♥, seat 2 overtrumps 10♥, seat 3 overtrumps J♥.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 8♣ turned:
      | seat | cards                      |
      | 0    | A♣ K♣ Q♣ J♣ 10♣ 9♣ 8♣ 7♣   |
      | 1    | 9♥ 8♥ A♠ K♠ Q♠ A♦ K♦ Q♦    |
      | 2    | 10♥ 7♥ K♥ Q♥ J♠ 10♠ J♦ 10♦ |
      | 3    | J♥ A♥ 9♠ 8♠ 7♠ 9♦ 8♦ 7♦    |
    And seat 0 names hearts in round 2
    When these tricks are played, each led and won as shown:
      | trick | leader | cards          | winner |
      | 1     | 0      | 7♣ 8♥ 10♥ J♥   | 3      |
    Then seat 3 is to act

  Scenario: When trumps are led the jack of trumps wins, and a plain jack counts for nothing
    # 10♥ led, 7♥, J♥ (beating the partner's 10♥ as required), and seat 3, without trumps,
    # plays J♣.
    Given the canonical ruleset
    And seat 3 deals
    And the hands after the completion deal are, with 8♥ turned:
      | seat | cards                       |
      | 0    | A♥ 10♥ 9♥ 8♥ A♠ K♠ A♦ K♦    |
      | 1    | K♥ 7♥ 10♠ Q♠ 10♦ Q♦ 10♣ Q♣  |
      | 2    | J♥ Q♥ J♠ 9♠ J♦ 9♦ A♣ K♣     |
      | 3    | 8♠ 7♠ 8♦ 7♦ J♣ 9♣ 8♣ 7♣     |
    And seat 0 takes the turned suit in round 1
    When these tricks are played, each led and won as shown:
      | trick | leader | cards          | winner |
      | 1     | 0      | 10♥ 7♥ J♥ J♣   | 2      |
    Then seat 2 is to act
