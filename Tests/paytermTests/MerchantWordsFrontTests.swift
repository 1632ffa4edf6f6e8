import Foundation
import Testing

/// The merchant's app in the language the front speaks, in a real terminal at the smallest size: App Switch's
/// settings and its Last result in German and Japanese, the sale's amount as PayPal wrote it, and the names a QA
/// engineer greps for as the SDK writes them (issue 38, item 22).
@Suite(.serialized, .timeLimit(.minutes(3))) struct MerchantWordsFrontTests {
    struct Words: Sendable, CustomTestStringConvertible {
        var language: String
        var caption: String
        var settings: [String]
        var english: [String]
        var pay: String
        var result: String
        var amount: String
        var testDescription: String { language }
    }

    static let german = Words(
        language: "de_DE", caption: "BTPayPalClient.tokenize auf dem iPhone", settings: ["Anfrage", "Einmalzahlung (Pay Now)", "Käufer-E-Mail", "Telefonnummer", "Empf.-E-Mail"],
        english: ["Request", "Buyer email", "Phone number", "Last result", "Paid:"], pay: "59,00 $ an PayTerm Demo Store zahlen",
        result: "Ergebnis: Bezahlt: Braintree-Transaktion", amount: "59,00 $")
    static let japanese = Words(
        language: "ja_JP", caption: "購入者のiPhoneでBTPayPalClient.tokenize", settings: ["リクエスト", "購入者メール", "電話番号", "受取人メール"],
        english: ["Request", "Buyer email", "Phone number", "Last result", "Paid:"], pay: "PayTerm Demo Storeに$59.00を支払う",
        result: "前回の結果：支払い完了：Braintree取引", amount: "$59.00")

    @Test(arguments: [german, japanese])
    func appSwitchsSettingsAndLastResultSpeakTheFrontsLanguage(_ words: Words) async throws {
        let command = "TERM=xterm-256color \(ServeProcess.binary.path) --lang \(words.language); echo EXIT=$?; sleep 60"
        try await TmuxSession.run(command, width: 72, height: 22) { tmux in
            try await tmux.waitFor("PayPal library: ready")
            try await tmux.press("Tab")
            for _ in 0..<4 { try await tmux.press("Right") }
            let settings = try await tmux.waitFor(words.caption)
            for word in words.settings { #expect(settings.contains(word), "\(word): \(settings)") }
            for word in words.english { #expect(!settings.contains(word), "\(word) is English: \(settings)") }
            try await tmux.press("p")
            try await tmux.waitFor("Face")
            try await tmux.press("Enter")
            try await tmux.waitFor(words.language == "ja_JP" ? "を支払う" : "zahlen") { PaneEvents.squeezed($0).contains(PaneEvents.squeezed(words.pay)) }
            try await tmux.press("Enter")
            let paid = try await tmux.waitFor(words.result) { PaneEvents.squeezed($0.replacing("│", with: "")).contains(PaneEvents.squeezed(words.result)) }
            let squeezed = PaneEvents.squeezed(paid.replacing("│", with: ""))
            #expect(squeezed.contains(PaneEvents.squeezed(words.amount)), "\(paid)")
            for word in words.english { #expect(!paid.contains(word), "\(word) is English: \(paid)") }
            try await tmux.press("q")
            try await tmux.waitFor("EXIT=0")
        }
    }
}
