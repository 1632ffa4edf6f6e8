import Foundation
import Hummingbird

extension WireResponse {
    private static let clientAPIEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// A Braintree client API (or GraphQL) answer, in camelCase JSON as the client SDKs read it.
    static func clientAPI(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> WireResponse {
        WireResponse(status: status, body: try clientAPIEncoder.encode(value))
    }
}
