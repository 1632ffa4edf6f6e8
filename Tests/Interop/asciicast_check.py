"""Reads a recording with asciinema's own loader (the asciinema package from PyPI) and prints what a test checks,
as JSON: the header's size and title, the markers in order, whether any event is typed input, the output's text
(escape sequences included) and whether its timestamps only go forward. Usage: asciicast_check.py FILE.cast"""
import json
import sys

from asciinema import asciicast

with asciicast.open_from_url(sys.argv[1]) as cast:
    header = cast.v2_header
    events = list(cast.events())
times = [event[0] for event in events]
print(json.dumps({
    "version": header["version"],
    "width": header["width"],
    "height": header["height"],
    "title": header.get("title"),
    "markers": [event[2] for event in events if event[1] == "m"],
    "input_events": sum(1 for event in events if event[1] == "i"),
    "output": "".join(event[2] for event in events if event[1] == "o"),
    "in_order": times == sorted(times),
}))
