#!/usr/bin/env bash
# Put Tabletop (this source checkout) in the desktop's application menu (Linux), so it starts
# with a double-click.  The entry runs tools/launch.sh, which on the first start shows a
# progress window while ./run sets everything up, and a message when something is missing.
# (The self-contained bundle has its own install.sh; see docs/packaging.md.)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
apps="$data/applications"
icons="$data/icons/hicolor/scalable/apps"
mkdir -p "$apps" "$icons"
cp "$here/resources/icons/tabletop.svg" "$icons/tabletop.svg"
exe=$(printf '%s' "$here/tools/launch.sh" | sed 's/%/%%/g')
sed "s|^Exec=.*|Exec=\"$exe\"|" "$here/resources/tabletop.desktop" > "$apps/tabletop.desktop"
echo "Installed $apps/tabletop.desktop"
