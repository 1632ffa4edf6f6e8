import Foundation
@testable import PayPalMock

/// Seeded hostile HTTP requests, as bytes, for any route: each input channel (method, path form, query string,
/// headers, body) either left as a client would send it or changed the way a broken or malicious client would.
/// Built for `RawHTTP`, since URLSession would normalise most of them.
struct HostileRequests {
    /// A request and what to expect of its answer.
    struct Made {
        var bytes: Data
        /// Method, target and what was changed, for a failure's message.
        var label: String
        /// The format an Adaptive Payments answer comes in, when the path sent is one the router reads as
        /// Adaptive Payments; nil for the REST shape.
        var adaptiveAnswer: AdaptiveDataFormat?
        /// False when the request's framing is broken on purpose (a bad `Content-Length`, say): the server may
        /// then close the connection without an answer.
        var framed: Bool
        /// False when it is not HTTP/1.1 at all (an unknown method, a control character in the target or a header,
        /// a header name that is no token): the HTTP layer answers 400 before any API sees it.
        var wellFormed: Bool
    }

    /// What a well-formed request carries on every route, so that a changed channel reaches the route's rules.
    struct Credentials {
        var bearer: String
        var session: String
        var adminToken: String?
    }

    var random: RobustnessTests.SeededGenerator
    let fuzz = RobustnessTests()

    init(seed: UInt64) {
        random = RobustnessTests.SeededGenerator(state: seed)
    }

    static let methods = ["GET", "POST", "PATCH", "DELETE", "PUT", "HEAD", "OPTIONS", "get", "FOO", "POST "]
    static let numbers = [
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "99999999999999999999999999", "-1", "0", "1e9", "0x10",
        "1.5", "NaN", "",
    ]
    static let escapes = ["%zz", "%", "%2", "%00", "%FF", "%C3%28", "%E9", "%2F", "%25", "+", "%20", "💳", "\u{7F}"]
    static let queryKeys = [
        "page", "page_size", "limit", "total_required", "customer_id", "fields", "token", "approval_session_id", "start_time",
        "end_time", "event_type", "transaction_id", "anchor_time", "pin", "password", "",
    ]

    mutating func pick<T>(_ list: [T]) -> T { list.randomElement(using: &random)! }
    mutating func chance(_ one: Int) -> Bool { Int.random(in: 0..<one, using: &random) == 0 }

    /// A request for `method path` (a path with its parameters filled in), each channel changed now and then.
    mutating func make(_ method: String, _ path: String, port: Int, credentials: Credentials) -> Made {
        var changes: [String] = []
        func note(_ change: String) { changes.append(change) }
        let sentMethod = chance(8) ? pick(Self.methods) : method
        if sentMethod != method { note("method") }
        var target = chance(3) ? pathForm(path) : path
        if target != path { note("path") }
        if chance(2) {
            target += "?" + query()
            note("query")
        }
        let adaptive = path.hasPrefix("/AdaptivePayments/")
        var headers = baseHeaders(path, credentials: credentials)
        var framed = true
        if chance(2) {
            let (changed, stillFramed) = mutateHeaders(headers, credentials: credentials)
            headers = changed
            framed = stillFramed
            note("headers")
        }
        var body = chance(4) ? Data() : self.body(adaptive: adaptive)
        if chance(10) {
            body = Data((0..<Int.random(in: 1...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
            note("bytes")
        }
        if !headers.contains(where: { $0.name.lowercased() == "content-length" || $0.name.lowercased() == "transfer-encoding" }) {
            headers.append(("Content-Length", Data(String(body.count).utf8)))
        }
        var head = Data("\(sentMethod) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n".utf8)
        for (name, value) in headers { head += Data("\(name): ".utf8) + value + Data("\r\n".utf8) }
        let label = "\(sentMethod) \(target.prefix(200)) [\(changes.joined(separator: ", "))]"
        let adaptiveAnswer = FailureShape.isAdaptive(String(target.prefix { $0 != "?" })) ? answerFormat(headers) : nil
        return Made(
            bytes: head + Data("\r\n".utf8) + body, label: label, adaptiveAnswer: adaptiveAnswer, framed: framed,
            wellFormed: Self.isHTTP(method: sentMethod, target: target, headers: headers))
    }

    static let knownMethods: Set = ["GET", "POST", "PATCH", "DELETE", "PUT", "HEAD", "OPTIONS"]

    /// Whether the request line and headers are HTTP/1.1's: a known method, a target of visible ASCII, header names
    /// that are tokens and values free of control characters.
    static func isHTTP(method: String, target: String, headers: [(name: String, value: Data)]) -> Bool {
        let visible = { (byte: UInt8) in byte > 0x20 && byte < 0x7F }
        let token = { (name: String) in !name.isEmpty && name.utf8.allSatisfy { visible($0) && !"()<>@,;:\\\"/[]?={}".utf8.contains($0) } }
        return knownMethods.contains(method) && target.utf8.allSatisfy(visible)
            && headers.allSatisfy { token($0.name) && $0.value.allSatisfy { $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) } }
    }

    /// The headers a client of this route sends: its credentials, a content type and a request id.
    func baseHeaders(_ path: String, credentials: Credentials) -> [(name: String, value: Data)] {
        var headers: [(String, String)] = [("Content-Type", "application/json")]
        if path.hasPrefix("/AdaptivePayments/") {
            headers += TestBackend.merchantHeaders.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        } else if path == OAuthRoutes.tokenPath {
            headers = [("Content-Type", "application/x-www-form-urlencoded"), ("Authorization", TestBackend.basicAuthorization())]
        } else if ["/v1/", "/v2/", "/v3/"].contains(where: path.hasPrefix) {
            headers += [("Authorization", "Bearer \(credentials.bearer)"), ("PayPal-Request-Id", UUID().uuidString)]
        } else if path.hasPrefix("/payterm/v1/buyer/") {
            headers.append(("Authorization", "Bearer \(credentials.session)"))
        } else if path.hasPrefix("/merchants/") {
            headers = [("Content-Type", "application/xml"), ("Authorization", TestBackend.braintreeAuthorization()), ("X-ApiVersion", "6")]
        }
        if path.hasPrefix("/payterm/v1/"), !path.hasPrefix("/payterm/v1/buyer/"), let token = credentials.adminToken { headers.append((AdminHolders.header, token)) }
        return headers.map { ($0.0, Data($0.1.utf8)) }
    }

    /// The path as a client or an attacker might spell it: doubled or dot segments, encoded slashes, another case,
    /// a trailing slash, or a parameter replaced by something hostile.
    mutating func pathForm(_ path: String) -> String {
        var segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let index = Int.random(in: 1..<max(2, segments.count), using: &random)
        switch Int.random(in: 0..<11, using: &random) {
        case 0: return "/" + path
        case 1: segments.insert("", at: index)
        case 2: segments.insert(".", at: index)
        case 3: segments.insert(contentsOf: ["x", ".."], at: index)
        case 4: return path.replacingOccurrences(of: "/", with: "%2F").replacingOccurrences(of: "%2F", with: "/", options: .anchored)
        case 5: return path + "/"
        case 6: return path.uppercased()
        case 7: return path.lowercased()
        case 8: segments[min(index, segments.count - 1)] = pick(Self.numbers + Self.escapes)
        case 9: segments[min(index, segments.count - 1)] = String(repeating: "A", count: Int.random(in: 1_000...9_000, using: &random))
        default: segments[min(index, segments.count - 1)] += pick(Self.escapes)
        }
        return segments.joined(separator: "/")
    }

    /// A query string with huge and negative numbers, broken percent encodings, repeated and empty keys.
    mutating func query() -> String {
        (0..<Int.random(in: 0...6, using: &random)).map { _ in
            let key = chance(6) ? pick(Self.escapes) : pick(Self.queryKeys)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: return key
            case 1: return "=\(pick(Self.numbers))"
            case 2: return "\(key)=\(pick(Self.escapes))"
            default: return "\(key)=\(pick(Self.numbers))"
            }
        }.joined(separator: pick(["&", "&&", ";", "&="]))
    }

    static let contentTypes = [
        "text/plain", "application/x-www-form-urlencoded", "text/xml", "multipart/form-data; boundary=", "application/json; charset=bogus",
        "application/json; charset=utf-16", "*/*", "", ";;;",
    ]
    static let authorizations = [
        "Bearer", "Bearer ", "bearer x", "Basic", "Basic !!!", "Basic " + Data("a".utf8).base64EncodedString(),
        "Basic " + Data(":".utf8).base64EncodedString(), "Digest x", "Bearer A21AAexpired", "Bearer \u{7F}",
    ]

    /// The headers changed one way or a few: huge, repeated, invalid UTF-8, a bad content type, length or
    /// authorization. Returns whether the request still frames as a client meant it.
    mutating func mutateHeaders(_ headers: [(name: String, value: Data)], credentials: Credentials) -> ([(name: String, value: Data)], Bool) {
        var headers = headers
        var framed = true
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: headers.append((pick(["X-Huge", "Authorization", "PayPal-Request-Id", "Content-Type"]), Data(repeating: 0x61, count: Int.random(in: 1_000...16_000, using: &random))))
            case 1: if let repeated = headers.randomElement(using: &random) { headers.append(repeated) }
            case 2: headers.append((pick(["X-Bytes", "Authorization", "PayPal-Request-Id", "X-PAYPAL-SECURITY-USERID"]), Data([0xFF, 0xFE, 0xC3, 0x28, 0x80])))
            case 3: headers.removeAll { $0.name == "Content-Type" }; headers.append(("Content-Type", Data(pick(Self.contentTypes).utf8)))
            case 4: headers.removeAll { $0.name == "Authorization" }; headers.append(("Authorization", Data(pick(Self.authorizations).utf8)))
            case 5: headers.removeAll { $0.name == "Authorization" || $0.name.hasPrefix("X-PAYPAL-SECURITY") || $0.name == AdminHolders.header }
            case 6:
                headers.append(("Content-Length", Data(pick(["-1", "abc", "99999999999999999999", "0, 5", "1"]).utf8)))
                framed = false
            case 7:
                headers.append(("Transfer-Encoding", Data(pick(["chunked", "gzip", "chunked, chunked", "identity"]).utf8)))
                framed = false
            case 8:
                let name = pick([
                    AdaptiveDataFormat.requestHeader, AdaptiveDataFormat.responseHeader, "PayPal-Mock-Response", "Prefer", "PayPal-Auth-Assertion", "Accept",
                ])
                headers.removeAll { $0.name.lowercased() == name.lowercased() }
                headers.append((name, Data(pick(["NV", "XML", "JSON", " xml ", "{\"mock_application_codes\":\"INTERNAL_SERVER_ERROR\"}", "{", "return=representation", "x"]).utf8)))
            default: headers.append((pick(["X-Empty", "", " ", "Bad Name", "Ünï"]), Data()))
            }
        }
        return (headers, framed)
    }

    /// The format an Adaptive Payments answer is asked for in, as the backend reads it: JSON unless a format it
    /// speaks is named (repeated headers read as their values joined by ", ").
    func answerFormat(_ headers: [(name: String, value: Data)]) -> AdaptiveDataFormat {
        let named = headers.filter { $0.name.lowercased() == AdaptiveDataFormat.responseHeader.lowercased() }
        guard !named.isEmpty else { return .json }
        let value = named.map { String(decoding: $0.value, as: UTF8.self) }.joined(separator: ", ")
        return AdaptiveDataFormat(rawValue: value.trimmingCharacters(in: .whitespaces).uppercased()) ?? .json
    }

    /// A body of the kind the route takes, random or truncated.
    mutating func body(adaptive: Bool) -> Data {
        let json = (try? JSONSerialization.data(withJSONObject: fuzz.object(depth: 0, using: &random))) ?? Data()
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return json.prefix(Int.random(in: 0...json.count, using: &random))
        case 1 where adaptive: return Data(fuzz.nvBody(using: &random).utf8)
        case 2 where adaptive: return Data(fuzz.xmlBody(pick(["Pay", "Refund", "Preapproval"]), using: &random).utf8)
        case 3: return Data("grant_type=client_credentials&\(query())".utf8)
        default: return json
        }
    }
}
