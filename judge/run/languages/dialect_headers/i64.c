/* Linked into programs judge compiles as a Windows judge's MinGW GCC or MSVC does (see
   mingw.h): their printf and scanf are msvcrt's, which read `%I64d`; glibc reads it as a
   flag, a width of 64 and %d. The linker sends the program's calls here (-Wl,--wrap=NAME,
   judge.run.program), where `%...I64` becomes `%...ll` before glibc sees the format. A file
   of its own, compiled apart: the program's own names never meet <stdio.h>'s here. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* `format` with every `%...I64` length written `%...ll`: a new string (free it), or NULL
   when it has none (the common case costs one strstr). */
static char *judge_i64_format(const char *format) {
    char *out, *w;
    const char *r;
    if (strstr(format, "I64") == NULL) return NULL;
    out = (char *)malloc(strlen(format) + 1);
    if (out == NULL) return NULL;
    for (r = format, w = out; *r;) {
        if (*r != '%') { *w++ = *r++; continue; }
        *w++ = *r++;
        if (*r == '%') { *w++ = *r++; continue; }
        while (*r && strchr("-+ #0123456789.*'", *r)) *w++ = *r++;
        if (r[0] == 'I' && r[1] == '6' && r[2] == '4') { *w++ = 'l'; *w++ = 'l'; r += 3; }
    }
    *w = '\0';
    return out;
}

#define JUDGE_I64_CALL(call, format)            \
    char *fixed = judge_i64_format(format);     \
    va_list args;                               \
    int done;                                   \
    va_start(args, format);                     \
    done = call;                                \
    va_end(args);                               \
    free(fixed);                                \
    return done

#define JUDGE_F(format) (fixed ? fixed : (format))

int __wrap_printf(const char *format, ...) { JUDGE_I64_CALL(vprintf(JUDGE_F(format), args), format); }
int __wrap_fprintf(FILE *f, const char *format, ...) { JUDGE_I64_CALL(vfprintf(f, JUDGE_F(format), args), format); }
int __wrap_sprintf(char *s, const char *format, ...) { JUDGE_I64_CALL(vsprintf(s, JUDGE_F(format), args), format); }
int __wrap_scanf(const char *format, ...) { JUDGE_I64_CALL(vscanf(JUDGE_F(format), args), format); }
int __wrap_fscanf(FILE *f, const char *format, ...) { JUDGE_I64_CALL(vfscanf(f, JUDGE_F(format), args), format); }
int __wrap_sscanf(const char *s, const char *format, ...) { JUDGE_I64_CALL(vsscanf(s, JUDGE_F(format), args), format); }
/* glibc's headers send C99 and C++ programs' scanf family to these names. */
int __wrap___isoc99_scanf(const char *format, ...) { JUDGE_I64_CALL(vscanf(JUDGE_F(format), args), format); }
int __wrap___isoc99_fscanf(FILE *f, const char *format, ...) { JUDGE_I64_CALL(vfscanf(f, JUDGE_F(format), args), format); }
int __wrap___isoc99_sscanf(const char *s, const char *format, ...) { JUDGE_I64_CALL(vsscanf(s, JUDGE_F(format), args), format); }

#undef JUDGE_F
#undef JUDGE_I64_CALL
