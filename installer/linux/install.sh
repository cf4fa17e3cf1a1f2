#!/bin/sh
# Puts Director in this user's applications menu (no administrator needed):
#
#   ./install.sh               menu entry, icons, and the commands director-gui and director
#                              in ~/.local/bin
#   ./install.sh --uninstall   takes them away again (this folder stays: delete it yourself)
#
# Director runs from this folder: move the folder first, then run ./install.sh, or run it again
# after moving it.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
bin=$HOME/.local/bin
apps=$data/applications
icons=$data/icons/hicolor
mime=$data/mime
sizes="16 24 32 48 64 128 256 512"

refresh() {
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" 2>/dev/null || true
  if [ -d "$mime/packages" ] && command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$mime" 2>/dev/null || true
  fi
  # only refresh an icon cache that is already there: a new one would hide icons added later
  if [ -f "$icons/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$icons" 2>/dev/null || true
  fi
}

if [ "${1:-}" = --uninstall ]; then
  rm -f "$apps/director.desktop" "$icons/scalable/apps/director.svg" "$mime/packages/director.xml"
  for s in $sizes; do rm -f "$icons/${s}x${s}/apps/director.png"; done
  for p in director-gui director; do
    # only our own links, never another program of the same name
    if [ -L "$bin/$p" ] && [ "$(readlink "$bin/$p")" = "$here/$p" ]; then rm -f "$bin/$p"; fi
  done
  refresh
  printf 'Director is no longer in the applications menu. Delete %s to remove the program.\n' "$here"
  exit 0
fi

[ -x "$here/director-gui" ] || { printf 'install.sh: %s is missing\n' "$here/director-gui" >&2; exit 1; }
mkdir -p "$apps" "$icons/scalable/apps" "$bin" "$mime/packages"
# The .director file type, so the file manager opens tournaments with Director.
cp "$here/director-mime.xml" "$mime/packages/director.xml"
for s in $sizes; do
  mkdir -p "$icons/${s}x${s}/apps"
  cp "$here/icons/director-$s.png" "$icons/${s}x${s}/apps/director.png"
done
cp "$here/icons/director.svg" "$icons/scalable/apps/director.svg"
# The menu entry starts this folder's program. Exec quotes the path (it may hold spaces) and
# escapes what the desktop-entry rules ask for, and keeps %f (the file double-clicked); TryExec
# would look for director-gui on a PATH the desktop may not have, so it goes.
quoted=$(printf '%s' "$here/director-gui" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g')
while IFS= read -r line; do
  case $line in
    Exec=*) printf 'Exec="%s" %%f\n' "$quoted" ;;
    TryExec=*) ;;
    *) printf '%s\n' "$line" ;;
  esac
done < "$here/director.desktop" > "$apps/director.desktop"
for p in director-gui director; do
  if [ ! -e "$bin/$p" ] || [ -L "$bin/$p" ]; then ln -sfn "$here/$p" "$bin/$p"; fi
done
refresh
printf 'Director is in the applications menu (Games). From a terminal: %s\n' "$bin/director-gui"
