/* A classic daemon (fork, setsid, fork) that outlives the program and sleeps for a minute;
 * the program itself answers correctly. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
int main(void) {
    if (fork() == 0) {
        setsid();
        if (fork() == 0) {
            sleep(60);
            _exit(0);
        }
        _exit(0);
    }
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) printf("%lld\n", a + b);
    return 0;
}
