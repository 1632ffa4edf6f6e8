"""Runs gateway flows through Braintree's official Python server SDK (braintree), unmodified but for its
environment, against a PayTerm backend's Braintree gateway and its sandbox merchant.

Usage: python3 braintree_flows.py BASE_URL [CLIENT_ID CLIENT_SECRET, unused]
Prints one line per flow and exits non-zero on the first failure.

The OAuth application's credentials (client_id$development$…) send the SDK to its development environment:
localhost on the port in GATEWAY_PORT, which is set to the backend's before the SDK is imported.
"""
import base64
import json
import os
import sys
from decimal import Decimal
from urllib.parse import parse_qs, urlparse

BASE = sys.argv[1].rstrip("/")
url = urlparse(BASE)
os.environ["GATEWAY_PORT"] = str(url.port)

import braintree  # noqa: E402 (reads GATEWAY_PORT on import)
import requests  # noqa: E402

CLIENT_ID = "client_id$development$paytermpartner"
CLIENT_SECRET = "client_secret$development$paytermpartnersecret"
gateway = braintree.BraintreeGateway(braintree.Configuration(
    environment=braintree.Environment("payterm", url.hostname, str(url.port), "", False, None),
    merchant_id="payterm-merchant", public_key="payterm-public-key", private_key="payterm-private-key"))
wrong = braintree.BraintreeGateway(braintree.Configuration(
    environment=braintree.Environment("payterm", url.hostname, str(url.port), "", False, None),
    merchant_id="payterm-merchant", public_key="payterm-public-key", private_key="wrong"))


def check(condition, message):
    if not condition:
        print("FAILED: " + message)
        sys.exit(1)


def sale(amount, nonce="fake-paypal-one-time-nonce", **options):
    return gateway.transaction.sale({"amount": amount, "payment_method_nonce": nonce, "options": options})


token = json.loads(base64.b64decode(gateway.client_token.generate()))
check(token["authorizationFingerprint"] and token["configUrl"].endswith("/merchants/payterm-merchant/client_api/v1/configuration"),
      "client token: %r" % token)
print("client token: " + token["configUrl"])

result = sale("10.00")
check(result.is_success and result.transaction.status == "authorized", "sale: %r" % result)
found = gateway.transaction.find(result.transaction.id)
check(found.amount == Decimal("10.00") and found.payment_instrument_type == "paypal_account", "find: %r" % found)
voided = gateway.transaction.void(found.id)
check(voided.is_success and voided.transaction.status == "voided", "void: %r" % voided)
again = gateway.transaction.void(found.id)
check(not again.is_success and again.errors.for_object("transaction").on("base")[0].code == "91504", "void twice: %r" % again)
print("sale/find/void: " + voided.transaction.status)

authorized = sale("12.00")
larger = gateway.transaction.submit_for_settlement(authorized.transaction.id, "12.01")
check(not larger.is_success and larger.errors.deep_errors[0].code == "91522", "settling more: %r" % larger)
submitted = gateway.transaction.submit_for_settlement(authorized.transaction.id, "8.00")
check(submitted.is_success and submitted.transaction.status == "settling" and submitted.transaction.amount == Decimal("8.00"),
      "submit: %r" % submitted)
twice = gateway.transaction.submit_for_settlement(authorized.transaction.id)
check(not twice.is_success and twice.errors.deep_errors[0].code == "91507", "submit twice: %r" % twice)
print("submit for settlement: " + submitted.transaction.status)

settling = sale("25.50", "fake-paypal-billing-agreement-nonce", submit_for_settlement=True)
check(settling.is_success and settling.transaction.status == "settling", "settling sale: %r" % settling)
check(settling.transaction.paypal_details.billing_agreement_id, "billing agreement: %r" % settling.transaction)
early = gateway.transaction.refund(settling.transaction.id)
check(not early.is_success and early.errors.deep_errors[0].code == "91574", "refund while settling: %r" % early)
requests.post(BASE + "/payterm/v1/clock", json={"advance": "25h"}).raise_for_status()
settled = gateway.transaction.find(settling.transaction.id)
check(settled.status == "settled", "settled: %r" % settled.status)
refund = gateway.transaction.refund(settled.id, "5.50")
check(refund.is_success and refund.transaction.type == "credit" and refund.transaction.amount == Decimal("5.50")
      and refund.transaction.refunded_transaction_id == settled.id, "refund: %r" % refund)
check(gateway.transaction.find(settled.id).refund_ids == [refund.transaction.id], "refund ids")
too_much = gateway.transaction.refund(settled.id, "20.01")
check(not too_much.is_success and too_much.errors.deep_errors[0].code == "91521", "refund too much: %r" % too_much)
print("settle/refund: " + refund.transaction.type)

vaulted = sale("30.00", "fake-paypal-billing-agreement-nonce", store_in_vault_on_success=True)
vault_token = vaulted.transaction.paypal_details.token
check(vaulted.is_success and len(vault_token) == 7 and vaulted.transaction.customer_details.id
      and vaulted.transaction.paypal_details.payer_email == "payer@example.com", "vaulting sale: %r" % vaulted)
one_time = sale("5.00", store_in_vault_on_success=True)
check(one_time.is_success and one_time.transaction.paypal_details.token is None
      and one_time.transaction.customer_details.id is None, "one-time nonce vaulted: %r" % one_time)
made = gateway.customer.create({"id": "ada-1", "first_name": "Ada", "email": "ada@example.com",
                                "payment_method_nonce": "fake-paypal-billing-agreement-nonce"})
check(made.is_success and made.customer.id == "ada-1" and len(made.customer.paypal_accounts) == 1, "customer create: %r" % made)
account = made.customer.paypal_accounts[0]
customer = gateway.customer.find("ada-1")
check(customer.first_name == "Ada" and [a.token for a in customer.paypal_accounts] == [account.token]
      and customer.paypal_accounts[0].default is True, "customer find: %r" % customer)
refused = gateway.customer.create({"payment_method_nonce": "fake-paypal-one-time-nonce"})
check(not refused.is_success and refused.errors.for_object("customer").for_object("paypal_account").on("base")[0].code == "82902",
      "one-time nonce vaulted for a customer: %r" % refused)
method = gateway.payment_method.find(account.token)
check(isinstance(method, braintree.PayPalAccount) and method.customer_id == "ada-1" and method.email == "payer@example.com",
      "payment method find: %r" % method)
returning = gateway.transaction.sale({"amount": "12.34", "payment_method_token": account.token, "options": {"submit_for_settlement": True}})
check(returning.is_success and returning.transaction.status == "settling" and returning.transaction.customer_details.id == "ada-1"
      and returning.transaction.paypal_details.token == account.token, "sale by token: %r" % returning)
unsettled = gateway.transaction.sale({"amount": "3.00", "payment_method_token": account.token})
voided = gateway.transaction.void(unsettled.transaction.id)
check(unsettled.is_success and voided.is_success and voided.transaction.status == "voided", "void of a sale by token: %r" % voided)
check(gateway.payment_method.delete(account.token).is_success, "payment method delete")
try:
    gateway.payment_method.find(account.token)
    check(False, "a deleted payment method was found")
except braintree.exceptions.NotFoundError:
    pass
gone = gateway.transaction.sale({"amount": "1.00", "payment_method_token": account.token})
check(not gone.is_success and gone.errors.for_object("transaction").on("payment_method_token")[0].code == "91518", "deleted token: %r" % gone)
pending = sale("4002.25", submit_for_settlement=True)
check(pending.is_success and pending.transaction.status == "settlement_pending", "4002.25: %r" % pending)
held = gateway.testing.settlement_pending_transaction(returning.transaction.id)
check(held.is_success and held.transaction.status == "settlement_pending", "testing settlement pending: %r" % held)
settled_now = gateway.testing.settle_transaction(returning.transaction.id)
check(settled_now.is_success and settled_now.transaction.status == "settled", "testing settle: %r" % settled_now)
refunded = gateway.transaction.refund(returning.transaction.id, "2.34")
check(refunded.is_success and refunded.transaction.type == "credit" and refunded.transaction.amount == Decimal("2.34"),
      "refund of a sale by token: %r" % refunded)
print("vault: customer %s token %s settlement_pending 82902 91518, by token voided and refunded" % (customer.id, len(account.token)))

declined = sale("2000.00")
check(not declined.is_success and declined.transaction.status == "processor_declined"
      and declined.transaction.processor_response_code == "2000" and declined.message == "Do Not Honor", "declined: %r" % declined)
rejected = sale("5001.00")
check(not rejected.is_success and rejected.transaction.status == "gateway_rejected"
      and rejected.transaction.gateway_rejection_reason == "application_incomplete", "rejected: %r" % rejected)
failed = sale("3000.00")
check(not failed.is_success and failed.transaction.status == "failed", "failed: %r" % failed)
paypal_declined = sale("5001.01")
check(not paypal_declined.is_success and paypal_declined.transaction.processor_response_code == "2038", "5001.01: %r" % paypal_declined)
print("test amounts: processor_declined gateway_rejected failed")

partner = braintree.BraintreeGateway(client_id=CLIENT_ID, client_secret=CLIENT_SECRET)
connect_url = partner.oauth.connect_url({
    "redirect_uri": "https://partner.example/cb", "scope": "read_write,shared_vault_transactions", "state": "s-1",
    "user": {"email": "ada@shop.example"}, "business": {"name": "Ada's Shop"}, "payment_methods": ["paypal"]})
check(connect_url.startswith("http://localhost:%d/oauth/connect?client_id=client_id%%24development" % url.port), "connect url: " + connect_url)
page = requests.get(connect_url).json()
check(page["partner"]["name"] == "PayTerm Partner" and page["prefill"] == {"user": {"email": "ada@shop.example"}, "business": {"name": "Ada's Shop"}}
      and [scope["scope"] for scope in page["scopes"]] == ["read_write", "shared_vault_transactions"], "connect page: %r" % page)
login = requests.post(BASE + "/oauth/connect/login", json={"email": "merchant@braintree.example.com", "password": "pass1234"})
agreed = requests.post(connect_url, json={"decision": "agree"}, headers={"Authorization": "Bearer " + login.json()["session"]})
back = parse_qs(urlparse(agreed.json()["redirect_url"]).query)
check(back["merchantId"] == ["payterm-merchant"] and back["state"] == ["s-1"], "redirect: %r" % agreed.json())
from_page = partner.oauth.create_token_from_code({"code": back["code"][0]})
check(from_page.is_success and from_page.credentials.scope == "read_write,shared_vault_transactions", "connect code exchange: %r" % from_page)
denied = requests.post(connect_url, json={"decision": "finish_later"}).json()["redirect_url"]
check(denied == "https://partner.example/cb?error=access_denied&state=s-1", "finish later: " + denied)
made = partner.oauth.create_token_from_code({"code": "fake-valid-auth-code"})
check(made.is_success and made.credentials.access_token.startswith("access_token$development$payterm-merchant$")
      and made.credentials.token_type == "bearer" and made.credentials.scope == "read_write", "code exchange: %r" % made)
connected = braintree.BraintreeGateway(access_token=made.credentials.access_token)
check(connected.config.merchant_id == "payterm-merchant", "access token's merchant: %r" % connected.config.merchant_id)
for_merchant = connected.transaction.sale({"amount": "9.99", "payment_method_nonce": "fake-paypal-one-time-nonce"})
check(for_merchant.is_success and gateway.transaction.find(for_merchant.transaction.id).amount == Decimal("9.99"),
      "sale with the access token: %r" % for_merchant)
refreshed = partner.oauth.create_token_from_refresh_token({"refresh_token": made.credentials.refresh_token})
check(refreshed.is_success and refreshed.credentials.access_token != made.credentials.access_token, "refresh: %r" % refreshed)
reused = partner.oauth.create_token_from_refresh_token({"refresh_token": made.credentials.refresh_token})
check(not reused.is_success and reused.errors.for_object("credentials").on("refresh_token")[0].code == "93801", "refresh twice: %r" % reused)
used = partner.oauth.create_token_from_code({"code": "fake-used-auth-code"})
check(not used.is_success and used.errors.for_object("credentials").on("code")[0].code == "93801", "used code: %r" % used)
expired = partner.oauth.create_token_from_code({"code": "fake-expired-auth-code"})
check(not expired.is_success and expired.errors.for_object("credentials").on("code")[0].code == "93801", "expired code: %r" % expired)
revoked = partner.oauth.revoke_access_token(made.credentials.access_token)
check(revoked is braintree.successful_result.SuccessfulResult, "revoke: %r" % revoked)
try:
    connected.transaction.find(for_merchant.transaction.id)
    check(False, "a revoked access token was let in")
except braintree.exceptions.AuthenticationError:
    pass
still = braintree.BraintreeGateway(access_token=refreshed.credentials.access_token).transaction.find(for_merchant.transaction.id)
check(still.id == for_merchant.transaction.id, "the refreshed token after the old one was revoked")
notifications = requests.get(BASE + "/payterm/v1/braintree/notifications").json()["notifications"]
check(len(notifications) == 1, "notifications: %r" % notifications)
notification = gateway.webhook_notification.parse(notifications[0]["bt_signature"], notifications[0]["bt_payload"])
check(notification.kind == braintree.WebhookNotification.Kind.OAuthAccessRevoked
      and notification.oauth_access_revocation.merchant_id == "payterm-merchant"
      and notification.oauth_access_revocation.oauth_application_client_id == CLIENT_ID, "webhook: %r" % notification)
try:
    wrong.webhook_notification.parse(notifications[0]["bt_signature"], notifications[0]["bt_payload"])
    check(False, "a notification parsed with the wrong private key")
except braintree.exceptions.InvalidSignatureError:
    pass
print("oauth: connect code refresh revoke 93801 webhook " + notification.kind)

missing = gateway.transaction.sale({"payment_method_nonce": "fake-paypal-one-time-nonce"})
check(not missing.is_success and missing.errors.for_object("transaction").on("amount")[0].code == "81502", "no amount: %r" % missing)
unknown = sale("1.00", "not-a-nonce")
check(not unknown.is_success and unknown.errors.deep_errors[0].code == "91565", "unknown nonce: %r" % unknown)
try:
    gateway.transaction.find("nosuchid")
    check(False, "find of an unknown id answered")
except braintree.exceptions.NotFoundError:
    pass
try:
    wrong.transaction.find(settled.id)
    check(False, "a wrong private key was let in")
except braintree.exceptions.AuthenticationError:
    pass
print("errors: 81502 91565 not-found authentication")
print("braintree flows: all passed")
