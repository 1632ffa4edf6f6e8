import PayPalAPI
import PayPalVocabulary

extension SupportConsole {
    /// An action support asked for, waiting for its answer: the amount first, when it takes one (Enter checks it),
    /// then a question that names the amount and the payment, answered only by typing `yes` and Enter. Letters
    /// typed there go into the answer, so no word typed into the wrong window and no stray Enter moves money.
    struct Confirmation: Equatable, Sendable {
        enum Step: Equatable, Sendable { case amount, answer }

        /// What a key did to the confirmation.
        enum Outcome: Equatable, Sendable { case waiting, withdrawn, given }

        let offer: SupportCase.Offer
        /// The case's title, as the question names the payment.
        let payment: String
        private(set) var step: Step
        private(set) var amount = TextField(limit: 16)
        private(set) var answer = TextField(limit: 16)
        /// What was wrong with the amount, or with the answer (then `notYes`).
        private(set) var problem: String?
        /// What the action moves, as the question says it: the amount checked, else all the offer moves; nil for an
        /// action that moves no money.
        private(set) var moves: MoneyValue?
        private let currencyCode: String

        init(offer: SupportCase.Offer, on summary: SupportCaseSummary) {
            self.offer = offer
            payment = summary.title
            step = offer.takesAmount ? .amount : .answer
            moves = offer.takesAmount ? nil : offer.amount
            currencyCode = offer.maxAmount?.currencyCode ?? offer.amount?.currencyCode ?? summary.amount?.currencyCode ?? "USD"
        }

        /// The amount to send: the figure the question named, so a refund never takes more than support agreed to.
        var amountToSend: MoneyValue? { offer.takesAmount ? moves : nil }

        mutating func handle(_ key: Key) -> Outcome {
            switch (key, step) {
            case (.escape, .answer) where offer.takesAmount:
                step = .amount
                answer.clear()
                problem = nil
            case (.escape, _):
                return .withdrawn
            case (.enter, .amount):
                checkAmount()
            case (.enter, .answer):
                if answer.text.trimmingCharacters(in: .whitespaces).lowercased() == "yes" { return .given }
                answer.clear()
                problem = notYes
            case (_, .amount):
                if amount.edit(key) { problem = nil }
            case (_, .answer):
                _ = answer.edit(key)
            }
            return .waiting
        }

        private mutating func checkAmount() {
            switch checkedAmount() {
            case .success(let amount):
                moves = amount
                step = .answer
                problem = nil
            case .failure(let refusal):
                problem = refusal.text
            }
        }

        private struct AmountProblem: Error { let text: String }

        /// The amount typed, or all the offer moves when none is.
        private func checkedAmount() -> Result<MoneyValue, AmountProblem> {
            let text = amount.text.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { return offer.amount.map { .success($0) } ?? .failure(AmountProblem(text: "Type an amount such as 4.00.")) }
            guard let currency = Currency(code: currencyCode), let typed = try? Money.parse(text, currency: currency), typed.isPositive else {
                return .failure(AmountProblem(text: "Type an amount such as 4.00, or nothing for \(wholeAmount)."))
            }
            if let most = offer.maxAmount?.money, typed > most { return .failure(AmountProblem(text: "At most \(most.text) \(currencyCode).")) }
            return .success(MoneyValue(typed))
        }

        // MARK: What it says

        /// "Refund 49.37 USD of Payment AP-…?": what moves, and from which payment.
        var question: String {
            guard let moves else { return "\(Self.withoutFullStop(offer.label)), on \(payment)?" }
            return "\(offer.action.prefix(1).uppercased())\(offer.action.dropFirst()) \(Self.text(of: moves)) of \(payment)?"
        }

        /// The line above the answer: "To refund 49.37 USD, type yes and press Enter:".
        var answerPrompt: String { "To \(deed), type yes and press Enter:" }

        /// What an answer other than `yes` is told, in place of the prompt.
        var notYes: String { "Type yes and press Enter to \(deed), or Esc." }

        private var deed: String {
            moves.map { "\(offer.action) \(Self.text(of: $0))" } ?? Self.withoutFullStop(offer.label.prefix(1).lowercased() + offer.label.dropFirst())
        }

        /// The amount asked for, with the figure an empty one takes.
        var amountPrompt: String {
            let most = offer.maxAmount.map { " (at most \(Self.text(of: $0)))" } ?? ""
            let whole = offer.amount.map { "\(Self.text(of: $0)), \(wholeAmount)" } ?? wholeAmount
            return "Amount\(most). Leave it empty for \(whole):"
        }

        /// The amount agreed, said in full, once asked: "Amount: 19.99 USD (all that is left)."
        var amountLine: String? {
            guard offer.takesAmount, let moves else { return nil }
            return "Amount: \(Self.text(of: moves))" + (amount.text.trimmingCharacters(in: .whitespaces).isEmpty ? " (\(wholeAmount))." : ".")
        }

        /// What an empty amount takes, in words.
        private var wholeAmount: String { offer.action == "reauthorize" ? "the amount authorized" : "all that is left" }

        private static func text(of money: MoneyValue) -> String { "\(money.value) \(money.currencyCode)" }

        private static func withoutFullStop(_ text: String) -> String { text.hasSuffix(".") ? String(text.dropLast()) : text }
    }
}
