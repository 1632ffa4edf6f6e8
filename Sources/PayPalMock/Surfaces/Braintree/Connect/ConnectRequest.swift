import Foundation

/// What a connect URL asks of a merchant (`/oauth/connect?client_id=…&redirect_uri=…&scope=…&state=…`), checked:
/// the partner's client id, where to send the merchant back, the scopes, and what the page may prefill.
struct ConnectRequest: Sendable {
    /// Why a connect URL cannot be shown; the page says so, and sends no one back to a redirect it cannot trust.
    struct Problem: Error {
        let error: String
        let description: String
    }

    enum Landing: String, Sendable { case login, signup }

    let redirectUri: URLComponents
    let scopes: [BraintreeScope]
    let state: String?
    let landing: Landing
    let loginOnly: Bool
    /// `user[email]`, `business[name]`…, by their key within the brackets.
    let user: [String: String]
    let business: [String: String]

    /// Values longer than this are refused, as no field of the page needs more.
    static let maxValueLength = 2_048

    init(_ query: [(name: String, value: String)], application: BraintreeOAuthApplication) throws(Problem) {
        guard query.allSatisfy({ $0.value.count <= Self.maxValueLength }) else {
            throw Problem(error: "invalid_request", description: "A value of the connect URL is longer than \(Self.maxValueLength) characters.")
        }
        let value = { (name: String) in query.last { $0.name == name }?.value }
        guard let clientId = value("client_id"), ConstantTime.equal(Array(clientId.utf8), Array(application.clientId.utf8)) else {
            throw Problem(error: "invalid_client", description: "The client_id names no OAuth application. Check the partner's credentials.")
        }
        guard let uri = value("redirect_uri"), let redirect = URLComponents(string: uri), Self.isTrusted(redirect) else {
            throw Problem(
                error: "invalid_request",
                description: "The redirect_uri is missing or not a URL the merchant can be sent back to: an https URL (http on this machine only), "
                    + "with no user, no fragment, and none of \(Self.answered.sorted().joined(separator: ", ")) in its query.")
        }
        guard let scopes = BraintreeScope.parse(value("scope")) else {
            let known = BraintreeScope.allCases.map(\.rawValue).joined(separator: ", ")
            throw Problem(error: "invalid_scope", description: "The scope is missing or names an unknown scope; known: \(known).")
        }
        redirectUri = redirect
        self.scopes = scopes
        state = value("state")
        landing = value("landing_page") == "signup" ? .signup : .login
        loginOnly = value("login_only") == "true"
        user = Self.nested("user", in: query)
        business = Self.nested("business", in: query)
    }

    /// Where the merchant goes back to, with `items` added to the redirect URI's own query, and `state` last.
    func redirect(_ items: [URLQueryItem]) -> String {
        var url = redirectUri
        url.queryItems = (url.queryItems ?? []) + items + (state.map { [URLQueryItem(name: "state", value: $0)] } ?? [])
        return url.string ?? ""
    }

    /// The query parameters the page adds to the redirect: a redirect URI naming one already would send two.
    private static let answered: Set<String> = ["code", "merchantId", "state", "error"]

    /// An https URL with a host, or http to this machine; no user or password in it, no fragment, and no parameter
    /// the page answers with.
    private static func isTrusted(_ url: URLComponents) -> Bool {
        guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty, url.user == nil, url.password == nil, url.fragment == nil
        else { return false }
        guard scheme == "https" || (scheme == "http" && BackendConfiguration.isLoopback(host)) else { return false }
        return !(url.queryItems ?? []).contains { answered.contains($0.name) }
    }

    private static func nested(_ root: String, in query: [(name: String, value: String)]) -> [String: String] {
        query.reduce(into: [:]) { fields, item in
            guard item.name.hasPrefix(root + "["), item.name.hasSuffix("]") else { return }
            fields[String(item.name.dropFirst(root.count + 1).dropLast())] = item.value
        }
    }
}
