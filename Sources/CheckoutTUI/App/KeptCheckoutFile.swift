import CheckoutFlows
import Foundation

/// Where the front keeps a checkout left at exit (payPalContext), as an MPL app stores its context in
/// `applicationWillTerminate`: a JSON file readable by the user alone, for the next run against the same backend.
/// It holds the buyer's session token, never a password or PIN.
public struct KeptCheckoutFile: Sendable {
    private struct Contents: Codable {
        var backend: String
        var context: PayPalContext
    }

    public let url: URL
    /// The backend the checkout lives at; a kept checkout is resumed only against it.
    public let backend: String

    public init(url: URL, backend: String) {
        self.url = url
        self.backend = backend
    }

    /// The kept checkout, if there is one for this backend; it is taken, so a second run does not resume it again.
    func take() -> PayPalContext? {
        guard let data = try? Data(contentsOf: url), let contents = try? JSONDecoder().decode(Contents.self, from: data),
              contents.backend == backend
        else { return nil }
        try? FileManager.default.removeItem(at: url)
        return contents.context
    }

    /// Keeps the checkout, or forgets the one kept when there is none.
    func keep(_ context: PayPalContext?) {
        guard let context, let data = try? JSONEncoder().encode(Contents(backend: backend, context: context)) else {
            try? FileManager.default.removeItem(at: url)
            return
        }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: url.path, contents: data, attributes: [.posixPermissions: 0o600])
    }
}
