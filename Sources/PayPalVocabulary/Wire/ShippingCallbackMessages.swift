import Foundation

/// A message in PayPal's snake_case JSON, written and read as PayPal writes it (`admin_area_1`).
public protocol SnakeCaseMessage: Codable {}

extension SnakeCaseMessage {
    public func encoded() throws -> Data { try WireCoding.snakeCaseEncoder.encode(self) }
    public static func decode(_ data: Data) throws -> Self { try WireCoding.snakeCaseDecoder.decode(Self.self, from: data) }
}

/// PayPal's call to a merchant's shipping callback (Orders v2's server-side shipping callback, which Braintree's
/// `shipping_callback_url` asks for): the buyer's address, redacted to its city, state, postal code and country;
/// the option chosen, on every call but the first; and the purchase.
public struct ShippingCallbackCall: SnakeCaseMessage, Sendable, Equatable {
    public struct Value: Codable, Sendable, Equatable {
        public var currencyCode: String
        public var value: String

        public init(currencyCode: String, value: String) {
            self.currencyCode = currencyCode
            self.value = value
        }
    }

    public struct Address: Codable, Sendable, Equatable {
        public var countryCode: String
        public var adminArea1: String?
        public var adminArea2: String?
        public var postalCode: String?

        public init(countryCode: String, adminArea1: String?, adminArea2: String?, postalCode: String?) {
            self.countryCode = countryCode
            self.adminArea1 = adminArea1
            self.adminArea2 = adminArea2
            self.postalCode = postalCode
        }
    }

    public struct Option: Codable, Sendable, Equatable {
        public var id: String
        public var label: String
        /// `SHIPPING` or `PICKUP`.
        public var type: String?
        public var amount: Value
        /// Set in the merchant's answer on the option it chose.
        public var selected: Bool?

        public init(id: String, label: String, type: String?, amount: Value, selected: Bool? = nil) {
            self.id = id
            self.label = label
            self.type = type
            self.amount = amount
            self.selected = selected
        }
    }

    public struct PurchaseUnit: Codable, Sendable, Equatable {
        public var referenceId: String?
        public var amount: Value

        public init(referenceId: String? = "default", amount: Value) {
            self.referenceId = referenceId
            self.amount = amount
        }
    }

    /// The checkout's token.
    public var id: String
    public var shippingAddress: Address
    public var shippingOption: Option?
    public var purchaseUnits: [PurchaseUnit]

    public init(id: String, shippingAddress: Address, shippingOption: Option?, purchaseUnits: [PurchaseUnit]) {
        self.id = id
        self.shippingAddress = shippingAddress
        self.shippingOption = shippingOption
        self.purchaseUnits = purchaseUnits
    }
}

/// The merchant's 200 to a shipping callback: the total (with its breakdown) and the options, one of them selected.
public struct ShippingCallbackAnswer: SnakeCaseMessage, Sendable, Equatable {
    public struct Breakdown: Codable, Sendable, Equatable {
        public var itemTotal: ShippingCallbackCall.Value
        public var shipping: ShippingCallbackCall.Value

        public init(itemTotal: ShippingCallbackCall.Value, shipping: ShippingCallbackCall.Value) {
            self.itemTotal = itemTotal
            self.shipping = shipping
        }
    }

    public struct Amount: Codable, Sendable, Equatable {
        public var currencyCode: String
        public var value: String
        public var breakdown: Breakdown?

        public init(_ total: ShippingCallbackCall.Value, breakdown: Breakdown?) {
            currencyCode = total.currencyCode
            value = total.value
            self.breakdown = breakdown
        }
    }

    public struct PurchaseUnit: Codable, Sendable, Equatable {
        public var referenceId: String?
        public var amount: Amount
        public var shippingOptions: [ShippingCallbackCall.Option]?

        public init(referenceId: String? = "default", amount: Amount, shippingOptions: [ShippingCallbackCall.Option]?) {
            self.referenceId = referenceId
            self.amount = amount
            self.shippingOptions = shippingOptions
        }
    }

    public var id: String?
    public var purchaseUnits: [PurchaseUnit]

    public init(id: String?, purchaseUnits: [PurchaseUnit]) {
        self.id = id
        self.purchaseUnits = purchaseUnits
    }
}

/// The merchant's 422 to a shipping callback: PayPal's issue (`COUNTRY_ERROR`…) for the buyer to see.
public struct ShippingCallbackRefusal: SnakeCaseMessage, Sendable, Equatable {
    public struct Detail: Codable, Sendable, Equatable {
        public var issue: String?
    }

    public var name: String?
    public var details: [Detail]?

    public init(issue: String) {
        name = "UNPROCESSABLE_ENTITY"
        details = [Detail(issue: issue)]
    }

    public var issue: String? { details?.first?.issue }
}
