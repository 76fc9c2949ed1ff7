"""Guided first games: the runner that shows a tutorial's steps on the normal table.

``engine/tutorials.py`` reads the tutorials (data in ``resources/tutorials/``); here they are
played: ``launch.start_tutorial`` starts one in the main window, ``runner.TutorialRunner`` walks
its steps, ``marks.TeachMarks`` frames what to use and says what to do, ``progress`` remembers
which tutorials a person finished and which offers were made.
"""
