Feature: The table server and its protocol
  Every scenario runs a real table server on a free port of 127.0.0.1 with a database of its own,
  and talks to it as a client would: HTTP for rooms and seats, one WebSocket per seat or
  spectator (spec/table.md). Seats are 0-3; "easy", "normal", "hard", "expert" and "random" are AI seats.

  @TABLE-VERSION
  Scenario: A hello with a seat token is answered by the welcome, then the seat's state
    Given a table server
    And the rooms are dealt with seed 7 and seat 3 deals first
    And a room with seats "client, easy, easy, easy"
    When the client at seat 0 takes its seat
    Then the client at seat 0 is welcomed as seat 0 of a room of 4 seats
    And the client at seat 0 receives its state with 5 cards in hand

  @TABLE-VERSION
  Scenario: A client speaking another major version is refused and closed
    Given a table server
    And a room with seats "client, easy, easy, easy"
    When the client at seat 0 takes its seat speaking protocol "2.0.0"
    Then the client at seat 0 receives the error "protocol-version" with clause TABLE-VERSION
    And the connection of seat 0 is closed with code 4000

  @TABLE-ROOMS
  Scenario: A room with its own threshold
    Given a table server
    And the rooms have the option target=500
    When a room is created with seats "client, hard, hard, hard"
    Then the room list shows the room with ruleset "belote-classic-1.0.0+target=500"
    And the room is in phase "bid_round_1" of match 1

  @TABLE-ROOMS
  Scenario Outline: A room request that cannot be honoured says why
    Given a table server
    When a room of profile "<profile>" is requested with seats "<seats>"
    Then the request is refused with status 400 and a message containing "<words>"

    Examples:
      | profile        | seats                         | words                          |
      | belote-duo     | client, easy, easy, easy      | unknown profile 'belote-duo'   |
      | belote-classic | client, easy, easy            | has 4 seats; the request gives 3 |
      | belote-classic | client, genius, easy, easy    | is not one of                  |

  @TABLE-JOIN
  Scenario: A free client seat is taken once; AI seats cannot be taken
    Given a table server
    And a room with seats "client, easy, client, easy"
    When seat 2 is taken
    Then taking seat 2 again is refused with status 409
    And taking seat 1 is refused with status 409
    And taking seat 5 is refused with status 404

  @TABLE-JOIN
  Scenario: A spectator sees the public view, no hand, and cannot act
    Given a table server
    And the rooms are dealt with seed 7 and seat 3 deals first
    And a room with seats "client, client, client, client"
    When a spectator watches the room
    Then the spectator receives a state with no hand and no legal actions
    When the spectator sends {"type": "action", "action": {"type": "pass", "seat": 0}}
    Then the spectator receives the error "not-seated" with clause TABLE-TOKENS

  @TABLE-TOKENS
  Scenario: A forged token is refused and the connection stays usable
    Given a table server
    And a room with seats "client, easy, easy, easy"
    When a client says hello to the room with a forged token
    Then that client receives the error "bad-token" with clause TABLE-TOKENS
    And that client can still say hello with the token of seat 0

  @TABLE-TOKENS
  Scenario: A client acting for another seat is refused
    Given a table server
    And the rooms are dealt with seed 7 and seat 3 deals first
    And a room with seats "client, client, client, client"
    And the client at seat 1 takes its seat
    When the client at seat 1 sends {"type": "action", "id": 9, "action": {"type": "pass", "seat": 0}}
    Then the client at seat 1 receives the error "wrong-seat" with clause TABLE-TOKENS

  @TABLE-STATE
  Scenario: Each seat sees its own hand; only the seat to act gets legal actions
    Given a table server
    And the rooms are dealt with seed 7 and seat 3 deals first
    And a room with seats "client, client, client, client"
    When every seat's client takes its seat
    Then the state of seat 0 lists its legal actions: pass, and take in the turned suit
    And the states of seats 1, 2 and 3 list no legal action
    And no two seats' states show a card in common but the turned card

  @TABLE-ACTION
  Scenario: An accepted action is acknowledged, then every seat gets the event and its new state
    Given a table server
    And the rooms are dealt with seed 7 and seat 3 deals first
    And a room with seats "client, client, client, client"
    And every seat's client takes its seat
    When the client at seat 0 sends {"type": "action", "id": 1, "seq": 2, "action": {"type": "pass", "seat": 0}}
    Then the client at seat 0 receives an ack with id 1 at seq 3
    And every seat receives the bid event of seat 0 then a state at seq 3 where seat 1 is to act

  @TABLE-ACTION
  Scenario: An action out of turn is refused with the rules clause, and nothing changes
    Given a table server
    And the rooms are dealt with seed 7 and seat 3 deals first
    And a room with seats "client, client, client, client"
    And the client at seat 2 takes its seat
    When the client at seat 2 sends {"type": "action", "id": "early", "action": {"type": "pass", "seat": 2}}
    Then the client at seat 2 receives a refusal with clause BID-TURN
    And the room is still at seq 2

  @TABLE-EVENTS
  Scenario: Bids, cards, tricks, hand scores and the match end reach a spectator
    Given a table server
    And the rooms are dealt with seed 11 and seat 3 deals first
    And the rooms have the option target=1
    And a room with seats "client, easy, easy, easy"
    And a spectator watches the room
    And the client at seat 0 takes its seat
    When the client at seat 0 plays its first legal action until the match ends
    Then the spectator received the events deal, bid, play, trick, hand_end and match_end
    And every trick event the spectator received has 4 cards and a winner

  @TABLE-PRIVACY
  Scenario: Over a whole match, no message names a card hidden from its receiver
    Given a table server
    And the rooms are dealt with seed 5 and seat 0 deals first
    And the rooms have the option target=300
    And a room with seats "client, client, client, client"
    And a spectator watches the room
    When four clients play random legal actions until the match ends
    Then no message to a seat named another seat's hidden card or an undealt card
    And no message to the spectator named a hidden card

  @TABLE-ERRORS
  Scenario Outline: A bad message gets an error and the connection stays usable
    Given a table server
    And a room with seats "client, easy, easy, easy"
    And the client at seat 0 takes its seat
    When the client at seat 0 sends the text <text>
    Then the client at seat 0 receives the error "<code>" with clause <clause>
    And the connection of seat 0 still answers a ping

    Examples:
      | text                                   | code          | clause       |
      | {not json                              | bad-json      | TABLE-ERRORS |
      | [1, 2, 3]                              | not-an-object | TABLE-ERRORS |
      | {"type": "dance"}                      | unknown-type  | TABLE-ERRORS |
      | {"type": "action", "action": {"type": "play", "seat": 0, "card": "11H"}} | bad-message | TABLE-ERRORS |
      | {"type": "hello", "protocol": "1.1.0", "spectate": true} | already-hello | TABLE-ERRORS |

  @TABLE-LIMITS
  Scenario: A message over 8192 bytes is refused; the connection stays usable
    Given a table server
    And a room with seats "client, easy, easy, easy"
    And the client at seat 0 takes its seat
    When the client at seat 0 sends a message of 9000 bytes
    Then the client at seat 0 receives the error "too-large" with clause TABLE-LIMITS
    And the connection of seat 0 still answers a ping

  @TABLE-LIMITS
  Scenario: A client that floods is rate-limited, then closed
    Given a table server that allows 0.01 message a second after a burst of 40
    And a room with seats "client, easy, easy, easy"
    And the client at seat 0 takes its seat
    When the client at seat 0 sends 300 pings at once
    Then the client at seat 0 receives the error "rate-limited" with clause TABLE-LIMITS
    And the client at seat 0 receives the error "flooding" with clause TABLE-LIMITS
    And the connection of seat 0 is closed with code 1008

  @TABLE-LIMITS
  Scenario: A client that answers each turn at once is never rate-limited, however fast the AIs play
    Given a table server that allows 1 message a second after a burst of 5
    And the rooms have the option target=1
    And a room with seats "client, random, random, random"
    And the client at seat 0 takes its seat
    When the client at seat 0 plays its first legal action until the match ends
    Then the client at seat 0 was never rate-limited and every action it sent was answered

  @TABLE-LIMITS
  Scenario: An address that creates rooms past its burst is refused 429 until its bucket refills
    Given a table server that lets an address create 3 rooms at once, then 0.01 a minute
    And a room with seats "client, easy, easy, easy"
    And a room with seats "client, easy, easy, easy"
    And a room with seats "client, easy, easy, easy"
    When a room of profile "belote-classic" is requested with seats "client, easy, easy, easy"
    Then the request is refused with status 429 and a message containing "3 at once"
    And the refusal is "rate-limited" with clause TABLE-LIMITS

  @TABLE-LIMITS
  Scenario: A room may ask at most 2000 ms of AI thinking a decision
    Given a table server
    And the rooms give each AI decision 2001 ms
    When a room of profile "belote-classic" is requested with seats "client, expert, expert, expert"
    Then the request is refused with status 400 and a message containing "ai_budget_ms"
    Given the rooms give each AI decision 2000 ms
    When a room of profile "belote-classic" is requested with seats "client, expert, expert, expert"
    Then the request is answered with status 201

  @TABLE-ORIGIN
  Scenario: A WebSocket from another site's page is refused; the server's own and programs are not
    Given a table server
    And a room with seats "client, easy, easy, easy"
    Then a WebSocket with Origin "http://evil.example" is refused with HTTP 403
    And a WebSocket with the server's own Origin is accepted
    And a WebSocket without an Origin is accepted

  @TABLE-DURABILITY
  Scenario: A restarted server resumes the room where it stood
    Given a table server
    And the rooms are dealt with seed 7 and seat 3 deals first
    And a room with seats "client, client, client, client"
    And the client at seat 0 takes its seat
    And the client at seat 0 sends {"type": "action", "id": 1, "action": {"type": "pass", "seat": 0}}
    And the client at seat 0 receives an ack with id 1 at seq 3
    When the server is stopped and started again on its database
    And the client at seat 1 takes its seat
    Then the client at seat 1 receives a state at seq 3 where seat 1 is to act
    And the room's bids so far are: seat 0 passes

  @TABLE-DATABASE
  Scenario Outline: A database that cannot be used stops the server with exit code 3
    Given a database file that is <what>
    When belote-ref serve is started on it
    Then it exits with code 3 and a message containing "<words>"
    And the file is unchanged

    Examples:
      | what                                   | words                          |
      | not an SQLite file                     | is not a belote-ref table database |
      | an SQLite database of another program  | of another application         |
      | in use by another belote-ref server    | in use by another belote-ref server |

  @TABLE-RECONNECT
  Scenario: A client that reconnects with its token gets its view and legal actions back
    Given a table server
    And the rooms are dealt with seed 7 and seat 3 deals first
    And a room with seats "client, client, client, client"
    And the client at seat 0 takes its seat
    When the client at seat 0 reconnects with its token
    Then the client at seat 0 receives its state with 5 cards in hand and legal actions
    And the former connection of seat 0 was closed with code 4002

  @TABLE-TIMEOUT
  Scenario: A seat that does not act in time is played by the room's takeover AI
    Given a table server
    And the rooms are dealt with seed 7 and seat 3 deals first
    And the rooms give 0.2 seconds a turn, then the easy AI plays the seat
    And a room with seats "client, client, client, client"
    And the client at seat 0 takes its seat
    When nobody acts for a while
    Then the client at seat 0 receives a takeover event for seat 0 at level easy
    And the room's first bid was made by the takeover AI for seat 0

  @TABLE-AI
  Scenario Outline: AI seats of every level play a whole match among themselves, from their views
    Given a table server
    And the rooms have the option target=1
    When a room is created with seats "<seats>"
    Then the room's match ends
    And every action of the room was made by an AI
    And the room's transcript audits clean

    Examples:
      | seats                      |
      | easy, normal, hard, random |
      | expert, easy, expert, hard |

  @TABLE-MATCHES
  Scenario: A room plays another match once one is over
    Given a table server
    And the rooms have the option target=1
    And a room with seats "easy, easy, easy, easy"
    When the room's match ends
    Then starting the next match with the host token gives match 2
    And starting another at once is refused with status 409

  @TABLE-TRANSCRIPT
  Scenario: A room's transcript audits clean; the hand in progress is shown to no token, the host's included
    Given a table server
    And the rooms are dealt with seed 3 and seat 3 deals first
    And the rooms have the option target=400
    And a room with seats "client, easy, easy, easy"
    And the client at seat 0 takes its seat
    When the client at seat 0 plays its first legal action until hand 2 is dealt
    Then the room's public transcript holds 1 hand and audits clean
    And the room's transcript read with the host token holds 1 hand and audits clean
    And belote-ref export writes the room's transcript with 2 hands, audited clean
