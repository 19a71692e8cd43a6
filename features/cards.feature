Feature: The deck, the order of the cards and their points
  Rule card: "baraja de 32 cartas, del 7 al As."
  "Orden del triunfo: Jota, 9, As, 10, Rey, Reina, 8, 7. Orden sin triunfo: As, 10, Rey, Reina,
  Jota, 9, 8, 7."
  "Triunfo: V=20, 9=14, A=11, 10=10, R=4, D=3; las demás 0. Sin triunfo: A=11, 10=10, R=4, D=3,
  V=2; las demás 0. Última baza: 10 puntos; total sin belote-rebelote: 162."

  The game uses 32 cards: 7, 8, 9, 10, J, Q, K, A in each of the four suits. In the trump suit the
  jack and the nine rise to the top (J 9 A 10 K Q 8 7); in the other ("plain") suits the order is
  A 10 K Q J 9 8 7. A card of a plain suit other than the suit led never wins a trick.
  These scenarios ask the rules core who wins a trick, and what a card is worth.

  @CARDS-DECK
  Scenario: The deck is 32 cards, 7 to ace in four suits
    Then the deck has 32 cards, 8 in each suit
    And the deck holds exactly these cards:
      | suit | cards                   |
      | ♣    | 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ |
      | ♦    | 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ |
      | ♥    | 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ |
      | ♠    | 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ |

  @CARDS-TRUMP-ORDER
  Scenario Outline: Trumps rank J 9 A 10 K Q 8 7, whatever the trump suit
    # Each card beats every card after it, whichever of the two is led.
    Then with <trump> trump, the trumps rank from highest to lowest: <order>

    Examples:
      | trump | order                   |
      | ♥     | J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥ 7♥ |
      | ♣     | J♣ 9♣ A♣ 10♣ K♣ Q♣ 8♣ 7♣ |
      | ♦     | J♦ 9♦ A♦ 10♦ K♦ Q♦ 8♦ 7♦ |
      | ♠     | J♠ 9♠ A♠ 10♠ K♠ Q♠ 8♠ 7♠ |

  @CARDS-TRUMP-ORDER
  Scenario: In a trick with ♥ trump, J♥ beats 9♥ beats A♥ beats 10♥ ...
    Then with ♥ trump, these tricks are won by the card shown:
      | cards (leader first) | wins | why                                      |
      | A♥ 10♥ 9♥ K♥         | 9♥   | the nine is the second trump, above A    |
      | 9♥ A♥ 10♥ J♥         | J♥   | the jack is the highest trump            |
      | 10♥ K♥ Q♥ 8♥         | 10♥  | 10 above K and Q                         |
      | 7♥ 8♥ Q♥ K♥          | K♥   | K above Q, Q above 8, 8 above 7          |
      | A♣ 10♣ 7♥ K♣         | 7♥   | the lowest trump beats any plain card    |
      | 8♦ A♥ J♦ 10♦         | A♥   | a trump on a plain lead wins             |

  @CARDS-PLAIN-ORDER
  Scenario Outline: Plain suits rank A 10 K Q J 9 8 7
    Then with <trump> trump, the <suit> cards rank from highest to lowest: <order>

    Examples:
      | trump | suit | order                   |
      | ♥     | ♣    | A♣ 10♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣ |
      | ♥     | ♦    | A♦ 10♦ K♦ Q♦ J♦ 9♦ 8♦ 7♦ |
      | ♥     | ♠    | A♠ 10♠ K♠ Q♠ J♠ 9♠ 8♠ 7♠ |
      | ♠     | ♥    | A♥ 10♥ K♥ Q♥ J♥ 9♥ 8♥ 7♥ |

  @CARDS-PLAIN-ORDER
  Scenario: In a plain suit the jack and nine are low, and other plain suits never win
    Then with ♠ trump, these tricks are won by the card shown:
      | cards (leader first) | wins | why                                        |
      | J♣ 9♣ 8♣ 7♣          | J♣   | J above 9 above 8 above 7 in a plain suit  |
      | J♣ Q♣ 9♣ 8♣          | Q♣   | the queen beats the jack in a plain suit   |
      | K♣ J♣ 10♣ Q♣         | 10♣  | the ten is above the king                  |
      | 10♣ A♣ K♣ 7♣         | A♣   | the ace is the highest plain card          |
      | 7♣ A♦ A♥ 8♣          | 8♣   | aces of other plain suits never win        |

  @CARDS-POINTS
  Scenario: Card points in the trump suit and in plain suits
    # Checked for every suit: as trump, and when another suit is trump.
    Then the card points, in any suit, are:
      | rank | as trump | as plain |
      | J    | 20       | 2        |
      | 9    | 14       | 0        |
      | A    | 11       | 11       |
      | 10   | 10       | 10       |
      | K    | 4        | 4        |
      | Q    | 3        | 3        |
      | 8    | 0        | 0        |
      | 7    | 0        | 0        |

  @CARDS-POINTS
  Scenario Outline: The cards are worth 152, the last trick 10 more: 162 in a hand
    # trump suit: 20 + 14 + 11 + 10 + 4 + 3 = 62
    # each plain suit: 11 + 10 + 4 + 3 + 2 = 30, three of them 90
    # 62 + 90 = 152; with the last trick, 152 + 10 = 162
    Then with <trump> trump, the 32 cards are worth 152 points in all
    And the last trick is worth 10 more, making 162 in a hand

    Examples:
      | trump |
      | ♣     |
      | ♦     |
      | ♥     |
      | ♠     |
