# Shared by ./run and ./test: make .venv, install the project, and make sure Qt's system
# libraries exist (Debian/Ubuntu). As root the missing ones are installed with apt-get;
# otherwise the exact command to run is printed.

QT_DEBS_BASE="libegl1 libgl1 libfontconfig1 libfreetype6 libglib2.0-0 libxkbcommon0 fonts-dejavu-core"
QT_DEBS_RUN="$QT_DEBS_BASE libx11-6 libx11-xcb1 libxext6 libxrender1 libxrandr2 libxkbcommon-x11-0 libxcb1 libxcb-cursor0 libxcb-glx0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1 libdbus-1-3"
# the tests run most windows offscreen, and some in a real X server (focus, window geometry):
# Xvfb, and everything a real window needs; and read the app as a screen reader does
# (tests/realx/test_atspi.py): a session bus (dbus), the accessibility bus and registry
# (at-spi2-core) and Orca's client library for the system Python (python3-pyatspi); and a
# network namespace with only the loopback for the iroh tests (iproute2's ip, util-linux's
# unshare), so nothing they send can leave the machine
QT_DEBS_TEST="$QT_DEBS_RUN xvfb xauth dbus at-spi2-core python3-pyatspi iproute2 util-linux"

# Print the packages of "$@" that are not installed (nothing where there is no dpkg).
missing_debs() {
    command -v dpkg-query >/dev/null 2>&1 || return 0
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || echo "$p"
    done
}

# What pip and apt-get say goes to this log; it is shown only when a step fails.  Why: a
# newcomer's first screen is a few lines of progress, not setuptools' framed warnings.
SETUP_LOG="${TABLETOP_SETUP_LOG:-.venv/setup.log}"

# Run "$@" quietly: its output appended to the log, printed (the last 40 lines) on failure.
quietly() {
    mkdir -p "$(dirname "$SETUP_LOG")"
    if ! "$@" >>"$SETUP_LOG" 2>&1; then
        echo "Setting up Tabletop failed. The last lines of $SETUP_LOG:" >&2
        tail -n 40 "$SETUP_LOG" >&2
        return 1
    fi
}

ensure_debs() {
    local missing=()
    mapfile -t missing < <(missing_debs "$@")
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
        echo "Tabletop: installing the system libraries Qt needs (${missing[*]})…"
        quietly apt-get update -qq || true
        quietly env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            "${missing[@]}" || return 1
    else
        echo "Qt needs these system packages; please run:" >&2
        echo "  sudo apt-get install -y ${missing[*]}" >&2
    fi
}

setup_env() {
    local mode="$1"
    if [ "$mode" = test ]; then ensure_debs $QT_DEBS_TEST; else ensure_debs $QT_DEBS_RUN; fi
    local py="${PYTHON:-python3}"
    if [ ! -x .venv/bin/python ]; then
        echo "Tabletop: creating its Python environment in .venv…"
        quietly "$py" -m venv .venv || return 1
    fi
    local stamp=".venv/.installed-$mode"
    if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
        echo "Tabletop: installing Tabletop and Qt (PySide6) — a minute or two the first time…"
        quietly .venv/bin/python -m pip install -q -U pip || return 1
        if [ "$mode" = test ]; then
            quietly .venv/bin/python -m pip install -q -e '.[dev,bundle]' || return 1
        else
            quietly .venv/bin/python -m pip install -q -e . || return 1
        fi
        touch "$stamp"
        echo "Tabletop: ready."
    fi
}
