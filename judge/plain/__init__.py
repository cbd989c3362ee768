"""Plain test data: a folder (or zip) of input and answer files paired by name, as HUSTOJ,
Hydro and Luogu export a problem's data, with an optional small problem.yaml for its limits
and checker."""
