import Foundation
import Testing
@testable import PayPalMock

/// Answers schemathesis found outside PayPal's own specs (`Tests/Interop/specs`), read against those specs here: a
/// `null` body on Payments' capture, reauthorize and refund, and an empty vault's list of tokens.
@Suite struct SpecShapeTests {
    static func spec(_ name: String) throws -> [String: Any] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Interop/specs/\(name).json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    }

    /// The issues the schema `name` of the Payments spec lists for a 400.
    static func listedIssues(_ name: String) throws -> Set<String> {
        let schemas = (try spec("payments_payment_v2")["components"] as? [String: Any])?["schemas"] as? [String: Any]
        let details = ((schemas?[name] as? [String: Any])?["properties"] as? [String: Any])?["details"] as? [String: Any]
        let variants = (details?["items"] as? [String: Any])?["anyOf"] as? [[String: Any]] ?? []
        return Set(variants.compactMap { (($0["properties"] as? [String: Any])?["issue"] as? [String: Any])?["enum"] as? [String] }.flatMap(\.self))
    }

    @Test func aNullBodyGetsAnIssueEachPaymentsOperationLists() async throws {
        try await TestBackend.with { backend in
            let authorization = try await backend.authorization()
            let (_, capture) = try await backend.capturedOrder()
            for (path, schema) in [
                ("/v2/payments/authorizations/\(authorization)/capture", "400"),
                ("/v2/payments/authorizations/\(authorization)/reauthorize", "authorizations.reauthorize-400"),
                ("/v2/payments/captures/\(capture)/refund", "captures.refund-400"),
            ] {
                for body in ["null", "not json"] {
                    let token = try await backend.accessToken()
                    let exchange = try await backend.http.send(
                        "POST", path, headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"], body: Data(body.utf8))
                    let issue: String? = JSON(try exchange.jsonObject())["details[0].issue"]
                    let listed = try Self.listedIssues(schema)
                    #expect(exchange.status == 400 && listed.contains(issue ?? ""), "\(path) with \(body): \(issue ?? "none")")
                }
            }
        }
    }

    @Test func anEmptyVaultsListLeavesOutTheTotalTheSpecSaysIsOneAtLeast() async throws {
        try await TestBackend.with { backend in
            let (status, list) = try await backend.rest("GET", "/v3/vault/payment-tokens?customer_id=customer_1000009&total_required=true")
            #expect(status == 200)
            #expect(list["total_items"] as Int? == nil && list["total_pages"] == 1 && list.count("links") >= 1)
        }
    }
}
