"""Reads a picture with Pillow and prints what a test checks, as JSON: its format, size, loop count and frames,
each with how long it shows (ms) and, with --pixels, its pixels as a viewer shows them (drawn over the frames
before), RGB in hex. Usage: picture_check.py FILE [--pixels]"""
import json
import sys

from PIL import Image, ImageSequence

with Image.open(sys.argv[1]) as image:
    frames = []
    for frame in ImageSequence.Iterator(image):
        shown = {"duration": frame.info.get("duration")}
        if "--pixels" in sys.argv[2:]:
            shown["rgb"] = frame.convert("RGB").tobytes().hex()
        frames.append(shown)
    print(json.dumps({
        "format": image.format,
        "width": image.width,
        "height": image.height,
        "loop": image.info.get("loop"),
        "frames": frames,
    }))
