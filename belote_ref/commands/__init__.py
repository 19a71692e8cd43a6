"""Subcommands of ``belote-ref``; each module has ``register(subparsers)``."""
