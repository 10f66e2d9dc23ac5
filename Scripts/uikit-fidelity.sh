#!/usr/bin/env bash
# Checks the UIKit stand-in against Apple's UIKit (docs/DESIGN.md §7): every public declaration of
# Examples/LinuxSupport/UIKit must exist in UIKit with the same declaration, access, isolation and iOS
# availability, but the justified exceptions of Examples/LinuxSupport/uikit-fidelity-exceptions.txt.
# Details: Scripts/uikit_fidelity.py.
#
#   Scripts/uikit-fidelity.sh [--list]     # --list prints every divergence, listed or not
#
# UIKit's symbol graph is extracted from the SDK once (~30 s, ~20 MB) and cached next to it, in
# ${XDG_CACHE_HOME:-$HOME/.cache}/reusegen-ios-sdk/symbolgraph/. The stand-in exists on Linux only; it is
# built if needed (`swift build --target UIKit` in Examples). Exit status 3 when there is no SDK.
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/ios-sdk.sh
if [[ "$(uname)" != Linux ]]; then
  echo "error: the UIKit stand-in is built on Linux only" >&2
  exit 3
fi
if ! find_ios_sdk || [[ -z "${IOS_RESOURCE_DIR:-}" || -z "${IOS_SDK:-}" ]]; then
  echo "error: ${ios_sdk_missing:-the env file of Scripts/ios-sdk/prepare is needed (see docs/ios-sdk.md) (IOS_SDK, IOS_RESOURCE_DIR)}" >&2
  exit 3
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

uikit="${XDG_CACHE_HOME:-$HOME/.cache}/reusegen-ios-sdk/symbolgraph/$(basename "$IOS_SDK")-arm64-apple-ios15.0"
if [[ ! -f "$uikit/UIKit.symbols.json" ]]; then
  echo "Extracting UIKit's symbol graph from $IOS_SDK into $uikit (once)"
  mkdir -p "$work/uikit"
  swift-symbolgraph-extract -module-name UIKit -target arm64-apple-ios15.0 -sdk "$IOS_SDK" \
    -resource-dir "$IOS_RESOURCE_DIR" -module-cache-path "$IOS_MODULE_CACHE" -output-dir "$work/uikit"
  mkdir -p "$(dirname "$uikit")"
  rm -rf "$uikit.tmp" && mv "$work/uikit" "$uikit.tmp" && mv "$uikit.tmp" "$uikit"
fi

(cd Examples && swift build --target UIKit >"$work/build.log" 2>&1) || { cat "$work/build.log" >&2; exit 1; }
modules="$(cd Examples && swift build --show-bin-path)/Modules"
mkdir -p "$work/stand-in"
# `internal`, so that the underscored SPI declarations are in the graph; the comparer keeps public ones.
swift-symbolgraph-extract -module-name UIKit -I "$modules" -target "$(uname -m)-unknown-linux-gnu" \
  -include-spi-symbols -minimum-access-level internal -output-dir "$work/stand-in"

python3 Scripts/uikit_fidelity.py "$work/stand-in" "$uikit" Examples/LinuxSupport/uikit-fidelity-exceptions.txt "$@"
