#!/usr/bin/env bash
# Builds the libFuzzer target and runs it for a bounded time.
#
#   Scripts/fuzz.sh [seconds] [libFuzzer flag]...     # default 60 s
#
# The target (Fuzz/ReuseGenFuzz/main.swift) is compiled with the ReuseGenCore sources and the shared
# invariants (Tests/ReuseGenCoreTests/Adversarial/PipelineInvariants.swift) into one executable, with
# libFuzzer and AddressSanitizer; linking the SwiftPM library with sanitizers is awkward. Seeds come from
# Fuzz/corpus, which is read only; inputs the fuzzer finds go to the work folder.
#
# Exits 0 when the time runs out with no finding. On a crash, a broken invariant, a timeout or running out
# of memory it exits non-zero and prints where the input is, and how to replay it.
#
# Environment: FUZZ_WORK_DIR (default .build/fuzz), FUZZ_MAX_LEN (4096), FUZZ_TIMEOUT (10 s per input),
# FUZZ_RSS_LIMIT_MB (2048), FUZZ_JOBS (1: more runs that many fuzzers in parallel, each for the whole time),
# FUZZ_TARGET (swift, the default: the lexer to the generator; project: the Xcode project reader, with
# Fuzz/ProjectFuzz/main.swift and the seeds of Fuzz/project-corpus).
set -euo pipefail

seconds="${1:-60}"
shift || true
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
target="${FUZZ_TARGET:-swift}"
case "$target" in
  swift) entry="$root/Fuzz/ReuseGenFuzz/main.swift"; seeds="$root/Fuzz/corpus"; dict=(-dict="$root/Fuzz/swift.dict") ;;
  project) entry="$root/Fuzz/ProjectFuzz/main.swift"; seeds="$root/Fuzz/project-corpus"; dict=() ;;
  *) echo "fuzz.sh: FUZZ_TARGET is swift or project, not '$target'" >&2; exit 2 ;;
esac
work="${FUZZ_WORK_DIR:-$root/.build/fuzz}/$target"
binary="$work/reusegen-fuzz"
mkdir -p "$work/corpus" "$work/artifacts"

# Compile a snapshot, so that edits made to the tree meanwhile cannot break the build halfway.
snapshot="$work/sources"
rm -rf "$snapshot"
mkdir -p "$snapshot"
cp -R "$root/Sources/ReuseGenCore" "$snapshot/ReuseGenCore"
cp "$root/Tests/ReuseGenCoreTests/Adversarial/PipelineInvariants.swift" "$entry" "$snapshot/"
sources=()
while IFS= read -r file; do sources+=("$file"); done < <(find "$snapshot" -name '*.swift' | sort)

echo "fuzz.sh: compiling ${#sources[@]} files with -sanitize=fuzzer,address -O" >&2
start=$(date +%s)
swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 -module-name ReuseGenFuzz -package-name ReuseGen \
  -use-ld=lld -o "$binary" "${sources[@]}"
echo "fuzz.sh: compiled in $(($(date +%s) - start)) s: $binary" >&2

# A failing Swift check traps; libFuzzer's own handler then prints the stack and saves the input. Swift's
# backtracer would race it, and can outlive the fuzzer. Swift's runtime caches look like leaks.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

jobs="${FUZZ_JOBS:-1}"
job_options=()
if [ "$jobs" -gt 1 ]; then job_options=(-fork="$jobs" -ignore_crashes=0); fi
status=0
"$binary" \
  -max_total_time="$seconds" \
  -max_len="${FUZZ_MAX_LEN:-4096}" \
  -timeout="${FUZZ_TIMEOUT:-10}" \
  -rss_limit_mb="${FUZZ_RSS_LIMIT_MB:-2048}" \
  "${dict[@]}" \
  -artifact_prefix="$work/artifacts/" \
  -print_final_stats=1 \
  "${job_options[@]}" \
  "$@" \
  "$work/corpus" "$seeds" || status=$?

if [ "$status" -ne 0 ]; then
  echo >&2
  echo "fuzz.sh: the fuzzer stopped with status $status. Inputs it saved:" >&2
  found=0
  for artifact in "$work/artifacts"/*; do
    [ -e "$artifact" ] || continue
    found=1
    echo "  $artifact" >&2
  done
  [ "$found" -eq 1 ] || echo "  (none; see the log above)" >&2
  echo "Replay one with: $binary <input>" >&2
  echo "Keep it as a regression test: copy it to Fuzz/regressions/, which the tests replay in process." >&2
  exit "$status"
fi
echo "fuzz.sh: no finding in $seconds s" >&2
