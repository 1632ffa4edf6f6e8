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
            Form(headers: [(AdminHolders.header, secret(0))]),
            Form(query: "?authorization_fingerprint=\(secret(1))"),
            Form(body: Data(#"{"authorization_fingerprint": "\#(secret(2))", "amount": "1.00"}"#.utf8)),
            Form(body: Data("<PayRequest><requestEnvelope><errorLanguage>en_US</errorLanguage></requestEnvelope><password>\(secret(3))".utf8)),
            Form(body: Data("{'password': '\(secret(4))', 'pin': '\(secret(5))'}".utf8)),
            Form(body: Data("<?xml version=\"1.0\"?><token>\(secret(6))</token>".utf8)),
            // Named by no list: each name says what it holds.
            Form(headers: [("X-Api-Key", secret(7)), ("Proxy-Authorization", "Basic " + secret(8)), ("X-Auth-Token", secret(9))]),
            Form(headers: [("X-Client-Secret", secret(10)), ("X-Amz-Security-Token", secret(11))]),
            Form(query: "?api_key=\(secret(12))&limit=1"),
            Form(body: Data("<PayRequest><requestEnvelope><errorLanguage>en_US</errorLanguage></requestEnvelope><pin value=\"\(secret(13))\"/></PayRequest>".utf8)),
            Form(body: Data(#"{"url": "https://merchant:\#(secret(14))@hooks.example.com/paypal", "event_types": [{"name": "*"}]}"#.utf8)),
        ]
    }

    @Test func noSecretInAnyFormThroughAnyRouteIsInTheStore() async throws {
        try await TestBackend.withStateFile { configuration in
            guard case .file(let path) = configuration.storage else { return }
            let secrets = (0..<15).map { "SECRET-\($0)-" + UUID().uuidString }
            var clientToken = ""
            var fingerprint = ""
            try await TestBackend.with(configuration) { backend in
                // Not the resets, which would empty the journal this test reads, nor the screen watches, which stream
                // until left and keep nothing.
                let routes = try await MockBackend(configuration: BackendConfiguration(port: 0)).router().routes
                    .filter { !$0.path.description.hasSuffix("/reset") && !($0.method == .get && $0.path.description.hasSuffix("/screen")) }
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
                #expect(entries >= min(Journal.capacity, routes.count * 5), "every request but the journal reads is journaled: \(entries)")
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

    /// A secret is known by its name's words, not by a list: headers, fields and attributes nobody listed are
    /// masked, identifiers that only hold such a word are not, and a URL stays visible but for its user info's password.
    @Test func aSecretIsKnownByItsName() {
        for name in ["X-Api-Key", "Proxy-Authorization", "X-Auth-Token", "X-Client-Secret", "X-Amz-Security-Token", "api_key", "apikey",
                     "sender.password", "newPin", "new_pin", "requestEnvelope.pin", "X-PAYPAL-SECURITY-SIGNATURE", "authorization_fingerprint", "Cookie"] {
            #expect(Redaction.isSecret(key: name), "\(name)")
        }
        for name in ["payKey", "preapproval_key", "token", "ba_token", "pinType", "shipping_address_id", "return_url", "cancel_url", "url",
                     "PayPal-Request-Id", "X-PAYPAL-SECURITY-USERID", "Content-Type"] {
            #expect(!Redaction.isSecret(key: name), "\(name)")
        }
        let xml = Redaction.maskedText(#"<PayRequest><pin value="2580"/><memo lang="en">Hi</memo><password kind='x'>hunter2</password></PayRequest>"#)
        #expect(!xml.contains("2580") && !xml.contains("hunter2") && xml.contains(#"lang="en""#) && xml.contains("Hi"), "\(xml)")
        let json = Redaction.maskedBody(Data(#"{"url": "https:\/\/merchant:hunter2@hooks.example.com\/paypal", "return_url": "https://m.example/ok?x=1"}"#.utf8)) ?? ""
        #expect(!json.contains("hunter2") && json.contains("merchant:****@hooks.example.com") && json.contains("https://m.example/ok?x=1"), "\(json)")
        #expect(Redaction.maskedPath("/x?api_key=k1&url=https://u:p4ss@h.example/") == "/x?api_key=****&url=https://u:****@h.example/")
    }
}
