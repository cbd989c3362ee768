"""The pure core of contests: Contest API objects and what is computed from them.

Imports nothing from storage or operations, runs no process, speaks no SQL: the command line's
``judge contest board --feed`` runs on this layer alone (without SQLAlchemy).
"""
