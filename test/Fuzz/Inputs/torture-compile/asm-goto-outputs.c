/* Compiled only, as GCC's gcc.c-torture/compile tests are: no main. An asm
   goto whose outputs sit in fixed registers, each read at its own label,
   with values live into the labels. */
int
pick (int which, int a, int b, int c)
{
  int x, y;
  asm goto ("movl $1, %%eax\n\tmovl $2, %%edx\n\tcmpl $0, %2\n\tje %l3"
            : "=a" (x), "=d" (y)
            : "r" (which)
            :
            : first);
  return x + a * b + c;
first:
  return y + a - b * c;
}
