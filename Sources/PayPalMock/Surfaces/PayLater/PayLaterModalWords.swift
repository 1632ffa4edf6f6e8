/// The Learn More sheet's words. The English ones are PayPal's US modal templates, shortened to what a phone's sheet
/// shows; the German and Japanese ones are PayTerm's translations of them. `{total}`, `{each}`, `{n}`, `{apr}`,
/// `{interest}` are filled in; the ranges as in `PayLaterWords.ranges`.
struct PayLaterModalWords: Sendable {
    let payIn4Headline: String
    let payIn4Qualifying: String
    let payIn4Range: String
    let payIn4Steps: [String]
    let payIn4Disclosure: String
    let today: String
    let weeksLater: String
    let monthlyHeadline: String
    let monthlySubheadline: String
    let monthlyRange: String
    let monthlySteps: [String]
    let monthlyDisclosure: String
    let months: String
    let perMonth: String
    let termDetail: String
    /// The APR Pay Monthly's figures use, as the language writes it.
    let apr: String
    let creditHeadline: String
    let creditSubheadline: String
    let creditDisclosure: String
    let apply: String
    let genericHeadline: String
    let genericSubheadline: String
    /// The close button's words for a screen reader (PayPalMessages' `alternative_text`).
    let close: String
}

extension PayLaterModalWords {
    static let english = PayLaterModalWords(
        payIn4Headline: "Pay in 4 interest-free payments",
        payIn4Qualifying: "Split your purchase of {total} into 4 with no impact on credit score and no late fees.",
        payIn4Range: "No impact on credit score and no late fees. Available for purchases of {payIn4Min} to {payIn4Max}.",
        payIn4Steps: [
            "Choose PayPal at checkout to pay later with Pay in 4.", "Complete your purchase with a 25% down payment.",
            "Use autopay for the rest of your payments. It's easy!",
        ],
        payIn4Disclosure: "Pay in 4 is available to consumers upon approval for purchases of {payIn4Min}-{payIn4Max}. When applying, a soft credit check may be needed, but will not affect your credit score.",
        today: "Today", weeksLater: "{n} weeks",
        monthlyHeadline: "Pay Monthly", monthlySubheadline: "Get more time to pay, with no down payment or late fees.",
        monthlyRange: "Available for purchases of {monthlyMin} to {monthlyMax}.",
        monthlySteps: [
            "Choose PayPal at checkout to pay later with Pay Monthly.", "Get a decision in seconds and complete your purchase.",
            "Use autopay for your payments. It's easy!",
        ],
        monthlyDisclosure: "Pay Monthly is subject to consumer credit approval. APR is 9.99% to 35.99% based on your credit; these figures use {apr}. Payments may change based on shipping, taxes, updates to your purchase, or missed payments. The lender for Pay Monthly is WebBank.",
        months: "{n} months", perMonth: "{each}/mo", termDetail: "{apr} APR · {interest} interest · {total} total", apr: "9.99%",
        creditHeadline: "No Interest if paid in full in 6 months",
        creditSubheadline: "On purchases of {creditMin}+. Check out with PayPal and choose PayPal Credit.",
        creditDisclosure: "US customers only. Subject to credit approval. Interest will be charged to your account from the purchase date if the balance is not paid in full within 6 months. Minimum monthly payments required.",
        apply: "Apply now",
        genericHeadline: "Buy now, pay later",
        genericSubheadline: "Pay in 4 interest-free payments on purchases of {payIn4Min}-{payIn4Max}, or pay monthly on purchases of {monthlyMin}-{monthlyMax}.",
        close: "PayPal learn more modal close")

    static let german = PayLaterModalWords(
        payIn4Headline: "In 4 zinsfreien Raten bezahlen",
        payIn4Qualifying: "Teilen Sie Ihren Einkauf von {total} in 4 Raten – ohne Auswirkung auf Ihre Bonität und ohne Mahngebühren.",
        payIn4Range: "Ohne Auswirkung auf Ihre Bonität und ohne Mahngebühren. Erhältlich für Einkäufe von {payIn4Min} bis {payIn4Max}.",
        payIn4Steps: [
            "Wählen Sie beim Bezahlen PayPal und „In 4 Raten bezahlen“.", "Schließen Sie den Einkauf mit einer Anzahlung von 25 % ab.",
            "Die übrigen Raten werden automatisch abgebucht.",
        ],
        payIn4Disclosure: "„In 4 Raten bezahlen“ steht Verbrauchern nach Prüfung für Einkäufe von {payIn4Min} bis {payIn4Max} zur Verfügung. Dabei kann eine Bonitätsabfrage nötig sein, die Ihre Bonität nicht beeinflusst.",
        today: "Heute", weeksLater: "in {n} Wochen",
        monthlyHeadline: "Monatlich bezahlen", monthlySubheadline: "Mehr Zeit zum Bezahlen – ohne Anzahlung und ohne Mahngebühren.",
        monthlyRange: "Erhältlich für Einkäufe von {monthlyMin} bis {monthlyMax}.",
        monthlySteps: [
            "Wählen Sie beim Bezahlen PayPal und „Monatlich bezahlen“.", "Sie erhalten in Sekunden eine Entscheidung und schließen den Einkauf ab.",
            "Die Raten werden automatisch abgebucht.",
        ],
        monthlyDisclosure: "„Monatlich bezahlen“ setzt eine Bonitätsprüfung voraus. Der effektive Jahreszins liegt je nach Bonität zwischen 9,99 % und 35,99 %; diese Beträge rechnen mit {apr}. Raten können sich durch Versand, Steuern, Änderungen des Einkaufs oder versäumte Zahlungen ändern. Kreditgeber ist die WebBank.",
        months: "{n} Monate", perMonth: "{each}/Monat", termDetail: "{apr} eff. Jahreszins · {interest} Zinsen · {total} gesamt", apr: "9,99 %",
        creditHeadline: "Keine Zinsen bei vollständiger Zahlung in 6 Monaten",
        creditSubheadline: "Bei Einkäufen ab {creditMin}. Bezahlen Sie mit PayPal und wählen Sie PayPal Credit.",
        creditDisclosure: "Nur für Kunden in den USA. Vorbehaltlich Bonitätsprüfung. Zinsen fallen ab Kaufdatum an, wenn der Betrag nicht innerhalb von 6 Monaten vollständig bezahlt ist. Monatliche Mindestzahlungen erforderlich.",
        apply: "Jetzt beantragen",
        genericHeadline: "Jetzt kaufen, später bezahlen",
        genericSubheadline: "In 4 zinsfreien Raten bei Einkäufen von {payIn4Min} bis {payIn4Max}, oder monatlich bei Einkäufen von {monthlyMin} bis {monthlyMax}.",
        close: "PayPal-Infofenster schließen")

    static let japanese = PayLaterModalWords(
        payIn4Headline: "4回の無利息払い",
        payIn4Qualifying: "{total}のお買い物を4回に分けて。信用スコアへの影響も延滞手数料もありません。",
        payIn4Range: "信用スコアへの影響も延滞手数料もありません。{payIn4Min}〜{payIn4Max}のお買い物が対象です。",
        payIn4Steps: ["お支払い時にPayPalを選び、4回払いを選択します。", "初回25%のお支払いで購入が完了します。", "残りのお支払いは自動引き落としで簡単です。"],
        payIn4Disclosure: "4回払いは審査のうえ{payIn4Min}〜{payIn4Max}のお買い物でご利用いただけます。お申し込み時に簡易的な信用確認を行うことがありますが、信用スコアには影響しません。",
        today: "本日", weeksLater: "{n}週間後",
        monthlyHeadline: "月々払い", monthlySubheadline: "頭金なし、延滞手数料なしで、お支払いにゆとりを。",
        monthlyRange: "{monthlyMin}〜{monthlyMax}のお買い物が対象です。",
        monthlySteps: ["お支払い時にPayPalを選び、月々払いを選択します。", "数秒で審査結果が出て、購入が完了します。", "お支払いは自動引き落としで簡単です。"],
        monthlyDisclosure: "月々払いには審査があります。実質年率は信用状況により9.99%〜35.99%で、この金額は{apr}で計算しています。配送料、税金、ご注文の変更、お支払いの遅れにより金額が変わることがあります。貸し手はWebBankです。",
        months: "{n}か月", perMonth: "月々{each}", termDetail: "実質年率{apr} · 利息{interest} · 総額{total}", apr: "9.99%",
        creditHeadline: "6か月以内の一括返済なら利息なし",
        creditSubheadline: "{creditMin}以上のお買い物が対象。PayPalでお支払いの際にPayPal Creditを選択してください。",
        creditDisclosure: "米国のお客様のみ。審査があります。6か月以内に全額をお支払いいただけない場合、購入日にさかのぼって利息がかかります。毎月の最低支払額があります。",
        apply: "今すぐ申し込む",
        genericHeadline: "今すぐ購入、あとで支払い",
        genericSubheadline: "{payIn4Min}〜{payIn4Max}のお買い物は4回の無利息払い、{monthlyMin}〜{monthlyMax}のお買い物は月々払いが選べます。",
        close: "PayPalの詳細を閉じる")
}
