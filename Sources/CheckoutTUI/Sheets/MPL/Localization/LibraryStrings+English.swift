import Foundation

extension LibraryStrings {
    static let english = LibraryStrings(
        locale: Locale(identifier: "en_US"),
        payWithPayPal: "Pay with PayPal", donateWithPayPal: "Donate with PayPal", pay: "Pay", donate: "Donate",
        billingSummary: "Billing summary · My Total", preapprovalAgreement: "Preapproval agreement",
        preapprovalFrom: { "\($0) asks you to agree to preapproved payments: no payment is made now." },
        logInWithEmail: "Log in with email and password:", logInWithPhone: "Log in with your phone and PIN:",
        email: "Email", phone: "Phone", password: "Password", pin: "PIN", logIn: "Log In", cancel: "Cancel", review: "Review",
        reviewHint: "Click Review for total cost and funding options.", usePhone: "Use phone and PIN", useEmail: "Use email and password",
        funding: "Funding", balance: "PayPal balance", fee: "Fee", recipientsFee: "Recipient's fee", feePaidBy: "Fee paid by", feePaidByMe: "Me (the sender)",
        feePaidByRecipient: "The recipient", shipTo: "Ship to", mailingAddress: "Mailing address", tax: "Tax", shipping: "Shipping",
        total: "Total", paymentMade: "✓ Payment made", donationMade: "✓ Donation made", thanks: "Thanks for your payment!",
        thanksForDonation: "Thanks for your donation!",
        createPINExplained: "Create a PIN to check out faster next time: log in with your phone number and PIN.",
        phoneForPIN: "Your phone number", pinDigits: "PIN (4 to 8 digits)", createPIN: "Create PIN", skip: "Skip",
        returnToMerchant: "Return to merchant", somethingWentWrong: "Something went wrong", tryAgain: "Try again", errorCode: "Error code",
        correlationId: "Correlation ID", createCode: "Create a code",
        createCodeExplained: { "Once you set up preapproved payments, \($0) will ask for this code the next time you pay." },
        codeDigits: "Code (4 to 8 digits)", confirmCode: "Confirm the code", confirmPIN: "Confirm the PIN", saveCode: "Save code", paymentMethod: "Payment method",
        primary: "Primary:",
        limits: { perPayment, count, total, until in
            let parts = [perPayment.map { "up to \($0) a payment" }, count.map { "\($0) payments" }, total.map { "\($0) in all" }]
            return "Limits: " + parts.compactMap { $0 }.joined(separator: ", ") + ", until \(until)."
        },
        agreementText: { merchant, funding in
            "I allow \(merchant) to automatically charge my PayPal account. If my \(funding) cannot complete a transaction, "
                + "PayPal will try using other payment methods with my account. To change or cancel, go to your Profile page. "
                + "View PayPal policies."
        },
        agreeAndPay: "AGREE AND PAY", invalidPIN: "A PIN is 4 to 8 digits.", codesDiffer: "The two codes differ: type the same code twice.",
        pinsDiffer: "The two PINs differ: type the same PIN twice.",
        invalidPhone: "That is not a phone number: type it with its area code, like 408-555-0101.",
        checkoutExpired: "Your earlier checkout has expired or finished. Log in to start again.", returning: "Returning to the merchant…",
        pinCreated: "You have successfully created a PIN.", agreed: { "You agreed to let \($0) take payments." },
        preapprovalConfirmed: "✓ Preapproval confirmed",
        activity: { activity in
            switch activity {
            case .loggingIn: "Logging in…"
            case .resuming: "Resuming your checkout…"
            case .updatingAmounts: "Updating the amounts for your address…"
            case .preparingPayment: "Preparing your payment…"
            case .paying: "Paying…"
            case .checkingPayment: "Checking with PayPal whether you paid…"
            case .creatingPIN: "Creating your PIN…"
            case .loadingAgreement: "Loading the agreement…"
            case .agreeing: "Agreeing…"
            }
        },
        taxAndShipping: { "Tax \($0) · Shipping \($1)" }, includesTaxAndShipping: { "incl. tax \($0) · shipping \($1)" },
        amountError: { error in
            switch error {
            case .server: "A network error occurred while updating the amounts for your address. Please return to the merchant and try again."
            case .other: "The amounts for your address could not be updated. Please return to the merchant."
            }
        },
        refusals: Refusals(
            wrongLogin: { left in
                "The login details are not right." + (left.map { " \($0) attempt\($0 == 1 ? "" : "s") left before the account is locked." } ?? "")
            },
            locked: { until in
                "Too many failed log-ins: this account is locked" + (until.map { " until \($0)" } ?? "") + ". Ctrl-U unlocks the demo's accounts."
            },
            unlocked: "Unlocked: this account can log in again.",
            noPIN: "This account has no PIN yet: log in with email and password, then create a PIN.",
            declined: "This funding source was declined: choose another way to pay.",
            insufficientFunds: "Your balance does not cover this payment: choose another way to pay.",
            payKeyExpired: "This payment expired before it was approved: return to the merchant and start again.",
            sessionEnded: "Your PayPal session has ended: log in again.",
            sendingLimit: "Your account has reached its sending limit, so PayPal could not make this payment.",
            phoneNotSet: "A PIN goes with a phone number: type yours above.",
            pinAlreadySet: "This account has a PIN already.",
            unreachable: "PayPal can't be reached. Check the connection, then try again.",
            notPaid: "The payment didn't go through, and nothing was paid. Pay again, or cancel.",
            other: "PayPal could not complete this. Quote the error code and correlation ID below to support."),
        keys: "↑↓ move · Ctrl-T totals · Esc cancel · Ctrl-W later")
}
