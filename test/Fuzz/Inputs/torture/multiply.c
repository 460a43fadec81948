/* Old C, as GCC's torture tests are: implicit int, abort and exit
   undeclared. Aborts if the product is wrong. */
volatile int x = 6, y = 7;

__attribute__ ((noinline)) mul (a, b)
{
  return (a + 1) * (b + 2);
}

main ()
{
  if (mul (x, y) != 63)
    abort ();
  exit (0);
}
