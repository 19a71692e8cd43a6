"""The conformance kit: drive a third-party engine through the adapter protocol and report, clause by clause, where it departs from the rules (spec/conformance.md)."""
