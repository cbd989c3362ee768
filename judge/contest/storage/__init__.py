"""A contest's database: the one layer that speaks SQL (SQLAlchemy Core on SQLite or
PostgreSQL). Functions take a connection of the caller's transaction
(:meth:`judge.contest.storage.store.Store.write` / ``read``) and hand out the core's types."""
