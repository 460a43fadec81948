; Readable, but not IR llc accepts: every allocator's build fails.
define i32 @broken(i32 %x) {
  %y = add i32 %x, %undefined_value
  ret i32 %y
}
