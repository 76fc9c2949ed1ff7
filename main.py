"""Start Tabletop: ``python main.py`` (also installed as the ``tabletop`` gui-script)."""

from ui.app import main

if __name__ == "__main__":
    raise SystemExit(main())
