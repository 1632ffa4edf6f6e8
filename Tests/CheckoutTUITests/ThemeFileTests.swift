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

    @Test func basicColoursStandInForThePalette() {
        #expect(CursesTerminal.nearestBasic(25) == 4)    // a PayPal blue → blue
        #expect(CursesTerminal.nearestBasic(220) == 3)   // gold → yellow
        #expect(CursesTerminal.nearestBasic(255) == 7)
        #expect(CursesTerminal.nearestBasic(9) == 1)
    }
}
