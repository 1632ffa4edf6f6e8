import Testing
@testable import CheckoutTUI

/// The help is the sheet's, in the sheet's language; it opens from a field too (F1, where `?` is typed), and
/// scrolls where it is longer than the terminal, so nothing in it is out of reach.
@Suite struct HelpTests {
    static let small = TerminalSize(width: 72, height: 22)

    static func shown(_ state: AppState) -> String {
        EveryScreenTests.squeezed(Screen.render(state, width: state.terminalSize.width, height: state.terminalSize.height, clock: "").lines.joined())
    }

    /// Every flow's keys in the merchant app's help fit the help's key column, where longer ones would be cut.
    @Test func everyFlowsKeysFitTheKeyColumn() {
        for entry in FlowCatalog.entries {
            for help in MerchantHelp.entries(entry) {
                #expect(DisplayWidth.of(help.keys) < HelpView.keyColumn, "\(entry.name): '\(help.keys)' is cut")
            }
        }
    }

    @Test(arguments: Language.allCases)
    func aSheetsHelpSpeaksTheSheetsLanguage(_ language: Language) {
        let state = ScreenCase.libraryHelp.state(language, size: TerminalSize(width: 100, height: 30))
        let help = language.mplHelp
        #expect(Self.shown(state).contains(EveryScreenTests.squeezed(help.title)))
        #expect(Self.shown(state).contains(EveryScreenTests.squeezed(help.closing)), "the key hint is the help's language")
        if language != .enUS {
            #expect(!Self.shown(state).contains("cancelthecheckout"), "no English under \(language)")
        }
    }

    @Test func f1OpensTheHelpFromAFieldWhereQuestionMarkIsTyped() throws {
        var state = ScreenCase.login.state(.enUS, size: Self.small)
        #expect(Self.shown(state).contains("F1help"), "the key hint says how to get the help while typing")
        _ = state.handle(.character("?"))
        #expect(!state.isOnTop(.help), "? is typed into the field")
        _ = state.handle(.f1)
        #expect(state.isOnTop(.help))
        #expect(Self.shown(state).contains("Help:PayPalcheckout"))
        _ = state.handle(.f1)
        #expect(!state.isOnTop(.help), "F1 closes it again")
    }

    @Test func aHelpLongerThanTheTerminalScrollsToItsLastLine() {
        var state = ScreenCase.libraryHelp.state(.deDE, size: Self.small)
        let last = "?/F1" + EveryScreenTests.squeezed(Language.deDE.mplHelp.entries.last!.meaning.prefix(20).description)
        #expect(!Self.shown(state).contains(last), "German's help is longer than 22 lines")
        #expect(Self.shown(state).contains("▼"))
        for _ in 0..<3 { _ = state.handle(.pageDown) }
        #expect(Self.shown(state).contains(last))
        #expect(Self.shown(state).contains("▲"))
        #expect(state.isOnTop(.help), "scrolling keeps it open")
        _ = state.handle(.escape)
        _ = state.handle(.f1)
        #expect(state.helpScroll == 0, "it opens again at its top")
    }

    @Test(arguments: Language.allCases)
    func theConfirmationsHelpIsItsOwn(_ language: Language) {
        var state = ScreenCase.confirmation.state(language, size: TerminalSize(width: 100, height: 30))
        _ = state.handle(.character("?"))
        #expect(state.isOnTop(.help))
        #expect(Self.shown(state).contains(EveryScreenTests.squeezed(language.confirmationHelp.title)), "not the web sheet's")
    }
}
