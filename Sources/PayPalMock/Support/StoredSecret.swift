import Crypto
import CryptoExtras
import Foundation
import Synchronization

/// A password or PIN as the backend keeps it: never the text, only a salted PBKDF2-HMAC-SHA256 of it, written
/// in the PHC string format (`$pbkdf2-sha256$i=ROUNDS$SALT$HASH`, base64) so the rounds can be raised later.
///
/// A document written before secrets were hashed holds the text itself; decoding hashes it, and the store's
/// migration writes every such document back hashed.
struct StoredSecret: Codable, Sendable, Equatable {
    /// PBKDF2 rounds. OWASP asks 600,000 for SHA-256 on a server guarding real accounts; these are a mock's demo
    /// personas, checked on every login of every test, so the cost is kept to about a millisecond while the
    /// secret at rest is still salted and slow to reverse.
    static let rounds = 20_000
    private static let prefix = "$pbkdf2-sha256$i="

    private let encoded: String

    /// Hashes `secret` with a fresh random salt.
    init(hashing secret: String) {
        var salt = [UInt8](repeating: 0, count: 16)
        for index in salt.indices { salt[index] = UInt8.random(in: .min ... .max) }
        let hash = Self.derive(secret, salt: salt, rounds: Self.rounds)
        encoded = "\(Self.prefix)\(Self.rounds)$\(Data(salt).base64EncodedString())$\(hash.base64EncodedString())"
    }

    /// True when `secret` is the one hashed; compared in constant time. The first match in a process costs the
    /// PBKDF2 rounds; later ones with the same secret cost one HMAC (`VerifiedSecrets`). A wrong secret always
    /// costs the rounds.
    func matches(_ secret: String) -> Bool {
        let tag = VerifiedSecrets.tag(of: secret)
        if VerifiedSecrets.matches(tag, encoded) { return true }
        guard derivedMatch(secret) else { return false }
        VerifiedSecrets.remember(tag, for: encoded)
        return true
    }

    private func derivedMatch(_ secret: String) -> Bool {
        let parts = encoded.dropFirst(Self.prefix.count).split(separator: "$")
        guard encoded.hasPrefix(Self.prefix), parts.count == 3, let rounds = Int(parts[0]), (1...1_000_000).contains(rounds),
              let salt = Data(base64Encoded: String(parts[1])), let expected = Data(base64Encoded: String(parts[2]))
        else { return false }
        let actual = Self.derive(secret, salt: Array(salt), rounds: rounds)
        return ConstantTime.equal(actual, expected)
    }

    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = text.hasPrefix(Self.prefix) ? StoredSecret(encoded: text) : StoredSecret(hashing: text)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(encoded)
    }

    private init(encoded: String) { self.encoded = encoded }

    /// A secret hashed ahead of time, written as `encode(to:)` writes it.
    init(hashedAhead encoded: String) {
        precondition(encoded.hasPrefix(Self.prefix), "not a PBKDF2 hash in the PHC format")
        self.encoded = encoded
    }

    private static func derive(_ secret: String, salt: [UInt8], rounds: Int) -> Data {
        let key = try? KDF.Insecure.PBKDF2.deriveKey(
            from: Array(secret.utf8), salt: salt, using: .sha256, outputByteCount: 32, unsafeUncheckedRounds: rounds)
        return key.map { $0.withUnsafeBytes { Data($0) } } ?? Data()
    }
}

/// The secrets this process has already checked with PBKDF2, by the stored hash they matched: an HMAC of each
/// under a key that lives only in memory, so nothing kept here, or anywhere, gives a secret back.
private enum VerifiedSecrets {
    /// The most remembered; past it the memory starts again, which costs only the rounds once more.
    static let capacity = 10_000
    private static let key = SymmetricKey(size: .bits256)
    private static let known = Mutex<[String: Data]>([:])

    static func tag(of secret: String) -> Data {
        Data(HMAC<SHA256>.authenticationCode(for: Data(secret.utf8), using: key))
    }

    static func matches(_ tag: Data, _ encoded: String) -> Bool {
        guard let known = known.withLock({ $0[encoded] }) else { return false }
        return ConstantTime.equal(known, tag)
    }

    static func remember(_ tag: Data, for encoded: String) {
        known.withLock { known in
            if known.count >= capacity { known.removeAll() }
            known[encoded] = tag
        }
    }
}

/// Bearer tokens (access tokens, buyer sessions) as the backend files them: their SHA-256, so the database never
/// holds a token that works. Tokens are long and random, so a plain digest is enough.
enum TokenDigest {
    static func of(_ token: String) -> String {
        HexDigits.of(SHA256.hash(data: Data(token.utf8)))
    }
}
