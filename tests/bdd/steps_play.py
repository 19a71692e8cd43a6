"""Steps for trick-play and scoring scenarios."""
