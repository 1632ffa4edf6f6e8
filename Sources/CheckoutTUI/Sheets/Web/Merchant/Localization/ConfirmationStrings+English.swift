extension ConfirmationStrings {
    static let english = ConfirmationStrings(
        title: "Confirm your order", authorizing: "Back from PayPal: the merchant's server is authorising the order…",
        authorized: { "Order \($0) · authorised \($1)" }, until: { "until \($0)" }, expired: { "expired on \($0)" },
        shipsTo: { "Ships to \($0)" }, shippingAbroad: { "abroad, \($0) shipping" }, expressShipping: "x Express shipping",
        discount: { "d Discount \($0)" }, stock: "o Stock", off: "off", inStock: "in stock", ranOut: "ran out",
        reservedUntil: { "reserved until \($0)" }, reservationEnded: { "reservation ended \($0)" },
        subtotal: "Subtotal", shipping: "Shipping", tax: { "Tax \($0)" }, total: "Total",
        confirmAndPay: "Confirm and pay", lookUpThenPay: "Look up, then pay",
        reserving: "Reserving the items for an hour…", checkingCapture: "Asking PayPal whether the capture happened…", capturing: "Capturing…",
        keys: "x express · d discount · o stock · Enter confirm and pay · Esc later",
        paymentSuccessful: "Payment Successful", capturedSuccessfully: "Your payment has been captured successfully!",
        capture: { "Capture \($0) (\($1)): \($2)." }, paymentError: "Payment Error", ok: "OK", dialogKeys: "Enter OK",
        itemsUnavailable: "Some items are no longer available. Please review your order.",
        stillHeld: { "Nothing was captured: the authorisation of \($0) is still held, until \($1)." },
        authorizationExpired: "Authorisation expired. Please restart payment.",
        voidedByPayPal: { "PayPal voided the authorisation on \($0), 29 days after it was made: nothing was captured." },
        captureFailed: "Payment capture failed. Please contact support.", paypalAnswered: { "PayPal answered \($0)." },
        debugId: { "Debug id \($0)." },
        overCaptureLimit: {
            "PayPal captures at most 115% of the \($0) authorised (and no more than $75 over): "
                + "take off express shipping, apply the discount, or restart payment for the new total."
        },
        captureRefused: { "PayPal refused the capture (\($0))." },
        unreachable: "PayPal could not be reached or did not answer", cutShort: "PayPal's answer was cut short",
        failedInside: { "PayPal failed inside (\($0))" },
        unanswered: { "\($0): the capture may have happened. Enter looks at the order first and captures only if it did not; Esc leaves the authorisation held." },
        itemsNotReserved: { "The merchant's server could not read PayPal's clock to reserve the items (\($0)): nothing was captured. Try again." })
}
