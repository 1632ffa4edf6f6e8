import CheckoutFlows
import Foundation
import Testing
@testable import CheckoutTUI

/// Every screen, in every language, at the smallest size the front draws in and at a roomy one: a golden file of
/// each, and proof that everything it has to say can be read, wrapped rather than cut (scrolling where the sheet
/// is shorter than its content). The golden of a screen with something over the merchant's app (a sheet, a panel,
/// a help, the events pane) is of that drawn alone, the app left out, so a new row of the app's re-records only the
/// app's own screens; MerchantRowsTests checks the app's rows under every flow.
@Suite struct EveryScreenTests {
    static let sizes = [TerminalSize(width: 72, height: 22), TerminalSize(width: 100, height: 30)]
    /// 3:28 PM on a fixed day, in each language's way of writing the time.
    static let moment = Date(timeIntervalSince1970: 1_795_793_280)

    @Test(arguments: ScreenCase.allCases, Language.allCases)
    func showsEverythingInFull(_ screen: ScreenCase, _ language: Language) throws {
        for size in Self.sizes {
            let state = screen.state(language, size: size)
            let clock = language.strings.clock(Self.moment)
            let whole = Self.isWhole(screen, state)
            try expectSnapshot(
                Screen.render(state, width: size.width, height: size.height, clock: clock, leavingOut: whole ? nil : .merchantApp),
                "\(whole ? "Screens" : "Sheets")/\(screen.rawValue)-\(language.rawValue)-\(size.width)x\(size.height)")
            let readable = Self.readable(state, screen: screen, size: size, clock: clock)
            for text in screen.expected(language) {
                #expect(readable.contains { $0.contains(Self.squeezed(text)) }, "\(size.width)x\(size.height) lost: \(text)")
            }
        }
    }

    /// True when the screen's golden is of the whole screen: the merchant's app alone, and the library's review over
    /// it, which the README shows.
    static func isWhole(_ screen: ScreenCase, _ state: AppState) -> Bool { screen == .review || state.layers == [.merchantApp] }

    /// The region's text at each scroll position of the sheet, with the spaces and line breaks squeezed out; with
    /// the merchant's app alone on the screen, at each focus too, as its rows scroll to the one focused.
    static func readable(_ state: AppState, screen: ScreenCase, size: TerminalSize, clock: String) -> [String] {
        var state = state
        var texts: [String] = []
        func read() -> String {
            squeezed(text(of: Screen.render(state, width: size.width, height: size.height, clock: clock), in: screen.region(of: state, in: size)))
        }
        for scroll in 0..<40 {
            if state.isOnTop(.help) { state.helpScroll = scroll } else { state.sheetScroll = scroll }
            let text = read()
            if texts.last == text { break }
            texts.append(text)
            if state.sheetScroll == nil && !state.isOnTop(.help) { break }
        }
        if state.checkout == nil, state.merchant.panel == nil, !state.isOnTop(.help) {
            for control in state.merchant.focusOrder {
                state.merchant.focus = control
                texts.append(read())
            }
        }
        return texts
    }

    static func text(of canvas: Canvas, in rect: Rect) -> String {
        (rect.y..<min(rect.maxY, canvas.height)).map { y in
            (max(0, rect.x)..<min(rect.maxX, canvas.width)).map { canvas[$0, y].text }.joined()
        }.joined(separator: "\n")
    }

    /// Text without what wrapping adds or takes away: spaces (plain and no-break) and line breaks.
    static func squeezed(_ text: String) -> String {
        text.filter { !$0.isWhitespace && $0 != "\u{00A0}" && $0 != "\u{202F}" }
    }

    @Test func aPaneOfEventsScrollsBackThroughTheWholeSession() throws {
        var state = Fixture.ready(size: TerminalSize(width: 72, height: 22))
        for index in 1...300 { state.events.log(.http, "GET /v2/checkout/orders/ORDER\(index) → 200 (1 ms)") }
        _ = state.handle(.character("e"))
        let pane = try #require(state.layout.pane)
        func shown() -> String { Self.squeezed(Self.text(of: Screen.render(state, width: 72, height: 22, clock: ""), in: pane.inset(by: 1))) }
        #expect(shown().contains("ORDER300→"))
        for _ in 0..<100 { _ = state.handle(.pageUp) }
        #expect(shown().contains("ORDER1→"), "the first event of the session is still there")
        #expect(!shown().contains("ORDER300→"))
        _ = state.handle(.pageDown)
        #expect(state.events.scroll > 0)
        for _ in 0..<100 { _ = state.handle(.pageDown) }
        #expect(state.events.scroll == 0)
    }

    @Test(arguments: sizes)
    func theEventPaneSitsBesideTheSheetNeverUnderIt(_ size: TerminalSize) throws {
        let state = ScreenCase.libraryEvents.state(.enUS, size: size)
        let pane = try #require(state.layout.pane)
        let sheet = LibraryView.frame(in: state.layout.app.size)
        #expect(pane.x >= sheet.maxX + 1, "the pane starts right of the sheet's border")
        #expect(pane.maxX <= size.width && pane.width >= 28)
        let frame = Screen.render(state, width: size.width, height: size.height, clock: "")
        #expect(Self.text(of: frame, in: LibraryView.body(of: sheet)).contains("Alex Rivera (1/2)"), "the sheet is whole")
    }
}
