/* The compiler reads files too: its error message would show the expected outputs. */
#include "@REPO@/tests/fixtures/problems/aplusb/tests.yaml"
int main(void) { return 0; }
