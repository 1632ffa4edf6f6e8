import Testing
@testable import CheckoutTUI

/// The merchant's app under every flow of the catalog, in every language, at both sizes and beside the events pane,
/// checked by its structure rather than by golden files: each control is laid out once, in Tab order, Tab and
/// Shift-Tab walk them, each comes into view when focused, and nothing is drawn past the app's column. A new row
/// is held by these, and re-records only the app's own screens (EveryScreenTests).
@Suite struct MerchantRowsTests {
    /// The app with the flow picked, in the language, at the size, with the events pane open or not.
    static func app(_ name: String, _ language: Language, _ size: TerminalSize, pane: Bool) -> AppState {
        var state = Fixture.ready(language, size: size)
        state.pick(name)
        state.showEvents = pane
        return state
    }

    /// Every way the app is shown: each size, with and without the events pane.
    static func everyApp(_ name: String, _ language: Language) -> [(AppState, String)] {
        EveryScreenTests.sizes.flatMap { size in
            [false, true].map { pane in (app(name, language, size, pane: pane), "\(name) \(language) \(size.width)x\(size.height)\(pane ? " beside the pane" : "")") }
        }
    }

    /// Where the app's rows go.
    static func body(_ state: AppState) -> Rect { MerchantView.body(state, in: ScreenLayout(state).app) }

    static func layout(_ state: AppState) -> SheetLayout<MerchantControl> { MerchantView.layout(state, spinner: 0, width: body(state).width) }

    @Test(arguments: FlowCatalog.names, Language.allCases)
    func everyControlIsLaidOutOnceInTabOrder(_ name: String, _ language: Language) {
        for (state, label) in Self.everyApp(name, language) {
            let layout = Self.layout(state)
            var laidOut: [MerchantControl] = []
            for control in (layout.rows + layout.footer).compactMap(\.control) where laidOut.last != control { laidOut.append(control) }
            #expect(laidOut == state.merchant.focusOrder, "\(label)")
            #expect(state.merchant.focusOrder.count == state.merchant.entry.rowCount + 2, "\(label)")
        }
    }

    @Test(arguments: FlowCatalog.names, Language.allCases)
    func tabAndShiftTabWalkEveryControl(_ name: String, _ language: Language) {
        var state = Self.app(name, language, EveryScreenTests.sizes[0], pane: false)
        let order = state.merchant.focusOrder
        state.merchant.focus = .flow
        var forward: [MerchantControl] = []
        for _ in order {
            _ = state.handle(.tab)
            forward.append(state.merchant.focus)
        }
        #expect(forward == Array(order.dropFirst()) + [.flow], "\(name)")
        var back: [MerchantControl] = []
        for _ in order {
            _ = state.handle(.backTab)
            back.append(state.merchant.focus)
        }
        #expect(back == Array(order.reversed()), "\(name)")
    }

    /// Every way the app is shown with each of its controls focused in turn.
    static func everyFocus(_ name: String, _ language: Language) -> [(AppState, String)] {
        everyApp(name, language).flatMap { state, label in
            state.merchant.focusOrder.map { control in
                var focused = state
                focused.merchant.focus = control
                return (focused, "\(label), \(control) focused")
            }
        }
    }

    @Test(arguments: FlowCatalog.names, Language.allCases)
    func eachControlComesIntoViewWhenFocused(_ name: String, _ language: Language) {
        for (state, label) in Self.everyFocus(name, language) {
            let (layout, body) = (Self.layout(state), Self.body(state))
            #expect(layout.shows(state.merchant.focus, scroll: layout.scroll(0, showing: state.merchant.focus, in: body), in: body), "\(label)")
        }
    }

    @Test(arguments: FlowCatalog.names, Language.allCases)
    func nothingIsDrawnPastTheColumn(_ name: String, _ language: Language) {
        for (state, label) in Self.everyFocus(name, language) {
            let layout = Self.layout(state)
            let lines = layout.rows + layout.footer
            var canvas = Canvas(width: layout.width + 40, height: lines.count)
            for (offset, line) in lines.enumerated() { line.draw(&canvas, 0, offset) }
            let past = (0..<canvas.height).filter { y in (layout.width..<canvas.width).contains { canvas[$0, y].text != " " } }
            #expect(past.isEmpty, "\(label): rows \(past) go past \(layout.width) columns")
        }
    }
}
