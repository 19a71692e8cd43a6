Feature: The AI players: easy, normal, hard and expert
  Rule card, "Inteligencia artificial": "Las IA usan solo su mano, las cartas públicas, el
  historial permitido y las acciones legales transmitidas por el servidor."
  "Fácil juega la carta legal más pequeña." "Normal estima la baza, conserva los triunfos
  maestros, corta cuando hace falta y apoya al compañero." "Difícil memoriza las cartas jugadas,
  deduce los fallos de palo y evalúa la probabilidad de cada carta restante."

  The AI players are not rules: they only choose one of the legal actions the engine offers, from
  what their seat may see (spec/ai.md). Easy plays the smallest legal card: every plain card is
  smaller than every trump; then lower in its suit's order (plain 7 8 9 J Q K 10 A, trump 7 8 Q K
  10 A 9 J, smallest first); then clubs, diamonds, hearts, spades. Normal judges the trick: it
  feeds a partner who is sure to win without overtaking him, wins with its cheapest winning trump
  and keeps the master trumps, and the taker's side draws trumps with its master trump. Hard
  plays out many deals of the unseen cards that agree with what it saw, and keeps the best card;
  expert does as hard does over three times the deals. Each AI has a seed and a work budget per
  decision (deals and playouts), with wall time only as a safety net; the same seed and view give
  the same decision on any machine. Every level announces belote when it plays the first of its
  trump king and queen.

  In these scenarios the AIs get a safety net of a minute per decision unless one is given, so
  that not even a pathological machine cuts a decision short. Unless said otherwise seat 3 deals, seat 0 takes the
  turned 7♥ in round 1 (hearts are trumps) and leads the first trick; after the completion deal:
    seat 0: J♥ 7♥ 7♦ 7♠ A♣ K♣ A♠ 10♦     seat 1: 9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠
    seat 2: A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   seat 3: K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠

  Background:
    Given the canonical ruleset
    And seat 3 deals

  # --- Easy ----------------------------------------------------------------------------------

  @AI-EASY
  Scenario: Easy leads its smallest card: a plain seven before the trump seven, diamonds before spades
    # Plain cards 7♦ 7♠ A♣ K♣ A♠ 10♦ all come before the trumps J♥ 7♥. The smallest plain
    # cards are the two sevens; between equal cards, diamonds come before spades.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♠ A♣ K♣ A♠ 10♦     |
      | 1    | 9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    When the easy AI decides for seat 0
    Then it plays 7♦

  @AI-EASY
  Scenario: Easy plays its smallest trump in the trump order: the queen before the nine
    # J♥ is led; seat 1 cannot beat it and must play a trump: 9♥ or Q♥. In trumps the 9 is the
    # second highest card (J 9 A 10 K Q 8 7), so the queen is the smaller.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♠ A♣ K♣ A♠ 10♦     |
      | 1    | 9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: J♥
    Then seat 1 may play only: 9♥ Q♥
    When the easy AI decides for seat 1
    Then it plays Q♥

  @AI-EASY
  Scenario: Easy plays its trump queen, holding the king too, and announces belote
    # J♥ led, 8♥ and 10♥ follow; seat 3 holds K♥ Q♥ as its only trumps and cannot beat J♥.
    # The smaller is Q♥; it is the first of the pair played, so it carries "belote".
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ A♠ 10♠ 7♣ 8♣ 7♦ 8♦     |
      | 1    | 9♥ 8♥ A♣ 10♣ K♣ A♦ 10♦ K♦    |
      | 2    | A♥ 10♥ Q♣ J♣ 9♣ Q♦ J♦ 9♦     |
      | 3    | K♥ Q♥ K♠ Q♠ J♠ 9♠ 8♠ 7♠      |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: J♥ 8♥ 10♥
    When the easy AI decides for seat 3
    Then it plays Q♥ announcing belote

  @AI-EASY
  Scenario Outline: Easy's bid in round 1: the jack of the turned suit, or its nine and one more
    # Only the five cards count, not the turned card.
    Given seat 0 is dealt <cards> with 7♥ turned
    When the easy AI decides for seat 0
    Then it <bid>

    Examples:
      | cards             | bid          | why                                    |
      | J♥ 7♣ 8♦ 9♠ A♠    | takes hearts | the jack of hearts                     |
      | 9♥ 8♥ 7♣ 8♦ A♠    | takes hearts | the nine and one more heart            |
      | 9♥ 7♣ 8♦ A♠ K♠    | passes       | the nine alone (7♥ turned not counted) |
      | A♥ K♥ Q♥ A♠ A♣    | passes       | three hearts but neither J♥ nor 9♥     |

  @AI-EASY
  Scenario Outline: Easy's bid in round 2: the first suit, clubs to spades, with its jack and one more
    Given seat 0 is dealt <cards> with <turned> turned
    And all four seats pass in round 1
    When the easy AI decides for seat 0
    Then it <bid>

    Examples:
      | cards           | turned | bid            | why                                        |
      | J♠ 7♠ J♦ 8♦ A♣  | 7♥     | names diamonds | diamonds come before spades                |
      | J♠ 7♠ J♦ 8♦ A♣  | 7♦     | names spades   | diamonds were turned: spades is the first  |
      | J♥ 7♠ J♦ 8♣ A♣  | 7♣     | passes         | J♥ and J♦ each alone; clubs was turned     |

  # --- Normal --------------------------------------------------------------------------------

  @AI-NORMAL
  Scenario: Normal, the taker, leads its master trump to draw trumps
    # Seat 0 took and holds J♥ 7♥; six trumps are out and nothing beats J♥: it leads J♥.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♠ A♣ K♣ A♠ 10♦     |
      | 1    | 9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    When the normal AI decides for seat 0
    Then it plays J♥

  @AI-NORMAL
  Scenario: Normal gives its richest card to a partner sure to win the trick
    # 8♣ led, partner seat 1 plays A♣ (the best club), 7♣ follows. Seat 3 plays last, so A♣ is
    # sure to win: it gives its richest club, 10♣ (10 points), rather than K♣ (4), Q♣ (3) or
    # 9♣ (0). The trick: 0 + 11 + 0 + 10 = 21 points to seats 1 and 3.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 8♣ 7♦ 8♦ 7♠ 8♠ 9♠      |
      | 1    | A♣ 9♥ Q♥ 9♦ 10♦ J♦ 10♠ J♠    |
      | 2    | 7♣ J♣ A♥ 10♥ Q♦ K♦ A♦ Q♠     |
      | 3    | K♣ 10♣ Q♣ 9♣ K♥ 8♥ K♠ A♠     |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: 8♣ A♣ 7♣
    When the normal AI decides for seat 3
    Then it plays 10♣

  @AI-NORMAL
  Scenario: Normal does not overtake its master partner
    # 8♣ led, partner seat 1 plays K♣, 7♣ follows: the partner wins so far and seat 3 is last.
    # A♣ and 10♣ would beat the partner's king for nothing; of Q♣ and 9♣, which do not, it
    # gives the richer: Q♣ (3 points).
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 8♣ 7♦ 8♦ 7♠ 8♠ 9♠      |
      | 1    | K♣ 9♥ Q♥ 9♦ 10♦ J♦ 10♠ J♠    |
      | 2    | 7♣ J♣ A♥ 10♥ Q♦ K♦ A♦ Q♠     |
      | 3    | A♣ 10♣ Q♣ 9♣ K♥ 8♥ K♠ A♠     |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: 8♣ K♣ 7♣
    When the normal AI decides for seat 3
    Then it plays Q♣

  @AI-NORMAL
  Scenario: Normal trumps with its lowest trump when it must, keeping the master jack
    # A♠ led; seat 1 has no spade and its partner has not played: it must trump, with J♥ or 8♥.
    # Both win the trick now; it trumps with 8♥ (0 points) and keeps J♥, the master trump.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | 7♥ 9♥ A♠ 10♠ 7♣ 8♣ 7♦ 8♦     |
      | 1    | J♥ 8♥ A♣ 10♣ K♣ A♦ 10♦ K♦    |
      | 2    | A♥ 10♥ K♠ Q♠ J♠ Q♣ J♣ Q♦     |
      | 3    | K♥ Q♥ 9♠ 8♠ 7♠ 9♣ J♦ 9♦      |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: A♠
    Then seat 1 may play only: J♥ 8♥
    When the normal AI decides for seat 1
    Then it plays 8♥

  @AI-NORMAL
  Scenario: Normal overtrumps with its lowest winning trump, keeping the master jack
    # A♠ led, seat 1 trumps with Q♥. Seat 2 has no spade and must overtrump: J♥ or K♥ (both above
    # the queen). It overtrumps with K♥ (4 points) and keeps J♥ (20 points, the master trump).
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | 7♥ 9♥ A♠ 10♠ 7♣ 8♣ 7♦ 8♦     |
      | 1    | Q♥ 8♥ A♣ 10♣ K♣ A♦ 10♦ K♦    |
      | 2    | J♥ K♥ Q♣ J♣ 9♣ Q♦ J♦ 9♦      |
      | 3    | A♥ 10♥ K♠ Q♠ J♠ 9♠ 8♠ 7♠     |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: A♠ Q♥
    Then seat 2 may play only: J♥ K♥
    When the normal AI decides for seat 2
    Then it plays K♥

  @AI-NORMAL
  Scenario Outline: Normal's bid in round 1: take when the hand, with the turned card, is worth 10
    Given seat 0 is dealt <cards> with 7♥ turned
    When the normal AI decides for seat 0
    Then it <bid>

    Examples:
      | cards            | bid          | value                                                     |
      | J♥ 9♥ A♥ A♠ 8♣   | takes hearts | J♥ 6 + 9♥ 4 + A♥ 3 + 7♥ 1 + A♠ 2.5 = 16.5                 |
      | 8♥ 7♣ 9♦ 10♠ Q♠  | passes       | 8♥ 1 + 7♥ 1 = 2 (10♠ without A♠ is worth nothing)          |

  # --- Hard ----------------------------------------------------------------------------------

  @AI-HARD
  Scenario: Hard, last to play, takes the trick its ace wins
    # 10♦ led, then 9♦ and Q♦. Seat 3 holds A♦ and K♦: A♦ wins the trick now, 10 + 0 + 3 + 11
    # = 24 points for seats 1 and 3; K♦ would lose it, giving 10 + 0 + 3 + 4 = 17 points to the
    # other side. In every deal of the unseen cards the ace now is worth more.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♠ A♣ K♣ A♠ 10♦     |
      | 1    | 9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: 10♦ 9♦ Q♦
    When the hard AI decides for seat 3
    Then it plays A♦

  @AI-HARD
  Scenario: Hard, a defender leading the first trick, leads the ace of its shortest plain suit
    # Seat 2 deals, so seat 3 leads the first trick; seat 0 takes hearts, so seat 3 defends. No
    # card has been played: the masters of a plain suit are its aces. Seat 3 holds A♦ (diamonds:
    # K♦ A♦, two cards) and no other plain ace (spades: J♠ Q♠ K♠; clubs: Q♣). It leads A♦.
    Given seat 2 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♠ A♣ K♣ A♠ 10♦     |
      | 1    | 9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    When the hard AI decides for seat 3
    Then it plays A♦

  @AI-HARD
  Scenario: Hard, the taker leading the first trick, leads the ace of its shortest plain suit
    # Seat 3 deals, so seat 0 leads the first trick, and seat 0 takes hearts. No card has been
    # played: the masters of a plain suit are its aces. Seat 0 holds A♠ (spades: A♠ alone) and
    # A♣ (clubs: 7♣ A♣ K♣, three cards). It leads A♠, the ace of its shortest plain suit.
    Given seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♣ A♣ K♣ A♠ 10♦     |
      | 1    | 9♥ Q♥ 7♠ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    When the hard AI decides for seat 0
    Then it plays A♠

  @AI-HARD
  Scenario: Hard, the taker leading the first trick without a plain ace, leads its master trump
    # Seat 3 deals, so seat 0 leads the first trick, and seat 0 takes hearts. Seat 0 holds no
    # plain ace (its tens are not masters while their aces are unseen) and J♥, the highest
    # trump: no unseen trump beats it. It leads J♥.
    Given seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♠ 10♣ K♣ 9♠ 10♦    |
      | 1    | 9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ A♣ J♣ J♦ Q♦ A♠ 10♠    |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    When the hard AI decides for seat 0
    Then it plays J♥

  @AI-HARD
  Scenario: The hard level's playouts: the takers' side leads its plain masters before its trumps
    # The hands of the normal level's scenario above: seat 0 took hearts and leads. The normal play
    # leads J♥ to draw trumps; the playouts' play leads a master plain card first. Its masters:
    # A♣ and A♠ (nothing beats an ace in its plain suit); K♣ is not one (10♣ is out), nor 10♦
    # (A♦ is out). The richest of them, 11 points each, same strength: clubs before spades, A♣.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♠ A♣ K♣ A♠ 10♦     |
      | 1    | 9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    When the play of the hard level's playouts decides for seat 0
    Then it plays A♣

  @AI-HARD
  Scenario Outline: The hard level's playouts give a sure partner their cheapest trump, the normal level its richest
    # Seat 0 leads J♥, the best trump: nothing can beat it, so it is sure to win. Seat 1 plays Q♥.
    # Seat 2, seat 0's partner, must follow with a heart and holds A♥ (11 points) and 10♥ (10).
    # The normal play gives the richest, A♥; the playouts' play the cheapest, 10♥.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♠ A♣ K♣ A♠ 10♦     |
      | 1    | 9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: J♥ Q♥
    When <player> decides for seat 2
    Then it plays <card>

    Examples:
      | player                                | card |
      | the normal AI                         | A♥   |
      | the play of the hard level's playouts | 10♥  |

  @AI-HARD
  Scenario: Hard announces belote with whichever of its trump king and queen it plays first
    # J♥ led, 8♥ and 10♥ follow; seat 3 must play a trump and holds only K♥ and Q♥.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ A♠ 10♠ 7♣ 8♣ 7♦ 8♦     |
      | 1    | 9♥ 8♥ A♣ 10♣ K♣ A♦ 10♦ K♦    |
      | 2    | A♥ 10♥ Q♣ J♣ 9♣ Q♦ J♦ 9♦     |
      | 3    | K♥ Q♥ K♠ Q♠ J♠ 9♠ 8♠ 7♠      |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: J♥ 8♥ 10♥
    When the hard AI decides for seat 3
    Then it plays K♥ or Q♥ announcing belote

  @AI-HARD
  Scenario: Hard, partner of the taker, reads a take as trump strength and a pass as its absence
    # Dealer 3: seats 0 and 1 pass hearts, seat 2 takes them. Seat 0, the taker's partner, weighs
    # the deal as dealt (the taker's hearts 7♥ Q♥ K♥: three, neither jack nor nine; seat 1, who
    # passed, J♥ 9♥ 8♥) against the same deal with the taker's Q♥ K♥ and seat 1's J♥ 9♥ exchanged
    # (taker 7♥ J♥ 9♥, passer Q♥ K♥ 8♥). On the takers' side it weighs by the learned factors
    # (spec AI-HARD, step 2): round-1 taker, 3 trumps with jack and nine 2.34, neither 0.252;
    # round-1 passer, 3 of the turned suit with jack and nine 0.61, neither 1.16; its own hand is
    # not judged. Second deal over first: (2.34 × 1.16) / (0.252 × 0.61) = 2.7144 / 0.15372 = 17.66.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | A♥ 10♥ 7♣ 9♣ Q♣ 8♦ Q♦ 8♠     |
      | 1    | J♥ 9♥ 8♥ 8♣ A♣ 10♦ 7♠ K♠     |
      | 2    | 7♥ Q♥ K♥ J♣ K♣ 7♦ J♦ 9♠      |
      | 3    | A♦ K♦ 10♣ 9♦ J♠ Q♠ A♠ 10♠    |
    And seat 2 takes the turned suit in round 1
    When seat 0 weighs the deal as dealt, then with seat 2's Q♥ K♥ and seat 1's J♥ 9♥ exchanged
    Then the second deal is 17.66 times as likely as the first

  @AI-HARD
  Scenario: Hard, defending, weighs the same evidence by the hand-set factors
    # The same bidding (dealer 3, seats 0 and 1 pass hearts, seat 2 takes them), weighed by seat 3,
    # a defender: by the hand-set factors (spec AI-HARD, step 2). As dealt: the taker's three
    # hearts 7♥ Q♥ K♥ ×0.7, with neither jack nor nine ×0.5 more; seat 0 passed holding J♥ and two
    # more hearts ×0.35; seat 1 passed without the jack ×1: 0.7 × 0.5 × 0.35 = 0.1225. With the
    # taker's Q♥ K♥ and seat 0's J♥ 9♥ exchanged: the taker's 7♥ J♥ 9♥ ×0.7; seat 0's Q♥ K♥ 8♥,
    # no jack, ×1: 0.7. Second deal over first: 0.7 / 0.1225 = 5.714.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 9♥ 8♥ 8♣ A♣ 10♦ 7♠ K♠     |
      | 1    | A♥ 10♥ 7♣ 9♣ Q♣ 8♦ Q♦ 8♠     |
      | 2    | 7♥ Q♥ K♥ J♣ K♣ 7♦ J♦ 9♠      |
      | 3    | A♦ K♦ 10♣ 9♦ J♠ Q♠ A♠ 10♠    |
    And seat 2 takes the turned suit in round 1
    When seat 3 weighs the deal as dealt, then with seat 2's Q♥ K♥ and seat 0's J♥ 9♥ exchanged
    Then the second deal is 5.714 times as likely as the first

  # --- The perfect-information solver -------------------------------------------------------

  @AI-SOLVER
  Scenario: The solver finds that the taker must lead its small trump first
    # Six tricks of plain suits, every seat following: seats 0 and 2 win 7 + 23 + 18 + 18 = 66
    # points, seats 1 and 3 win 12 + 12 = 24, and seat 0 wins trick 6, so it leads trick 7. Only
    # trumps are left: seat 0 J♥ 7♥, seat 1 9♥ 8♥, seat 2 A♥ K♥, seat 3 10♥ Q♥ (62 points and
    # the last trick's 10). Leading J♥, seat 1 keeps 9♥, which wins the last trick: J♥ 8♥ A♥ Q♥
    # = 34 for the takers, 7♥ 9♥ K♥ 10♥ + 10 = 38 for the defenders. Leading 7♥, seat 1 must beat
    # it; its 9♥ wins 7♥ 9♥ K♥ 10♥ = 28 for the defenders (8♥ would let seat 2 win with A♥ and
    # lose both tricks), and J♥ wins the last trick: J♥ 8♥ A♥ Q♥ + 10 = 44 for the takers. With
    # best play the takers end with 66 + 44 = 110 against 24 + 28 = 52: 58 more than the defenders.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ A♣ 7♣ A♠ 7♠ A♦ 7♦      |
      | 1    | 9♥ 8♥ 10♣ 8♣ 10♠ 8♠ 10♦ 8♦   |
      | 2    | A♥ K♥ K♣ 9♣ K♠ 9♠ K♦ 9♦      |
      | 3    | 10♥ Q♥ Q♣ J♣ Q♠ J♠ Q♦ J♦     |
    And seat 0 takes the turned suit in round 1
    And these tricks have been played:
      | cards           |
      | 7♣ 8♣ K♣ Q♣     |
      | 9♣ J♣ A♣ 10♣    |
      | 7♠ 10♠ 9♠ J♠    |
      | 8♠ K♠ Q♠ A♠     |
      | 7♦ 10♦ 9♦ J♦    |
      | 8♦ K♦ Q♦ A♦     |
    When the perfect-information solver values the position
    Then after 7♥ the takers win 44 more points with best play by both sides
    And after J♥ the takers win 34 more points with best play by both sides
    And the takers' hand score is 58 more than the defenders' with best play
    And the line the solver plays, replayed on the game, gives that score

  # --- What an AI may see ---------------------------------------------------------------------

  @AI-VIEW
  Scenario Outline: Two deals that differ only in cards seat 3 cannot see give the same decision
    # The second deal swaps hidden cards: seat 1 now holds A♥ 10♥ (was 7♣ 8♣, now seat 2's) and
    # A♠ (was seat 0's, who now holds 8♠). Every bid and card played is the same and still legal,
    # and seat 3's own hand is unchanged, so seat 3 sees exactly the same thing.
    # Easy plays the smaller diamond, K♦; normal (last to play) and hard take the trick with A♦.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♠ A♣ K♣ A♠ 10♦     |
      | 1    | 9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: 10♦ 9♦ Q♦
    When the <level> AI with seed 7 decides for seat 3
    And the same bids and cards are replayed on a deal where the hands after the completion deal are:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♠ A♣ K♣ 8♠ 10♦     |
      | 1    | 9♥ Q♥ A♥ 10♥ 9♣ 8♦ 9♦ A♠     |
      | 2    | 7♣ 8♣ 10♣ J♣ J♦ Q♦ 9♠ 10♠    |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And the <level> AI with seed 7 decides for seat 3
    Then seat 1 holds other cards in the two deals: A♥ 10♥ A♠
    And both decisions are the same, made from the same view
    And it plays <card>

    Examples:
      | level  | card |
      | easy   | K♦   |
      | normal | A♦   |
      | hard   | A♦   |

  # --- Expert ------------------------------------------------------------------------------------

  @AI-EXPERT
  Scenario: Expert, last to play, takes the trick its ace wins
    # As for hard: 10♦ led, then 9♦ and Q♦. Seat 3 holds A♦ and K♦: A♦ wins the trick now, 24
    # points for seats 1 and 3; K♦ would give the other side 17. Expert values three times the
    # deals and finds the same card.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♠ A♣ K♣ A♠ 10♦     |
      | 1    | 9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: 10♦ 9♦ Q♦
    When the expert AI decides for seat 3
    Then it plays A♦

  @AI-EXPERT
  Scenario: Expert, the taker leading the first trick, leads as hard does
    # Hard's lead rule is expert's: seat 3 deals, seat 0 took hearts and leads; it holds A♠
    # (spades: A♠ alone) and A♣ (clubs: three cards): it leads A♠, the ace of its shortest
    # plain suit.
    Given seat 3 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♣ A♣ K♣ A♠ 10♦     |
      | 1    | 9♥ Q♥ 7♠ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    When the expert AI decides for seat 0
    Then it plays A♠

  # --- Seeds, the work budget and the safety net ---------------------------------------------------

  @AI-BUDGET
  Scenario: The same seed and the same view give the same decision
    # Seat 0 leads the first trick with eight cards to choose from: the hard AI draws its deals
    # of the unseen cards from a generator seeded by its level, its seed and the view.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♠ A♣ K♣ A♠ 10♦     |
      | 1    | 9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    When the hard AI with seed 5 decides for seat 0
    And the same AI decides again for seat 0
    And a new hard AI with seed 5 decides for seat 0
    Then the 3 decisions are the same, made from the same view

  @AI-BUDGET
  Scenario: On a machine ten times slower, hard and expert take the same decisions
    # The decision is the level's work: a fixed number of deals and playouts, whatever the clock
    # says. Seat 1 follows A♣ with one of its 3 clubs. Every reading of the clock moves it 2 ms,
    # as if each playout took 2 ms (ten times this machine's): hard values 300 // 3 = 100 deals
    # and reads the clock once at the start and 4 times a deal (before the deal and before each
    # of its 3 playouts), 401 readings, 0.8 s; expert 300 deals, 1,201 readings, 2.4 s: both
    # far under the default safety net of a minute. Neither is cut, and each plays
    # the card it plays on a clock that never moves.
    Given the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♠ A♣ K♣ A♠ 10♦     |
      | 1    | 9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    And these cards have been played: A♣
    When the hard AI with seed 4 and the default safety net decides for seat 1, on a clock that never moves
    And the hard AI with seed 4 and the default safety net decides for seat 1, on a clock that moves 2 ms at each reading
    And the expert AI with seed 4 and the default safety net decides for seat 1, on a clock that never moves
    And the expert AI with seed 4 and the default safety net decides for seat 1, on a clock that moves 2 ms at each reading
    Then the first 2 decisions are the same, and so are the last 2
    And no decision was cut by the safety net

  @AI-BUDGET
  Scenario: When the safety net fires before a single playout, hard plays the normal card and says so
    # Each reading of the clock takes 0.5 ms, more than the whole 0.1 ms safety net (it fires at
    # half of it, 0.05 ms, since the net is under twice the 5 ms margin): the hard AI stops
    # before its first playout and falls back on the normal card. Seat 1 deals, so seat 2, the
    # taker's partner, leads the first trick (no lead rule of the hard level is for it). Its
    # trumps A♥ 10♥ are not masters (J♥ and 9♥ are unseen), nor are its plain cards (their aces
    # are unseen): it leads its cheapest plain card, 9♠, worth no points. (With its work done,
    # this seed's playouts lead A♥.) The decision is marked cut and a warning names it.
    Given seat 1 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♠ A♣ K♣ A♠ 10♦     |
      | 1    | 9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    When the hard AI with seed 0 and a budget of 0.1 ms decides for seat 2, on a clock that moves 0.5 ms at each reading
    Then no reading of its clock is more than one tick past its deadline, 0.05 ms after it starts
    And it plays 9♠
    And the decision is reported as cut by the safety net

  @AI-BUDGET
  Scenario Outline: The safety net caps the time a hard decision takes
    # The clock moves 0.5 ms at each reading; the AI checks the safety net before each playout
    # and stops once it has fired: the net less the 5 ms margin, or half the net when that is
    # less (2 ms: 1 ms; 10 ms: 5 ms; 20 ms: 15 ms). Seat 2 leads the first trick (seat 1 deals)
    # with 8 cards and no lead rule: its work, 37 deals of 8 cards, would read the clock
    # 1 + 37 × 9 = 334 times, 167 ms: each of these nets fires, and the decision is reported cut.
    Given seat 1 deals
    And the hands after the completion deal are, with 7♥ turned:
      | seat | cards                        |
      | 0    | J♥ 7♥ 7♦ 7♠ A♣ K♣ A♠ 10♦     |
      | 1    | 9♥ Q♥ 7♣ 8♣ 9♣ 8♦ 9♦ 8♠      |
      | 2    | A♥ 10♥ 10♣ J♣ J♦ Q♦ 9♠ 10♠   |
      | 3    | K♥ 8♥ Q♣ K♦ A♦ J♠ Q♠ K♠      |
    And seat 0 takes the turned suit in round 1
    When the hard AI with seed 5 and a budget of <budget> ms decides for seat 2, on a clock that moves 0.5 ms at each reading
    Then no reading of its clock is more than one tick past its deadline, <deadline> ms after it starts
    And the decision is reported as cut by the safety net

    Examples:
      | budget | deadline |
      | 2      | 1        |
      | 10     | 5        |
      | 20     | 15       |
