#!/usr/bin/env bash
# The prebuilt binary, proven on Linux (SPEC §13; docs/Reference/PrebuiltBinary.md):
#
# 1. Scripts/build-artifactbundle.sh builds reusegen.artifactbundle in release mode (reusing a current
#    release build) and zips it with its checksum; the bundle's info.json, variants, archive and checksum
#    are checked, and the Linux binary must need no Swift runtime.
# 2. The zip is unpacked into Examples/BinaryArtifact, a package that declares it as
#    `.binaryTarget(name: "reusegen", path:)` and applies ReuseGen's own plugins, which run the bundle's
#    binary: the build generates ReuseGen_Shop.swift, audits Shop, and compiles it against the UIKit stand-in.
# 3. The audit plugin's stamp (SPEC §12): a second build with no changed input runs neither plugin, an edited
#    source runs both, and a failing audit runs again at the next build, until the source is fixed.
#
#   Scripts/artifactbundle-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
package=Examples/BinaryArtifact
broken=$package/Sources/Shop/BrokenCart.swift

step() { printf -- '--- %s\n' "$*"; }
fail() {
  echo "error: $*" >&2
  exit 1
}
work=$(mktemp -d)
trap 'rm -rf "$work" "$root/$broken"' EXIT

step "build reusegen.artifactbundle (Scripts/build-artifactbundle.sh)"
Scripts/build-artifactbundle.sh --output .build/artifactbundle
bundle=.build/artifactbundle/reusegen.artifactbundle
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/ReuseGenCore/Model/Version.swift)
triple=$(uname -m)-unknown-linux-gnu

step "info.json: schema 1.0, an executable artifact 'reusegen' of version $version, a variant for $triple"
binary=$(python3 - "$bundle" "$version" "$triple" <<'PY'
import json, os, sys
bundle, version, triple = sys.argv[1:]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info["schemaVersion"]
assert list(info["artifacts"]) == ["reusegen"], list(info["artifacts"])
artifact = info["artifacts"]["reusegen"]
assert artifact["type"] == "executable" and artifact["version"] == version, artifact
for variant in artifact["variants"]:
    path = os.path.join(bundle, variant["path"])
    assert os.access(path, os.X_OK), f"{variant['path']} is not an executable file"
hosts = [v["path"] for v in artifact["variants"] if triple in v["supportedTriples"]]
assert len(hosts) == 1, f"{len(hosts)} variants support {triple}"
print(os.path.join(bundle, hosts[0]))
PY
)
[ "$("$binary" --version)" = "$version" ] || fail "$binary does not print version $version"
if ldd "$binary" | grep -E 'libswift|libFoundation'; then
  fail "$binary needs the Swift runtime above: build it with --static-swift-stdlib"
fi

step "the zip holds the bundle at its top, and the checksum is its SHA-256"
if unzip -Z1 "$bundle.zip" | grep -v '^reusegen\.artifactbundle/'; then
  fail "the archive holds more than reusegen.artifactbundle"
fi
[ "$(cat "$bundle.zip.sha256")" = "$(sha256sum "$bundle.zip" | cut -d' ' -f1)" ] || fail "wrong checksum"

step "Examples/BinaryArtifact: the plugins run the bundle's reusegen, generate and audit Shop, and it compiles"
rm -rf "$package/reusegen.artifactbundle"
unzip -q "$bundle.zip" -d "$package"
(cd "$package" && swift build) >"$work/first.log" 2>&1 || {
  cat "$work/first.log" >&2
  fail "the build of $package failed"
}
if grep -E '(^|: )warning: ' "$work/first.log"; then fail "the build printed warnings"; fi
# The build manifest holds each command line: both plugins run the binary inside the bundle.
for subcommand in generate audit; do
  grep -qF "reusegen.artifactbundle/reusegen-$version-$triple/bin/reusegen\",\"$subcommand\"" \
    "$package/.build/debug.yaml" || fail "no '$subcommand' command runs the bundle's reusegen"
done
outputs=$package/.build/plugins/outputs
grep -q 'ItemCell' "$(find "$outputs" -name ReuseGen_Shop.swift)" || fail "ReuseGen_Shop.swift has no ItemCell"
stamp=$(find "$outputs" -name ReuseGenAudit_Shop.swift)
[ -n "$stamp" ] || fail "the audit wrote no stamp"

step "a second build with no changed input runs neither plugin (Scripts/plugin-rebuild-check.sh)"
Scripts/plugin-rebuild-check.sh "$package"

# Builds the package and checks which plugin commands ran: $1 is "pass" or "fail", then the display names
# expected in the log.
build_expecting() {
  local outcome=$1
  shift
  local status=0
  (cd "$package" && swift build) >"$work/build.log" 2>&1 || status=$?
  if { [ "$outcome" = pass ] && [ $status -ne 0 ]; } || { [ "$outcome" = fail ] && [ $status -eq 0 ]; }; then
    cat "$work/build.log" >&2
    fail "the build was expected to $outcome"
  fi
  for expected in "$@"; do
    grep -q "$expected" "$work/build.log" || { cat "$work/build.log" >&2; fail "'$expected' did not run"; }
  done
}

step "an edited source runs both plugins again"
touch "$package/Sources/Shop/CartViewController.swift"
build_expecting pass "Generating ReuseGen_Shop.swift for Shop" "Auditing reuse identifiers in Shop"

step "a failing audit removes its stamp and runs again at the next build, until the source is fixed"
cat >"$broken" <<'SWIFT'
import UIKit

/// Dequeues an identifier nothing registers: audit's error fails the build.
func brokenCell(in tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
  tableView.dequeueReusableCell(withIdentifier: "Missing", for: indexPath)
}
SWIFT
build_expecting fail "Auditing reuse identifiers in Shop" "error: .*Missing"
[ ! -e "$stamp" ] || fail "the failing audit left its stamp"
build_expecting fail "Auditing reuse identifiers in Shop"
rm "$broken"
build_expecting pass "Auditing reuse identifiers in Shop"
[ -f "$stamp" ] || fail "the passing audit wrote no stamp"
Scripts/plugin-rebuild-check.sh "$package"
echo "the artifact bundle builds, and its binary generates and audits through the plugins"
