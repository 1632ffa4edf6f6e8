import Foundation

/// Adaptive Payments grew out of name-value pairs, so clients send numbers and booleans as strings or as
/// JSON literals alike. These decode either, and refuse anything else with a clear type error.
struct LenientText: Decodable, Sendable, Equatable {
    let value: String

    init(_ value: String) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            value = text
        } else if let flag = try? container.decode(Bool.self) {
            value = flag ? "true" : "false"
        } else if let number = try? container.decode(Decimal.self) {
            value = "\(number)"
        } else {
            throw DecodingError.typeMismatch(
                String.self, .init(codingPath: decoder.codingPath, debugDescription: "expected a string or a number"))
        }
    }
}

/// A boolean sent as `true`, `"true"`, `false` or `"false"`.
struct LenientBool: Decodable, Sendable, Equatable {
    let value: Bool

    init(from decoder: any Decoder) throws {
        let text = try LenientText(from: decoder).value.lowercased()
        guard text == "true" || text == "false" else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected true or false"))
        }
        value = text == "true"
    }
}

/// A whole number sent as `10` or `"10"`.
struct LenientInt: Decodable, Sendable, Equatable {
    let value: Int

    init(from decoder: any Decoder) throws {
        guard let number = Int(try LenientText(from: decoder).value) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected a whole number"))
        }
        value = number
    }
}
