import Foundation

/// A request body that could not be read as the operation's body: what is wrong, and where.
struct BodyProblem: Error, Sendable, Equatable {
    /// The dotted path of the offending field (`receiverList.receiver[0].amount`), empty for the whole body.
    var field: String
    var problem: String

    var sentence: String { field.isEmpty ? problem : "\(field): \(problem)" }
}

enum BodyDecoding {
    /// Decodes JSON, turning every failure into a sentence a developer can act on.
    static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, keys: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    ) throws(BodyProblem) -> T {
        let body = data.isEmpty ? Data("{}".utf8) : data
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = keys
        do {
            return try decoder.decode(T.self, from: body)
        } catch let error as DecodingError {
            throw describe(error)
        } catch {
            throw BodyProblem(field: "", problem: "the body is not valid JSON")
        }
    }

    /// Fills `type` from an NV or XML body, with the same sentences as for JSON.
    static func decode<T: Decodable>(_ type: T.Type, from form: FormValue) throws(BodyProblem) -> T {
        do {
            return try FormDecoder.decode(type, from: form)
        } catch let error as DecodingError {
            throw describe(error)
        } catch {
            throw BodyProblem(field: "", problem: "the body could not be read")
        }
    }

    private static func describe(_ error: DecodingError) -> BodyProblem {
        switch error {
        case .typeMismatch(let type, let context):
            return BodyProblem(field: path(context.codingPath), problem: "has the wrong type (expected \(typeName(type)))")
        case .valueNotFound(let type, let context):
            return BodyProblem(field: path(context.codingPath), problem: "is null (expected \(typeName(type)))")
        case .keyNotFound(let key, let context):
            return BodyProblem(field: path(context.codingPath + [key]), problem: "is missing")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return BodyProblem(field: "", problem: "the body is not valid JSON")
        case .dataCorrupted(let context):
            return BodyProblem(field: path(context.codingPath), problem: context.debugDescription)
        @unknown default:
            return BodyProblem(field: "", problem: "the body could not be read")
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce(into: "") { result, key in
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                result += (result.isEmpty ? "" : ".") + key.stringValue
            }
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type: "a whole number"
        case is [Any].Type: "an array"
        default: "an object"
        }
    }
}
