/// Sentences one after another as each language writes them: a space between them, but after a full-width mark
/// (`。`, `！`, `？`), which Japanese follows with none.
enum Sentences {
    static func joined(_ first: String, _ second: String) -> String {
        guard let last = first.last, !first.isEmpty, !second.isEmpty else { return first + second }
        return first + ("。！？」）".contains(last) ? "" : " ") + second
    }
}
