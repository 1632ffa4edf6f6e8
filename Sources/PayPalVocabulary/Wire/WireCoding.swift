import Foundation

/// The JSON coders of the wire formats. REST, the buyer side and the admin API write keys in snake_case;
/// Adaptive Payments and the journal's bodies keep keys as they are. Shared by the clients and the mock backend,
/// so both write a message alike.
public enum WireCoding {
    public static let snakeCaseEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .custom { path in SnakeCaseKey(path.last!.stringValue) }
        return encoder
    }()

    public static let snakeCaseDecoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    public static let plainEncoder = JSONEncoder()
    public static let plainDecoder = JSONDecoder()
}

/// A property name in snake_case, a digit starting a word of its own: `addressLine1` is `address_line_1`, as
/// PayPal writes it (Foundation's `.convertToSnakeCase` would write `address_line1`). `.convertFromSnakeCase`
/// reads both back the same.
private struct SnakeCaseKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
        var result = ""
        var previous: Character?
        for character in name {
            let startsWord = character.isUppercase || (character.isASCIIDigit && previous.map { !$0.isASCIIDigit && $0 != "_" } == true)
            if startsWord, !result.isEmpty { result.append("_") }
            result += character.lowercased()
            previous = character
        }
        stringValue = result
    }

    init(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { nil }
}
