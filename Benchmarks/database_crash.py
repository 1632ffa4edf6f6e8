"""Checkouts (create → the buyer approves → capture) from CLIENTS threads split over the backends given, for
SECONDS, while the caller kills the database under them: counts the answers by status, checks that every capture
acknowledged (201) is still there once the database is back, that every failure was a 503 with Retry-After, and
that each backend answers its health check at the end.

Usage: python3 database_crash.py SECONDS CLIENTS BASE_URL...
"""
import base64
import collections
import http.client
import json
import sys
import threading
import time
from urllib.parse import urlparse

SECONDS = float(sys.argv[1])
CLIENTS = int(sys.argv[2])
BASES = [urlparse(base) for base in sys.argv[3:]]
ORDER = json.dumps({"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "1.00"}}]})
LOGIN = json.dumps({"email": "alex@personal.example.com", "password": "pass1234", "funding_source_id": "FS-ALEX-BANK"})
BASIC = base64.b64encode(b"payterm-client-id:payterm-client-secret").decode()

lock = threading.Lock()
statuses = collections.Counter()
failures = []
captures = []


def call(connection, method, path, body=None, headers=None):
    connection.request(method, path, body=body, headers=headers or {})
    answer = connection.getresponse()
    return answer.status, answer.read(), answer.getheader("Retry-After")


def note(status, retry_after, body, what):
    with lock:
        statuses[status] += 1
        if status >= 500 and (status != 503 or retry_after is None or b"PSQL" in body or b"NIO" in body):
            failures.append(f"{what}: {status} {retry_after} {body[:200]!r}")


def token(connection):
    while True:
        status, body, retry = call(connection, "POST", "/v1/oauth2/token", "grant_type=client_credentials",
                                   {"Authorization": f"Basic {BASIC}", "Content-Type": "application/x-www-form-urlencoded"})
        note(status, retry, body, "token")
        if status == 200:
            return {"Authorization": f"Bearer {json.loads(body)['access_token']}", "Content-Type": "application/json"}
        time.sleep(0.5)


def client(base, stop):
    connection = http.client.HTTPConnection(base.hostname, base.port, timeout=60)
    rest = token(connection)
    while time.monotonic() < stop:
        try:
            status, body, retry = call(connection, "POST", "/v2/checkout/orders", ORDER, rest)
            note(status, retry, body, "create")
            if status != 201:
                time.sleep(0.2)
                continue
            order = json.loads(body)["id"]
            status, body, retry = call(connection, "POST", f"/checkoutnow?token={order}", LOGIN, {"Content-Type": "application/json"})
            note(status, retry, body, "approve")
            if status != 200:
                continue
            status, body, retry = call(connection, "POST", f"/v2/checkout/orders/{order}/capture", "{}", rest)
            note(status, retry, body, "capture")
            if status == 201:
                capture = json.loads(body)["purchase_units"][0]["payments"]["captures"][0]["id"]
                with lock:
                    captures.append((capture, rest))
        except (OSError, http.client.HTTPException) as error:
            with lock:
                failures.append(f"connection: {error!r}")
            connection.close()
            connection = http.client.HTTPConnection(base.hostname, base.port, timeout=60)


def main():
    stop = time.monotonic() + SECONDS
    threads = [threading.Thread(target=client, args=(BASES[index % len(BASES)], stop)) for index in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    lost = []
    connection = http.client.HTTPConnection(BASES[0].hostname, BASES[0].port, timeout=60)
    for capture, rest in captures:
        status, _, _ = call(connection, "GET", f"/v2/payments/captures/{capture}", headers=rest)
        if status != 200:
            lost.append(f"{capture}: {status}")
    healthy = []
    for base in BASES:
        status, _, _ = call(http.client.HTTPConnection(base.hostname, base.port, timeout=10), "GET", "/payterm/v1/health")
        healthy.append(status == 200)
    print(f"{CLIENTS} clients over {len(BASES)} processes, {SECONDS:.0f} s: answers by status {dict(sorted(statuses.items()))}")
    print(f"captures acknowledged: {len(captures)}, lost: {len(lost)} {lost[:5]}")
    print(f"failures that were not a 503 with Retry-After: {len(failures)} {failures[:5]}")
    print(f"every process answers its health check: {all(healthy)} {healthy}")
    sys.exit(0 if not lost and not failures and all(healthy) else 1)


if __name__ == "__main__":
    main()
