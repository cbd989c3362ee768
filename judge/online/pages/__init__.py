"""One reader per online judge's problem page (HDU, POJ, Codeforces): the page's HTML in, its
title, limits, statement and samples out (`page.ProblemPage`)."""
