#!/usr/bin/env bash
# The whole test suite, as the README shows it and CI runs it. Each package is built once
# (`swift build --build-tests`, then `swift test --skip-build`), a compiler warning anywhere fails the
# run, and the sources must be clean under `swift format lint --strict`.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

step() { printf '\n==> %s\n' "$*"; }

# Fails when a build log shows a compiler warning: the project promises none.
check_warnings() {
  if grep -E '(^|: )warning: ' "$1" | grep -v -E '^warning: (Could not read|unable to)' >/dev/null; then
    echo "error: the build printed compiler warnings:" >&2
    grep -E '(^|: )warning: ' "$1" >&2
    exit 1
  fi
}

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

step "ReuseGen: build"
swift build --build-tests 2>&1 | tee "$logs/root.log"
check_warnings "$logs/root.log"

step "ReuseGen: test"
swift test --skip-build

step "Cross-check the listing with the toolchain's own SwiftSyntax parser"
Scripts/compare-with-swiftsyntax.sh --reusegen .build/debug/reusegen --each Scripts/swiftsyntax-oracle/cases/*.swift
Scripts/compare-with-swiftsyntax.sh --reusegen .build/debug/reusegen Tests/ReuseGenCoreTests/Fixtures/Modules/Torture \
  Examples/Sources

step "Examples: build (applies ReuseGenPlugin, compiles against the UIKit stand-in)"
(cd Examples && swift build --build-tests 2>&1) | tee "$logs/examples.log"
check_warnings "$logs/examples.log"

step "Examples: test"
(cd Examples && swift test --skip-build)

step "Examples: the checked-in generated file is current (reusegen-generate --check)"
(cd Examples && swift package --allow-writing-to-package-directory reusegen-generate --check)

if [ -x Scripts/fuzz.sh ]; then
  step "Fuzzing the lexer, scanner and resolver for ${REUSEGEN_FUZZ_SECONDS:-60} s"
  Scripts/fuzz.sh "${REUSEGEN_FUZZ_SECONDS:-60}"
fi

step "swift format lint --strict"
swift format lint --strict --recursive Package.swift Sources Tests Plugins Examples/Package.swift \
  Examples/Sources Examples/Tests Examples/LinuxSupport Fuzz/ReuseGenFuzz Benchmarks/swiftsyntax-parse \
  Scripts/swiftsyntax-oracle/main.swift

echo
echo "All checks passed in $root."
