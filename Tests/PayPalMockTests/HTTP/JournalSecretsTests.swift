import Foundation
import Testing
@testable import PayPalMock

/// Nothing that logs in reaches the journal, in any form a probe found it there: Braintree's client token, an
/// `authorization_fingerprint` in a query or a body, the `<token>` of a failed revoke, `X-PayTerm-Admin-Token`, a
/// `<password>` in XML cut short, single-quoted pseudo-JSON. Each goes to every route, and the store's bytes are
/// searched for it.
@Suite struct JournalSecretsTests {
    /// One request form for each way a secret was seen in the journal, carrying `secret`.
    struct Form {
        var headers: [(String, String)] = []
        var query = ""
        var body = Data()
    }

    static func forms(_ secret: (Int) -> String) -> [Form] {
        [
            Form(headers: [(RouteTable.adminTokenHeader, secret(0))]),
            Form(query: "?authorization_fingerprint=\(secret(1))"),
            Form(body: Data(#"{"authorization_fingerprint": "\#(secret(2))", "amount": "1.00"}"#.utf8)),
            Form(body: Data("<PayRequest><requestEnvelope><errorLanguage>en_US</errorLanguage></requestEnvelope><password>\(secret(3))".utf8)),
            Form(body: Data("{'password': '\(secret(4))', 'pin': '\(secret(5))'}".utf8)),
            Form(body: Data("<?xml version=\"1.0\"?><token>\(secret(6))</token>".utf8)),
        ]
    }

    @Test func noSecretInAnyFormThroughAnyRouteIsInTheStore() async throws {
        try await TestBackend.withStateFile { configuration in
            guard case .file(let path) = configuration.storage else { return }
            let secrets = (0..<7).map { "SECRET-\($0)-" + UUID().uuidString }
            var clientToken = ""
            var fingerprint = ""
            try await TestBackend.with(configuration) { backend in
                // Not the resets, which would empty the journal this test reads.
                let routes = try await MockBackend(configuration: BackendConfiguration(port: 0)).router().routes
                    .filter { !$0.path.description.hasSuffix("/reset") }
                for route in routes {
                    let template = WorkspaceIsolationTests.path(route.path.description)
                    for form in Self.forms({ secrets[$0] }) {
                        _ = try await backend.raw.send(route.method.rawValue, template + form.query, headers: form.headers, body: form.body)
                    }
                }
                // A live client token and its fingerprint, in the answer and sent back in a query and a body.
                let keys = "Basic " + Data("payterm-public-key:payterm-private-key".utf8).base64EncodedString()
                let issued = try #require(try await backend.raw.send(
                    "POST", "/merchants/payterm-merchant/client_token", headers: [("Authorization", keys), ("X-ApiVersion", "6")]))
                let xml = String(decoding: issued.body, as: UTF8.self)
                clientToken = String(try #require(xml.firstMatch(of: /<value>([^<]+)<\/value>/)?.1))
                let decoded = try #require(Data(base64Encoded: clientToken).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] })
                fingerprint = try #require(decoded["authorizationFingerprint"] as? String)
                let api = "/merchants/payterm-merchant/client_api/v1"
                let read = try await backend.raw.send("GET", "\(api)/configuration?authorization_fingerprint=\(fingerprint)")
                #expect(read?.status == 200, "the fingerprint works")
                let opened = try await backend.raw.send(
                    "POST", "\(api)/paypal_hermes/create_payment_resource", headers: [("Content-Type", "application/json")],
                    body: try JSONSerialization.data(withJSONObject: BraintreeClientAPITests.checkout().merging(["authorization_fingerprint": fingerprint]) { $1 }))
                #expect(opened?.status == 201)
                let journal = try await backend.http.send("GET", "/payterm/v1/journal?limit=1000")
                let entries = JSON(try journal.jsonObject()).count("entries")
                #expect(entries > routes.count * 5, "every request but the journal reads is journaled: \(entries) of \(routes.count * 6)")
            }
            let written = try [path, path + "-wal"].filter { FileManager.default.fileExists(atPath: $0) }.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
            for secret in secrets + [clientToken, fingerprint] {
                #expect(written.allSatisfy { $0.range(of: Data(secret.utf8)) == nil }, "\(secret.prefix(40)) is in the store")
            }
        }
    }

    @Test func eachFormIsMaskedWhereverItIsCut() {
        for text in ["<PayRequest><sender><password>hunter2", "<x><password><![CDATA[hunter2", "{'password': 'hunter2'", "{\"pin\": 'hunter2'}", "<token>hunter2</token>"] {
            #expect(!Redaction.maskedText(text).contains("hunter2"), "\(text)")
        }
        #expect(Redaction.maskedText("<code>81502</code><message>Amount is required.</message>").contains("81502"), "what is not a secret stays")
    }
}
