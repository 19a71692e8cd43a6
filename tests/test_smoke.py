"""Smoke test: a whole random match ends with a winner at or above the target (MATCH-END)."""

from belote_ref.players import play_match


def test_random_match_reaches_target() -> None:
    game = play_match(seed=7)
    assert game.is_over
    assert game.winner is not None
    assert max(game.totals) >= 1000
    assert game.totals[game.winner] > game.totals[1 - game.winner]
