#!/usr/bin/env bash
# Compiles a single-file Swift program against the SwiftSyntax libraries that ship inside the toolchain
# (the compiler uses them for macros), so that no package dependency — and no network — is needed.
#
#   Scripts/build-swiftsyntax-tool.sh <main.swift> <output-binary>
#
# The host directory holds SwiftParser.swiftmodule etc. as .swiftinterface files plus the matching .so
# libraries: -I finds the interfaces (swiftc builds them into a private module cache the first time,
# ~20 s), -L/-l link the libraries and -rpath lets the binary find them at run time.
# Rebuilds only when the source is newer than the binary.
set -euo pipefail

source_file=$1
output=$2
swiftc_bin=${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}
# The host libraries live next to the compiler: <toolchain>/usr/bin/swiftc → <toolchain>/usr/lib/swift/host.
host_dir=${SWIFTSYNTAX_HOST_DIR:-$(cd "$(dirname "$(readlink -f "$swiftc_bin")")/../lib/swift/host" && pwd)}

if [[ ! -f "$host_dir/SwiftParser.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface" && \
      ! -d "$host_dir/SwiftParser.swiftmodule" ]]; then
  echo "error: no SwiftParser module in $host_dir (set SWIFTSYNTAX_HOST_DIR)" >&2
  exit 1
fi

if [[ -x "$output" && "$output" -nt "$source_file" ]]; then
  exit 0
fi

mkdir -p "$(dirname "$output")"
module_cache="$(dirname "$output")/module-cache"
"$swiftc_bin" -O "$source_file" -o "$output" \
  -I "$host_dir" -L "$host_dir" \
  -lSwiftParser -lSwiftSyntax -lSwiftDiagnostics \
  -Xlinker -rpath -Xlinker "$host_dir" \
  -module-cache-path "$module_cache"
