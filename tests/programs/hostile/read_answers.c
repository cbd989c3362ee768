/* Copies the expected outputs, read by absolute path, to stdout: nothing when it cannot. */
#include <stdio.h>
int main(void) {
    FILE *f = fopen("@REPO@/tests/fixtures/problems/aplusb/tests.yaml", "r");
    if (!f) return 0;
    int c;
    while ((c = fgetc(f)) != EOF) putchar(c);
    return 0;
}
