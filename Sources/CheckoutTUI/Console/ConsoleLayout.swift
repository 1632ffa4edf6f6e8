/// Where the console's parts go: the title bar on the first row, the keys on the last, a notice above them, and
/// the search (field, hint, results) or the case between.
enum ConsoleLayout {
    /// The first row of the results list: below the field, its hint and the list's header.
    static func resultsTop(in size: TerminalSize) -> Int { 4 + hintLines(in: size).count + 1 }

    /// Results shown at once, two rows each: what it is, then who and what matched.
    static func resultRows(in size: TerminalSize) -> Int { max(1, (size.height - 2 - resultsTop(in: size)) / 2) }

    /// Rows of the case shown at once: all but the title bar, the notice and the keys.
    static func caseRows(in size: TerminalSize) -> Int { max(1, size.height - 3) }

    static let hint = "An order, capture, authorization or refund id · a pay key, preapproval key or transaction id · "
        + "a Braintree transaction id · a tracking or invoice id · a Paypal-Debug-Id · a buyer's email · a merchant's email or name"

    static func hintLines(in size: TerminalSize) -> [String] { wrap(hint, width: max(10, size.width - 4)) }
}
