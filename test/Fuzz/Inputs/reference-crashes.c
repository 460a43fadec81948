#include <signal.h>
#include <stdio.h>
#include <string.h>

/* Dies only when built by greedy: the fuzzer names that build "greedy". */
int main(int argc, char **argv) {
  if (strstr(argv[0], "greedy"))
    raise(SIGBUS);
  puts("checksum = 0");
  return 0;
}
