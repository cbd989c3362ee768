"""Codeforces Polygon problem packages (problem.xml at the root, a folder or a zip, as
Polygon's full and standard packages come): read, their tests stored or generated, judged by
their testlib checkers, their solutions checked against their tags."""
