Feature: The ruleset, the variants disabled in this version, and the form of an action
  Rule card: "Variante jugada: Belote clásica por equipos · 32 cartas · Versión 1.0.0".
  "Las declaraciones de tercia/cincuenta/cien/cuarteto, la coinche y todo triunfo/sin triunfo
  están desactivadas en esta versión."

  A ruleset is the rule card with each open question answered (the decisions table); where two
  practices exist, a named option chooses between them. Its ID is "belote-classic-", the rules
  version, then "+" and every option that differs from the canonical value, as name=value, in
  the order of the options table. An unknown option is refused under RULESET-OPTIONS; a bad
  value is refused under the clause the option belongs to; either way the refusal names the
  option. Declarations, coinche, all-trump and no-trump are refused, never silently ignored:
  as actions during a hand, and as options of a ruleset.
  An action is one of: deal, pass, take, play, coinche, declare. Anything else, or an action with
  a missing or impossible field, is refused under ACTIONS-FORM, saying what is wrong.

  @RULESET-OPTIONS
  Scenario: The canonical ruleset and its ID
    Given the canonical ruleset
    When the ruleset is built
    Then the ruleset ID is "belote-classic-1.0.0"
    And the ruleset options are:
      | option       | value       |
      | first_deal   | 3-2         |
      | all_pass     | next-dealer |
      | undertrump   | required    |
      | belote       | announced   |
      | tie          | dispute     |
      | target       | 1000        |
      | declarations | false       |
      | coinche      | false       |
      | all_trump    | false       |
      | no_trump     | false       |

  @RULESET-OPTIONS
  Scenario Outline: An option changed from its canonical value shows in the ruleset ID
    Given the ruleset option <option>
    When the ruleset is built
    Then the ruleset ID is "<id>"

    Examples:
      | option               | id                                        |
      | first_deal=2-3       | belote-classic-1.0.0+first_deal=2-3       |
      | first_deal=3-2       | belote-classic-1.0.0                      |
      | all_pass=same-dealer | belote-classic-1.0.0+all_pass=same-dealer |
      | all_pass=next-dealer | belote-classic-1.0.0                      |
      | undertrump=optional  | belote-classic-1.0.0+undertrump=optional  |
      | undertrump=required  | belote-classic-1.0.0                      |
      | belote=automatic     | belote-classic-1.0.0+belote=automatic     |
      | belote=announced     | belote-classic-1.0.0                      |
      | tie=fail             | belote-classic-1.0.0+tie=fail             |
      | tie=dispute          | belote-classic-1.0.0                      |
      | target=500           | belote-classic-1.0.0+target=500           |
      | target=1000          | belote-classic-1.0.0                      |
      | coinche=false        | belote-classic-1.0.0                      |

  @RULESET-OPTIONS
  Scenario: Two changed options are listed in the order of the options table
    Given the ruleset option target=500
    And the ruleset option undertrump=optional
    When the ruleset is built
    Then the ruleset ID is "belote-classic-1.0.0+undertrump=optional,target=500"

  @RULESET-OPTIONS
  Scenario Outline: An unknown option or a bad value is refused, naming the option
    Given the canonical ruleset
    When the ruleset is built with the option <option>
    Then the ruleset is refused under <clause>
    And the refusal names the option "<name>" and says "<says>"

    Examples:
      | option               | clause           | name       | says                    |
      | colour=red           | RULESET-OPTIONS  | colour     | unknown ruleset option  |
      | colour               | RULESET-OPTIONS  | colour     | must be written name=value |
      | first_deal=4-1       | DEAL-FIRST       | first_deal | cannot be '4-1'         |
      | all_pass=left        | BID-ALL-PASS     | all_pass   | cannot be 'left'        |
      | undertrump=sometimes | PLAY-UNDERTRUMP  | undertrump | cannot be 'sometimes'   |
      | belote=shouted       | PLAY-BELOTE      | belote     | cannot be 'shouted'     |
      | tie=split            | SCORE-DISPUTE    | tie        | cannot be 'split'       |
      | target=0             | MATCH-END        | target     | from 1 to 100000        |
      | target=lots          | MATCH-END        | target     | must be a whole number  |
      | coinche=maybe        | RULESET-DISABLED | coinche    | must be true or false   |

  @RULESET-DISABLED
  Scenario Outline: A disabled variant cannot be enabled in the ruleset
    Given the canonical ruleset
    When the ruleset is built with the option <option>=true
    Then the ruleset is refused under RULESET-DISABLED
    And the refusal names the option "<option>" and says "disabled in rules version 1.0.0"

    Examples:
      | option       |
      | declarations |
      | coinche      |
      | all_trump    |
      | no_trump     |

  # The hand used below: seat 3 deals the cards in suit order (7♣ first, A♠ last), 3 then 2:
  # seat 0 holds 7♣ 8♣ 9♣ J♦ Q♦, seat 1 10♣ J♣ Q♣ K♦ A♦, seat 2 K♣ A♣ 7♦ 7♥ 8♥,
  # seat 3 8♦ 9♦ 10♦ 9♥ 10♥; J♥ (the 21st card) is turned.

  @RULESET-DISABLED
  Scenario Outline: All-trump and no-trump contracts are refused in bidding
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 0 bids <contract>
    Then the action is refused under RULESET-DISABLED
    And the reason given mentions "<contract> contracts are disabled"
    And seat 0 is to act

    Examples:
      | contract  |
      | all-trump |
      | no-trump  |

  @RULESET-DISABLED
  Scenario: A coinche is refused during bidding and during trick play
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 0 doubles (coinche)
    Then the action is refused under RULESET-DISABLED
    And the reason given mentions "coinche is disabled"
    When seat 0 takes ♥
    Then the action is accepted
    When seat 1 doubles (coinche)
    Then the action is refused under RULESET-DISABLED
    And the reason given mentions "coinche is disabled"
    And the phase is "tricks"

  @RULESET-DISABLED
  Scenario: A declaration is refused, even for a sequence the seat really holds
    # Seat 0 takes ♥ and holds 7♣ 8♣ 9♣: a "tierce" where declarations are played.
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 0 takes ♥
    And seat 0 declares a tierce
    Then the action is refused under RULESET-DISABLED
    And the reason given mentions "declaration 'tierce' is disabled"
    And seat 0 is to act

  @ACTIONS-FORM
  Scenario Outline: A malformed action is refused, saying what is wrong
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When the action arrives as JSON: <action>
    Then the action is refused under ACTIONS-FORM
    And the reason given mentions "<says>"

    Examples:
      | action                                                      | says                            |
      | {"type": "bid", "seat": 0}                                  | unknown action type 'bid'       |
      | {"seat": 0}                                                 | unknown action type None        |
      | {"type": "pass", "seat": 7}                                 | 'seat' must be 0, 1, 2 or 3, not 7 |
      | {"type": "pass"}                                            | 'seat' must be 0, 1, 2 or 3, not None |
      | {"type": "pass", "seat": true}                              | not True                        |
      | {"type": "play", "seat": 0, "card": "1X"}                   | '1X' is not a card              |
      | {"type": "take", "seat": 0, "suit": "purple"}               | 'purple' is not a suit          |
      | {"type": "play", "seat": 0, "card": "7C", "announce": "re"} | 'announce' can only be          |
      | ["pass", 0]                                                 | must be a JSON object           |

  @ACTIONS-FORM
  Scenario: A well-formed action in JSON is accepted
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When the action arrives as JSON: {"type": "take", "seat": 0, "suit": "H"}
    Then the action is accepted
    And seat 0 is the taker with ♥ as trump

  @ACTIONS-FORM
  Scenario: A seat that does not exist is refused
    Given the canonical ruleset
    And seat 3 deals
    And the card order, top card first, is: 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠
    When seat 4 passes
    Then the action is refused under ACTIONS-FORM
    And the reason given mentions "seat must be 0, 1, 2 or 3, not 4"
