import CheckoutFlows

/// The preapproval's screens: "Create a code" (asked twice), and the agreement, its terms ending with Agree and Pay.
enum PreapprovalView {
    static func createCode(_ sheet: MPLCheckout, _ text: LibraryStrings, error: MPLFlow.Notice?, into layout: inout SheetLayout<MPLControl>) {
        layout.text(text.createCode, style: Style(.sheet, bold: true))
        layout.gap()
        layout.text(text.createCodeExplained(sheet.flow.merchantName))
        layout.gap()
        layout.text(text.codeDigits)
        layout.field(sheet.newPIN, control: .newPIN, width: 12)
        layout.text(text.confirmCode)
        layout.field(sheet.confirmPIN, control: .confirmPIN, width: 12)
        LibraryView.notice(error, text, into: &layout)
        layout.buttons([.init(title: text.saveCode, control: .saveCode, pay: true), .init(title: text.cancel, control: .cancel)])
    }

    static func agreement(_ sheet: MPLCheckout, _ text: LibraryStrings, _ agreement: MPLFlow.Agreement, into layout: inout SheetLayout<MPLControl>) {
        let terms = agreement.terms
        let source = sheet.flow.session?.buyer.fundingSources.first { $0.id == agreement.fundingSourceId }
        let funding = source.map { text.fundingLabel(type: $0.type, label: $0.label) } ?? "—"
        layout.text(text.paymentMethod, style: Style(.sheet, bold: true))
        layout.choice(text.primary + " " + funding, control: .funding)
        layout.gap()
        layout.text(text.limits(
            terms.maxAmountPerPayment.map(text.money), terms.maxNumberOfPayments, terms.maxTotalAmountOfAllPayments.map(text.money),
            text.date(terms.endingDate)))
        layout.gap()
        layout.text(text.agreementText(sheet.flow.merchantName, funding))
        layout.gap()
        // After the terms, so that at any size Agree and Pay is on screen only with their end.
        layout.button(.init(title: text.agreeAndPay, control: .agree, pay: true))
        layout.buttons([.init(title: text.cancel, control: .cancel)])
    }
}
