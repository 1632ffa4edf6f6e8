#!/usr/bin/env python3
"""Times the terminal front in a real pseudo-terminal (100x30), and prints medians over the runs:
- start to the first full frame (the merchant app with its PayPal button drawn, still disabled);
- start to "ready" (the library has initialized against the embedded backend);
- the login press to the review screen ("Ship to"), embedded backend;
- a key press to its repaint while a call is pending: a proxy in front of a `payterm serve` holds the login's
  answer 3 s, and Ctrl-E is pressed meanwhile, between two turns of the spinner: to the event pane's title, and
  to the frame's last byte (the terminal then quiet for 30 ms). The pane opens beside the library's sheet, which
  moves aside for it;
- the same key while the library's initialization is held: the pane opens over the merchant app, a layout every
  revision draws alike;
- bytes written per character typed on the login screen.

With two builds, their runs alternate (so load on the machine falls on both alike) and a last column gives
each figure as a ratio, the second build's over the first's. The floor, a bare C ncurses program drawing a boxed
window (Benchmarks/bare-ncurses.c), is timed from start to its frame in the same runs, and each build's first
frame is given as a multiple of it.

Usage: front_frames.py RUNS PATH-TO-BARE-NCURSES PATH-TO-PAYTERM[=LABEL]...
"""
import http.server
import os
import socketserver
import statistics
import subprocess
import sys
import threading
import time
import urllib.request

from pty_terminal import COLUMNS, ROWS, drain, last_byte, read_until, spawn, stop

HELD = 3.0


ALEX = "alex@personal.example.com"


def log_in(fd, email=ALEX):
    os.write(fd, b"\r")  # Pay with PayPal
    read_until(fd, b"Log in with", 10)
    drain(fd)
    os.write(fd, email.encode() + b"\tpass1234")
    drain(fd)
    started = time.monotonic()
    os.write(fd, b"\r")
    return started


def floor_run(binary):
    """Start to the bare ncurses program's frame."""
    pid, fd = spawn(binary, [])
    started = time.monotonic()
    try:
        read_until(fd, b"initializing", 30)
        return time.monotonic() - started
    finally:
        stop(pid, fd)


def embedded_run(binary, email):
    pid, fd = spawn(binary, [])
    started = time.monotonic()
    try:
        read_until(fd, b"initializing", 30)
        first_frame = time.monotonic() - started
        read_until(fd, b"ready", 30)
        ready = time.monotonic() - started
        drain(fd)
        os.write(fd, b"\r")
        read_until(fd, b"Log in with", 10)
        drain(fd)
        sizes = []
        for character in email:
            os.write(fd, character.encode())
            sizes.append(len(drain(fd, 0.08)))
        os.write(fd, b"\x1b")
        read_until(fd, b"Canceled", 10)
        drain(fd)
        login = log_in(fd, email)
        read_until(fd, b"Ship to", 10)
        return first_frame, ready, time.monotonic() - login, statistics.median(sizes)
    finally:
        stop(pid, fd)


class HoldingProxy(http.server.BaseHTTPRequestHandler):
    """Forwards to the backend, holding the answer to the call whose path ends in `held` back for HELD seconds."""
    backend = ""
    held = ""

    def forward(self):
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0)) if self.command in ("POST", "PATCH") else None
        request = urllib.request.Request(self.backend + self.path, data=body, method=self.command,
                                         headers={k: v for k, v in self.headers.items() if k.lower() != "host"})
        try:
            answer = urllib.request.urlopen(request)
        except urllib.error.HTTPError as error:
            answer = error
        payload = answer.read()
        if self.path.endswith(self.held):
            time.sleep(HELD)
        self.send_response(answer.status)
        for name, value in answer.headers.items():
            if name.lower() not in ("content-length", "connection", "transfer-encoding", "date", "server"):
                self.send_header(name, value)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    do_GET = do_POST = do_PATCH = do_DELETE = forward

    def log_message(self, *arguments):
        pass


class QuietServer(socketserver.ThreadingTCPServer):
    """A front stopped while its call was held leaves an answer nobody reads: no traceback for it."""
    daemon_threads = True

    def handle_error(self, request, client_address):
        pass


def holding(backend, held):
    """A proxy to the backend holding one call's answer; returns it and its base URL."""
    handler = type("Holding", (HoldingProxy,), {"backend": backend, "held": held})
    proxy = QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    return proxy, f"http://127.0.0.1:{proxy.server_address[1]}"


def key_to_repaint(fd):
    """Presses Ctrl-E once the terminal has been quiet for 50 ms, so between two turns of the spinner (it turns
    every 100 ms while a call is pending); returns the seconds to the event pane's title, in any revision's words,
    and to the frame's last byte."""
    drain(fd, 0.05)
    pressed = time.monotonic()
    os.write(fd, b"\x05")
    read_until(fd, b" Events", 5)
    title = time.monotonic() - pressed
    return title, title + last_byte(fd, quiet=0.03)


def beside_sheet_run(binary, proxy_url):
    """Ctrl-E while the login is held: the pane opens beside the library's sheet."""
    pid, fd = spawn(binary, ["--backend", proxy_url])
    try:
        read_until(fd, b"ready", 30)
        drain(fd)
        log_in(fd)
        read_until(fd, b"Logging in", 5)
        return key_to_repaint(fd)
    finally:
        stop(pid, fd)


def over_app_run(binary, proxy_url):
    """Ctrl-E while the library's initialization is held: the pane opens over the merchant app."""
    pid, fd = spawn(binary, ["--backend", proxy_url])
    try:
        read_until(fd, b"initializing", 30)
        return key_to_repaint(fd)
    finally:
        stop(pid, fd)


def start_serve(binary):
    log = subprocess.Popen([binary, "serve", "--port", "0", "--in-memory", "--log-level", "warning"],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for line in log.stdout:
        if "base URL" in line:
            return log, line.split()[-1]
    raise RuntimeError("payterm serve did not start")


def median(values):
    return statistics.median(values)


FIGURES = [
    ("start to first full frame", lambda e, b, o: [r[0] for r in e], 1000, "ms"),
    ("start to ready", lambda e, b, o: [r[1] for r in e], 1000, "ms"),
    ("login press to the review", lambda e, b, o: [r[2] for r in e], 1000, "ms"),
    ("key to repaint, a call pending", lambda e, b, o: [r[0] for r in b], 1000, "ms"),
    ("  … to the frame's last byte", lambda e, b, o: [r[1] for r in b], 1000, "ms"),
    ("  … the pane over the app", lambda e, b, o: [r[0] for r in o], 1000, "ms"),
    ("bytes per typed character", lambda e, b, o: [r[3] for r in e], 1, "B"),
]


def spec(argument):
    """PATH, PATH=LABEL or PATH=LABEL=EMAIL → (path, label, email)."""
    parts = argument.split("=")
    return parts[0], parts[1] if len(parts) > 1 else parts[0], parts[2] if len(parts) > 2 else ALEX


def main():
    runs = int(sys.argv[1])
    floor_binary = sys.argv[2]
    # PATH=LABEL or PATH=LABEL=EMAIL: an older build's embedded backend may seed Alex under another address.
    specs = [spec(argument) for argument in sys.argv[3:]]
    floor = []
    builds = [(path, label) for path, label, _ in specs]
    embedded = {path: [] for path, _ in builds}
    beside = {path: [] for path, _ in builds}
    over = {path: [] for path, _ in builds}
    for _ in range(runs):
        floor.append(floor_run(floor_binary))
        for path, _, email in specs:
            embedded[path].append(embedded_run(path, email))
    serve, backend = start_serve(builds[-1][0])
    login, login_url = holding(backend, "/buyer/login")
    initialization, initialization_url = holding(backend, "/buyer/initialize")
    try:
        for _ in range(runs):
            for path, _ in builds:
                beside[path].append(beside_sheet_run(path, login_url))
                over[path].append(over_app_run(path, initialization_url))
    finally:
        login.shutdown()
        initialization.shutdown()
        serve.terminate()
    labels = [label for _, label in builds]
    print(f"terminal {COLUMNS}x{ROWS}, release builds, medians of {runs} alternating runs (min-max)")
    print(f"  {'':32}" + "".join(f"{label:>24}" for label in labels) + ("     ratio" if len(builds) == 2 else ""))
    for name, values, scale, unit in FIGURES:
        medians = []
        cells = ""
        for path, _ in builds:
            figures = sorted(v * scale for v in values(embedded[path], beside[path], over[path]))
            medians.append(median(figures))
            digits = 2 if unit == "ms" and figures[-1] < 10 else 0
            cells += f"{f'{medians[-1]:.{digits}f} {unit} ({figures[0]:.{digits}f}-{figures[-1]:.{digits}f})':>24}"
        ratio = f"{medians[1] / medians[0]:10.2f}" if len(builds) == 2 and medians[0] else ""
        print(f"  {name:32}{cells}{ratio}")
    floors = sorted(value * 1000 for value in floor)
    print(f"  {'bare C ncurses, start to frame':32}{f'{median(floors):.2f} ms ({floors[0]:.2f}-{floors[-1]:.2f})':>24}")
    print(f"  {'first frame over the bare one':32}"
          + "".join(f"{median([r[0] for r in embedded[path]]) * 1000 / median(floors):>22.1f} ×" for path, _ in builds))


if __name__ == "__main__":
    main()
