#!/usr/bin/env bash
# Cross-checks reusegen against an independent implementation of DESIGN.md §1 built on the toolchain's own
# SwiftParser (Scripts/swiftsyntax-oracle/main.swift).
#
#   Scripts/compare-with-swiftsyntax.sh [--reusegen PATH] [--keep DIR] [--each] <path>...
#
# --each compares every given path on its own (each as a separate module), which is how the small
# edge-case files in Scripts/swiftsyntax-oracle/cases/ are meant to be run.
#
# Both tools list the given folders from the current directory, so their `file` paths match; the lists
# are diffed on name, kind, file, line, column, generic, status and conditions. Prints each mismatch and
# recall/precision (SwiftSyntax is the reference), and exits 1 on any mismatch.
#
# reusegen is built once in release mode with a private scratch path (so as not to contend for the
# repository's .build lock with other work); the oracle is compiled with swiftc against the toolchain's
# host SwiftSyntax libraries, with no package dependency.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
reusegen=""
keep=""
each=0
while [[ $# -gt 0 ]]; do
  case $1 in
    --reusegen) reusegen=$2; shift 2 ;;
    --keep) keep=$2; shift 2 ;;
    --each) each=1; shift ;;
    --) shift; break ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
if [[ $# -eq 0 ]]; then
  echo "usage: $0 [--reusegen PATH] [--keep DIR] <dir>..." >&2
  exit 2
fi

tools=${BENCH_TOOLS_DIR:-/tmp/bench-tools}
if [[ -z "$reusegen" ]]; then
  scratch=${BENCH_SCRATCH:-/tmp/bench-build}
  (cd "$repo" && swift build -c release --scratch-path "$scratch" --product reusegen >&2)
  reusegen=$scratch/release/reusegen
fi
"$repo/Scripts/build-swiftsyntax-tool.sh" "$repo/Scripts/swiftsyntax-oracle/main.swift" "$tools/swiftsyntax-oracle"

# Lists the paths with both tools and diffs the listings; returns 1 on any mismatch.
compare() {
  local out=$1; shift
  mkdir -p "$out"
  # reusegen exits 1 when the inputs have errors (for example duplicate identifiers) but still lists.
  "$reusegen" list --format json "$@" > "$out/reusegen.json" 2> "$out/reusegen.stderr" || [[ $? -eq 1 ]]
  "$tools/swiftsyntax-oracle" "$@" > "$out/swiftsyntax.json" 2> "$out/swiftsyntax.stderr"
  cat "$out/swiftsyntax.stderr" >&2
  python3 "$repo/Scripts/listing_diff.py" "$out/swiftsyntax.json" "$out/reusegen.json" \
    --expected-label swiftsyntax --actual-label reusegen --max-examples "${MAX_EXAMPLES:-40}"
}

out=${keep:-$(mktemp -d)}
status=0
if [[ $each -eq 1 ]]; then
  for path in "$@"; do
    echo "=== $path"
    compare "$out/$(basename "$path")" "$path" || status=1
  done
else
  compare "$out" "$@" || status=1
fi
[[ -n "$keep" ]] || rm -rf "$out"
exit $status
