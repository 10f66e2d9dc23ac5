#!/usr/bin/env bash
# Benchmarks reusegen against `cat` (the cost of just reading the bytes), against a pinned earlier commit
# built side by side in the same run, and against the toolchain's own SwiftSyntax parser, on generated
# corpora at 1×, 4× and 16× scale, and on a corpus as sparse in views as real apps; checks the listing's
# correctness against each corpus's manifest.
#
#   Benchmarks/run.sh [--no-16x] [--scales "1 4 16"] [--realistic-scales "1"] [--seed N] [--files N]
#                     [--runs N] [--swiftsyntax-runs N] [--skip-swiftsyntax] [--commands LIST]
#                     [--baseline REV | --no-baseline] [--guard F] [--reusegen PATH] [--configuration C]
#   Benchmarks/run.sh --quick --reusegen .build/debug/reusegen      (what Scripts/test-all.sh runs)
#
#   --commands LIST     the subcommands timed on the realistic corpora (default "list generate audit
#                       migrate"); the dense corpora time `list` only
#   --baseline REV      the commit every command is also timed with (default 6d4d2c3, the last one before
#                       the identifier evaluator): extracted with `git archive` into a temporary folder and
#                       built there, its binary cached in $BENCH_BASELINE_DIR (default
#                       ${XDG_CACHE_HOME:-~/.cache}/reusegen-bench); --no-baseline skips it
#   --guard F           exit 1 when a command's ratio to `cat` is more than F times the baseline's ratio
#                       for the same command on the same corpus, taken in this run (default: report only)
#   --reusegen PATH     time this reusegen instead of building one in release; the baseline is then built
#                       in --configuration (default release) too, so that the two compare
#   --quick             the CI check: the realistic corpus at 1,000 files only, no SwiftSyntax, best of 2,
#                       --guard 3; the plugins' path once each
#   --debug-reusegen PATH, --release-reusegen PATH
#                       the binaries of the plugins' path (below); by default the one --reusegen names for
#                       its --configuration, and a debug one is built when none is given
#   --no-plugin-path    skip the plugins' path: `generate` and `audit` on the largest realistic corpus with
#                       the debug build (which the plugins run on a developer's machine), cold and after one
#                       edited Swift file, beside the release build's cold run in the same run; with
#                       `--cache-path`, when the binary has it, in a cache of its own (cold: empty)
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
commands="list generate audit migrate"
baseline=6d4d2c3
quick=0
guard=""
given_reusegen=""
configuration=release
debug_reusegen=""
release_reusegen=""
plugin_path=1
plugin_runs=""
while [[ $# -gt 0 ]]; do
  case $1 in
    --quick) quick=1; scales=""; realistic_scales="1"; files=1000; skip_ss=1; runs=2; plugin_runs=1; guard=${guard:-3}; shift ;;
    --commands) commands=$2; shift 2 ;;
    --baseline) baseline=$2; shift 2 ;;
    --no-baseline) baseline=""; shift ;;
    --guard) guard=$2; shift 2 ;;
    --reusegen) given_reusegen=$2; shift 2 ;;
    --configuration) configuration=$2; shift 2 ;;
    --debug-reusegen) debug_reusegen=$2; shift 2 ;;
    --release-reusegen) release_reusegen=$2; shift 2 ;;
    --no-plugin-path) plugin_path=0; shift ;;
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

plugin_runs=${plugin_runs:-$runs}
scratch=${BENCH_SCRATCH:-/tmp/bench-build}
tools=${BENCH_TOOLS_DIR:-/tmp/bench-tools}
results=$bench/corpus/results
mkdir -p "$results"

absolute() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }

# Recorded before building: others may commit while the benchmark runs.
revision="$(git -C "$repo" rev-parse --short HEAD)$(git -C "$repo" diff --quiet HEAD -- Sources Package.swift || echo ' + uncommitted changes')"
if [[ -n $given_reusegen ]]; then
  reusegen=$(absolute "$given_reusegen")
  echo "== reusegen $revision: $reusegen" >&2
else
  echo "== building reusegen $revision (release, scratch $scratch)" >&2
  (cd "$repo" && swift build -c release --scratch-path "$scratch" --product reusegen >&2)
  reusegen=$scratch/release/reusegen
fi

# The plugins' path: a debug binary, and the release one beside it when there is one.
if [[ $plugin_path -eq 1 ]]; then
  if [[ -z $debug_reusegen && $configuration == debug && -n $given_reusegen ]]; then debug_reusegen=$reusegen; fi
  if [[ -z $release_reusegen && $configuration == release ]]; then release_reusegen=$reusegen; fi
  if [[ -z $debug_reusegen ]]; then
    echo "== building reusegen $revision (debug, scratch $scratch), as the plugins run it" >&2
    (cd "$repo" && swift build -c debug --scratch-path "$scratch" --product reusegen >&2)
    debug_reusegen=$scratch/debug/reusegen
  fi
  debug_reusegen=$(absolute "$debug_reusegen")
  if [[ -n $release_reusegen ]]; then release_reusegen=$(absolute "$release_reusegen"); fi
fi

# The baseline: the pinned commit's sources, never a worktree of this repository, built once per commit and
# configuration; only the binary is kept.
baseline_bin=""
if [[ -n $baseline ]]; then
  if ! baseline_commit=$(git -C "$repo" rev-parse --verify --quiet "$baseline^{commit}"); then
    if [[ $quick -eq 1 ]]; then
      # A shallow clone: the check needs the history, not a failure.
      echo "skipped: the baseline commit $baseline is not in this clone; fetch it to run the check"
      exit 0
    fi
    echo "error: the baseline commit $baseline is not in this clone (fetch it, or pass --no-baseline)" >&2
    exit 2
  fi
  baseline_dir=${BENCH_BASELINE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/reusegen-bench}
  baseline_bin=$baseline_dir/reusegen-${baseline_commit:0:12}-$configuration
  if [[ ! -x $baseline_bin ]]; then
    echo "== building the baseline ${baseline_commit:0:12} ($configuration)" >&2
    baseline_src=$(mktemp -d /tmp/reusegen-baseline.XXXXXX)
    # The package declares its plugins and tests too, so their folders come along; only reusegen is built.
    git -C "$repo" archive "$baseline_commit" Package.swift Sources Plugins Tests | tar -x -C "$baseline_src"
    (cd "$baseline_src" && swift build -c "$configuration" --product reusegen >&2)
    mkdir -p "$baseline_dir"
    cp "$baseline_src/.build/$configuration/reusegen" "$baseline_bin.tmp" && mv "$baseline_bin.tmp" "$baseline_bin"
    rm -rf "$baseline_src"
  fi
fi
if [[ $skip_ss -eq 0 ]]; then
  echo "== building swiftsyntax-parse against the toolchain's host SwiftSyntax" >&2
  "$repo/Scripts/build-swiftsyntax-tool.sh" "$bench/swiftsyntax-parse/main.swift" "$tools/swiftsyntax-parse"
fi

# GNU time prints "Maximum resident set size (kbytes)" with -v; BusyBox and BSD time do not.
if /usr/bin/time -v true 2>&1 | grep "Maximum resident set size" >/dev/null; then
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
  best_of_prepared "$n" : "$@"
}

# best_of_prepared N PREPARE OUT_PREFIX CMD...: as best_of, evaluating the shell command PREPARE before each
# run, untimed; it sees the run's number as $i.
best_of_prepared() {
  local n=$1 prepare=$2 i; shift 2
  best=""
  best_rss=0
  for ((i = 0; i < n; i++)); do
    eval "$prepare"
    measure "$@"
    if [[ -z "$best" ]] || python3 -c "import sys; sys.exit(0 if $wall < $best else 1)"; then best=$wall; fi
    if ((rss > best_rss)); then best_rss=$rss; fi
  done
}

declare -a rows=()
declare -a command_rows=()
declare -a plugin_rows=()
plugin_corpus=""
declare -a failures=()
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

  # Every command, beside the baseline, alternating so that both see the same machine. `generate` and
  # `migrate` print (the file, the diff) instead of writing.
  corpus_commands=list
  if [[ $name == r* ]]; then corpus_commands=$commands; fi
  for command in $corpus_commands; do
    case $command in
      list) args=(list --format json .) ;;
      generate) args=(generate .) ;;
      audit) args=(audit .) ;;
      migrate) args=(migrate .) ;;
      *) echo "unknown command $command" >&2; exit 2 ;;
    esac
    if [[ $command == list ]]; then
      new_s=$reusegen_s; new_rss=$reusegen_rss
    else
      best_of "$runs" "$results/$command-$name" bash -c 'cd "$1" && shift && exec "$@"' _ "$corpus" "$reusegen" "${args[@]}"
      new_s=$best; new_rss=$best_rss
    fi
    base_s="–"; base_rss=0; base_ratio="–"; versus="–"
    if [[ -n $baseline_bin ]]; then
      best_of "$runs" "$results/baseline-$command-$name" bash -c 'cd "$1" && shift && exec "$@"' _ "$corpus" "$baseline_bin" "${args[@]}"
      base_s=$best; base_rss=$best_rss
      base_ratio=$(python3 -c "print(f'{$base_s / $cat_s:.1f}×')")
      versus=$(python3 -c "print(f'{$new_s / $base_s:.2f}')")
      if [[ -n $guard ]] && python3 -c "import sys; sys.exit(0 if $new_s > $guard * $base_s else 1)"; then
        failures+=("$label $command: ratio to cat $(python3 -c "print(f'{$new_s / $cat_s:.1f}')")× is more than $guard × the baseline's $base_ratio")
      fi
    fi
    command_rows+=("| $label | $command | $cat_s | $new_s | $(python3 -c "print(f'{$new_s / $cat_s:.1f}×')") | $((new_rss / 1024)) MiB | $base_s | $base_ratio | $((base_rss / 1024)) MiB | $versus |")
  done

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

  if [[ $name == r* ]]; then plugin_corpus=$corpus; plugin_label=$label; fi

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

# The plugins' path: `generate` and `audit` with the debug build, cold and after one edited Swift file, beside
# the release build's cold run. The plugins pass the target's files and a cache (SPEC §12) when the binary
# has `--cache-path`; here the corpus's folder and a cache of the run's own. A copy of the corpus is edited,
# never the corpus.
cache_note=""
if [[ $plugin_path -eq 1 && -n $plugin_corpus ]]; then
  copy=$(mktemp -d /tmp/reusegen-plugin-path.XXXXXX)
  cache=$copy.cache
  cp -R "$plugin_corpus/." "$copy"
  # A file the commands read: not one under the folders they skip.
  edited=$(cd "$copy" && find . -name '*.swift' -not -path '*/.build/*' -not -path '*/Pods/*' \
    -not -path '*/Carthage/*' | sort | sed -n 1p)
  echo "== $plugin_label: the plugins' path (debug), editing $edited in a copy" >&2
  for command in generate audit; do
    # Each command's own help says whether it takes the cache (`generate` does, `audit` not yet).
    cache_args=()
    if "$debug_reusegen" help "$command" | grep -- --cache-path >/dev/null; then
      cache_args=(--cache-path "$cache")
      cache_note="$cache_note${cache_note:+, }$command with --cache-path"
    fi
    release_s="–"
    versus="–"
    if [[ -n $release_reusegen ]]; then
      best_of "$plugin_runs" "$results/plugin-release-$command" bash -c 'cd "$1" && shift && exec "$@"' _ "$copy" \
        "$release_reusegen" "$command" .
      release_s=$best
    fi
    run_debug=(bash -c 'cd "$1" && shift && exec "$@"' _ "$copy" "$debug_reusegen" "$command" . "${cache_args[@]}")
    best_of_prepared "$plugin_runs" 'rm -rf "$cache"' "$results/plugin-debug-cold-$command" "${run_debug[@]}"
    cold_s=$best
    # The cold runs leave the cache warm; each timed run follows an edit that no run has seen.
    best_of_prepared "$plugin_runs" 'printf "\n// Edit %s of %s.\n" "$i" "$command" >> "$copy/$edited"' \
      "$results/plugin-debug-edit-$command" "${run_debug[@]}"
    edit_s=$best
    if [[ $release_s != "–" ]]; then versus=$(python3 -c "print(f'{$edit_s / $release_s:.2f}')"); fi
    plugin_rows+=("| $plugin_label | $command | $release_s | $cold_s | $edit_s | $versus |")
  done
  rm -rf "$copy" "$cache"
fi

echo
echo "reusegen $revision, $(nproc) cores, load average at the end $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| size | files | MB | cat s | reusegen s | ratio | SwiftSyntax s | peak RSS | MB/s | recall / precision |"
echo "|---|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
echo
echo "Every command beside the baseline ${baseline:-(none)} ($configuration), best of $runs:"
echo
echo "| corpus | command | cat s | reusegen s | ratio to cat | peak RSS | baseline s | baseline ratio | baseline peak RSS | reusegen / baseline |"
echo "|---|---|---|---|---|---|---|---|---|---|"
printf '%s\n' "${command_rows[@]}"
if [[ ${#plugin_rows[@]} -gt 0 ]]; then
  echo
  echo "The plugins' path: the debug build, as the plugins run it on a developer's machine${cache_note:+ ($cache_note)}, beside"
  echo "the release build (cold), best of $plugin_runs:"
  echo
  echo "| corpus | command | release cold s | debug cold s | debug after one edit s | after one edit / release cold |"
  echo "|---|---|---|---|---|---|"
  printf '%s\n' "${plugin_rows[@]}"
fi
if [[ ${#failures[@]} -gt 0 ]]; then
  echo
  printf 'error: %s\n' "${failures[@]}" >&2
  exit 1
fi
