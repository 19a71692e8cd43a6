"""The four checks of a conformance run: golden, negative, perft, differential."""
