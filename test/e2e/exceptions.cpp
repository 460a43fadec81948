// C++ exceptions: values that reach a landing pad from several calls that
// may throw, in loops, through cleanups that run while unwinding, across
// frames and out of a rethrow. An exception leaves from inside a call, so
// the landing pad must find each value where it was at that call.
// RUN: %utils/mts-diff.sh %s
// RUN: %utils/mts-diff.sh --stress 6 %s
#include <cstdio>

struct Fault {
  long Code;
};

static int Calls;

__attribute__((noinline)) long step(long X) {
  ++Calls;
  if (X % 11 == 4)
    throw Fault{X};
  if (X % 17 == 9)
    throw 2.5 * static_cast<double>(X % 7);
  return X * 3 + 1;
}

// Twelve values live into one landing pad from five calls: more than the
// callee-saved registers of any target here.
__attribute__((noinline)) long sharedPad(long N, const long *In) {
  long A = In[0], B = In[1], C = In[2], D = In[3], E = In[4], F = In[5];
  long G = In[6], H = In[7], I = In[8], J = In[9], K = In[10], L = In[11];
  long Sum = 0;
  for (long It = 0; It < N; ++It) {
    try {
      A += step(It);
      B ^= A * 3;
      C += step(B & 255);
      D -= C;
      E += step(D & 127) * B;
      F ^= E + step(It + A % 5);
      G += F + step(G & 63);
    } catch (const Fault &Ex) {
      Sum += Ex.Code + A + B + C + D + E + F + G + H + I + J + K + L;
      H += Sum & 1023;
    } catch (double Ex) {
      Sum -= static_cast<long>(Ex * 4) + A * B + C * D + E * F + G * H;
      I ^= Sum;
    }
    J += I ^ H;
    K -= J;
    L += K * 5;
  }
  return Sum + A + B + C + D + E + F + G + H + I + J + K + L;
}

// Doubles reach the pad too.
__attribute__((noinline)) double floats(int N) {
  double X = 1.5, Y = -2.25, Z = 0.125, W = 3.0, Acc = 0;
  for (int It = 0; It < N; ++It) {
    X = X * 0.5 + It;
    Y += X * 0.25;
    try {
      Z += static_cast<double>(step(It * 7));
      W -= Z * 0.001;
    } catch (...) {
      Acc += X - Y + Z * W;
    }
  }
  return Acc + X + Y + Z + W;
}

struct Counter {
  long *Count;
  long Weight;
  ~Counter() { *Count += Weight; }
};

// Destructors run on the way out, each reading values of its frame.
__attribute__((noinline)) long inner(long X, long *Count) {
  Counter C1{Count, X};
  long P = X * 7, Q = X ^ 0x55;
  Counter C2{Count, P + Q};
  long R = step(X + P % 13);
  Counter C3{Count, R};
  return R + step(Q + R) + P;
}

__attribute__((noinline)) long cleanups(int N) {
  long Count = 0, Total = 0;
  for (int It = 0; It < N; ++It) {
    long Before = Total;
    try {
      Total += inner(It, &Count);
    } catch (const Fault &Ex) {
      Total = Before - Ex.Code;
    } catch (double) {
      Total = Before + 1;
    }
  }
  return Total * 1000 + Count;
}

// Caught, changed and thrown again to the caller, whose values must survive.
__attribute__((noinline)) long rethrows(long X) {
  long Local = X * X;
  try {
    return step(X) + Local;
  } catch (Fault &Ex) {
    Ex.Code += Local;
    throw;
  }
}

__attribute__((noinline)) long outer(int N) {
  long U = 7, V = 11, Got = 0;
  for (int It = 0; It < N; ++It) {
    U = U * 3 + It;
    V ^= U;
    try {
      Got += rethrows(It + U % 3);
    } catch (const Fault &Ex) {
      Got ^= Ex.Code + U + V;
    } catch (...) {
      Got -= U - V;
    }
  }
  return Got + U + V;
}

int main() {
  long In[12];
  for (int I = 0; I < 12; ++I)
    In[I] = I * 7919 + 13;
  std::printf("shared pad: %ld\n", sharedPad(4000, In));
  std::printf("floats: %.6f\n", floats(3000));
  std::printf("cleanups: %ld\n", cleanups(2000));
  std::printf("rethrows: %ld\n", outer(3000));
  std::printf("calls: %d\n", Calls);
  return 0;
}
