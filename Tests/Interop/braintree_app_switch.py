"""Braintree's official Python server SDK (braintree) sells with a nonce that a headless App Switch run of PayTerm
minted through the client API, as a merchant's server does with the nonce its app sends.

Usage: python3 braintree_app_switch.py BASE_URL CLIENT_ID CLIENT_SECRET NONCE
Prints one line per step and exits non-zero on the first failure.
"""
import sys
from decimal import Decimal
from urllib.parse import urlparse

import braintree

BASE, NONCE = sys.argv[1].rstrip("/"), sys.argv[4]
url = urlparse(BASE)
gateway = braintree.BraintreeGateway(braintree.Configuration(
    environment=braintree.Environment("payterm", url.hostname, str(url.port), "", False, None),
    merchant_id="payterm-merchant", public_key="payterm-public-key", private_key="payterm-private-key"))


def check(condition, message):
    if not condition:
        print("FAILED: " + message)
        sys.exit(1)


sale = gateway.transaction.sale({"amount": "20.00", "payment_method_nonce": NONCE, "options": {"submit_for_settlement": True}})
check(sale.is_success and sale.transaction.status in ("submitted_for_settlement", "settling"), "sale: %r" % sale)
details = sale.transaction.paypal_details
check(details.billing_agreement_id == "B-" + sale.transaction.id and details.payer_email == "alex@personal.example.com",
      "paypal details: %r" % vars(details))
found = gateway.transaction.find(sale.transaction.id)
check(found.amount == Decimal("20.00") and found.payment_instrument_type == "paypal_account", "find: %r" % found)
gateway.testing.settle_transaction(found.id)
refund = gateway.transaction.refund(found.id, "5.00")
check(refund.is_success and refund.transaction.type == "credit" and refund.transaction.amount == Decimal("5.00"), "refund: %r" % refund)
print("app switch nonce: sale %s refund %s" % (sale.transaction.status, refund.transaction.type))
unknown = gateway.transaction.sale({"amount": "1.00", "payment_method_nonce": NONCE + "x"})
check(not unknown.is_success and unknown.errors.deep_errors[0].code == "91565", "a nonce never minted: %r" % unknown)
print("braintree app switch: all passed")
