/* Fails its own check however it is compiled (as a test of a GCC feature
   clang lacks would): skipped, not counted against mts. */
volatile int zero = 0;

main ()
{
  if (zero == 0)
    abort ();
  exit (0);
}
