"""The list of packages, the one part of the build pyproject.toml cannot say.

The problem set (problems/, solutions/, testdata/ at the top of the source tree) is installed
as data of the package, under judge/problemset/bundled/, so that an installed judge has it
wherever it runs (judge.problemset.layout). pyproject.toml maps each folder there
(`package-dir`) and takes every file in it (`package-data`); setuptools takes a mapped folder
only from a list of packages it is given, which pyproject.toml's automatic discovery cannot add
to, so the list is made here: judge's packages as discovery finds them, and each folder of the
set, its subfolders included (setuptools warns of a folder of data that is not in the list).
"""

from setuptools import find_namespace_packages, setup

SET = "judge.problemset.bundled"
SET_FOLDERS = ("problems", "solutions", "testdata")

setup(
    packages=[
        *find_namespace_packages(include=["judge*"]),
        *(
            f"{SET}.{folder}{'.' + sub if sub else ''}"
            for folder in SET_FOLDERS
            for sub in ("", *find_namespace_packages(folder))
        ),
    ]
)
