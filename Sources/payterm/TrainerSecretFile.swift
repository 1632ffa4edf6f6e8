import Foundation
import PayPalAPI
import PayPalMock

/// The trainer's secret, kept in the backend's state folder (`$XDG_DATA_HOME/payterm`, beside `backend.sqlite`),
/// readable by this user alone, with the addresses of the `payterm serve` backends this user started, newest first:
/// so `payterm classroom`, `payterm play --backend` and a front's `--share` on the same machine send it to those
/// backends, and only to them, without anyone typing it. `PAYTERM_TRAINER_SECRET`, when set, is the secret instead
/// (every process of a class on one PostgreSQL database, on any machine, is given the same), and nothing is kept.
struct TrainerSecretFile {
    static let variable = "PAYTERM_TRAINER_SECRET"

    let folder: URL
    let environment: [String: String]

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
        let base = environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        folder = base.appendingPathComponent("payterm")
    }

    var secretFile: URL { folder.appendingPathComponent("trainer-secret") }
    private var backendsFile: URL { folder.appendingPathComponent("trainer-backends") }

    private var given: String? {
        environment[Self.variable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// What `payterm serve` holds its class with, and whether it was made just now (then printed, this once).
    enum Serving: Sendable {
        case given(String), kept(String), made(String)

        var secret: String {
            switch self {
            case .given(let secret), .kept(let secret), .made(let secret): secret
            }
        }
    }

    /// The secret a starting backend serves with: the variable's, else the file's, else one made now and kept.
    func forServing() throws -> Serving {
        if let given { return .given(given) }
        if let kept = read() { return .kept(kept) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let made = BackendConfiguration.newTrainerSecret()
        // Written aside, then linked into place: two backends starting together keep one secret, never half of one.
        let aside = folder.appendingPathComponent(".trainer-secret-\(getpid())")
        try? FileManager.default.removeItem(at: aside)
        guard FileManager.default.createFile(atPath: aside.path, contents: Data((made + "\n").utf8), attributes: [.posixPermissions: 0o600]) else {
            throw CommandFailure("Could not write the trainer's secret in \(folder.path): make the folder writable, or give \(Self.variable).")
        }
        defer { try? FileManager.default.removeItem(at: aside) }
        if link(aside.path, secretFile.path) == 0 { return .made(made) }
        guard let kept = read() else { throw CommandFailure("Could not read the trainer's secret in \(secretFile.path).") }
        return .kept(kept)
    }

    /// Notes a backend that started with the secret, newest first, so the trainer's commands find it.
    func started(_ url: URL) {
        guard given == nil else { return }
        let others = backends().filter { !Self.same($0, url) }
        let text = ([url] + others).prefix(16).map { $0.absoluteString + "\n" }.joined()
        try? Data(text.utf8).write(to: backendsFile, options: .atomic)
    }

    /// The newest backend this user started with the secret kept here, if any.
    var newestBackend: URL? { given == nil ? backends().first : nil }

    /// The secret, for a call to the backend at `url`: the variable's, or the kept one when `url` is a backend
    /// started with it (never sent anywhere else).
    func secret(for url: URL) -> Secret? {
        if let given { return Secret(given) }
        guard backends().contains(where: { Self.same($0, url) }), let kept = read() else { return nil }
        return Secret(kept)
    }

    /// Why there is no secret for `url`, and what to do.
    func missing(for url: URL) -> String {
        if read() == nil {
            return "There is no trainer's secret on this machine: payterm serve makes one in \(secretFile.path) when it first starts. "
                + "For a backend on another machine, give its secret in \(Self.variable)."
        }
        return "The trainer's secret in \(secretFile.path) is for the backends payterm serve started here, and \(url.absoluteString) is "
            + "none of them: name one of those with --backend, or give that backend's secret in \(Self.variable)."
    }

    private func read() -> String? {
        guard let data = FileManager.default.contents(atPath: secretFile.path) else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    private func backends() -> [URL] {
        guard let data = FileManager.default.contents(atPath: backendsFile.path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { URL(string: String($0)) }
    }

    /// The same backend: its port, and its host, any loopback name being the same machine.
    private static func same(_ one: URL, _ other: URL) -> Bool {
        guard one.port == other.port, let a = one.host, let b = other.host else { return false }
        return a.lowercased() == b.lowercased() || (BackendConfiguration.isLoopback(a) && BackendConfiguration.isLoopback(b))
    }
}
