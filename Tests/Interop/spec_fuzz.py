"""Schemathesis over PayPal's four OpenAPI specs (Tests/Interop/specs): Orders v2, Payments v2, Vault v3, Webhooks v1.

Usage: python3 spec_fuzz.py BASE_URL CLIENT_ID CLIENT_SECRET [MAX_EXAMPLES (default 3)] [SEED (default 20261122)]
For every operation of every spec, schemathesis generates MAX_EXAMPLES valid and MAX_EXAMPLES invalid requests
(hypothesis, seeded) and sends each with a fresh access token. Counted: crashes (the server did not answer: connection
refused or reset, or no answer in time), 5xx answers, and the departures from the spec that schemathesis' checks report
(an undeclared status, a body off its schema, an invalid request accepted, …), one line per operation and check.
Prints a summary line; exits non-zero when there is a crash or a 5xx. Departures are reported, not failed on: README
lists the known ones under "Departures from PayPal's specs".
"""
import collections
import pathlib
import os
import sys
import time

import hypothesis
import requests
import schemathesis
from schemathesis import GenerationMode
from schemathesis.core.failures import FailureGroup

BASE, CLIENT_ID, CLIENT_SECRET = sys.argv[1:4]
MAX_EXAMPLES = int(sys.argv[4]) if len(sys.argv) > 4 else 3
SEED = int(sys.argv[5]) if len(sys.argv) > 5 else 20261122
SPECS = ["checkout_orders_v2", "payments_payment_v2", "vault_payment_tokens_v3", "notifications_webhooks_v1"]
VERBOSE = os.environ.get("PAYTERM_FUZZ_VERBOSE") == "1"
SPEC_DIR = pathlib.Path(__file__).parent / "specs"


def access_token(session):
    answer = session.post(f"{BASE}/v1/oauth2/token", auth=(CLIENT_ID, CLIENT_SECRET), data={"grant_type": "client_credentials"})
    answer.raise_for_status()
    return answer.json()["access_token"]


class Tally:
    def __init__(self):
        self.cases = 0
        self.crashes = []
        self.server_errors = []
        self.departures = collections.Counter()
        self.examples = {}

    def run(self, operation, mode, session, headers):
        label = f"{operation.method.upper()} {operation.path}"

        @hypothesis.settings(
            max_examples=MAX_EXAMPLES, deadline=None, database=None, derandomize=False, phases=[hypothesis.Phase.generate],
            suppress_health_check=list(hypothesis.HealthCheck))
        @hypothesis.seed(SEED)
        @hypothesis.given(case=operation.as_strategy(generation_mode=mode))
        def send(case):
            self.cases += 1
            try:
                response = case.call(base_url=BASE, session=session, headers=headers, timeout=30)
            except requests.RequestException as error:
                self.crashes.append(f"{label} ({mode.value}): {type(error).__name__}: {error}")
                return
            if response.status_code >= 500:
                self.server_errors.append(f"{label} ({mode.value}) → {response.status_code}: {case.as_curl_command()}")
                return
            try:
                case.validate_response(response, headers=headers)
            except FailureGroup as group:
                for failure in group.exceptions:
                    self.departures[f"{label}: {failure.title}"] += 1
                    self.examples.setdefault(
                        f"{label}: {failure.title}", f"{case.as_curl_command()[:300]} → {response.status_code} {failure.message[:300]}")
            except AssertionError as failure:
                self.departures[f"{label}: {str(failure).splitlines()[0] if str(failure) else type(failure).__name__}"] += 1

        try:
            send()
        except hypothesis.errors.Unsatisfiable:
            self.departures[f"{label}: schemathesis could not generate {mode.value} requests"] += 1


def main():
    tally = Tally()
    session = requests.Session()
    operations = 0
    for name in SPECS:
        schema = schemathesis.openapi.from_path(SPEC_DIR / f"{name}.json")
        for result in schema.get_all_operations():
            operation = result.ok()
            operations += 1
            # A request with only path parameters has nothing schemathesis can make invalid: a path is a string.
            negative = len(operation.body) or len(operation.query) or len(operation.headers)
            for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE) if negative else (GenerationMode.POSITIVE,):
                # A fresh token for each run: a generated request may not spoil the next one's credentials.
                headers = {"Authorization": f"Bearer {access_token(session)}"}
                started = time.monotonic()
                tally.run(operation, mode, session, headers)
                if VERBOSE:
                    print(f"{operation.method.upper()} {operation.path} {mode.value}: {time.monotonic() - started:.1f}s", flush=True)
    for line in tally.crashes:
        print(f"CRASH {line}")
    for line in tally.server_errors:
        print(f"5XX {line}")
    for line, count in sorted(tally.departures.items()):
        print(f"departure ×{count} {line}")
        if VERBOSE and line in tally.examples:
            print(f"    e.g. {tally.examples[line]}")
    print(f"schemathesis: {tally.cases} cases over {operations} operations of {len(SPECS)} specs, "
          f"{len(tally.crashes)} crashes, {len(tally.server_errors)} 5xx, {len(tally.departures)} kinds of departure")
    return 1 if tally.crashes or tally.server_errors else 0


if __name__ == "__main__":
    sys.exit(main())
