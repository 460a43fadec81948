/* Compiled only: more values live at once than x86-64 has registers, over
   a loop and a call. */
extern long sink (long);

long
mix (long *p, int n)
{
  long a = p[0], b = p[1], c = p[2], d = p[3], e = p[4], f = p[5], g = p[6];
  long h = p[7], i = p[8], j = p[9], k = p[10], l = p[11], m = p[12];
  for (int t = 0; t < n; ++t)
    {
      a += b * c;
      d ^= e + f;
      g -= h * i;
      j += k ^ l;
      m = sink (m + a + d + g + j);
    }
  return a + b + c + d + e + f + g + h + i + j + k + l + m;
}
