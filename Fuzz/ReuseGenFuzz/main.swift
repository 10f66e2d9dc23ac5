// The libFuzzer target. Scripts/fuzz.sh compiles this file together with the ReuseGenCore sources and
// Tests/ReuseGenCoreTests/Adversarial/PipelineInvariants.swift into one module, so it is not part of the
// package. Each input is split into one to three files at its first two NUL bytes, and every file goes
// through the lexer (whose tokens and trivia must concatenate back to the input), the declaration scanner,
// the resolver and the analysis, the generator and the listing.

/// libFuzzer calls this once per input; a broken invariant aborts, and libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func reuseGenFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let files = PipelineInvariants.splitIntoFiles(UnsafeBufferPointer(start: data, count: size))
  let problems = PipelineInvariants.violations(files: files)
  if !problems.isEmpty {
    fatalError("reusegen fuzz: broken invariant\n" + problems.joined(separator: "\n"))
  }
  return 0
}
