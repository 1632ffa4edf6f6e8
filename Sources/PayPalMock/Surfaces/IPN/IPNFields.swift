import Foundation

/// The variables of Adaptive Payments IPN messages, in the order PayPal sent them, and their form encoding.
enum IPNFields {
    typealias Fields = [(name: String, value: String)]

    /// A payment that completed: `transaction_type=Adaptive Payment PAY` and a `transaction[n]` group per receiver.
    static func payment(_ record: PayKeyRecord) -> Fields {
        var fields: Fields = [
            ("transaction_type", "Adaptive Payment PAY"), ("payment_request_date", date(record.createdAt)),
            ("return_url", record.returnUrl ?? ""), ("cancel_url", record.cancelUrl ?? ""),
            ("ipn_notification_url", record.ipnNotificationUrl ?? ""), ("sender_email", record.senderEmail ?? ""),
            ("status", record.status.rawValue), ("pay_key", record.id), ("action_type", record.actionType.rawValue),
            ("fees_payer", record.feesPayer.rawValue), ("reverse_all_parallel_payments_on_error", "false"),
        ]
        if let trackingId = record.trackingId { fields.append(("tracking_id", trackingId)) }
        if let memo = record.memo { fields.append(("memo", memo)) }
        if let key = record.preapprovalKey { fields.append(("preapproval_key", key)) }
        for (index, receiver) in record.receivers.enumerated() {
            let status = receiver.transactionStatus == .completed ? "Completed" : "Pending"
            fields += [
                ("transaction[\(index)].id", receiver.transactionId ?? ""), ("transaction[\(index)].status", status),
                ("transaction[\(index)].id_for_sender_txn", record.senderTransactionId ?? ""),
                ("transaction[\(index)].status_for_sender_txn", status), ("transaction[\(index)].receiver", receiver.identity),
                ("transaction[\(index)].amount", "\(record.currency.code) \(receiver.amount.text)"),
                ("transaction[\(index)].is_primary_receiver", receiver.isPrimary ? "true" : "false"),
                ("transaction[\(index)].paymentType", receiver.paymentType.rawValue),
            ]
            if let reason = receiver.pendingReason { fields.append(("transaction[\(index)].pending_reason", reason)) }
            if let invoiceId = receiver.invoiceId { fields.append(("transaction[\(index)].invoiceId", invoiceId)) }
        }
        return fields + trailer
    }

    /// A preapproval that was agreed to or canceled: `transaction_type=Adaptive Payment PREAPPROVAL`.
    static func preapproval(_ record: PreapprovalRecord) -> Fields {
        var fields: Fields = [
            ("transaction_type", "Adaptive Payment PREAPPROVAL"), ("preapproval_key", record.id),
            ("approved", record.approved ? "true" : "false"), ("status", record.status.rawValue),
            ("sender_email", record.senderEmail ?? ""), ("currency_code", record.currency.code),
            ("starting_date", date(record.startingDate)), ("ending_date", date(record.endingDate)),
            ("payment_period", record.paymentPeriod.rawValue), ("pin_type", record.pinType.rawValue),
            ("current_number_of_payments", String(record.paymentCount)),
            ("current_total_amount_of_all_payments", record.paymentsTotal.text),
            ("return_url", record.returnUrl ?? ""), ("cancel_url", record.cancelUrl ?? ""),
            ("ipn_notification_url", record.ipnNotificationUrl ?? ""),
        ]
        if let limit = record.maxAmountPerPayment { fields.append(("max_amount_per_payment", limit.text)) }
        if let limit = record.maxNumberOfPayments { fields.append(("max_number_of_payments", String(limit))) }
        if let limit = record.maxTotalAmountOfAllPayments { fields.append(("max_total_amount_of_all_payments", limit.text)) }
        if let memo = record.memo { fields.append(("memo", memo)) }
        return fields + trailer
    }

    /// `name=value&…`, each part percent-encoded, a space as `+`.
    static func encode(_ fields: Fields) -> String {
        fields.map { "\(FormEncoding.escape($0.name))=\(FormEncoding.escape($0.value))" }.joined(separator: "&")
    }

    /// The value of `name` in an encoded form.
    static func value(of name: String, in form: String) -> String? {
        for pair in FormEncoding.pairs(form) where lenient(pair.name) == name {
            if let value = pair.value { return lenient(value) }
        }
        return nil
    }

    private static var trailer: Fields {
        [("notify_version", "UNVERSIONED"), ("charset", "UTF-8"), ("test_ipn", "1"), ("verify_sign", Identifier.verifySign())]
    }

    private static func lenient(_ part: Substring) -> String {
        FormEncoding.unescape(part) ?? String(part)
    }

    /// IPN dates looked like `Sun Jun 24 06:12:20 PDT 2012`.
    private static func date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "America/Los_Angeles")
        formatter.dateFormat = "EEE MMM dd HH:mm:ss zzz yyyy"
        return formatter.string(from: date)
    }
}
