"""Start Tabletop: ``python main.py`` (also installed as the ``tabletop`` gui-script)."""

import multiprocessing

if __name__ == "__main__":
    # the bundle's search process is this same program started again: let it be the worker
    multiprocessing.freeze_support()
    from ui.app import main

    raise SystemExit(main())
