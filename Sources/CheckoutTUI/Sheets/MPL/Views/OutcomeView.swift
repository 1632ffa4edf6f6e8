import CheckoutFlows
import PayPalAPI

/// How a checkout ends in the library: the offer to create a PIN, the receipt, or the error screen.
enum OutcomeView {
    static func createPIN(_ sheet: MPLCheckout, _ text: LibraryStrings, error: MPLFlow.Notice?, into layout: inout SheetLayout<MPLControl>) {
        let donation = sheet.flow.order?.purpose == .donation
        layout.text(donation ? text.donationMade : text.paymentMade, style: Style(.sheetSuccess, bold: true))
        layout.text(donation ? text.thanksForDonation : text.thanks)
        layout.gap()
        layout.text(text.createPINExplained)
        layout.gap()
        if sheet.flow.needsPhoneForPIN {
            layout.text(text.phoneForPIN)
            layout.field(sheet.pinPhone, control: .pinPhone, width: 20)
        }
        layout.text(text.pinDigits)
        layout.field(sheet.newPIN, control: .newPIN, width: 12)
        layout.text(text.confirmPIN)
        layout.field(sheet.confirmPIN, control: .confirmPIN, width: 12)
        LibraryView.notice(error, text, into: &layout)
        layout.buttons([.init(title: text.createPIN, control: .createPIN, pay: true), .init(title: text.skip, control: .skip)])
    }

    static func receipt(_ sheet: MPLCheckout, _ text: LibraryStrings, _ receipt: MPLFlow.Receipt, into layout: inout SheetLayout<MPLControl>) {
        let donation = sheet.flow.order?.purpose == .donation
        let (title, message) = switch receipt {
        case .paid: donation ? (text.donationMade, text.thanksForDonation) : (text.paymentMade, text.thanks)
        case .pinCreated: (donation ? text.donationMade : text.paymentMade, text.pinCreated)
        case .agreed: (text.preapprovalConfirmed, text.agreed(sheet.flow.merchantName))
        }
        layout.gap()
        layout.text(title, style: Style(.sheetSuccess, bold: true))
        layout.gap()
        layout.text(Sentences.joined(message, text.returning))
        layout.buttons([.init(title: text.returnToMerchant, control: .returnToMerchant)])
    }

    static func failure(_ text: LibraryStrings, _ error: PayPalAPIError, into layout: inout SheetLayout<MPLControl>) {
        explain(error, text, into: &layout)
        layout.buttons([.init(title: text.returnToMerchant, control: .returnToMerchant)])
    }

    /// A call that moves no money, stopped short: nothing happened, and the buyer may try again.
    static func interrupted(_ text: LibraryStrings, _ error: PayPalAPIError, into layout: inout SheetLayout<MPLControl>) {
        explain(error, text, into: &layout)
        layout.buttons([.init(title: text.tryAgain, control: .retry, pay: true), .init(title: text.cancel, control: .cancel)])
    }

    /// What went wrong, and the code and correlation id support asks for.
    private static func explain(_ error: PayPalAPIError, _ text: LibraryStrings, into layout: inout SheetLayout<MPLControl>) {
        layout.text(text.somethingWentWrong, style: Style(.sheetError, bold: true))
        layout.gap()
        layout.text(text.refusal(error))
        layout.gap()
        layout.text("\(text.errorCode): \(error.code)")
        layout.text("\(text.correlationId): \(error.debugId.isEmpty ? "—" : error.debugId)")
    }
}
