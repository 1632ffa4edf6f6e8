import ArgumentParser
import Foundation

/// `--backend` of the commands that work on a backend already running: the console, drills, the classroom.
struct BackendOption: ParsableArguments {
    static let local = URL(string: "http://127.0.0.1:8080")!

    @Option(
        name: .customLong("backend"),
        help: "The backend's base URL: a `payterm serve`, or a running payterm's embedded backend (default: \(BackendOption.local.absoluteString)).",
        transform: BackendOption.baseURL)
    var url = BackendOption.local

    /// `text` as a backend's base URL, or the reason it is not one.
    static func baseURL(_ text: String) throws -> URL {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil else {
            throw ValidationError("give an http or https URL with a host, such as \(local.absoluteString).")
        }
        return url
    }
}

/// `--backend` of the merchant's app: a backend started elsewhere, or none for one inside this process.
struct FrontBackendOption: ParsableArguments {
    @Option(
        name: .customLong("backend"),
        help: "The base URL of a backend started elsewhere, such as \(BackendOption.local.absoluteString) (default: one started inside this process).",
        transform: BackendOption.baseURL)
    var url: URL?
}
