/* Asks for 1 GiB (far over the limit) and uses it; exits 1 if the allocation is refused. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    size_t n = (size_t)1 << 30;
    volatile char *p = malloc(n);
    if (!p) return 1;
    long sum = 0;
    for (size_t i = 0; i < n; i += 4096) p[i] = (char)i;
    for (size_t i = 0; i < n; i += 4096) sum += p[i];
    fprintf(stderr, "%ld\n", sum);
    return 0;
}
