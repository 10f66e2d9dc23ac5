#!/usr/bin/env bash
# Benchmarks reusegen against `cat` (the cost of just reading the bytes) and against the toolchain's own
# SwiftSyntax parser, on generated corpora at 1×, 4× and 16× scale, and on a corpus as sparse in views
# as real apps, and checks the listing's correctness against each corpus's manifest.
#
#   Benchmarks/run.sh [--no-16x] [--scales "1 4 16"] [--realistic-scales "1"] [--seed N] [--files N]
#                     [--runs N] [--swiftsyntax-runs N] [--skip-swiftsyntax]
#
#   --no-16x            skip the 16× corpus (~80,000 files, ~940 MB on disk; SwiftSyntax alone takes about
#                       half an hour on it with the toolchain's host libraries, see below)
#   --scales LIST       the scales of the dense corpora (default "1 4 16"): about 3.3 views per file, 40 times
#                       denser than real apps, to exercise the resolver
#   --realistic-scales LIST
#                       the scales of the realistic corpora (default "1", "" for none): the same code with
#                       views in one block of ten files out of 125, about one view per 22 files, as real
#                       apps have (roughly one per 25)
#   --runs N            reusegen and cat runs per size; the best is reported (default 3)
#   --swiftsyntax-runs  SwiftSyntax runs per size (default 1: it is the slow baseline)
#   --skip-swiftsyntax  leave the SwiftSyntax column empty
#   --rerun-swiftsyntax measure SwiftSyntax again even if this corpus already has a timing (it does not
#                       depend on reusegen, so by default it is measured once per generated corpus and
#                       kept in <corpus>/.swiftsyntax-timing)
#
# Corpora live in Benchmarks/corpus/x<scale> and r<scale> (realistic; git-ignored) and are regenerated only
# when the generator or its arguments change. Results and listings go to Benchmarks/corpus/results/.
#
# Notes on method:
# - reusegen is built once, in release, with a private scratch path (/tmp/bench-build), so it never waits on
#   the .build lock of whoever else is building this repository.
# - The page cache is warmed by reading every file twice first, so every tool reads from memory and the
#   comparison is CPU against CPU. `cat` is the floor: a scanner cannot be faster than reading its input.
# - Wall time is taken with `date +%s%N` around the process; peak RSS from GNU `/usr/bin/time -v`
#   ("Maximum resident set size"), or from Python's os.wait4 rusage when GNU time is missing.
# - swiftsyntax-parse uses the SwiftParser that ships in the toolchain (usr/lib/swift/host). Those libraries
#   are built for library evolution (resilient types, value-witness calls), which makes them several times
#   slower than a SwiftSyntax compiled from source into the client; the column is the toolchain's parser as
#   shipped, not the best SwiftSyntax can do.
# - The machine may be shared: the load average is printed with the results.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
bench=$repo/Benchmarks
scales="1 4 16"
realistic_scales="1"
realistic_density=0.008
seed=42
files=5000
runs=3
ss_runs=1
skip_ss=0
rerun_ss=0
while [[ $# -gt 0 ]]; do
  case $1 in
    --no-16x) scales=${scales// 16/}; shift ;;
    --scales) scales=$2; shift 2 ;;
    --realistic-scales) realistic_scales=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --files) files=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --swiftsyntax-runs) ss_runs=$2; shift 2 ;;
    --skip-swiftsyntax) skip_ss=1; shift ;;
    --rerun-swiftsyntax) rerun_ss=1; shift ;;
    *) echo "unknown option $1 (see the header of $0)" >&2; exit 2 ;;
  esac
done

scratch=${BENCH_SCRATCH:-/tmp/bench-build}
tools=${BENCH_TOOLS_DIR:-/tmp/bench-tools}
results=$bench/corpus/results
mkdir -p "$results"

# Recorded before building: others may commit while the benchmark runs.
revision="$(git -C "$repo" rev-parse --short HEAD)$(git -C "$repo" diff --quiet HEAD -- Sources Package.swift || echo ' + uncommitted changes')"
echo "== building reusegen $revision (release, scratch $scratch)" >&2
(cd "$repo" && swift build -c release --scratch-path "$scratch" --product reusegen >&2)
reusegen=$scratch/release/reusegen
if [[ $skip_ss -eq 0 ]]; then
  echo "== building swiftsyntax-parse against the toolchain's host SwiftSyntax" >&2
  "$repo/Scripts/build-swiftsyntax-tool.sh" "$bench/swiftsyntax-parse/main.swift" "$tools/swiftsyntax-parse"
fi

# GNU time prints "Maximum resident set size (kbytes)" with -v; BusyBox and BSD time do not.
if /usr/bin/time -v true 2>&1 | grep -q "Maximum resident set size"; then
  have_gnu_time=1
else
  have_gnu_time=0
fi

# measure OUT_PREFIX CMD...: runs CMD once, leaving wall seconds in $wall and peak RSS (KiB) in $rss.
# CMD's stdout goes to OUT_PREFIX.stdout, its stderr to OUT_PREFIX.stderr.
measure() {
  local prefix=$1; shift
  local start end
  start=$(date +%s%N)
  if [[ $have_gnu_time -eq 1 ]]; then
    /usr/bin/time -v -o "$prefix.time" "$@" > "$prefix.stdout" 2> "$prefix.stderr" || true
    end=$(date +%s%N)
    rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$prefix.time")
  else
    rss=$(python3 - "$prefix" "$@" <<'PY'
import os, subprocess, sys
prefix, cmd = sys.argv[1], sys.argv[2:]
with open(prefix + ".stdout", "wb") as out, open(prefix + ".stderr", "wb") as err:
    proc = subprocess.Popen(cmd, stdout=out, stderr=err)
    _, _, usage = os.wait4(proc.pid, 0)
print(usage.ru_maxrss)  # KiB on Linux
PY
)
    end=$(date +%s%N)
  fi
  wall=$(python3 -c "print(f'{($end - $start) / 1e9:.3f}')")
}

# best_of N OUT_PREFIX CMD...: the fastest of N runs in $best, the largest peak RSS in $best_rss.
best_of() {
  local n=$1; shift
  best=""
  best_rss=0
  for ((i = 0; i < n; i++)); do
    measure "$@"
    if [[ -z "$best" ]] || python3 -c "import sys; sys.exit(0 if $wall < $best else 1)"; then best=$wall; fi
    if ((rss > best_rss)); then best_rss=$rss; fi
  done
}

declare -a rows=()
corpora=""
for scale in $scales; do corpora+=" x$scale"; done
for scale in $realistic_scales; do corpora+=" r$scale"; done
for name in $corpora; do
  scale=${name#?}
  if [[ $name == r* ]]; then density=$realistic_density; label="${scale}× realistic"; else density=1; label="${scale}×"; fi
  corpus=$bench/corpus/$name
  stamp="$(sha1sum "$bench/generate-corpus.py" | cut -c1-12) seed=$seed files=$files scale=$scale density=$density"
  if [[ ! -f "$corpus/manifest.json" || "$(cat "$corpus/.stamp" 2>/dev/null)" != "$stamp" ]]; then
    echo "== generating $label corpus" >&2
    rm -rf "$corpus"
    python3 "$bench/generate-corpus.py" --out "$corpus" --seed "$seed" --files "$files" --scale "$scale" \
      --density "$density"
    echo "$stamp" > "$corpus/.stamp"
  fi

  # Sizes: every .swift file, as cat reads them (the few in Pods/, Carthage/ and .build/ are included: a
  # few hundred bytes).
  read -r nfiles nbytes < <(find "$corpus" -name '*.swift' -printf '%s\n' | awk '{n++; b+=$1} END {print n, b}')
  mb=$(python3 -c "print(f'{$nbytes / 1e6:.1f}')")

  echo "== $label: $nfiles files, $mb MB; warming the page cache" >&2
  for _ in 1 2; do find "$corpus" -name '*.swift' -print0 | xargs -0 cat > /dev/null; done

  best_of "$runs" "$results/cat-$name" bash -c 'find "$1" -name "*.swift" -print0 | xargs -0 cat > /dev/null' _ "$corpus"
  cat_s=$best

  # reusegen runs from inside the corpus so that its paths match the manifest's.
  best_of "$runs" "$results/reusegen-$name" bash -c 'cd "$1" && exec "$2" list --format json .' _ "$corpus" "$reusegen"
  reusegen_s=$best
  reusegen_rss=$best_rss

  ss_s="–"
  ss_rss="–"
  if [[ $skip_ss -eq 0 && $rerun_ss -eq 0 && -f "$corpus/.swiftsyntax-timing" ]]; then
    # The corpus is regenerated (and this file deleted) whenever the generator or its arguments change.
    read -r ss_s ss_rss < "$corpus/.swiftsyntax-timing"
    echo "== $label: SwiftSyntax parse: ${ss_s}s, measured earlier on this corpus (--rerun-swiftsyntax to redo)" >&2
  elif [[ $skip_ss -eq 0 ]]; then
    echo "== $label: SwiftSyntax parse ($ss_runs run(s); slow)" >&2
    best_of "$ss_runs" "$results/swiftsyntax-$name" "$tools/swiftsyntax-parse" "$corpus"
    ss_s=$best
    ss_rss=$((best_rss / 1024))
    cat "$results/swiftsyntax-$name.stdout" >&2
    echo "$ss_s $ss_rss" > "$corpus/.swiftsyntax-timing"
  fi

  check=$(python3 "$bench/check-corpus.py" "$corpus" --listing "$results/reusegen-$name.stdout" --max-examples 5 || true)
  recall=$(echo "$check" | awk '/^exact:/ {print $3}')
  precision=$(echo "$check" | awk '/^exact:/ {print $5}')
  echo "$check" | tail -3 >&2

  ratio=$(python3 -c "print(f'{$reusegen_s / $cat_s:.1f}×')")
  mbps=$(python3 -c "print(f'{$nbytes / 1e6 / $reusegen_s:.1f}')")
  rss_mb=$((reusegen_rss / 1024))
  printf '%s: files %s, %s MB | cat %ss | reusegen %ss (best of %s), ratio %s, %s MB/s, peak RSS %s MiB | SwiftSyntax %ss (peak RSS %s MiB) | recall %s precision %s\n' \
    "$label" "$nfiles" "$mb" "$cat_s" "$reusegen_s" "$runs" "$ratio" "$mbps" "$rss_mb" "$ss_s" "$ss_rss" "$recall" "$precision"
  rows+=("| $label | $nfiles | $mb | $cat_s | $reusegen_s | $ratio | $ss_s | $rss_mb MiB | $mbps | $recall / $precision |")
done

echo
echo "reusegen $revision, $(nproc) cores, load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| size | files | MB | cat s | reusegen s | ratio | SwiftSyntax s | peak RSS | MB/s | recall / precision |"
echo "|---|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
