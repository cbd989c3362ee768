"""What lists and shows problems of every kind: ours, Kattis packages and contest problems."""
