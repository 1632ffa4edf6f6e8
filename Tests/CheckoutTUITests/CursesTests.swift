import Testing
@testable import CheckoutTUI

@Suite struct CursesTests {
    @Test func linksTheWideCharacterNcurses() {
        #expect(CursesTerminal.version.hasPrefix("ncurses 6."))
    }
}
