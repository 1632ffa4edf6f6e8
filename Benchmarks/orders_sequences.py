"""Drives complete Orders v2 sequences (create → buyer approves → capture) against a PayTerm backend.

Usage: python3 orders_sequences.py BASE_URL CLIENTS SECONDS TRIALS
Each client is a thread with one keep-alive connection, running sequences back to back; clients are spread over
up to 4 processes so that Python's interpreter lock does not become what is measured. Prints one row: the clients,
then the medians over the trials of sequences per second, p50 and p99 sequence latency, and the failures.
"""
import base64
import http.client
import json
import multiprocessing
import statistics
import sys
import threading
import time
from urllib.parse import urlparse

BASE, CLIENTS, SECONDS, TRIALS = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
URL = urlparse(BASE)
ORDER = json.dumps({"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "1.00"}}]})
LOGIN = json.dumps({"email": "alex@personal.example.com", "password": "pass1234", "funding_source_id": "FS-ALEX-BANK"})


def call(connection, method, path, body=None, headers=None):
    connection.request(method, path, body=body, headers=headers or {})
    answer = connection.getresponse()
    return answer.status, answer.read()


def access_token(connection):
    basic = base64.b64encode(b"payterm-client-id:payterm-client-secret").decode()
    status, body = call(connection, "POST", "/v1/oauth2/token", "grant_type=client_credentials",
                        {"Authorization": f"Basic {basic}", "Content-Type": "application/x-www-form-urlencoded"})
    assert status == 200, body
    return json.loads(body)["access_token"]


def client(deadline, results, lock):
    connection = http.client.HTTPConnection(URL.hostname, URL.port, timeout=30)
    rest = {"Authorization": f"Bearer {access_token(connection)}", "Content-Type": "application/json"}
    latencies, failures = [], 0
    while time.monotonic() < deadline:
        start = time.monotonic()
        created, body = call(connection, "POST", "/v2/checkout/orders", ORDER, rest)
        if created != 201:
            failures += 1
            continue
        order = json.loads(body)["id"]
        approved, _ = call(connection, "POST", f"/checkoutnow?token={order}", LOGIN, {"Content-Type": "application/json"})
        captured, _ = call(connection, "POST", f"/v2/checkout/orders/{order}/capture", "{}", rest)
        if approved == 200 and captured == 201:
            latencies.append((time.monotonic() - start) * 1000)
        else:
            failures += 1
    with lock:
        results["latencies"].extend(latencies)
        results["failures"] += failures


def worker(clients, start_at, seconds, queue):
    results, lock = {"latencies": [], "failures": 0}, threading.Lock()
    while time.time() < start_at:
        time.sleep(0.001)
    deadline = time.monotonic() + seconds
    threads = [threading.Thread(target=client, args=(deadline, results, lock)) for _ in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    queue.put(results)


def trial():
    """Runs the clients for SECONDS; returns the latencies of the completed sequences and the failures."""
    processes = min(CLIENTS, 4)
    shares = [CLIENTS // processes + (1 if index < CLIENTS % processes else 0) for index in range(processes)]
    queue = multiprocessing.Queue()
    start_at = time.time() + 0.5
    workers = [multiprocessing.Process(target=worker, args=(share, start_at, SECONDS, queue)) for share in shares]
    for process in workers:
        process.start()
    gathered = [queue.get() for _ in workers]
    for process in workers:
        process.join()
    return [value for result in gathered for value in result["latencies"]], sum(result["failures"] for result in gathered)


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


if __name__ == "__main__":
    trials = [trial() for _ in range(TRIALS)]
    rate = statistics.median(len(latencies) / SECONDS for latencies, _ in trials)
    p50 = statistics.median(percentile(latencies, 0.50) for latencies, _ in trials)
    p99 = statistics.median(percentile(latencies, 0.99) for latencies, _ in trials)
    print(f"{CLIENTS:<8} {rate:14.1f} {p50:12.2f} {p99:12.2f} {sum(failures for _, failures in trials):8d}")
