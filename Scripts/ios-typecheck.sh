#!/usr/bin/env bash
# Type-checks every Swift file an app would ship against Apple's iOS SDK: the Examples' library targets,
# the golden files, the fixture modules and the synthetic 1,000-view module, each with its generated
# file regenerated from the current tool, in Swift 5, Swift 6 and Swift 6 + `-default-isolation
# MainActor` modes (docs/DESIGN.md §7). Details: Scripts/ios_typecheck.py.
#
#   Scripts/ios-typecheck.sh [--reusegen PATH] [-j N] [--mode M]... [--keep] [--verbose]
#
# The SDK comes from $IOS_SWIFTC, else the env file that Scripts/ios-sdk/prepare writes, else
# `xcrun --sdk iphoneos` on macOS. Exit status 3 when there is none.
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/ios-sdk.sh
require_ios_sdk
exec python3 Scripts/ios_typecheck.py "$@"
