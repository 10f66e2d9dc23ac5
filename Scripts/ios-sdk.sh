# Finds Apple's iOS SDK for the type-check and the stand-in fidelity check; sourced by
# Scripts/ios-typecheck.sh, Scripts/uikit-fidelity.sh and Scripts/test-all.sh.
#
# find_ios_sdk exports IOS_SWIFTC (a swiftc command for arm64-apple-ios15.0; a later -target wins),
# IOS_SDK, and on Linux IOS_RESOURCE_DIR and IOS_MODULE_CACHE, from, in this order:
#   1. IOS_SWIFTC already set;
#   2. the env file of Scripts/ios-sdk/prepare, ${XDG_CACHE_HOME:-$HOME/.cache}/reusegen-ios-sdk/env;
#   3. `xcrun --sdk iphoneos` on macOS.
# It returns 1 when none is there, with the reason in $ios_sdk_missing.

ios_sdk_env_file="${XDG_CACHE_HOME:-$HOME/.cache}/reusegen-ios-sdk/env"

find_ios_sdk() {
  if [[ -z "${IOS_SWIFTC:-}" && -f "$ios_sdk_env_file" ]]; then
    # shellcheck disable=SC1090
    . "$ios_sdk_env_file"
  fi
  if [[ -z "${IOS_SWIFTC:-}" && "$(uname)" == Darwin ]] && xcrun --sdk iphoneos --show-sdk-path >/dev/null 2>&1; then
    IOS_SDK=$(xcrun --sdk iphoneos --show-sdk-path)
    IOS_SWIFTC="xcrun --sdk iphoneos swiftc -target arm64-apple-ios15.0"
  fi
  if [[ -z "${IOS_SWIFTC:-}" ]]; then
    ios_sdk_missing="the iOS SDK is not prepared (no \$IOS_SWIFTC, no $ios_sdk_env_file, no Xcode); see docs/ios-sdk.md (Scripts/ios-sdk/prepare --mirror <clone of theos/sdks>)"
    return 1
  fi
  export IOS_SWIFTC IOS_SDK IOS_RESOURCE_DIR IOS_MODULE_CACHE
}

# require_ios_sdk is find_ios_sdk for a script that cannot go on without the SDK: it exits with status 3
# and the reason when there is none.
require_ios_sdk() {
  if ! find_ios_sdk; then
    echo "error: $ios_sdk_missing" >&2
    exit 3
  fi
}
