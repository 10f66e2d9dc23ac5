#!/usr/bin/env bash
# Builds reusegen.artifactbundle, SwiftPM's artifact bundle of executables (SE-0305), which lets the plugins
# run a prebuilt, optimized reusegen instead of building it from source (docs/Reference/PrebuiltBinary.md).
#
#   Scripts/build-artifactbundle.sh [--output DIR] [--variant TRIPLE[,TRIPLE...]=BINARY]... [--no-host]
#
# Writes, in DIR (default .build/artifactbundle):
#   reusegen.artifactbundle/info.json              schemaVersion 1.0, artifact `reusegen` of type executable
#   reusegen.artifactbundle/reusegen-<version>-<variant>/bin/reusegen   one variant per platform
#   reusegen.artifactbundle.zip                    the bundle at the top of the archive, as binaryTarget(url:) wants
#   reusegen.artifactbundle.zip.sha256             its checksum, as `swift package compute-checksum` prints it
#
# The host's variant is built in release mode, and reused when the release build is current:
#   Linux  `swift build -c release --static-swift-stdlib`, so the binary needs no Swift runtime on the
#          machine that runs it: <arch>-unknown-linux-gnu. Another architecture is built only when an
#          installed Swift SDK targets it (`swift sdk list`); otherwise the script says it skipped it.
#   macOS  `swift build -c release --arch arm64 --arch x86_64`: one universal binary for
#          arm64-apple-macosx and x86_64-apple-macosx.
# --variant adds a binary built elsewhere (the release workflow adds the Linux binaries to the macOS bundle);
# --no-host builds nothing and bundles the --variant binaries only.
set -euo pipefail
cd "$(dirname "$0")/.."

output=.build/artifactbundle
variants=()
build_host=true
while [ $# -gt 0 ]; do
  case "$1" in
    --output) output=$2; shift 2 ;;
    --variant) variants+=("$2"); shift 2 ;;
    --no-host) build_host=false; shift ;;
    *) echo "usage: $0 [--output DIR] [--variant TRIPLE[,TRIPLE...]=BINARY]... [--no-host]" >&2; exit 2 ;;
  esac
done

version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/ReuseGenCore/Model/Version.swift)
[ -n "$version" ] || { echo "error: no version in Sources/ReuseGenCore/Model/Version.swift" >&2; exit 1; }

if $build_host; then
  case "$(uname -s)" in
    Darwin)
      swift build -c release --product reusegen --arch arm64 --arch x86_64
      variants+=("arm64-apple-macosx,x86_64-apple-macosx=$(swift build -c release --arch arm64 --arch x86_64 \
        --show-bin-path)/reusegen")
      ;;
    Linux)
      arch=$(uname -m)
      swift build -c release --product reusegen --static-swift-stdlib
      variants+=("$arch-unknown-linux-gnu=$(swift build -c release --static-swift-stdlib --show-bin-path)/reusegen")
      # The other Linux architecture needs a Swift SDK with its runtime; the toolchain alone has only the
      # host's.
      other=$([ "$arch" = x86_64 ] && echo aarch64 || echo x86_64)
      sdk=$(swift sdk list 2>/dev/null | grep -E "^$other.*linux-gnu" | head -1 || true)
      if [ -n "$sdk" ]; then
        swift build -c release --product reusegen --static-swift-stdlib --swift-sdk "$sdk"
        variants+=("$other-unknown-linux-gnu=$(swift build -c release --static-swift-stdlib --swift-sdk "$sdk" \
          --show-bin-path)/reusegen")
      else
        echo "note: skipped $other-unknown-linux-gnu: no installed Swift SDK targets it ('swift sdk list');" \
          "build that variant on an $other machine and add it with --variant" >&2
      fi
      ;;
    *) echo "error: no host variant for $(uname -s); use --no-host and --variant" >&2; exit 2 ;;
  esac
fi
[ ${#variants[@]} -gt 0 ] || { echo "error: no variant to bundle" >&2; exit 2; }

mkdir -p "$output"
bundle=$output/reusegen.artifactbundle
rm -rf "$bundle" "$bundle.zip" "$bundle.zip.sha256"
mkdir "$bundle"
entries=()
for variant in "${variants[@]}"; do
  triples=${variant%%=*}
  binary=${variant#*=}
  # A binary downloaded from another job may have lost its executable bit; the copy gets it back.
  [ -f "$binary" ] || { echo "error: no binary at $binary for $triples" >&2; exit 1; }
  # A folder per platform, named as SwiftLint's bundle names them.
  case "$triples" in
    *apple-macosx*) name=macos ;;
    *) name=${triples%%,*} ;;
  esac
  path=reusegen-$version-$name/bin/reusegen
  mkdir -p "$bundle/$(dirname "$path")"
  cp "$binary" "$bundle/$path"
  chmod 755 "$bundle/$path"
  # Symbols are not needed to run the tool, and are most of a Linux binary's size.
  if [ "$(uname -s)" = Linux ] && [[ $triples == *linux* ]]; then strip "$bundle/$path"; fi
  quoted=$(printf '"%s", ' ${triples//,/ })
  entries+=("        { \"path\": \"$path\", \"supportedTriples\": [${quoted%, }] }")
done
{
  printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "reusegen": {\n'
  printf '      "version": "%s",\n      "type": "executable",\n      "variants": [\n' "$version"
  (IFS=$'\n'; printf '%s\n' "${entries[*]}" | sed '$!s/$/,/')
  printf '      ]\n    }\n  }\n}\n'
} >"$bundle/info.json"

# The bundle is the archive's only top-level entry; -X leaves out extra file attributes.
(cd "$output" && zip -qrX reusegen.artifactbundle.zip reusegen.artifactbundle)
checksum=$(swift package compute-checksum "$bundle.zip" 2>/dev/null || sha256sum "$bundle.zip" | cut -d' ' -f1)
echo "$checksum" >"$bundle.zip.sha256"
echo "$bundle.zip"
echo "checksum: $checksum"
