"""A program run in a pseudo-terminal of 100x30, for the front's benchmarks: spawn it, read until a text shows or
the terminal is quiet, stop it."""
import fcntl
import os
import pty
import select
import signal
import struct
import tempfile
import termios
import time

COLUMNS, ROWS = 100, 30


# What a pty gave after the needle read_until last found: the next frame may have come in the same read.
unread = {}


def read_until(fd, needle, timeout):
    """Reads from the pty until the bytes read contain needle; returns the seconds waited."""
    started = time.monotonic()
    data = unread.pop(fd, b"")
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
    if needle in data:
        unread[fd] = data[data.index(needle) + len(needle):]
    return time.monotonic() - started


def last_byte(fd, quiet):
    """Reads until the terminal has been quiet for `quiet` seconds; returns the seconds to the last byte read."""
    unread.pop(fd, None)
    started = last = time.monotonic()
    while True:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return last - started
        os.read(fd, 65536)
        last = time.monotonic()


def drain(fd, quiet=0.15):
    """Reads until the terminal has been quiet for a moment; returns the bytes."""
    unread.pop(fd, None)
    data = b""
    while True:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            return data
        data += os.read(fd, 65536)


def spawn(binary, arguments):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        # Each run its own state folder: a checkout kept by an earlier run against the same backend would skip the login.
        os.environ["XDG_STATE_HOME"] = tempfile.mkdtemp(prefix="payterm-bench-")
        os.execv(binary, [binary] + arguments)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
    return pid, fd


def stop(pid, fd):
    os.kill(pid, signal.SIGTERM)
    os.waitpid(pid, 0)
    os.close(fd)
