/* Forced in (-include) when judge compiles C or C++ as a Windows judge's MinGW GCC does
   (judge.run.languages.table, JUDGE_DIALECTS): MinGW's headers define `__int64` for every
   program. Its printf and scanf read `%I64d`: i64.c, linked in, does that here. Nothing
   else is declared, so the program's own names (a global `index`, `y1`) stay its own. */
#ifndef JUDGE_MINGW_H
#define JUDGE_MINGW_H
#define __int64 long long
#endif
