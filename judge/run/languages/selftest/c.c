/* judge doctor --self-test: each line's two numbers, summed. */
#include <stdio.h>

int main(void) {
    long a, b;
    while (scanf("%ld %ld", &a, &b) == 2) printf("%ld\n", a + b);
    return 0;
}
