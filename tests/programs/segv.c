#include <stdio.h>
int main(void) {
    volatile int *p = NULL;
    printf("%d\n", *p);
    return 0;
}
