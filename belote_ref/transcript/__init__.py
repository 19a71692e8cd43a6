"""Transcripts: schema'd records of matches, written, read, replayed and audited
(see spec/transcripts.md)."""

FORMAT = "belote-ref-transcript"
FORMAT_VERSION = "1.0.0"
