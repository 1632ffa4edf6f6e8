"""Runs a checkout through paypal-checkout-sdk, a small Python SDK for PayPal's Orders v2 API whose pydantic models
validate every answer (e-mail addresses, link URLs, the payer's 13-character id, each capture's seller_protection),
against a PayTerm backend. The SDK knows only PayPal's two hosts, so its base URL is the one thing changed. The buyer
approves through PayTerm's buyer side, as a browser would.

The SDK covers Orders only (create, get, patch, capture): the refund goes through its own authenticated request
method, and the order it fetches afterwards shows the refunded capture.

Usage: python3 checkout_sdk_flows.py BASE_URL CLIENT_ID CLIENT_SECRET
Prints one line per flow and exits non-zero on the first failure.
"""
import sys

import requests
from paypal_checkout_sdk import APIError, CreateOrderRequest, Environment, Money, OrderIntent, PayPalClient
from paypal_checkout_sdk.models.orders import PurchaseUnitRequest

BASE, CLIENT_ID, CLIENT_SECRET = sys.argv[1:4]

client = PayPalClient(CLIENT_ID, CLIENT_SECRET, environment=Environment.SANDBOX)
client.base_url = BASE


def check(condition, what):
    if not condition:
        raise SystemExit(f"FAILED: {what}")


def approve(order, buyer="alex@personal.example.com"):
    """The buyer follows the order's approve link and logs in: one POST to it with their login."""
    link = next(str(link.href) for link in order.links if link.rel == "approve")
    answer = requests.post(link, json={"email": buyer, "password": "pass1234", "funding_source_id": "FS-ALEX-BALANCE"}, timeout=10)
    check(answer.status_code == 200, f"approve answered {answer.status_code}: {answer.text}")


def create(value):
    order = client.orders.create_order(CreateOrderRequest(intent=OrderIntent.CAPTURE, purchase_units=[
        PurchaseUnitRequest(reference_id="default", amount=Money(currency_code="USD", value=value), description="Two mugs")]))
    check(order.status == "CREATED", f"order CREATED, got {order.status}")
    return order


def create_approve_capture_refund():
    order = create("18.00")
    approve(order)
    captured = client.orders.capture_order(order.id)
    check(captured.status == "COMPLETED", "order COMPLETED")
    capture = captured.purchase_units[0].payments.captures[0]
    check(capture.status == "COMPLETED" and capture.amount.value == "18.00", "capture of 18.00 COMPLETED")
    check(capture.seller_protection.status == "ELIGIBLE", f"seller protection ELIGIBLE, got {capture.seller_protection.status}")
    check(captured.payer.email_address == "alex@personal.example.com", "payer on the capture answer")
    status, refund = client._make_request("POST", f"/v2/payments/captures/{capture.id}/refund",
                                          json_data={"amount": {"currency_code": "USD", "value": "8.00"}},
                                          headers={"Prefer": "return=representation"})
    check(status == 201 and refund["status"] == "COMPLETED", f"refund of 8.00 COMPLETED, got {status} {refund}")
    fetched = client.orders.get_order(order.id)
    check(fetched.purchase_units[0].payments.captures[0].status == "PARTIALLY_REFUNDED", "capture PARTIALLY_REFUNDED")
    check(fetched.purchase_units[0].payee.email_address == "merchant@business.example.com", "payee on the order")
    print(f"create/approve/capture/refund: order {order.id} capture {capture.id} refund {refund['id']}")


def errors_reach_the_caller():
    order = create("3.00")
    try:
        client.orders.capture_order(order.id)
    except APIError as error:
        check(error.status_code == 422, f"a 422, got {error.status_code}")
        check(error.details[0]["issue"] == "ORDER_NOT_APPROVED", f"ORDER_NOT_APPROVED, got {error.details}")
        print(f"errors: {error.details[0]['issue']} with debug id {error.debug_id}")
        return
    raise SystemExit("FAILED: capturing an unapproved order succeeded")


create_approve_capture_refund()
errors_reach_the_caller()
print("checkout sdk flows: all passed")
