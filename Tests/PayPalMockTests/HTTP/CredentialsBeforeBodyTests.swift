import Foundation
import Testing
@testable import PayPalMock

/// Credentials are checked before a body is parsed, on every route that takes them in a header: wrong ones with a
/// body that cannot be read get the credentials' refusal (or the path's), never the body's. And XML is read in time linear in the
/// body: a document with more attributes than any request carries is refused by the parser as it counts them.
@Suite struct CredentialsBeforeBodyTests {
    /// Wrong credentials of the audience a route declared, in its headers; nil for a route open to anyone, and for the
    /// client API's, whose fingerprint may come in the body.
    static func wrong(_ audience: AudienceName, template: String) -> [(String, String)]? {
        switch audience {
        case .restClient, .buyer, .admin, .trainer, .sharer, .watcher: [("Authorization", "Bearer wrong"), (AdminHolders.header, "wrong")]
        case .restClientSecret: [("Authorization", "Basic " + Data("payterm-client-id:wrong".utf8).base64EncodedString())]
        case .adaptiveCaller: TestBackend.merchantHeaders.map { ($0.key, $0.key == "X-PAYPAL-SECURITY-SIGNATURE" ? "wrong" : $0.value) }
        case .braintreeClient where template.contains("/client_api/v1/"): nil
        case .braintreeClient: [("Authorization", "Bearer wrong")]
        case .braintreeMerchant, .braintreePartner:
            [("Authorization", "Basic " + Data("payterm-public-key:wrong".utf8).base64EncodedString()), ("X-ApiVersion", "6")]
        case .anyone, .restClientId: nil
        }
    }

    /// A body no route can read: JSON cut short, an XML element left open, a form pair with a broken escape.
    static let unreadable = Data(#"{"amount": {"value": "1.00"<credentials><grant-type>%zz"#.utf8)

    @Test func wrongCredentialsWithAnUnreadableBodyGetTheCredentialsRefusalOnEveryRoute() async throws {
        try await TestBackend.with(BackendConfiguration(port: 0, adminToken: CredentialsOnEveryRouteTests.adminToken).holdingClass()) { backend in
            var bodyFirst: [String] = []
            var checked = 0
            for route in try await LiveRoutes.declared() {
                let (method, template) = (route.method, route.path)
                guard let headers = Self.wrong(route.audience, template: template) else { continue }
                let answer = try await backend.raw.send(
                    method, WorkspaceIsolationTests.path(template), headers: headers + [("Content-Type", "application/json")], body: Self.unreadable)
                checked += 1
                let text = String(decoding: answer?.body ?? Data(), as: UTF8.self)
                let refused = answer.map(AudienceTableTests.refused) ?? false
                if !refused { bodyFirst.append("\(method) \(template): \(answer?.status ?? 0) \(text.prefix(160))") }
            }
            #expect(checked > 60, "\(checked) routes")
            #expect(bodyFirst.isEmpty, "read the body before the credentials: \(bodyFirst)")
        }
    }

    /// 85,000 attributes on one element: 924 KB that the XML parser took 2.2 s of CPU to read.
    static let manyAttributes = "<credentials " + (0..<85_000).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/>"

    @Test func eightyFiveThousandAttributesAreRefusedUnreadOnEveryXMLRoute() async throws {
        try await Self.expectRefusedOnEveryXMLRoute(before: "")
    }

    /// A quote in a comment before the root made a count taken beside the parser read the attributes as one long
    /// quoted value, and the parser then spent seconds on them: the count is the parser's own.
    @Test func attributesBehindACommentsQuoteAreRefusedOnEveryXMLRoute() async throws {
        try await Self.expectRefusedOnEveryXMLRoute(before: #"<?xml version="1.0"?><!-- " -->"#)
    }

    /// Each XML route, with its valid credentials, sent a document it would read and act on but for the 85,000
    /// attributes on its root, written after `before`.
    static func expectRefusedOnEveryXMLRoute(before: String) async throws {
        try await TestBackend.with { backend in
            let gatewayKeys = "Basic " + Data("payterm-public-key:payterm-private-key".utf8).base64EncodedString()
            let partner = Credentials.defaults
            let oauth = "Basic " + Data("\(partner.braintreeOAuthClientId):\(partner.braintreeOAuthClientSecret)".utf8).base64EncodedString()
            let adaptive = TestBackend.merchantHeaders.map { ($0.key, $0.key == "X-PAYPAL-REQUEST-DATA-FORMAT" ? "XML" : $0.value) }
            let calls: [(String, [(String, String)], String, String)] = [
                ("/AdaptivePayments/PaymentDetails", adaptive, "PaymentDetailsRequest", "<payKey>AP-0</payKey>"),
                ("/merchants/payterm-merchant/transactions", [("Authorization", gatewayKeys), ("X-ApiVersion", "6")], "transaction",
                 "<type>sale</type><amount>10.00</amount><payment-method-nonce>fake-nonce</payment-method-nonce>"),
                ("/oauth/access_tokens", [("Authorization", oauth), ("X-ApiVersion", "6")], "credentials",
                 "<grant-type>authorization_code</grant-type><code>x</code>"),
            ]
            for (path, headers, root, fields) in calls {
                let document = before + manyAttributes.replacingOccurrences(of: "<credentials ", with: "<\(root) ").dropLast(2) + ">\(fields)</\(root)>"
                let answer = try #require(try await backend.raw.send("POST", path, headers: headers + [("Content-Type", "application/xml")], body: Data(document.utf8)))
                let text = String(decoding: answer.body, as: UTF8.self)
                // The gateway answers a document it will not read 400 with no body; Adaptive Payments says why.
                let refused = path.hasPrefix("/AdaptivePayments/") ? text.contains("more than \(XMLReader.attributesPerElement) attributes") : answer.status == 400
                #expect(refused, "\(path): \(answer.status) \(text.prefix(300))")
                let plain = before + "<\(root)>\(fields)</\(root)>"
                let read = try #require(try await backend.raw.send("POST", path, headers: headers + [("Content-Type", "application/xml")], body: Data(plain.utf8)))
                #expect(read.status != 400 && !String(decoding: read.body, as: UTF8.self).contains("attributes"), "\(path) reads the same fields")
            }
        }
    }

    @Test func requestsWithTheAttributesBraintreeSendsAreRead() throws {
        let sale = #"<?xml version="1.0" encoding="UTF-8"?><transaction><amount>10.00</amount><options><submit-for-settlement type="boolean">true</submit-for-settlement></options><customer-id nil="true"/></transaction>"#
        #expect(throws: Never.self) { try XMLBody.read(Data(sale.utf8), root: "transaction") }
        let quoted = #"<x a="=>=" b='&lt;=&gt;'/>"#
        #expect(throws: Never.self) { try XMLBody.read(Data(quoted.utf8), root: "x") }
        let many = "<x " + (0...XMLReader.attributesPerElement).map { "a\($0)='1'" }.joined(separator: " ") + "/>"
        #expect(throws: BodyProblem.self) { try XMLBody.read(Data(many.utf8), root: "x") }
    }
}
