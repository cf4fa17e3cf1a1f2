#!/usr/bin/env bash
# Builds Director for macOS: dist/Director.app and dist/director-VERSION-macos-ARCH.dmg
#
#   installer/macos/build.sh
#
# Needs Python 3.11 or newer (python.org installer or Homebrew) and the Xcode command-line
# tools (xcode-select --install). Signing and notarizing are optional; see
# installer/macos/README.md:
#   DIRECTOR_CODESIGN_IDENTITY="Developer ID Application: NAME (TEAMID)"   sign (hardened runtime)
#   DIRECTOR_NOTARY_PROFILE=director-notary                             notarize and staple
# Progress goes to stderr; the last line on stdout is the path of the .dmg.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
say() { printf 'build: %s\n' "$*" >&2; }
[ "$(uname)" = Darwin ] || { say "this script runs on macOS"; exit 1; }

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then "$PY" -m venv .venv; fi
.venv/bin/python -m pip install -q --upgrade "pip>=25.1" >&2
.venv/bin/python -m pip install -q -e . --group test >&2
version=$(.venv/bin/python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
arch=$(uname -m)
app=dist/Director.app
dmg=dist/director-$version-macos-$arch.dmg

start=$(date +%s)
rm -rf "$app" dist/director "$dmg"
.venv/bin/python -m PyInstaller --noconfirm --log-level WARN installer/director.spec >&2

say "running the built program's self-test"
QT_QPA_PLATFORM=offscreen "$app/Contents/MacOS/director-gui" --self-test >&2 ||
  { say "the built program failed its self-test (above)"; exit 1; }
if [ -n "${DIRECTOR_CODESIGN_IDENTITY:-}" ]; then
  codesign --verify --deep --strict --verbose=2 "$app" >&2
fi

# The disk image: the app and a link to /Applications to drag it onto.
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
# hdiutil now and then fails with "Resource busy" while macOS scans the new image (a known
# failure on GitHub's macOS machines, actions/runner-images #7522): try again a few times.
for try in 1 2 3 4 5; do
  if hdiutil create -quiet -volname "Director $version" -srcfolder "$stage" -ov -format UDZO "$dmg"; then
    break
  fi
  [ "$try" -lt 5 ] || { say "hdiutil could not make the disk image (above)"; exit 1; }
  say "hdiutil failed (try $try of 5); trying again in $((try * 5)) s"
  sleep $((try * 5))
done

if [ -n "${DIRECTOR_CODESIGN_IDENTITY:-}" ]; then
  codesign --sign "$DIRECTOR_CODESIGN_IDENTITY" --timestamp "$dmg"
  if [ -n "${DIRECTOR_NOTARY_PROFILE:-}" ]; then
    say "notarizing (Apple's servers; takes a few minutes)"
    xcrun notarytool submit "$dmg" --keychain-profile "$DIRECTOR_NOTARY_PROFILE" --wait >&2
    xcrun stapler staple "$dmg" >&2
  fi
fi
end=$(date +%s)
say "built in $((end - start)) s"
say "app: $(du -sh "$app" | cut -f1)  dmg: $(du -sh "$dmg" | cut -f1)"
echo "$top/$dmg"
