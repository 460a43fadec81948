#include <err.h>

/* Names itself in its message, as err(3) and assert(3) do. */
int main(void) {
  warnx("checksum = %d", 6 * 7);
  return 0;
}
