/* { dg-xfail-run-if "expected to fail when run, as GCC's pr101373.C" { *-*-* } } */
/* Inputs/torture/multiply.c, marked as GCC marks a test it expects to fail
   at run time on every target. */
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
