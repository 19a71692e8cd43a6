"""Steps for dealing, bidding, match and view scenarios."""
