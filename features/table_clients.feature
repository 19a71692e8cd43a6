Feature: Checking a table client, clause by clause
  belote-ref check-client seats a client in scripted rooms of a table server of its own, with AI
  seats around it, and checks every message it sends (spec/table.md, Checking a client). Each
  scenario checks one client of belote_ref/clients/mutants.py, started as a subprocess through the
  same path as any third-party client: "good" conforms, each mutant breaks one thing. Sessions are
  those of the default plan; a lower target makes their matches shorter; the rooms' turn time
  is 30 seconds, and a client has 120 seconds to connect (5 seconds for the one that never
  connects): a client that answers at once is never late, however busy the machine.

  @TABLE-CLIENT-SCHEMA @TABLE-CLIENT-HELLO @TABLE-CLIENT-OWN-SEAT @TABLE-CLIENT-TURN @TABLE-CLIENT-LEGAL
  @TABLE-CLIENT-HAND-END @TABLE-CLIENT-MATCH-END @TABLE-CLIENT-TIME @TABLE-CLIENT-LIMITS @TABLE-CLIENT-PONG
  @TABLE-CLIENT-PUBLIC
  Scenario: A conforming client passes every clause a match exercises
    Given the client "good"
    When it is checked in session "golden" with target 300
    Then the verdict is "conformant" with exit code 0
    And these clauses pass: TABLE-CLIENT-SCHEMA, TABLE-CLIENT-HELLO, TABLE-CLIENT-OWN-SEAT, TABLE-CLIENT-TURN, TABLE-CLIENT-LEGAL, TABLE-CLIENT-HAND-END, TABLE-CLIENT-MATCH-END, TABLE-CLIENT-TIME, TABLE-CLIENT-LIMITS, TABLE-CLIENT-PONG, TABLE-CLIENT-PUBLIC
    And TABLE-CLIENT-RECOVER is not exercised

  @TABLE-CLIENT-RECONNECT
  Scenario: A conforming client comes back after each drop and plays on
    Given the client "good"
    When it is checked in session "reconnect" with target 300
    Then the verdict is "conformant" with exit code 0
    And TABLE-CLIENT-RECONNECT passes 2 checks

  @TABLE-CLIENT-TURN
  Scenario: A client that sends its pass twice at once acts when it is not asked
    Given the client "out-of-turn"
    When it is checked in session "golden" with target 300
    Then exactly these clauses fail: TABLE-CLIENT-TURN, BID-TURN
    # The second pass reaches the checker before the answer to the first, or after the state
    # that moved the turn on: either way it is an action the client was not asked for.
    And the first failure of TABLE-CLIENT-TURN says "before the answer to its first" or "when it was not to act"
    And the verdict is "departures found" with exit code 1

  @TABLE-CLIENT-LEGAL @TABLE-CLIENT-RECOVER
  Scenario: A card the client does not hold is refused under PLAY-CARD-IN-HAND; it then recovers
    Given the client "card-not-held"
    When it is checked in session "golden" with target 100
    Then exactly these clauses fail: TABLE-CLIENT-LEGAL, PLAY-CARD-IN-HAND
    And the first failure of TABLE-CLIENT-LEGAL says "which is not one of the"
    And TABLE-CLIENT-RECOVER passes 1 check

  @TABLE-CLIENT-LEGAL
  Scenario: A client that ignores the legal list is refused under the obligation it breaks
    Given the client "ignores-legal"
    When it is checked in session "golden" with target 300
    Then exactly these clauses fail: TABLE-CLIENT-LEGAL, PLAY-FOLLOW-SUIT
    And the first failure of PLAY-FOLLOW-SUIT says "the server refused its action"

  @TABLE-CLIENT-LEGAL
  Scenario: Belote announced with a card that is not the trump king or queen is refused under PLAY-BELOTE
    Given the client "wrong-belote"
    When it is checked in session "golden" with target 100
    Then exactly these clauses fail: TABLE-CLIENT-LEGAL, PLAY-BELOTE

  @TABLE-CLIENT-RECOVER
  Scenario: A client that repeats a refused action is stopped
    Given the client "repeats-refused"
    When it is checked in session "golden" with target 100
    Then exactly these clauses fail: TABLE-CLIENT-LEGAL, PLAY-CARD-IN-HAND, TABLE-CLIENT-RECOVER
    And the first failure of TABLE-CLIENT-RECOVER says "sent again the action the server had refused"
    And the session stopped early: "sent a refused action 4 times"

  @TABLE-CLIENT-RECONNECT
  Scenario: A client that never reconnects after a drop
    Given the client "never-reconnects"
    When it is checked in session "reconnect" with target 300
    Then exactly these clauses fail: TABLE-CLIENT-RECONNECT
    And the first failure of TABLE-CLIENT-RECONNECT says "no hello with its token within 30 s"

  @TABLE-CLIENT-OWN-SEAT @TABLE-CLIENT-RECONNECT
  Scenario: A client that reconnects with a token that is not its own
    Given the client "wrong-token"
    When it is checked in session "reconnect" with target 300
    Then exactly these clauses fail: TABLE-CLIENT-OWN-SEAT, TABLE-CLIENT-RECONNECT
    And the first failure of TABLE-CLIENT-OWN-SEAT says "a token that is not the one it was given for seat 1"

  @TABLE-CLIENT-OWN-SEAT
  Scenario: A client that acts for another seat
    Given the client "other-seat"
    When it is checked in session "golden" with target 100
    Then exactly these clauses fail: TABLE-CLIENT-OWN-SEAT
    And the first failure of TABLE-CLIENT-OWN-SEAT says "acted for seat 1; it holds seat 0"

  @TABLE-CLIENT-OWN-SEAT @TABLE-CLIENT-TURN
  Scenario: A client that acts for the seat to act when it was asked nothing breaks both clauses
    Given the client "acts-for-the-seat-to-act"
    When it is checked in session "golden" with target 100
    Then exactly these clauses fail: TABLE-CLIENT-OWN-SEAT, TABLE-CLIENT-TURN
    And the first failure of TABLE-CLIENT-TURN says "acted when it was not to act"

  @TABLE-CLIENT-PONG
  Scenario: A client whose WebSocket layer answers no ping of the server
    Given the client "ignores-pings"
    When it is checked in session "golden" with target 100
    Then exactly these clauses fail: TABLE-CLIENT-PONG
    And the first failure of TABLE-CLIENT-PONG says "without answering the ping with a pong first"

  @TABLE-CLIENT-PUBLIC
  Scenario: A client that names a room after its hand publishes its hidden cards
    Given the client "publishes-hand"
    When it is checked in session "golden" with target 100
    Then exactly these clauses fail: TABLE-CLIENT-PUBLIC
    And the first failure of TABLE-CLIENT-PUBLIC says "published a hidden card of its hand through a public surface"

  @TABLE-CLIENT-SCHEMA
  Scenario: A client that sends malformed JSON
    Given the client "malformed-json"
    When it is checked in session "golden" with target 100
    Then exactly these clauses fail: TABLE-CLIENT-SCHEMA
    And the first failure of TABLE-CLIENT-SCHEMA says "bad-json"

  @TABLE-CLIENT-HELLO
  Scenario: A client that talks before its hello
    Given the client "no-hello-first"
    When it is checked in session "golden" with target 100
    Then exactly these clauses fail: TABLE-CLIENT-HELLO
    And the first failure of TABLE-CLIENT-HELLO says "sent 'sync' before saying hello"

  @TABLE-CLIENT-LIMITS
  Scenario: A client that floods the server with messages
    Given the client "floods"
    When it is checked in session "golden" with target 100
    Then exactly these clauses fail: TABLE-CLIENT-LIMITS
    And the first failure of TABLE-CLIENT-LIMITS says "rate-limited"

  @TABLE-CLIENT-TIME
  Scenario: A client that stalls past the turn time; the takeover AI plays for it
    Given the client "stalls"
    When it is checked in session "golden" with target 100
    Then exactly these clauses fail: TABLE-CLIENT-TIME
    And the first failure of TABLE-CLIENT-TIME says "the room's takeover AI played for it"

  @TABLE-CLIENT-HAND-END
  Scenario: A client that leaves after the first hand
    Given the client "quits-after-hand"
    When it is checked in session "golden" with target 300
    Then exactly these clauses fail: TABLE-CLIENT-HAND-END
    And the first failure of TABLE-CLIENT-HAND-END says "left the match after the end of hand 1"

  @TABLE-CLIENT-MATCH-END
  Scenario: A client that stays on after the match
    Given the client "lingers"
    When it is checked in session "golden" with target 100
    Then exactly these clauses fail: TABLE-CLIENT-MATCH-END
    And the first failure of TABLE-CLIENT-MATCH-END says "did not exit within 30 s after the match ended"

  Scenario: A client that crashes during the match could not be driven
    Given the client "crashes"
    When it is checked in session "golden" with target 100
    Then the verdict is "the client could not be driven" with exit code 2
    And the client could not be driven: "exited with status 3 during the match"

  Scenario: A client that never connects could not be driven
    Given the client "never-connects"
    When it is checked in session "golden" with target 100
    Then the verdict is "the client could not be driven" with exit code 2
    And the client could not be driven: "no connection within 5 s"

  Scenario: Nothing a client starts outlives the check
    Given the client "forks"
    When it is checked in session "golden" with target 100
    Then the verdict is "conformant" with exit code 0
    And no process the client started is still running
