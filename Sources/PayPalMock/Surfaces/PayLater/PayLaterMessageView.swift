/// `GET /credit-presentment/native/message`'s answer, as PayPalMessages' `MessageResponse` reads it: the message in
/// `content.default`, PayPal's generic message in `content.generic` (for when the default cannot be shown), the logo's
/// placeholder, and the close button of the Learn More sheet.
struct PayLaterMessageView: Encodable {
    struct Content: Encodable {
        let main: String
        let mainAlternative: String
        let disclaimer: String

        init(_ message: PayLaterMessage, _ words: PayLaterWords) {
            main = words.text(of: message, logo: PayLaterMessageView.logoPlaceholder)
            mainAlternative = words.text(of: message, logo: "PayPal")
            disclaimer = words.learnMore
        }
    }

    struct Contents: Encodable {
        let `default`: Content
        let generic: Content
    }

    struct Meta: Encodable {
        struct Variables: Encodable {
            let inlineLogoPlaceholder = PayLaterMessageView.logoPlaceholder
        }

        struct CloseButton: Encodable {
            let width = 26
            let height = 26
            let availableWidth = 60
            let availableHeight = 60
            let color = "#001435"
            let colorType = "dark"
            let alternativeText: String
        }

        let offerType: String
        let creditProductGroup: String
        let messageType: String
        let variables = Variables()
        let modalCloseButton: CloseButton
        /// The meta keys the SDK sends back with its analytics.
        let trackingKeys = ["message_type", "offer_type"]
    }

    static let logoPlaceholder = "%paypal_logo%"

    let meta: Meta
    let content: Contents

    init(_ message: PayLaterMessage, _ words: PayLaterWords) {
        meta = Meta(
            offerType: message.offerType, creditProductGroup: message.offer?.productGroup ?? "PAY_LATER", messageType: message.messageType,
            modalCloseButton: .init(alternativeText: words.modal.close))
        content = Contents(default: Content(message, words), generic: Content(PayLaterMessage(purchase: nil, requested: nil), words))
    }
}
