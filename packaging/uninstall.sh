#!/bin/sh
# Remove what ./install.sh put in the application menu.  The bundle folder itself, your
# settings and your saved games stay where they are.
set -eu
data="${XDG_DATA_HOME:-$HOME/.local/share}"
rm -f "$data/applications/tabletop.desktop"
for size in 48x48 128x128 256x256; do
    rm -f "$data/icons/hicolor/$size/apps/tabletop.png"
done
rm -f "$data/icons/hicolor/scalable/apps/tabletop.svg"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
echo "Tabletop was removed from your application menu."
