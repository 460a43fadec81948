/* Does not compile: mts-compare must say so and go on with the rest. */
int broken(int x) { return x + ; }
