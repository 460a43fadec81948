/* A GNU C nested function, which clang does not build: unsupported. */
main ()
{
  int twice (int v) { return 2 * v; }
  if (twice (21) != 42)
    abort ();
  exit (0);
}
