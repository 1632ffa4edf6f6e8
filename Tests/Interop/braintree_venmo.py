"""Venmo through Braintree, as a merchant's app and server meet it: Braintree's official Python server SDK
(braintree) sells with the sandbox's fake-venmo-account-nonce, and with nonces this script mints headlessly, making the
GraphQL calls BTVenmoClient makes (CreateVenmoPaymentContext, then the PaymentContext node query) around the buyer's
approval on PayTerm's buyer side (the Venmo app's part), and the client API's vaulting.

Usage: python3 braintree_venmo.py BASE_URL [CLIENT_ID CLIENT_SECRET, unused]
Prints one line per step and exits non-zero on the first failure.
"""
import base64
import json
import sys
from decimal import Decimal
from urllib.parse import urlparse

import braintree
import requests

BASE = sys.argv[1].rstrip("/")
url = urlparse(BASE)
gateway = braintree.BraintreeGateway(braintree.Configuration(
    environment=braintree.Environment("payterm", url.hostname, str(url.port), "", False, None),
    merchant_id="payterm-merchant", public_key="payterm-public-key", private_key="payterm-private-key"))
CREATE = ("mutation CreateVenmoPaymentContext($input: CreateVenmoPaymentContextInput!) "
          "{ createVenmoPaymentContext(input: $input) { venmoPaymentContext { id } } }")
QUERY = ("query PaymentContext($id: ID!) { node(id: $id) { ... on VenmoPaymentContext { paymentMethodId userName payerInfo "
         "{ firstName lastName phoneNumber email externalId userName } } } }")


def check(condition, message):
    if not condition:
        print("FAILED: " + message)
        sys.exit(1)


class App:
    """The merchant's app: its client token, the configuration it fetches, and BTVenmoClient's calls."""

    def __init__(self, client_token):
        token = json.loads(base64.b64decode(client_token))
        self.headers = {"Authorization": "Bearer " + token["authorizationFingerprint"]}
        self.client_api = token["clientApiUrl"]
        self.configuration = requests.get(self.client_api + "/v1/configuration", headers=self.headers).json()

    def graphql(self, query, variables):
        return requests.post(self.configuration["graphQL"]["url"], json={"query": query, "variables": variables}, headers=self.headers)

    def open_context(self, usage, total):
        venmo = self.configuration["payWithVenmo"]
        answer = self.graphql(CREATE, {"input": {
            "paymentMethodUsage": usage, "merchantProfileId": venmo["merchantId"], "customerClient": "MOBILE_APP", "intent": "CONTINUE",
            "isFinalAmount": "true", "paysheetDetails": {
                "collectCustomerBillingAddress": "false", "collectCustomerShippingAddress": "false",
                "transactionDetails": {"totalAmount": total, "lineItems": [
                    {"quantity": 1, "unitAmount": total, "name": "Trail mix", "type": "DEBIT", "unitTaxAmount": "0"}]}}}})
        check(answer.status_code == 200, "create payment context: %s %s" % (answer.status_code, answer.text))
        return answer.json()["data"]["createVenmoPaymentContext"]["venmoPaymentContext"]["id"]

    def nonce(self, context_id):
        node = self.graphql(QUERY, {"id": context_id}).json()["data"]["node"]
        return node["paymentMethodId"], node["userName"], node["payerInfo"]

    def vault(self, nonce):
        return requests.post(self.client_api + "/v1/payment_methods/venmo_accounts", json={"venmoAccount": {"nonce": nonce}}, headers=self.headers)


def approve(context_id, email):
    """The buyer, signed in to the Venmo app, approves the payment context."""
    session = requests.post(BASE + "/payterm/v1/buyer/login", json={"email": email, "password": "pass1234"}).json()["session_token"]
    headers = {"Authorization": "Bearer " + session}
    seen = requests.get(BASE + "/payterm/v1/buyer/venmo/" + context_id, headers=headers).json()
    check(seen["merchant_name"] == "PayTerm Demo Store" and seen["subject_to_change"] is False and seen["status"] == "CREATED", "paysheet: %r" % seen)
    return requests.post(BASE + "/payterm/v1/buyer/venmo/%s/approve" % context_id, headers=headers)


# The sandbox's nonce, on the sandbox's Venmo merchant account.
joe = gateway.transaction.sale({"amount": "10.00", "payment_method_nonce": "fake-venmo-account-nonce",
                                "merchant_account_id": "fake_first_data_venmo_account", "options": {"submit_for_settlement": True}})
check(joe.is_success and joe.transaction.payment_instrument_type == braintree.PaymentInstrumentType.VenmoAccount, "sale: %r" % joe)
details = joe.transaction.venmo_account_details
check(details.username == "venmojoe" and details.venmo_user_id == "Venmo-Joe-1" and details.source_description == "Venmo Account: venmojoe"
      and ".png" in details.image_url and details.token is None, "venmo details: %r" % vars(details))
check(joe.transaction.merchant_account_id == "fake_first_data_venmo_account", "merchant account: %r" % joe.transaction.merchant_account_id)
check(gateway.transaction.find(joe.transaction.id).venmo_account_details.username == "venmojoe", "find")
print("fake venmo nonce: %s %s" % (details.username, details.venmo_user_id))

# A nonce minted headlessly: Alex approves a single-use context in the Venmo app.
app = App(gateway.client_token.generate())
check(app.configuration["payWithVenmo"]["accessToken"] and app.configuration["payWithVenmo"]["environment"] == "sandbox", "configuration")
context_id = app.open_context("SINGLE_USE", "18.50")
check(approve(context_id, "alex@personal.example.com").json()["username"] == "@alex-rivera", "approval")
nonce, username, payer = app.nonce(context_id)
check(username == "alex-rivera" and payer["email"] == "alex@personal.example.com" and payer["externalId"] == "Venmo-Alex-2345", "node: %r" % payer)
sold = gateway.transaction.sale({"amount": "18.50", "payment_method_nonce": nonce, "options": {"store_in_vault_on_success": True}})
check(sold.is_success and sold.transaction.venmo_account_details.username == "alex-rivera"
      and sold.transaction.venmo_account_details.venmo_user_id == "Venmo-Alex-2345" and sold.transaction.amount == Decimal("18.50")
      and sold.transaction.venmo_account_details.token is None, "single-use sale: %r" % sold)
again = gateway.transaction.sale({"amount": "1.00", "payment_method_nonce": nonce})
check(not again.is_success and again.errors.deep_errors[0].code == "91564", "a nonce used twice: %r" % again)
print("headless venmo nonce: %s single use" % sold.transaction.venmo_account_details.username)

# Vaulting with a purchase: Noor approves a multi-use context; the sale keeps her account.
context_id = app.open_context("MULTI_USE", "22.00")
check(approve(context_id, "noor@personal.example.com").status_code == 200, "noor's approval")
nonce, _, _ = app.nonce(context_id)
kept = gateway.transaction.sale({"amount": "22.00", "payment_method_nonce": nonce, "options": {"store_in_vault_on_success": True}})
token = kept.transaction.venmo_account_details.token
check(kept.is_success and token and kept.transaction.customer_details.id, "vaulting sale: %r" % kept)
method = gateway.payment_method.find(token)
check(isinstance(method, braintree.VenmoAccount) and method.username == "noor-haddad" and method.venmo_user_id == "Venmo-Noor-2346", "find: %r" % method)
returning = gateway.transaction.sale({"amount": "5.00", "payment_method_token": token})
check(returning.is_success and returning.transaction.venmo_account_details.username == "noor-haddad", "sale by token: %r" % returning)
print("vaulted with a purchase: %s" % method.username)

# Vaulting alone: the client API vaults for the client token's customer; a single-use account is refused.
gateway.customer.create({"id": "venmo-fan"})
app = App(gateway.client_token.generate({"customer_id": "venmo-fan"}))
context_id = app.open_context("MULTI_USE", "9.00")
approve(context_id, "dana@personal.example.com")
nonce, _, _ = app.nonce(context_id)
vaulted = app.vault(nonce)
account = vaulted.json()["venmoAccounts"][0]
check(vaulted.status_code == 201 and account["details"]["username"] == "dana-okafor" and account["default"] is True, "vault: %s" % vaulted.text)
customer = gateway.customer.find("venmo-fan")
check([a.username for a in customer.venmo_accounts] == ["dana-okafor"], "customer: %r" % customer.venmo_accounts)
paid = gateway.transaction.sale({"amount": "9.00", "payment_method_nonce": account["nonce"]})
check(paid.is_success and paid.transaction.venmo_account_details.token == customer.venmo_accounts[0].token
      and paid.transaction.customer_details.id == "venmo-fan", "sale with the vaulted nonce: %r" % paid)
single = app.open_context("SINGLE_USE", "3.00")
approve(single, "lee@personal.example.com")
single_nonce, _, _ = app.nonce(single)
refused = app.vault(single_nonce)
check(refused.status_code == 422 and refused.json()["fieldErrors"][0]["code"] == "93102", "single use vaulted: %s" % refused.text)
still = gateway.transaction.sale({"amount": "3.00", "payment_method_nonce": single_nonce})
check(still.is_success and still.transaction.venmo_account_details.username == "lee-kim", "the refused nonce still pays: %r" % still)
print("vaulted alone: %s; single use refused 93102" % account["details"]["username"])
print("braintree venmo: all passed")
