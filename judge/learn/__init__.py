"""Learning by playing: each problem's game as data (`game.py` in its folder), searched from
its rules into tables of positions (`judge table`) and a perfect opponent (`judge play`)."""
