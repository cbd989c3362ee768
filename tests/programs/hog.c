#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
    /* 200 MiB in one piece, every page touched and read back so nothing is optimised away. */
    size_t n = 200u << 20;
    volatile char *p = malloc(n);
    if (!p) return 3;
    for (size_t i = 0; i < n; i += 4096) p[i] = (char)i;
    long sum = 0;
    for (size_t i = 0; i < n; i += 4096) sum += p[i];
    printf("%ld\n", sum);
    return 0;
}
