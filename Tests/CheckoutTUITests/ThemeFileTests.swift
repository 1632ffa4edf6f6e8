import Foundation
import Testing
@testable import CheckoutTUI

@Suite struct ThemeFileTests {
    @Test(arguments: ThemeFile.builtInNames)
    func theShippedThemesLoad(_ name: String) throws {
        let theme = try ThemeFile.load(name)
        #expect(theme.name == name)
        #expect(theme.entry(for: .buttonFocused) != theme.entry(for: .button))
    }

    /// What has the focus never looks like what has not: a presenter tabbing sees where the focus is, a chooser's or
    /// a button's, never mistaking the PayPal button for it.
    @Test(arguments: ThemeFile.builtInNames)
    func theFocusLooksLikeNothingWithoutIt(_ name: String) throws {
        let theme = try ThemeFile.load(name)
        for focused in [Role.selected, .buttonFocused, .payButtonFocused, .fieldFocused] {
            for unfocused in [Role.button, .payButton, .field, .sheet] {
                #expect(theme.entry(for: focused) != theme.entry(for: unfocused), "\(name): \(focused) looks like \(unfocused)")
            }
        }
    }

    @Test func readsColoursAndEmphasis() throws {
        let theme = try ThemeFile.parse("sheet = 236 on 255  # grey on white\npayButton = blue on yellow bold reverse\n", name: "t", file: "t.theme")
        #expect(theme.entry(for: .sheet) == Theme.Entry(foreground: .index(236), background: .index(255)))
        #expect(theme.entry(for: .payButton) == Theme.Entry(foreground: .index(4), background: .index(3), bold: true, reverse: true))
        #expect(theme.entry(for: .text) == Theme.Entry())
    }

    @Test(arguments: [
        ("text = purpel", "t.theme, line 1, key 'text': 'purpel' is not a colour"),
        ("\n\nbuton = red", "t.theme, line 3, key 'buton': not a role"),
        ("text red", "t.theme, line 1: expected 'role = foreground on background'"),
        ("text = red on", "t.theme, line 1, key 'text': 'on' needs a background"),
        ("text = red on 256", "t.theme, line 1, key 'text': '256' is not a colour"),
        ("text = red blink", "t.theme, line 1, key 'text': 'blink' is not bold, reverse or underline"),
    ])
    func badLinesNameTheLineAndTheKey(_ text: String, _ expected: String) {
        #expect {
            try ThemeFile.parse(text, name: "t", file: "t.theme")
        } throws: { error in
            (error as? ThemeError)?.description.hasPrefix(expected) == true
        }
    }

    @Test func aMissingThemeSaysWhereItLooked() {
        #expect {
            try ThemeFile.load("no-such-theme")
        } throws: { error in
            let text = (error as? ThemeError)?.description ?? ""
            return text.contains("no such theme file") && text.contains("Themes/no-such-theme.theme") && text.contains("high-contrast")
        }
    }

    @Test func aFolderSearchedTwiceIsNamedOnce() {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Themes")
        #expect {
            try ThemeFile.load("no-such-theme", searchPaths: [folder, folder.appendingPathComponent("../Themes")])
        } throws: { error in
            let text = (error as? ThemeError)?.description ?? ""
            return text.components(separatedBy: "no-such-theme.theme").count == 2
        }
    }

    @Test func basicColoursStandInForThePalette() {
        #expect(CursesTerminal.nearestBasic(25) == 4)    // a PayPal blue → blue
        #expect(CursesTerminal.nearestBasic(220) == 3)   // gold → yellow
        #expect(CursesTerminal.nearestBasic(255) == 7)
        #expect(CursesTerminal.nearestBasic(9) == 1)
    }
}

/// What a theme must keep on screen: messages inside the sheet on the sheet's own background, and PayPal's gold
/// button in its gold when it has the focus.
@Suite struct ThemeLookTests {
    @Test(arguments: ["default", "high-contrast"])
    func sheetMessagesDrawOnTheSheetsBackground(_ name: String) throws {
        let theme = try ThemeFile.load(name)
        for role in [Role.sheetError, .sheetSuccess] {
            #expect(theme.entry(for: role).background == theme.entry(for: .sheet).background, "\(name) \(role)")
            #expect(theme.entry(for: role).foreground != theme.entry(for: .sheet).foreground)
        }
    }

    @Test(arguments: ["default", "high-contrast"])
    func theFocusedPayPalButtonKeepsItsColours(_ name: String) throws {
        let theme = try ThemeFile.load(name)
        let (button, focused) = (theme.entry(for: .payButton), theme.entry(for: .payButtonFocused))
        #expect(focused.foreground == button.foreground && focused.background == button.background && !focused.reverse)
    }

    @Test func theFocusOfAPayButtonIsMarkedBesideItsWord() {
        var canvas = Canvas(width: 20, height: 2)
        canvas.button("Log In", x: 0, y: 0, focused: true, pay: true)
        canvas.button("Log In", x: 0, y: 1, focused: false, pay: true)
        #expect(canvas.lines == ["›Log In‹            ", " Log In             "])
    }

    @Test func everyFocusedButtonIsMarkedBesideItsWord() {
        var canvas = Canvas(width: 20, height: 2)
        canvas.button("Cancel", x: 0, y: 0, focused: true)
        canvas.button("Cancel", x: 0, y: 1, focused: false)
        #expect(canvas.lines == ["›Cancel‹            ", " Cancel             "])
    }

    @Test func theSheetsMessagesUseTheSheetsRoles() {
        let state = ScreenCase.loginRefused.state(.enUS, size: TerminalSize(width: 100, height: 30))
        let frame = Screen.render(state, width: 100, height: 30, clock: "")
        let body = LibraryView.body(of: LibraryView.frame(in: state.layout.app.size))
        let roles = (body.y..<body.maxY).flatMap { y in (body.x..<body.maxX).map { frame[$0, y].style.role } }
        #expect(roles.contains(.sheetError) && !roles.contains(.error))
    }
}
