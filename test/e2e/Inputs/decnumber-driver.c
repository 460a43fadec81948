// Drives libdecnumber (GCC's decimal arithmetic) through its operations on
// pseudo-random operands, printing every result and status, so that two
// builds of the library can be compared line by line. The operands come
// from a fixed generator: the same sequence on every target.
#define DECNUMDIGITS 60
#include "decNumber.h"
#include "decimal128.h"
#include "decimal32.h"
#include "decimal64.h"
#include <stdio.h>
#include <string.h>

static unsigned long long State = 0x9e3779b97f4a7c15ULL;

static unsigned next(void) {
  // xorshift64*: fixed-width arithmetic only, the same on every target.
  State ^= State >> 12;
  State ^= State << 25;
  State ^= State >> 27;
  return (unsigned)((State * 0x2545f4914f6cdd1dULL) >> 32);
}

// A decimal string: mostly finite numbers of 1 to 40 digits with an
// exponent near zero or near the limits, sometimes a special value.
static void randomOperand(char *Out) {
  unsigned Kind = next() % 20;
  if (Kind == 0) {
    static const char *const Specials[] = {"Inf", "-Inf", "NaN",  "-sNaN",
                                           "0",   "-0",   "0E+7", "1E-398"};
    strcpy(Out, Specials[next() % 8]);
    return;
  }
  char *P = Out;
  if (next() % 3 == 0)
    *P++ = '-';
  unsigned Digits = 1 + next() % (Kind < 10 ? 8 : 40);
  for (unsigned I = 0; I != Digits; ++I)
    *P++ = (char)('0' + next() % 10);
  int Exponent = (int)(next() % 41) - 20;
  // Some of magnitude 1 to 1000, where exp and power do not overflow.
  if (Kind < 7)
    Exponent = (int)(next() % 4) - (int)Digits;
  if (Kind == 19)
    Exponent = (next() % 2 ? 1 : -1) * (int)(6100 + next() % 200);
  sprintf(P, "E%+d", Exponent);
}

// A small non-negative integer, for the operations that take a count.
static void randomCount(char *Out) { sprintf(Out, "%u", next() % 50); }

typedef decNumber *(*Binary)(decNumber *, const decNumber *, const decNumber *,
                             decContext *);
typedef decNumber *(*Unary)(decNumber *, const decNumber *, decContext *);

static const struct {
  const char *Name;
  Binary Op;
  int CountOperand;
} BinaryOps[] = {
    {"add", decNumberAdd, 0},
    {"subtract", decNumberSubtract, 0},
    {"multiply", decNumberMultiply, 0},
    {"divide", decNumberDivide, 0},
    {"divideint", decNumberDivideInteger, 0},
    {"remainder", decNumberRemainder, 0},
    {"remaindernear", decNumberRemainderNear, 0},
    {"power", decNumberPower, 0},
    {"quantize", decNumberQuantize, 0},
    {"compare", decNumberCompare, 0},
    {"comparetotal", decNumberCompareTotal, 0},
    {"max", decNumberMax, 0},
    {"minmag", decNumberMinMag, 0},
    {"nexttoward", decNumberNextToward, 0},
    {"rescale", decNumberRescale, 1},
    {"scaleb", decNumberScaleB, 1},
    {"rotate", decNumberRotate, 1},
    {"shift", decNumberShift, 1},
};

static const struct {
  const char *Name;
  Unary Op;
} UnaryOps[] = {
    {"exp", decNumberExp},
    {"ln", decNumberLn},
    {"log10", decNumberLog10},
    {"squareroot", decNumberSquareRoot},
    {"logb", decNumberLogB},
    {"reduce", decNumberReduce},
    {"tointegralx", decNumberToIntegralExact},
    {"nextplus", decNumberNextPlus},
    {"minus", decNumberMinus},
};

static void print(const char *Name, const decNumber *R, decContext *Set) {
  char Text[DECNUMDIGITS + 14];
  printf("%s %s %08x\n", Name, decNumberToString(R, Text),
         (unsigned)decContextGetStatus(Set));
  decContextZeroStatus(Set);
}

// The interchange formats: encode at each width and decode again.
static void roundTrip(const decNumber *A) {
  decNumber R;
  decimal32 D32;
  decimal64 D64;
  decimal128 D128;
  decContext Narrow;
  decContextDefault(&Narrow, DEC_INIT_DECIMAL32);
  decimal32FromNumber(&D32, A, &Narrow);
  print("decimal32", decimal32ToNumber(&D32, &R), &Narrow);
  decContextDefault(&Narrow, DEC_INIT_DECIMAL64);
  decimal64FromNumber(&D64, A, &Narrow);
  print("decimal64", decimal64ToNumber(&D64, &R), &Narrow);
  decContextDefault(&Narrow, DEC_INIT_DECIMAL128);
  decimal128FromNumber(&D128, A, &Narrow);
  print("decimal128", decimal128ToNumber(&D128, &R), &Narrow);
}

int main(void) {
  static const int Precisions[] = {7, 16, 34, 50};
  const unsigned NumBinary = sizeof(BinaryOps) / sizeof(BinaryOps[0]);
  const unsigned NumUnary = sizeof(UnaryOps) / sizeof(UnaryOps[0]);
  for (unsigned Round = 0; Round != 2000; ++Round) {
    decContext Set;
    decContextDefault(&Set, DEC_INIT_BASE);
    Set.traps = 0;
    Set.digits = Precisions[Round % 4];
    // The exponent range the elementary functions accept (DEC_MAX_MATH).
    Set.emax = 999999;
    Set.emin = -999999;
    Set.round = (enum rounding)(next() % DEC_ROUND_MAX);
    char TextA[64], TextB[64], TextC[64];
    decNumber A, B, C, R;
    randomOperand(TextA);
    randomOperand(TextB);
    decNumberFromString(&A, TextA, &Set);
    decNumberFromString(&B, TextB, &Set);
    printf("round %u digits %d rounding %d a %s b %s\n", Round, Set.digits,
           (int)Set.round, TextA, TextB);
    decContextZeroStatus(&Set);
    for (unsigned I = 0; I != NumBinary; ++I) {
      randomCount(TextC);
      decNumberFromString(&C, TextC, &Set);
      const decNumber *Second = BinaryOps[I].CountOperand ? &C : &B;
      print(BinaryOps[I].Name, BinaryOps[I].Op(&R, &A, Second, &Set), &Set);
    }
    // The transcendental functions are slow on wide or huge operands; the
    // first operand is cut to the context's precision.
    decNumberPlus(&A, &A, &Set);
    decContextZeroStatus(&Set);
    for (unsigned I = 0; I != NumUnary; ++I)
      print(UnaryOps[I].Name, UnaryOps[I].Op(&R, &A, &Set), &Set);
    print("fma", decNumberFMA(&R, &A, &B, &A, &Set), &Set);
    roundTrip(&A);
  }
  return 0;
}
