import Testing
import CheckoutTUI

@Suite struct CursesTests {
    @Test func linksTheWideCharacterNcurses() {
        #expect(Curses.version.hasPrefix("ncurses 6."))
    }
}
