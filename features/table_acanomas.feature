Feature: Rooms of profile belote-acanomas on the table server
  The older individual game (spec/acanomas/) at the table: 2, 3 or 4 players (or 4 in pairs),
  each seat its own view and its legal actions (announcements, the trump-7 exchange, claims
  included), refusals with the profile's clauses, eliminations (spec/table.md, TABLE-PROFILES).
  Every scenario runs a real table server on a free port of 127.0.0.1. With dealer 0 at three
  players the mano is seat 1 (ACA-SEATS-ORDER); before the take each player holds 6 cards
  (ACA-DEAL-THREE: three, then three, to each).

  @TABLE-PROFILES @TABLE-ROOMS
  Scenario: A room of the profile for three players says its profile, its ruleset and its sides
    Given a table server
    When a room of profile belote-acanomas for 3 players is created with seats "client, normal, easy"
    Then the room is of profile "belote-acanomas" with ruleset "belote-acanomas-0.1.0" and sides [[0], [1], [2]]
    And the room has 3 totals

  @TABLE-PROFILES @TABLE-ROOMS
  Scenario: Four players in pairs: two sides
    Given a table server
    And the rooms have the profile's option pairs=true
    When a room of profile belote-acanomas for 4 players is created with seats "client, easy, easy, easy"
    Then the room is of profile "belote-acanomas" with ruleset "belote-acanomas-0.1.0+players=4,pairs=true" and sides [[0, 2], [1, 3]]
    And the room has 2 totals

  @TABLE-PROFILES @TABLE-ROOMS
  Scenario: A server whose default profile is belote-acanomas makes a room without a profile one of it
    Given a table server whose default profile is belote-acanomas
    When a room without a profile is created with seats "client, easy, easy"
    Then the room is of profile "belote-acanomas" with ruleset "belote-acanomas-0.1.0" and sides [[0], [1], [2]]

  @TABLE-PROFILES @TABLE-AI
  Scenario Outline: The hard and expert AIs do not play the profile yet
    Given a table server
    When a room of profile belote-acanomas for 3 players is requested with seats "client, <level>, easy"
    Then the request is refused with status 400 and a message containing "the <level> AI does not play profile belote-acanomas"

    Examples:
      | level  |
      | hard   |
      | expert |

  @TABLE-PROFILES @TABLE-STATE
  Scenario: Each of three seats sees its own 6 cards; only the mano may bid
    Given a table server
    And the rooms are dealt with seed 7 and seat 0 deals first
    And a room of profile belote-acanomas for 3 players with seats "client, client, client"
    When the clients of the 3 seats take their seats
    Then the client at seat 0 is welcomed to profile "belote-acanomas" with 3 seats
    And the 3 seats each see 6 cards of their own, no card of another's, and only seat 1 has legal actions: pass and take

  @TABLE-PROFILES @TABLE-ACTION
  Scenario: An announcement during bidding is refused with the profile's clause, and nothing changes
    Given a table server
    And the rooms are dealt with seed 7 and seat 0 deals first
    And a room of profile belote-acanomas for 3 players with seats "client, client, client"
    And the client at seat 1 takes its seat
    When the client at seat 1 sends {"type": "action", "id": 1, "action": {"type": "announce", "seat": 1, "combinations": []}}
    Then the client at seat 1 receives a refusal with clause ACA-MATCH-PHASES
    And the room is still at seq 2

  @TABLE-PROFILES @TABLE-EVENTS @TABLE-AI
  Scenario: Against two AI seats, a spectator hears bids, announcements, cards, tricks, each partial game's end and the match's
    Given a table server
    And the rooms are dealt with seed 11 and seat 0 deals first
    And the rooms have the profile's option target=150
    And a room of profile belote-acanomas for 3 players with seats "client, normal, easy"
    And a spectator watches the room
    And the client at seat 0 takes its seat
    When the client at seat 0 plays its first legal action but a claim until the match ends
    Then the spectator heard the events bid, announce, play, trick, game_end and match_end
    And each trick the spectator heard had 3 cards and a winner
    And the match's transcript passes belote-ref audit --profile acanomas

  @TABLE-PROFILES @TABLE-PRIVACY
  Scenario Outline: Over whole matches of <players> players, no message names a card hidden from its receiver
    Given a table server
    And the rooms are dealt with seed 5 and seat 0 deals first
    And the rooms have the profile's option target=200
    And a room of profile belote-acanomas for <players> players with seats "<seats>"
    And a spectator watches the room
    When the <players> clients play random legal actions until the match ends
    Then no message to a seat or the spectator named a card hidden from it, nor an escalera's hidden suit

    Examples:
      | players | seats                          |
      | 2       | client, client                 |
      | 3       | client, client, client         |
      | 4       | client, client, client, client |

  @TABLE-PROFILES @TABLE-DURABILITY
  Scenario: A restarted server resumes a room of the profile where it stood
    Given a table server
    And the rooms are dealt with seed 7 and seat 0 deals first
    And a room of profile belote-acanomas for 3 players with seats "client, client, client"
    And the client at seat 1 takes its seat
    And the client at seat 1 sends {"type": "action", "id": 1, "action": {"type": "pass", "seat": 1}}
    And the client at seat 1 receives an ack with id 1 at seq 3
    When the server is stopped and started again on its database
    And the client at seat 2 takes its seat
    Then the client at seat 2 receives a state at seq 3 where seat 2 is to act

  @TABLE-PROFILES @TABLE-STATE
  Scenario: At four players a seat that claims wrongly leaves; the match goes on with three
    Given a table server
    And the rooms are dealt with seed 3 and seat 0 deals first
    And a room of profile belote-acanomas for 4 players with seats "client, easy, easy, easy"
    And the client at seat 0 takes its seat
    When the client at seat 0 plays its first legal action but a claim until it may claim, then claims
    Then the claim is wrong, since no total is near the target of 1000, and seat 0 leaves the match
    And the match goes on with seats 1, 2 and 3, seat 0 never again being given a legal action
