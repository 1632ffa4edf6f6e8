"""Times the support desk (what `payterm console` calls) as a backend fills up: finding a payment by a capture id,
by a debug id, by the buyer's email and by the merchant's REST app (every payment is hers and its, so the answer is
the newest 100), and opening a case. Seeds captured orders (create → the buyer approves → capture) up to each size in turn, then times each
call REPEATS times and prints the medians, with the ratio of the largest size's to the smallest's.

Usage: python3 support_search.py BASE_URL [SIZES (default 100,1000)] [REPEATS (default 50)]
"""
import base64
import http.client
import json
import statistics
import sys
import time
from urllib.parse import quote, urlparse

BASE = sys.argv[1]
SIZES = [int(size) for size in (sys.argv[2] if len(sys.argv) > 2 else "100,1000").split(",")]
REPEATS = int(sys.argv[3]) if len(sys.argv) > 3 else 50
BUILD = sys.argv[4] if len(sys.argv) > 4 else "release"
URL = urlparse(BASE)
ORDER = json.dumps({"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "1.00"}}]})
LOGIN = json.dumps({"email": "alex@personal.example.com", "password": "pass1234", "funding_source_id": "FS-ALEX-BANK"})


def call(connection, method, path, body=None, headers=None):
    connection.request(method, path, body=body, headers=headers or {})
    answer = connection.getresponse()
    return answer.status, answer.read(), answer.getheader("Paypal-Debug-Id")


def seed(connection, rest, count):
    """Makes `count` captured orders; returns the last capture's id and the debug id of its call."""
    for _ in range(count):
        _, body, _ = call(connection, "POST", "/v2/checkout/orders", ORDER, rest)
        order = json.loads(body)["id"]
        call(connection, "POST", f"/checkoutnow?token={order}", LOGIN, {"Content-Type": "application/json"})
        status, body, debug_id = call(connection, "POST", f"/v2/checkout/orders/{order}/capture", "{}", rest)
        assert status == 201, body
    return json.loads(body)["purchase_units"][0]["payments"]["captures"][0]["id"], order, debug_id


def median_ms(connection, path):
    times = []
    for _ in range(REPEATS):
        start = time.monotonic()
        status, _, _ = call(connection, "GET", path)
        times.append((time.monotonic() - start) * 1000)
        assert status == 200, path
    return statistics.median(times)


def main():
    connection = http.client.HTTPConnection(URL.hostname, URL.port, timeout=60)
    basic = base64.b64encode(b"payterm-client-id:payterm-client-secret").decode()
    _, body, _ = call(connection, "POST", "/v1/oauth2/token", "grant_type=client_credentials",
                      {"Authorization": f"Basic {basic}", "Content-Type": "application/x-www-form-urlencoded"})
    rest = {"Authorization": f"Bearer {json.loads(body)['access_token']}", "Content-Type": "application/json"}
    columns, made = {}, 0
    for size in SIZES:
        capture, order, debug_id = seed(connection, rest, size - made)
        made = size
        columns[size] = [
            median_ms(connection, "/payterm/v1/support/cases?q=" + capture),
            median_ms(connection, "/payterm/v1/support/cases?q=" + debug_id),
            median_ms(connection, "/payterm/v1/support/cases?q=" + quote("alex@personal.example.com")),
            median_ms(connection, "/payterm/v1/support/cases?q=payterm-client-id"),
            median_ms(connection, f"/payterm/v1/support/cases/order/{order}"),
        ]
    names = ["find by capture id", "find by debug id", "find by buyer email (100 newest)", "find by REST app (100 newest)", "open a case"]
    print(f"support desk, {BUILD} build, medians of {REPEATS} calls, store holding N captured orders")
    print(f"  {'':34}" + "".join(f"{f'N = {size}':>14}" for size in SIZES) + (f"{'ratio':>10}" if len(SIZES) > 1 else ""))
    for row, name in enumerate(names):
        cells = "".join(f"{f'{columns[size][row]:.1f} ms':>14}" for size in SIZES)
        ratio = f"{columns[SIZES[-1]][row] / columns[SIZES[0]][row]:10.1f}" if len(SIZES) > 1 else ""
        print(f"  {name:34}{cells}{ratio}")


if __name__ == "__main__":
    main()
