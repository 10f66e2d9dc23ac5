#!/usr/bin/env bash
# Builds the DocC documentation of the generated API (docs/ReuseSupport.docc) with the toolchain's own
# swift-symbolgraph-extract and docc, warnings treated as errors. The API is the support code that
# ReuseGen generates; the Examples' ReuseSupport module hosts it, built here against the UIKit stand-in.
#
#   Scripts/docs.sh [--output DIR]     (default: a temporary folder, removed afterwards)
set -euo pipefail
cd "$(dirname "$0")/.."
output=""
if [ "${1:-}" = "--output" ]; then output=$2; fi
if [ "$(uname)" != "Linux" ]; then
  echo "skipped: the documentation is built against the UIKit stand-in, which exists on Linux only" >&2
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd Examples && swift build --target ReuseSupport >/dev/null)
modules=$(cd Examples && swift build --show-bin-path)/Modules
triple="$(uname -m)-unknown-linux-gnu"
mkdir -p "$work/symbols"
swift-symbolgraph-extract -module-name ReuseSupport -target "$triple" -I "$modules" \
  -minimum-access-level public -output-dir "$work/symbols"
docc convert docs/ReuseSupport.docc --additional-symbol-graph-dir "$work/symbols" \
  --output-path "${output:-$work/ReuseSupport.doccarchive}" --warnings-as-errors
echo "Documentation built${output:+ in $output}: docs/ReuseSupport.docc, no warnings."
