"""The Qt side of play across computers."""
