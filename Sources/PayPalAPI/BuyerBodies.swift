/// The bodies the library sends to the buyer side (`/payterm/v1/buyer/…`), written in snake_case.
enum BuyerBody {
    struct Initialize: Encodable {
        var applicationId: String
    }

    struct EmailLogin: Encodable {
        var email: String
        var password: SentSecret
    }

    struct PhoneLogin: Encodable {
        var phone: String
        var pin: SentSecret
    }

    /// How the buyer pays an Adaptive payment or an order, and where it ships.
    struct Approval: Encodable {
        var fundingSourceId: String?
        var shippingAddressId: String?
    }

    /// Approving or cancelling a Braintree approval, from the PayPal app or PayPal's web page.
    struct HermesDecision: Encodable {
        var fundingSourceId: String?
        var payLaterPlan: String?
        var contact: RecipientContact?
        var surface: String
    }

    /// Another address or shipping option picked in a review with the shipping module.
    struct ShippingChoice: Encodable {
        var addressId: String?
        var optionId: String?
    }

    struct NewPIN: Encodable {
        var pin: SentSecret
        var phone: String?
    }

    struct Agreement: Encodable {
        var fundingSourceId: String?
        var pin: SentSecret?
    }
}
