#!/usr/bin/env bash
# What the desktop entry of a source checkout starts (tools/install-desktop-entry.sh).
#
# Why not ./run directly: on the first double-click ./run creates a virtual environment and
# installs PySide6 for minutes, and nobody sees a terminal.  This launcher shows a progress
# window meanwhile (zenity or kdialog; a desktop notification where neither exists), and a
# message window — not a silent failure — when setting up fails or Qt's system libraries are
# missing.  Once set up it starts the app at once.
set -uo pipefail
root="${TABLETOP_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$root" || exit 1
setup_cmd="${TABLETOP_SETUP_CMD:-./run --setup-only}"
start_cmd="${TABLETOP_START_CMD:-.venv/bin/python main.py}"
log="${XDG_CACHE_HOME:-$HOME/.cache}/tabletop/setup.log"
mkdir -p "$(dirname "$log")"

# --- the few sentences, in the languages the app speaks (Qt is not there yet to translate)
lang="${LC_ALL:-${LC_MESSAGES:-${LANG:-en}}}"
case "$lang" in
    sv*) t_title="Tabletop"
         t_setup="Tabletop förbereds för första starten. Det tar några minuter …"
         t_failed="Tabletop kunde inte förberedas. Detaljer finns i %s:"
         t_libs="Tabletop behöver några systembibliotek. Kör detta i en terminal och starta sedan igen:" ;;
    de*) t_title="Tabletop"
         t_setup="Tabletop wird für den ersten Start eingerichtet. Das dauert einige Minuten …"
         t_failed="Tabletop konnte nicht eingerichtet werden. Einzelheiten stehen in %s:"
         t_libs="Tabletop braucht einige Systembibliotheken. Bitte dies in einem Terminal ausführen und dann erneut starten:" ;;
    nb*|no*|nn*) t_title="Tabletop"
         t_setup="Tabletop gjøres klar for første start. Det tar noen minutter …"
         t_failed="Tabletop kunne ikke gjøres klar. Detaljer står i %s:"
         t_libs="Tabletop trenger noen systembiblioteker. Kjør dette i en terminal og start på nytt:" ;;
    *)   t_title="Tabletop"
         t_setup="Setting up Tabletop for its first start. This takes a few minutes …"
         t_failed="Tabletop could not be set up. The details are in %s:"
         t_libs="Tabletop needs a few system libraries. Please run this in a terminal, then start it again:" ;;
esac

# Show a message window; $1 = error|info, $2 = text.  Falls back along what the desktop has.
message() {
    local kind="$1" text="$2"
    if command -v zenity >/dev/null 2>&1; then
        zenity "--$kind" --title="$t_title" --no-markup --text="$text"
    elif command -v kdialog >/dev/null 2>&1; then
        if [ "$kind" = error ]; then kdialog --title "$t_title" --error "$text"
        else kdialog --title "$t_title" --msgbox "$text"; fi
    elif command -v xmessage >/dev/null 2>&1; then
        xmessage -center "$text"
    elif command -v notify-send >/dev/null 2>&1; then
        notify-send "$t_title" "$text"
    fi
    echo "$text" >&2
}

ready() {
    [ -x .venv/bin/python ] && [ -f .venv/.installed-run ] && [ ! pyproject.toml -nt .venv/.installed-run ]
}

# Set up with a progress window; returns the set-up command's exit status.
set_up() {
    bash -c "$setup_cmd" >"$log" 2>&1 &
    local pid=$! status
    if command -v zenity >/dev/null 2>&1; then
        (while kill -0 "$pid" 2>/dev/null; do echo "# $t_setup"; sleep 1; done; echo 100) |
            zenity --progress --pulsate --auto-close --no-cancel --title="$t_title" --text="$t_setup" &
    elif command -v kdialog >/dev/null 2>&1; then
        kdialog --title "$t_title" --passivepopup "$t_setup" 30 &
    elif command -v notify-send >/dev/null 2>&1; then
        notify-send "$t_title" "$t_setup"
    fi
    wait "$pid"
    status=$?
    wait 2>/dev/null
    return "$status"
}

if ! ready; then
    if ! set_up; then
        # shellcheck disable=SC2059
        message error "$(printf "$t_failed" "$log")
$(tail -n 12 "$log")"
        exit 1
    fi
fi

# Qt's system libraries (Debian/Ubuntu): name the exact command instead of failing silently
missing=""
if [ -n "${TABLETOP_MISSING_DEBS+set}" ]; then
    missing="$TABLETOP_MISSING_DEBS"
elif [ -f tools/setup.sh ]; then
    # shellcheck source=setup.sh
    . tools/setup.sh
    missing="$(missing_debs $QT_DEBS_RUN | tr '\n' ' ')"
fi
missing="${missing% }"
if [ -n "$missing" ]; then
    message error "$t_libs

sudo apt-get install -y $missing"
    exit 1
fi
exec $start_cmd "$@"
