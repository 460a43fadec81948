/* A function written in file-scope asm, which no allocator compiles. */
__asm__(".globl twice\n"
        ".type twice,@function\n"
        "twice:\n"
        "\tleal (%rdi,%rdi), %eax\n"
        "\tret\n");
int twice(int);
int main(void) { return twice(21) != 42; }
