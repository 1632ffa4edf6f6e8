import Foundation
import Testing
@testable import PayPalMock

@Suite struct StoredSecretTests {
    @Test func theSeededSecretsHashedAheadMatchTheTextsREADMEPrints() {
        #expect(Personas.hashedPassword.matches(Personas.password))
        #expect(!Personas.hashedPassword.matches(Personas.password + "x"))
        for (email, pin) in Personas.pins {
            let buyer = Personas.buyers.first { $0.account.email == email }?.account
            #expect(buyer?.pin?.matches(pin) == true, "\(email)'s PIN")
        }
        #expect(Personas.buyers.filter { $0.account.pin != nil }.count == Personas.pins.count)
    }

    @Test func aSecretIsKeptAsASaltedHashThatMatchesOnlyItsText() throws {
        let first = StoredSecret(hashing: "pass1234")
        let second = StoredSecret(hashing: "pass1234")
        #expect(first.matches("pass1234") && !first.matches("pass1235") && !first.matches(""))
        #expect(first != second, "each hash has its own salt")
        let encoded = String(decoding: try JSONEncoder().encode(first), as: UTF8.self)
        #expect(!encoded.contains("pass1234") && encoded.hasPrefix("\"$pbkdf2-sha256$i=\(StoredSecret.rounds)$"))
        let decoded = try JSONDecoder().decode(StoredSecret.self, from: Data(encoded.utf8))
        #expect(decoded == first && decoded.matches("pass1234"))
    }

    @Test func aSecretWrittenInClearIsHashedWhenRead() throws {
        let legacy = try JSONDecoder().decode(StoredSecret.self, from: Data("\"1234\"".utf8))
        #expect(legacy.matches("1234"))
        #expect(!String(decoding: try JSONEncoder().encode(legacy), as: UTF8.self).contains("1234\""))
    }

    @Test func aTamperedHashMatchesNothing() throws {
        let tampered = try JSONDecoder().decode(StoredSecret.self, from: Data("\"$pbkdf2-sha256$i=99999999999$AAAA$BBBB\"".utf8))
        #expect(!tampered.matches("anything"))
    }

    @Test func tokensAreFiledByDigest() {
        #expect(TokenDigest.of("A21AAtoken") == TokenDigest.of("A21AAtoken"))
        #expect(TokenDigest.of("A21AAtoken").count == 64 && TokenDigest.of("A21AAtoken") != TokenDigest.of("A21AAtokem"))
    }
}

@Suite struct LoopbackTests {
    @Test(arguments: ["127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]", "0:0:0:0:0:0:0:1"])
    func loopback(_ host: String) { #expect(BackendConfiguration.isLoopback(host)) }

    @Test(arguments: ["127.example.invalid", "0.0.0.0", "::", "192.168.1.2", "example.com", "", "127.0.0.1.example", "::2"])
    func notLoopback(_ host: String) { #expect(!BackendConfiguration.isLoopback(host)) }

    @Test func ipv6HostsAreBracketedInURLs() {
        #expect(BackendConfiguration.urlHost("::1") == "[::1]")
        #expect(BackendConfiguration.urlHost("127.0.0.1") == "127.0.0.1")
    }
}
