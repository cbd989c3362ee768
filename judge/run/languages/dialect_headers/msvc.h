/* Forced in (-include) when judge compiles C or C++ as a Windows judge's Microsoft compiler
   does ("C++"/"C" on HDU and POJ): MSVC's <iostream> declares the C library through its own
   includes (scanf, printf from <cstdio>; memset, strlen from <cstring>; malloc, abs, qsort
   from <cstdlib>), so its accepted programs call them with only <iostream> included; and
   `__int64` is a keyword there (defined here as in mingw.h: this file stands alone, as an
   isolated compile sees only the files named), `%I64d` its printf's (i64.c, linked in).
   The limits of this emulation: DESIGN.md, The judges' compilers. */
#ifndef JUDGE_MSVC_H
#define JUDGE_MSVC_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define __int64 long long
#endif
