/// The words the terminal adds around PayPal's own in the Pay Later message and its Learn More sheet, in the
/// library's languages. The message's and the sheet's content are PayPal's, from the backend.
struct PayLaterStrings: Sendable {
    /// Where the message goes while the flow is only passed over in the picker, before it is asked for.
    var notAsked: String
    var loading: String
    var failed: String
    /// Learn More, as its sheet's title and the keys' line name it.
    var learnMore: String
    var learnMoreTitle: String { "PayPal · " + learnMore }
    var learnMoreKeys: String
    var applyKey: @Sendable (String) -> String
}

extension Language {
    var payLaterStrings: PayLaterStrings {
        switch self {
        case .enUS: .english
        case .deDE: .german
        case .jaJP: .japanese
        }
    }
}

extension PayLaterStrings {
    static let english = PayLaterStrings(
        notAsked: "PayPal's Pay Later message shows here once the flow is chosen (Tab).", loading: "Loading PayPal's Pay Later message…", failed: "PayPal's message did not load.", learnMore: "Learn more",
        learnMoreKeys: "↑↓ scroll · Esc close", applyKey: { "a \($0)" })

    static let german = PayLaterStrings(
        notAsked: "PayPals Hinweis zu „Später bezahlen“ erscheint hier, sobald der Ablauf gewählt ist (Tab).", loading: "PayPals Hinweis zu „Später bezahlen“ wird geladen…", failed: "PayPals Hinweis konnte nicht geladen werden.",
        learnMore: "Mehr erfahren", learnMoreKeys: "↑↓ blättern · Esc schließen", applyKey: { "a \($0)" })

    static let japanese = PayLaterStrings(
        notAsked: "フローを選ぶと(Tab)、ここにPayPalの後払いメッセージが表示されます。", loading: "PayPalの後払いメッセージを読み込み中…", failed: "PayPalのメッセージを読み込めませんでした。", learnMore: "詳細",
        learnMoreKeys: "↑↓ スクロール · Esc 閉じる", applyKey: { "a \($0)" })
}
