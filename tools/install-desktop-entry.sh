#!/usr/bin/env bash
# Put Tabletop in the desktop's application menu (Linux), so it starts with a double-click.
# The entry runs ./run from this checkout (which sets everything up on first start).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/scalable/apps"
mkdir -p "$apps" "$icons"
cp "$here/resources/icons/tabletop.svg" "$icons/tabletop.svg"
sed "s|^Exec=.*|Exec=\"$here/run\"|" "$here/resources/tabletop.desktop" > "$apps/tabletop.desktop"
echo "Installed $apps/tabletop.desktop"
