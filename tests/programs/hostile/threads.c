/* Starts threads until it cannot (each sleeping), then answers correctly, exit 0 either way. */
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
static void *nap(void *arg) { (void)arg; sleep(2); return NULL; }
int main(void) {
    pthread_t t;
    int started = 0;
    while (started < 10000 && pthread_create(&t, NULL, nap, NULL) == 0) started++;
    fprintf(stderr, "%d threads\n", started);
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) printf("%lld\n", a + b);
    return 0;
}
