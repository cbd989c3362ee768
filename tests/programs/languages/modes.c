/* Does what the input's mode says (tests/fixtures/languages/problems/modes). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    char mode[16];
    long long a, b;
    volatile long long sink = 0;
    if (scanf("%15s", mode) != 1) return 2;
    if (!strcmp(mode, "ac") || !strcmp(mode, "wa")) {
        if (scanf("%lld %lld", &a, &b) != 2) return 2;
        printf("%lld\n", a + b + !strcmp(mode, "wa"));
    } else if (!strcmp(mode, "tle")) {
        for (long long i = 0;; i++) sink += i;
    } else if (!strcmp(mode, "re")) {
        return 3;
    } else if (!strcmp(mode, "mle")) {
        for (;;) {
            char *block = malloc(1 << 20);
            if (!block) { perror("malloc"); return 1; }
            memset(block, 1, 1 << 20);
        }
    } else if (!strcmp(mode, "huge")) {
        char *block = malloc((size_t)1 << 40);
        if (!block) { perror("malloc"); return 1; }
        printf("%d\n", block[0]);
    }
    return 0;
}
