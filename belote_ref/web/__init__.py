"""The browser pages: the table, the transcript viewer and the rulebook, served by the table server and by ``belote-ref view``."""
