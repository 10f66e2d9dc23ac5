#!/usr/bin/env bash
# A build with no changed input runs no plugin command (SPEC §12): builds the package at PACKAGE once more,
# with the swift build options given, and fails if the log shows ReuseGenPlugin generating or
# ReuseGenAuditPlugin auditing. Run it after a build of the package.
#
#   Scripts/plugin-rebuild-check.sh PACKAGE [swift build options...]
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 PACKAGE [swift build options...]" >&2; exit 2; }
package=$1
shift
log=$(mktemp)
trap 'rm -f "$log"' EXIT
(cd "$package" && swift build "$@") >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
# The build commands' display names (Plugins/ReuseGenPlugin, Plugins/ReuseGenAuditPlugin).
if grep -E 'Generating ReuseGen_|Auditing reuse identifiers' "$log"; then
  echo "error: a build of $package with no changed input ran the plugin commands above" >&2
  exit 1
fi
echo "no plugin command ran in a build of $package with no changed input"
