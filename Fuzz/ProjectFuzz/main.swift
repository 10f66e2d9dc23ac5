// The libFuzzer target of the Xcode project reader (SPEC §14). `FUZZ_TARGET=project Scripts/fuzz.sh`
// compiles this file with the ReuseGenCore sources into one module, so it is not part of the package.
// Each input is a `project.pbxproj`: the property list reader must read it or refuse it with a place inside
// the input, and a project it reads must give targets whose files lie below the project's folder or are
// absolute paths the input spelled, with no crash and no hang.

/// libFuzzer calls this once per input; a broken invariant aborts, and libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func projectFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    _ = try PropertyListReader.read(bytes)
  } catch {
    let (line, column) = error.location
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    if line < 1 || line > lines || column < 1 || column > size + 1 {
      fatalError("reusegen project fuzz: error outside the input at \(line):\(column): \(error.message)")
    }
    return 0
  }
  // A folder that does not exist: file references resolve, and every file is missing.
  guard
    let project = try? XcodeProjectReader.read(bytes, projectAt: "/nonexistent/reusegen-fuzz/App.xcodeproj")
  else { return 0 }
  for target in project.targets {
    for file in target.sources + target.interfaceBuilder where !file.hasPrefix("/") {
      fatalError("reusegen project fuzz: a relative path escaped the reader: \(file)")
    }
    if target.module.isEmpty || target.module != ModuleName.c99(target.module) {
      fatalError("reusegen project fuzz: module '\(target.module)' is not a C99 identifier")
    }
  }
  return 0
}
