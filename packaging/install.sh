#!/bin/sh
# Put this Tabletop bundle in the desktop's application menu (for the current user only), so it
# starts with a double-click.  Undo with ./uninstall.sh.  Needs no root and no Python.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data="${XDG_DATA_HOME:-$HOME/.local/share}"
apps="$data/applications"
icons="$data/icons/hicolor"
mkdir -p "$apps"
for size in 48 128 256; do
    mkdir -p "$icons/${size}x${size}/apps"
    cp "$here/share/icons/tabletop-$size.png" "$icons/${size}x${size}/apps/tabletop.png"
done
mkdir -p "$icons/scalable/apps"
cp "$here/share/icons/tabletop.svg" "$icons/scalable/apps/tabletop.svg"
# the desktop entry format escapes '%' as '%%'; the path is quoted for spaces
exe=$(printf '%s' "$here/Tabletop" | sed 's/%/%%/g')
sed -e "s|^Exec=.*|Exec=\"$exe\"|" -e "s|^TryExec=.*||" \
    "$here/share/tabletop.desktop" > "$apps/tabletop.desktop"
chmod 644 "$apps/tabletop.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" || true
echo "Tabletop is in your application menu ($apps/tabletop.desktop)."
