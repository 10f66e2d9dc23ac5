#!/usr/bin/env bash
# The Xcode code paths of both plugins, checked on Linux (README, "Xcode project"; DESIGN.md §6).
#
#   Scripts/xcode-plugin-check.sh [--reusegen PATH]
#
# XcodeProjectPlugin ships only with Xcode, so `#if canImport(XcodeProjectPlugin)` is false everywhere else
# and that code is never compiled. This script emits a stand-in of the module
# (Scripts/xcode-plugin/XcodeProjectPlugin.swift, each declaration taken from Apple's documentation) and:
#
# 1. type-checks each plugin, with PluginsShared, against PackagePlugin from the toolchain and the stand-in,
#    in Swift 6 mode with warnings as errors, as SwiftPM compiles a plugin of this package;
# 2. proves the check can fail: a copy of each plugin with one property misspelt in its Xcode code must
#    fail it with "has no member", and the same copy must pass without the stand-in (which is why the
#    check is needed);
# 3. runs the Xcode entry points of the plugins on stand-in targets shaped like the Examples
#    (Scripts/xcode-plugin/XcodePluginMappingTests.swift): module names, context, inputs and arguments,
#    then the generated command itself with the real reusegen.
#
# This proves the code against Apple's documented API, not against a real Xcode.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

reusegen=.build/debug/reusegen
while [ $# -gt 0 ]; do
  case "$1" in
    --reusegen) reusegen=$2; shift 2 ;;
    *) echo "usage: $0 [--reusegen PATH]" >&2; exit 2 ;;
  esac
done
reusegen=$(cd "$(dirname "$reusegen")" && pwd)/$(basename "$reusegen")
[ -x "$reusegen" ] || { echo "error: no reusegen at $reusegen; run swift build first" >&2; exit 2; }

toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
api=$toolchain/lib/swift/pm/PluginAPI
[ -f "$api/PackagePlugin.swiftmodule" ] || { echo "error: no PackagePlugin module in $api" >&2; exit 2; }
# The tools version of Package.swift decides which PackagePlugin API a plugin sees (Target.directoryURL
# needs 6.1), as SwiftPM's -package-description-version does.
tools_version=$(sed -n '1s/.*swift-tools-version: *\([0-9.]*\).*/\1/p' Package.swift)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
standin=Scripts/xcode-plugin
flags=(-swift-version 6 -package-description-version "$tools_version" -I "$api" -L "$api" -lPackagePlugin)

step() { printf -- '--- %s\n' "$*"; }

# Emits the stand-in with library evolution, as Xcode's module is built, so that a `switch` over its enum
# needs `@unknown default` as it does in Xcode. Linux's Foundation and PackagePlugin are not built that way,
# which the compiler warns about; so does the test file's one use of `Path`, which PluginContext.Tool's
# initializer needs. Any other warning fails.
emit_standin() {  # output folder, extra sources...
  local output=$1
  shift
  mkdir -p "$output"
  swiftc -emit-module -parse-as-library -enable-library-evolution "${flags[@]}" \
    -module-name XcodeProjectPlugin -emit-module-path "$output/XcodeProjectPlugin.swiftmodule" \
    "$standin/XcodeProjectPlugin.swift" "$@" >"$work/standin.log" 2>&1 || {
    cat "$work/standin.log" >&2
    exit 1
  }
  if grep -E '(^|: )warning: ' "$work/standin.log" | grep -v -e 'was not compiled with library evolution support' \
    -e '^Scripts/xcode-plugin/XcodeProjectPlugin+Testing.swift:.*Use `URL` type instead of `Path`'; then
    echo "error: the stand-in has warnings" >&2
    exit 1
  fi
}

step "emit the XcodeProjectPlugin stand-in"
emit_standin "$work/api"

# Type-checks one plugin folder (its own files and PluginsShared, through its symbolic link) with the
# module search paths in "$@".
typecheck() {
  local plugin=$1
  shift
  swiftc -typecheck -parse-as-library -warnings-as-errors "${flags[@]}" "$@" \
    "$plugin"/*.swift "$plugin"/PluginsShared/*.swift
}

for plugin in ReuseGenPlugin ReuseGenCommandPlugin ReuseGenAuditPlugin; do
  step "type-check $plugin with XcodeProjectPlugin"
  typecheck "Plugins/$plugin" -I "$work/api"
done

# A misuse must fail the check: each plugin's Xcode code with one property misspelt.
cp -RL Plugins "$work/misuse"
misspell() {  # file, property, misspelling: only inside the file's canImport(XcodeProjectPlugin) block
  python3 - "$@" <<'PY'
import sys
path, right, wrong = sys.argv[1:]
text = open(path).read()
start = text.index("#if canImport(XcodeProjectPlugin)")
block = text[start:]
assert right in block, f"{right} is not in the Xcode code of {path}"
open(path, "w").write(text[:start] + block.replace(right, wrong, 1))
PY
}
misspell "$work/misuse/ReuseGenPlugin/ReuseGenPlugin.swift" ".pluginWorkDirectoryURL" ".pluginWorkDirectoryUrl"
misspell "$work/misuse/ReuseGenCommandPlugin/ReuseGenCommandPlugin.swift" ".displayName" ".name"
expect_misuse_caught() {  # plugin, misspelt member
  step "a misspelt '$2' in $1 fails the check, and passes without the stand-in"
  if typecheck "$work/misuse/$1" -I "$work/api" >"$work/misuse.log" 2>&1; then
    echo "error: the check accepted $1 with '$2' misspelt" >&2
    exit 1
  fi
  grep -q "has no member '$2'" "$work/misuse.log" || {
    echo "error: the check failed for another reason than '$2':" >&2
    cat "$work/misuse.log" >&2
    exit 1
  }
  typecheck "$work/misuse/$1" || {
    echo "error: without the stand-in the misspelt copy should compile (the Xcode code is skipped)" >&2
    exit 1
  }
}
expect_misuse_caught ReuseGenPlugin pluginWorkDirectoryUrl
expect_misuse_caught ReuseGenCommandPlugin name

step "build the stand-in with its test initializers, and each plugin as a library"
emit_standin "$work/test" "$standin/XcodeProjectPlugin+Testing.swift" -emit-library \
  -o "$work/test/libXcodeProjectPlugin.so"
# Module names other than the plugins' type names, so that the test can qualify PluginsShared's types by
# module (`ReuseGenPlugin.ReuseGenRun` would look inside the type).
for plugin in ReuseGenPlugin:BuildToolPluginUnderTest ReuseGenCommandPlugin:CommandPluginUnderTest \
  ReuseGenAuditPlugin:AuditPluginUnderTest; do
  module=${plugin#*:}
  plugin=${plugin%:*}
  # Each plugin's @main gets another entry point's name, so the test's own main can call the plugin.
  swiftc -emit-library -emit-module -parse-as-library -enable-testing -warnings-as-errors "${flags[@]}" \
    -I "$work/test" -L "$work/test" -lXcodeProjectPlugin -Xfrontend -entry-point-function-name \
    -Xfrontend "${module}_main" -module-name "$module" -emit-module-path "$work/test/$module.swiftmodule" \
    -o "$work/test/lib$module.so" "Plugins/$plugin"/*.swift "Plugins/$plugin"/PluginsShared/*.swift
done

step "run the Xcode entry points on stand-in targets (XcodePluginMappingTests.swift)"
swiftc -warnings-as-errors "${flags[@]}" -I "$work/test" -L "$work/test" -lXcodeProjectPlugin \
  -lBuildToolPluginUnderTest -lCommandPluginUnderTest -lAuditPluginUnderTest -Xlinker -rpath -Xlinker "$work/test" -Xlinker -rpath \
  -Xlinker "$api" -module-name XcodePluginMappingTests -o "$work/mapping-tests" \
  "$standin/XcodePluginMappingTests.swift"
"$work/mapping-tests" "$root" "$reusegen" "$work/run"
