extension Scenario {
    /// The first text (a caption, a text of the screen) the file gives neither in `language` nor in en_US (which
    /// stands in for the languages a text lacks): the file is to be completed before the scenario plays in
    /// `language`, rather than a caption missing or a wait failing in front of the class.
    public func textLacking(_ language: String) -> ScenarioError? {
        for (line, wording) in wordings where wording.text(in: language) == nil {
            let given = wording.byLanguage.keys.sorted()
            let add = language == "en_US" ? "en_US: …" : "\(language): … (or en_US: …, used in every language the text lacks)"
            return ScenarioError(
                file: file, line: line,
                "this text is given in \(given.joined(separator: " and ")) only, and the scenario plays in \(language): add \(add) to it, "
                    + "or play it in \(given.map { "\($0) (--lang \($0))" }.joined(separator: " or "))")
        }
        return nil
    }

    /// Every text the scenario words by language, with its line, in order.
    private var wordings: [(line: Int, Wording)] {
        steps.flatMap { step -> [(line: Int, Wording)] in
            var texts: [(line: Int, Wording)] = []
            switch step.action {
            case .pause(let caption): texts.append((step.line, caption))
            case .wait(.screen(let text), _): texts.append((step.line, text))
            default: break
            }
            for expectation in step.expectations {
                switch expectation.check {
                case .screenShows(let text), .screenLacks(let text): texts.append((expectation.line, text))
                default: break
                }
            }
            return texts
        }
    }
}
