#!/usr/bin/env python3
"""Times the terminal front in a real pseudo-terminal: start to first full frame, and the bytes ncurses
writes per character typed on the login screen. Prints medians over the runs.

Usage: front_frames.py PATH-TO-PAYTERM [runs]
"""
import os
import pty
import select
import signal
import statistics
import struct
import sys
import fcntl
import termios
import time

COLUMNS, ROWS = 100, 30


def read_until(fd, needle, timeout):
    """Reads from the pty until the bytes contain needle; returns (all bytes read, seconds waited)."""
    started = time.monotonic()
    data = b""
    while needle not in data:
        left = timeout - (time.monotonic() - started)
        if left <= 0:
            raise TimeoutError(f"never saw {needle!r}; last output: {data[-400:]!r}")
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                data += os.read(fd, 65536)
            except OSError:
                break
    return data, time.monotonic() - started


def drain(fd, quiet=0.15):
    """Reads until the terminal has been quiet for a moment; returns the bytes."""
    data = b""
    while True:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return data
        data += os.read(fd, 65536)


def one_run(binary):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.execv(binary, [binary])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
    started = time.monotonic()
    try:
        # The first full frame is the one where the library has initialized and the button is live.
        read_until(fd, "ready".encode(), 30)
        first_frame = time.monotonic() - started
        drain(fd)
        os.write(fd, b"\r")  # Pay with PayPal
        read_until(fd, b"Log in with", 10)
        drain(fd)
        sizes = []
        for character in "alex@payterm.test":
            os.write(fd, character.encode())
            sizes.append(len(drain(fd, 0.08)))
        return first_frame, statistics.median(sizes)
    finally:
        os.kill(pid, signal.SIGTERM)
        os.waitpid(pid, 0)
        os.close(fd)


def main():
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    results = [one_run(binary) for _ in range(runs)]
    frames = sorted(r[0] for r in results)
    typed = sorted(r[1] for r in results)
    print(f"terminal {COLUMNS}x{ROWS}, {runs} runs, embedded backend")
    print(f"start to first full frame   median {statistics.median(frames) * 1000:.0f} ms   (min {frames[0] * 1000:.0f}, max {frames[-1] * 1000:.0f})")
    print(f"bytes per typed character   median {statistics.median(typed):.0f}   (min {typed[0]:.0f}, max {typed[-1]:.0f}) on the login screen")


if __name__ == "__main__":
    main()
