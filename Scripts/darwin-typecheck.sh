#!/usr/bin/env bash
# Type-checks reusegen's own core (Sources/ReuseGenCore) against Apple's SDK, so that code only Linux has,
# such as a call through the `Glibc` module, never reaches the build of a Mac that runs the plugin. The
# iOS SDK stands in for macOS's: both are Darwin, with one C library and one Foundation. Errors fail the
# check; warnings do not, since the SDK's standard library is older than the toolchain's and marks fewer
# types `Sendable`.
#
#   Scripts/darwin-typecheck.sh
#
# The SDK comes as for Scripts/ios-typecheck.sh. Exit status 3 when there is none.
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/ios-sdk.sh
require_ios_sdk
sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done < <(find Sources/ReuseGenCore -name '*.swift' -print0 | sort -z)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# shellcheck disable=SC2086
if ! $IOS_SWIFTC -typecheck -swift-version 6 -module-name ReuseGenCore -package-name reusegen \
  "${sources[@]}" >"$log" 2>&1 || grep -q ' error: ' "$log"; then
  grep -A3 ' error: ' "$log" >&2 || cat "$log" >&2
  echo "error: ReuseGenCore does not type-check against Apple's SDK" >&2
  exit 1
fi
echo "ReuseGenCore type-checks against Apple's SDK (${#sources[@]} files)."
