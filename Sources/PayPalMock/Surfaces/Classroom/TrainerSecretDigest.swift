import Crypto
import Foundation

/// The trainer's secret a class was made with, kept in the trainer's store as its SHA-256 digest: the workspaces'
/// keys are derived from the secret, so a backend given another one would hand every trainee keys that open nothing.
/// It refuses to start instead (`ClassOfAnotherTrainer`).
enum TrainerSecretDigest {
    private struct Kept: Codable { var sha256: String }
    static let settingKey = "trainer-secret"

    /// Keeps the secret's digest when the store has none; refuses a secret that is not the one kept.
    static func claim(_ secret: String, in store: Store) async throws {
        let digest = HexDigits.of(SHA256.hash(data: Data(secret.utf8)))
        try await store.write { db in
            if let kept = try db.setting(Kept.self, key: settingKey) {
                guard ConstantTime.equal(Array(kept.sha256.utf8), Array(digest.utf8)) else { throw ClassOfAnotherTrainer() }
            } else {
                try db.saveSetting(Kept(sha256: digest), key: settingKey)
            }
        }
    }
}

/// The store holds a class made with another trainer's secret.
public struct ClassOfAnotherTrainer: Error, CustomStringConvertible {
    public var description: String {
        "This backend's state holds a class made with another trainer's secret, and its workspaces' keys come from that one. "
            + "Start it with that secret (in PAYTERM_TRAINER_SECRET, or the trainer-secret file it was made with), or keep this class's state elsewhere (--db, --store)."
    }
}
