import PayPalAPI
import Testing

@Suite struct SecretTests {
    @Test func aSecretPrintsAsBulletsEverywhere() {
        let secret = Secret("pass1234")
        #expect("\(secret)" == "••••")
        #expect(String(describing: secret) == "••••" && String(reflecting: secret) == "••••")
        var dumped = ""
        dump(secret, to: &dumped)
        #expect(!dumped.contains("pass1234"))
        var described = ""
        print(["password": secret], to: &described)
        #expect(!described.contains("pass1234"))
        #expect(secret.revealed == "pass1234" && secret.count == 8 && !secret.isDigits && Secret("1234").isDigits)
    }
}
