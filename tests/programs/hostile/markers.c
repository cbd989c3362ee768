/* Leaves marker files in /tmp and /dev/shm, then answers correctly. */
#include <stdio.h>
int main(void) {
    const char *paths[] = {"/tmp/@MARKER@", "/dev/shm/@MARKER@"};
    for (int i = 0; i < 2; i++) {
        FILE *f = fopen(paths[i], "w");
        if (!f) return 1;
        fputs("escaped\n", f);
        fclose(f);
    }
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) printf("%lld\n", a + b);
    return 0;
}
