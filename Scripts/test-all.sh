#!/usr/bin/env bash
# The whole test suite, as the README shows it and CI runs it. Each package is built once
# (`swift build --build-tests`, then `swift test --skip-build`), a compiler warning anywhere fails the
# run, and the sources must be clean under `swift format lint --strict`.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

step() { printf '\n==> %s\n' "$*"; }

# What did not run, for the last line: each skipped step says itself and why.
skipped=""
skip() { skipped="${skipped:+$skipped; }$*"; }

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

step "Shell scripts: no pipe into a reader that stops early under pipefail (Scripts/lint-pipes.py)"
Scripts/lint-pipes.py

step "ReuseGen: build"
swift build --build-tests 2>&1 | tee "$logs/root.log"
check_warnings "$logs/root.log"

step "ReuseGen: test"
swift test --skip-build

# The validator is jsonschema from PyPI; the schema is the checked-in copy, so nothing else is fetched.
# Debian's Python refuses a plain user install (PEP 668), hence the second spelling.
step "audit --format sarif validates against the SARIF 2.1.0 schema (Scripts/validate-sarif.py)"
if ! python3 -c 'import jsonschema' 2>/dev/null; then
  python3 -m pip install --quiet --user jsonschema 2>/dev/null \
    || python3 -m pip install --quiet --user --break-system-packages jsonschema
fi
# Broken has errors, so audit exits 1; the report is what is checked.
(cd Tests/ReuseGenCoreTests/Fixtures/Audit && "$root/.build/debug/reusegen" audit Broken --module Broken \
  --format sarif >"$logs/broken.sarif") || true
Scripts/validate-sarif.py Tests/ReuseGenCoreTests/Fixtures/Audit/Reports/broken.sarif "$logs/broken.sarif"

step "Benchmark: list, generate, audit and migrate beside the pinned baseline; fails on a 3× regression"
# Ratios to the baseline taken in one run hold on a noisy machine; absolute times do not. The baseline is
# built once per machine (Benchmarks/README.md).
Benchmarks/run.sh --quick --reusegen .build/debug/reusegen --configuration debug

step "Cross-check the listing with the toolchain's own SwiftSyntax parser"
Scripts/compare-with-swiftsyntax.sh --reusegen .build/debug/reusegen --each Scripts/swiftsyntax-oracle/cases/*.swift
Scripts/compare-with-swiftsyntax.sh --reusegen .build/debug/reusegen Tests/ReuseGenCoreTests/Fixtures/Modules/Torture \
  Examples/Sources

step "Xcode plugin code: type-checked against a stand-in of Apple's documented XcodeProjectPlugin API, and run"
Scripts/xcode-plugin-check.sh --reusegen .build/debug/reusegen

step "Examples: build (applies ReuseGenPlugin, compiles against the UIKit stand-in)"
(cd Examples && swift build --build-tests 2>&1) | tee "$logs/examples.log"
check_warnings "$logs/examples.log"

step "Examples: with no changed input, a build runs no plugin command (Scripts/plugin-rebuild-check.sh)"
# After a fresh build, SwiftPM links the tool built from source once more, in both its plugin-tools build and
# its main build, and so runs every plugin command once more; builds after that run none. The check follows
# that build. (A prebuilt binary has no such link: Scripts/artifactbundle-check.sh checks the second build.)
(cd Examples && swift build --build-tests 2>&1) >"$logs/examples-again.log" || {
  cat "$logs/examples-again.log"
  exit 1
}
Scripts/plugin-rebuild-check.sh Examples --build-tests

step "Examples: test"
(cd Examples && swift test --skip-build)

step "Prebuilt binary: reusegen.artifactbundle, run by the plugins in Examples/BinaryArtifact (Scripts/artifactbundle-check.sh)"
Scripts/artifactbundle-check.sh

step "Documentation of the generated API: DocC, warnings as errors (Scripts/docs.sh)"
Scripts/docs.sh

step "Examples: the checked-in generated file is current (reusegen-generate --check)"
(cd Examples && swift package --allow-writing-to-package-directory reusegen-generate --check)

# Compilation against Apple's real iOS SDK (docs/DESIGN.md §7), when it is prepared: Scripts/ios-sdk/prepare
# writes it to ${XDG_CACHE_HOME:-$HOME/.cache}/reusegen-ios-sdk. With $IOS_SDK_MIRROR set (a snapshot of
# theos/sdks), this prepares it first.
. Scripts/ios-sdk.sh
if ! find_ios_sdk && [ -n "${IOS_SDK_MIRROR:-}" ]; then
  step "iOS SDK: prepare it from \$IOS_SDK_MIRROR ($IOS_SDK_MIRROR)"
  Scripts/ios-sdk/prepare --mirror "$IOS_SDK_MIRROR"
  find_ios_sdk
fi
if [ -n "${IOS_SWIFTC:-}" ]; then
  step "iOS SDK: type-check the Examples, golden files, fixture modules and 1,000 views (Scripts/ios-typecheck.sh)"
  Scripts/ios-typecheck.sh --reusegen .build/debug/reusegen
  step "Apple's SDK: reusegen's own core type-checks for Darwin (Scripts/darwin-typecheck.sh)"
  Scripts/darwin-typecheck.sh
  step "iOS SDK: the UIKit stand-in declares what UIKit declares (Scripts/uikit-fidelity.sh)"
  if [ "$(uname)" = Linux ]; then
    Scripts/uikit-fidelity.sh
  else
    echo "skipped: the UIKit stand-in exists on Linux only"
    skip "UIKit stand-in fidelity (the stand-in exists on Linux only)"
  fi
else
  step "iOS SDK: type-check, the core for Darwin, and stand-in fidelity"
  echo "skipped: the iOS SDK is not prepared; see docs/ios-sdk.md (run Scripts/ios-sdk/prepare, or set" \
    "IOS_SDK_MIRROR to a clone of theos/sdks and rerun) to type-check against Apple's UIKit"
  skip "iOS SDK type-check, Darwin core type-check and UIKit stand-in fidelity (the iOS SDK is not prepared)"
fi

if [ -x Scripts/fuzz.sh ]; then
  step "Fuzzing the lexer, scanner and resolver for ${REUSEGEN_FUZZ_SECONDS:-60} s"
  Scripts/fuzz.sh "${REUSEGEN_FUZZ_SECONDS:-60}"
  step "Fuzzing the Xcode project reader for ${REUSEGEN_PROJECT_FUZZ_SECONDS:-30} s"
  FUZZ_TARGET=project Scripts/fuzz.sh "${REUSEGEN_PROJECT_FUZZ_SECONDS:-30}"
else
  step "Fuzzing the lexer, scanner, resolver and Xcode project reader"
  echo "skipped: Scripts/fuzz.sh is not executable"
  skip "fuzzing (Scripts/fuzz.sh is not executable)"
fi

step "swift format lint --strict"
swift format lint --strict --recursive Package.swift Sources Tests Plugins Examples/Package.swift \
  Examples/Sources Examples/Tests Examples/LinuxSupport Examples/BinaryArtifact/Package.swift \
  Examples/BinaryArtifact/Sources/Shop Fuzz/ReuseGenFuzz Benchmarks/swiftsyntax-parse \
  Scripts/swiftsyntax-oracle/main.swift Scripts/synthetic-module/main.swift Scripts/xcode-plugin

echo
# The last line says what did not run, so that a skipped stage never reads as a pass.
echo "All checks passed in $root; skipped: ${skipped:-nothing}."
