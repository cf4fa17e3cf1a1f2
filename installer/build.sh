#!/usr/bin/env bash
# Builds the standalone Linux app and the tarball a club director unpacks and runs.
#
#   installer/build.sh [OUT]          OUT defaults to dist/ in the project
#
# OUT receives:
#   OUT/director/                                  the app: director-gui, director, _internal/,
#                                                  director.desktop, director-mime.xml, icons/,
#                                                  install.sh
#   OUT/director-VERSION-linux-ARCH.tar.gz         the same folder as director-VERSION/
#   OUT/work/                                      PyInstaller's scratch files, removed after a
#                                                  good build
# The built program must pass its own --self-test before it is packed. Progress goes to stderr;
# the only line on stdout, the last one, is the path of the built program.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$top/dist}
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$top"
say() { printf 'build: %s\n' "$*" >&2; }

[ "$(uname)" = Linux ] || { say "this script builds the Linux app; see installer/README.md for Windows and macOS"; exit 1; }

# The virtual environment with the app and PyInstaller (the test group of pyproject.toml).
scripts/bootstrap test
py=.venv/bin/python
version=$("$py" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
arch=$(uname -m)
app="$out/director"
tarball="$out/director-$version-linux-$arch.tar.gz"

say "building Director $version with PyInstaller into $app (about a minute)"
start=$(date +%s)
rm -rf "$app" "$tarball"
"$py" -m PyInstaller --noconfirm --log-level WARN \
  --distpath "$out" --workpath "$out/work" installer/director.spec >&2

# Desktop integration: the menu entry, the file type, the icons and the script that installs them.
cp installer/linux/director.desktop installer/linux/director-mime.xml installer/linux/install.sh "$app/"
chmod +x "$app/install.sh"
mkdir -p "$app/icons"
cp installer/icons/director.svg installer/icons/director-*.png "$app/icons/"
# The oldest glibc the folder needs is the newest symbol version any of its files asks for: the
# build runs only on systems at least as new as the one that built it.
glibc=unknown
if command -v objdump >/dev/null; then
  glibc=$(find "$app" -type f \( -name '*.so*' -o -name director-gui -o -name director \) \
    -exec objdump -T {} + 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)
fi
sed -e "s/@VERSION@/$version/g" -e "s/@GLIBC@/${glibc:-unknown}/g" installer/linux/README.txt > "$app/README.txt"

say "running the built program's self-test"
QT_QPA_PLATFORM=offscreen "$app/director-gui" --self-test >&2 ||
  { say "the built program failed its self-test (above): not packing it"; exit 1; }

tar -C "$out" -czf "$tarball" --owner=0 --group=0 --transform "s,^director,director-$version," director
rm -rf "$out/work"  # PyInstaller's scratch files (kept when a build fails, for its warn-*.txt)
end=$(date +%s)
say "built in $((end - start)) s"
say "folder:  $(du -sh "$app" | cut -f1)  $app"
say "tarball: $(du -sh "$tarball" | cut -f1)  $tarball"
say "runs on Linux with glibc $glibc or newer (the build machine's)"
echo "$app/director-gui"
