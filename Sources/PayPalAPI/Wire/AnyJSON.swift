import Foundation
import PayPalVocabulary

/// Any JSON value: what a JSON Patch operation sets, and the bodies the journal kept.
public enum AnyJSON: Codable, Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([AnyJSON])
    case object([String: AnyJSON])

    /// The value as the REST APIs write it: `Money` and models become their snake_case JSON.
    public init(_ value: some Encodable) throws {
        let data = try WireCoding.snakeCaseEncoder.encode(value)
        self = try WireCoding.plainDecoder.decode(AnyJSON.self, from: data)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([AnyJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: AnyJSON].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The member's value, when this is an object that has it.
    public subscript(key: String) -> AnyJSON? {
        if case .object(let members) = self { members[key] } else { nil }
    }
}
