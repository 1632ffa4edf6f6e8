"""Runs checkout flows through PayPal's official Python server SDK (paypal-server-sdk), unmodified but for the
base URL, against a PayTerm backend. The buyer approves through PayTerm's buyer side, as a browser would.

Usage: python3 sdk_flows.py BASE_URL CLIENT_ID CLIENT_SECRET
Prints one line per flow and exits non-zero on the first failure.
"""
import sys
import uuid

import requests
from paypalserversdk.configuration import Configuration, Server
from paypalserversdk.http.auth.o_auth_2 import ClientCredentialsAuthCredentials
from paypalserversdk.models.amount_with_breakdown import AmountWithBreakdown
from paypalserversdk.models.capture_request import CaptureRequest
from paypalserversdk.models.checkout_payment_intent import CheckoutPaymentIntent
from paypalserversdk.models.customer import Customer
from paypalserversdk.models.money import Money
from paypalserversdk.models.order_request import OrderRequest
from paypalserversdk.models.payment_source import PaymentSource
from paypalserversdk.models.payment_token_request import PaymentTokenRequest
from paypalserversdk.models.payment_token_request_payment_source import PaymentTokenRequestPaymentSource
from paypalserversdk.models.paypal_wallet import PaypalWallet
from paypalserversdk.models.paypal_wallet_attributes import PaypalWalletAttributes
from paypalserversdk.models.paypal_wallet_customer_request import PaypalWalletCustomerRequest
from paypalserversdk.models.paypal_wallet_vault_instruction import PaypalWalletVaultInstruction
from paypalserversdk.models.purchase_unit_request import PurchaseUnitRequest
from paypalserversdk.models.refund_request import RefundRequest
from paypalserversdk.models.setup_token_request import SetupTokenRequest
from paypalserversdk.models.setup_token_request_payment_source import SetupTokenRequestPaymentSource
from paypalserversdk.models.vault_experience_context import VaultExperienceContext
from paypalserversdk.models.vault_paypal_wallet_request import VaultPaypalWalletRequest
from paypalserversdk.models.vault_token_request import VaultTokenRequest
from paypalserversdk.paypal_serversdk_client import PaypalServersdkClient

BASE, CLIENT_ID, CLIENT_SECRET = sys.argv[1:4]


class PayTermConfiguration(Configuration):
    """The SDK has no base-URL setting; this is the one change pointing it at PayTerm."""

    def get_base_uri(self, server=Server.DEFAULT):
        return BASE


client = PaypalServersdkClient(config=PayTermConfiguration(
    client_credentials_auth_credentials=ClientCredentialsAuthCredentials(CLIENT_ID, CLIENT_SECRET)))


def check(condition, what):
    if not condition:
        raise SystemExit(f"FAILED: {what}")


def approve(resource, buyer="alex@personal.example.com", source="FS-ALEX-BALANCE", rels=("approve", "payer-action")):
    """The buyer follows the approve link of an order or setup token and logs in: one POST to it with their login."""
    link = next(link.href for link in resource.links if link.rel in rels)
    answer = requests.post(link, json={"email": buyer, "password": "pass1234", "funding_source_id": source}, timeout=10)
    check(answer.status_code == 200, f"approve answered {answer.status_code}: {answer.text}")
    check(answer.json()["status"] == "APPROVED", f"{resource.id} approved")


def create(intent, value):
    created = client.orders.create_order({
        "body": OrderRequest(intent=intent, purchase_units=[
            PurchaseUnitRequest(amount=AmountWithBreakdown(currency_code="USD", value=value))]),
        "prefer": "return=representation"})
    check(created.status_code == 201, f"create answered {created.status_code}")
    check(created.body.status == "CREATED", "order CREATED")
    return created.body


def create_approve_capture():
    order = create(CheckoutPaymentIntent.CAPTURE, "10.00")
    approve(order)
    captured = client.orders.capture_order({"id": order.id, "prefer": "return=representation"})
    check(captured.status_code == 201, f"capture answered {captured.status_code}")
    check(captured.body.status == "COMPLETED", "order COMPLETED")
    capture = captured.body.purchase_units[0].payments.captures[0]
    check(capture.status == "COMPLETED" and capture.amount.value == "10.00", "capture of 10.00 COMPLETED")
    fetched = client.orders.get_order({"id": order.id})
    check(fetched.body.payer.email_address == "alex@personal.example.com", "payer on the order")
    print(f"create/approve/capture: order {order.id} capture {capture.id}")


def authorize_capture_refund():
    order = create(CheckoutPaymentIntent.AUTHORIZE, "25.00")
    approve(order)
    authorized = client.orders.authorize_order({"id": order.id, "prefer": "return=representation"})
    check(authorized.status_code == 201, f"authorize answered {authorized.status_code}")
    authorization = authorized.body.purchase_units[0].payments.authorizations[0]
    check(authorization.status == "CREATED", "authorization CREATED")
    captured = client.payments.capture_authorized_payment({
        "authorization_id": authorization.id, "prefer": "return=representation",
        "body": CaptureRequest(amount=Money(currency_code="USD", value="20.00"), final_capture=True)})
    check(captured.status_code == 201, f"authorization capture answered {captured.status_code}")
    check(captured.body.status == "COMPLETED", "capture COMPLETED")
    held = client.payments.get_authorized_payment({"authorization_id": authorization.id})
    check(held.body.status == "CAPTURED", "authorization CAPTURED")
    refunded = client.payments.refund_captured_payment({
        "capture_id": captured.body.id, "prefer": "return=representation",
        "body": RefundRequest(amount=Money(currency_code="USD", value="5.00"), note_to_payer="Partial refund")})
    check(refunded.status_code == 201, f"refund answered {refunded.status_code}")
    check(refunded.body.status == "COMPLETED" and refunded.body.amount.value == "5.00", "refund of 5.00 COMPLETED")
    capture = client.payments.get_captured_payment({"capture_id": captured.body.id})
    check(capture.body.status == "PARTIALLY_REFUNDED", "capture PARTIALLY_REFUNDED")
    refund = client.payments.get_refund({"refund_id": refunded.body.id})
    check(refund.body.id == refunded.body.id, "refund found")
    print(f"authorize/capture/refund: authorization {authorization.id} capture {captured.body.id} refund {refund.body.id}")


def errors_reach_the_caller():
    order = create(CheckoutPaymentIntent.CAPTURE, "3.00")
    try:
        client.orders.capture_order({"id": order.id})
    except Exception as error:  # the SDK's ErrorException
        check(getattr(error, "response_code", None) == 422, f"a 422, got {error!r}")
        check(error.details[0].issue == "ORDER_NOT_APPROVED", "ORDER_NOT_APPROVED")
        print(f"errors: {error.details[0].issue} with debug id {error.debug_id}")
        return
    raise SystemExit("FAILED: capturing an unapproved order succeeded")


def save_during_purchase_then_reuse():
    customer = "customer_sdk_0001"
    wallet = PaypalWallet(attributes=PaypalWalletAttributes(
        customer=PaypalWalletCustomerRequest(id=customer),
        vault=PaypalWalletVaultInstruction(store_in_vault="ON_SUCCESS", usage_type="MERCHANT")))
    created = client.orders.create_order({
        "body": OrderRequest(intent=CheckoutPaymentIntent.CAPTURE, payment_source=PaymentSource(paypal=wallet), purchase_units=[
            PurchaseUnitRequest(amount=AmountWithBreakdown(currency_code="USD", value="12.00"))]),
        "paypal_request_id": str(uuid.uuid4()), "prefer": "return=representation"})
    check(created.body.status == "PAYER_ACTION_REQUIRED", f"order PAYER_ACTION_REQUIRED, got {created.body.status}")
    approve(created.body)
    captured = client.orders.capture_order({"id": created.body.id, "prefer": "return=representation"})
    vault = captured.body.payment_source.paypal.attributes.vault
    check(vault.status == "VAULTED" and vault.customer.id == customer, f"wallet VAULTED for {customer}")

    reused = client.orders.create_order({
        "body": OrderRequest(intent=CheckoutPaymentIntent.CAPTURE, payment_source=PaymentSource(paypal=PaypalWallet(vault_id=vault.id)),
                             purchase_units=[PurchaseUnitRequest(amount=AmountWithBreakdown(currency_code="USD", value="7.50"))]),
        "paypal_request_id": str(uuid.uuid4()), "prefer": "return=representation"})
    check(reused.status_code == 201 and reused.body.status == "COMPLETED", "an order with the vault_id COMPLETED without the buyer")
    reused_capture = reused.body.purchase_units[0].payments.captures[0]
    check(reused_capture.amount.value == "7.50", "capture of 7.50")
    refunded = client.payments.refund_captured_payment({
        "capture_id": reused_capture.id, "prefer": "return=representation", "paypal_request_id": str(uuid.uuid4()),
        "body": RefundRequest(amount=Money(currency_code="USD", value="7.50"))})
    check(refunded.status_code == 201 and refunded.body.status == "COMPLETED", "the charge of the saved wallet refunded without the buyer")
    held = client.orders.create_order({
        "body": OrderRequest(intent=CheckoutPaymentIntent.AUTHORIZE, payment_source=PaymentSource(paypal=PaypalWallet(vault_id=vault.id)),
                             purchase_units=[PurchaseUnitRequest(amount=AmountWithBreakdown(currency_code="USD", value="3.00"))]),
        "paypal_request_id": str(uuid.uuid4()), "prefer": "return=representation"})
    check(held.status_code == 201 and held.body.status == "COMPLETED", "an authorization of the saved wallet without the buyer")
    authorization = held.body.purchase_units[0].payments.authorizations[0]
    voided = client.payments.void_payment({"authorization_id": authorization.id, "prefer": "return=representation"})
    check(voided.status_code in (200, 204), f"void answered {voided.status_code}")
    check(client.payments.get_authorized_payment({"authorization_id": authorization.id}).body.status == "VOIDED", "authorization VOIDED")
    listed = client.vault.list_customer_payment_tokens({"customer_id": customer, "total_required": True})
    check([token.id for token in listed.body.payment_tokens] == [vault.id], "the customer's one token listed")
    deleted = client.vault.delete_payment_token(vault.id)
    check(deleted.status_code == 204, f"delete answered {deleted.status_code}")
    print(f"vault-then-reuse: token {vault.id} paid order {reused.body.id}, refunded {refunded.body.id}, voided {authorization.id}")


def setup_token_then_payment_token():
    wallet = VaultPaypalWalletRequest(usage_type="MERCHANT", description="Store orders, charged later", experience_context=VaultExperienceContext(
        return_url="https://merchant.example/saved", cancel_url="https://merchant.example/canceled"))
    setup = client.vault.create_setup_token({
        "body": SetupTokenRequest(payment_source=SetupTokenRequestPaymentSource(paypal=wallet), customer=Customer(id="customer_sdk_0002")),
        "paypal_request_id": str(uuid.uuid4())})
    check(setup.status_code == 201 and setup.body.status == "PAYER_ACTION_REQUIRED", "setup token PAYER_ACTION_REQUIRED")
    approve(setup.body, rels=("approve",))
    made = client.vault.create_payment_token({
        "body": PaymentTokenRequest(payment_source=PaymentTokenRequestPaymentSource(token=VaultTokenRequest(id=setup.body.id, mtype="SETUP_TOKEN"))),
        "paypal_request_id": str(uuid.uuid4())})
    check(made.status_code == 201, f"payment token answered {made.status_code}")
    token = client.vault.get_payment_token(made.body.id)
    check(token.body.payment_source.paypal.email_address == "alex@personal.example.com", "the token saves Alex's wallet")
    print(f"setup token {setup.body.id} -> payment token {made.body.id}")


create_approve_capture()
authorize_capture_refund()
errors_reach_the_caller()
save_during_purchase_then_reuse()
setup_token_then_payment_token()
print("sdk flows: all passed")
