import Testing
@testable import CheckoutTUI

/// The stack of layers, generated rather than listed: every screen the front shows, with the event pane shown or
/// not and the help, the tester's panel or the inspector opened over it, at the smallest terminal and at 100×30.
/// The top layer that takes keys (every layer but the event pane) is drawn whole: nothing drawn after it changes a
/// cell it drew, and every control it drew lies in its region.
@Suite struct LayerStackTests {
    static let sizes = [TerminalSize(width: 72, height: 22), TerminalSize(width: 100, height: 30)]
    static let overlays: [[Overlay]] = [[], [.help], [.tester], [.inspector], [.tester, .inspector], [.inspector, .tester]]

    /// Every screen with every combination of what can be opened over it.
    static func stacks(_ screen: ScreenCase, _ language: Language, size: TerminalSize) -> [AppState] {
        let base = screen.state(language, size: size)
        return [false, true].flatMap { events in
            overlays.map { opened in
                var state = base
                state.showEvents = state.showEvents || events
                for overlay in opened where !state.overlays.contains(overlay) { state.overlays.append(overlay) }
                return state
            }
        }
    }

    @Test(arguments: ScreenCase.allCases, [Language.enUS, .jaJP])
    func theTopLayerIsDrawnWhole(_ screen: ScreenCase, _ language: Language) {
        for size in Self.sizes {
            for state in Self.stacks(screen, language, size: size) {
                let stack = state.layers.map { "\($0)" }.joined(separator: " < ")
                #expect(Self.coveredCells(of: state) == 0, "\(screen) \(size.width)×\(size.height): \(stack)")
            }
        }
    }

    /// The cells the top layer drew that are different in the frame, and the controls it drew out of its region.
    static func coveredCells(of state: AppState) -> Int {
        let (width, height) = (state.terminalSize.width, state.terminalSize.height)
        let frame = Screen.render(state, width: width, height: height, clock: "12:00")
        guard let top = state.layers.last(where: { $0 != .events }), top != .sizeWarning else { return 0 }
        let layout = state.layout
        let region = top.type.region(layout)
        // What the layer draws, found by drawing it alone over two different grounds: a cell alike in both is its.
        func alone(over ground: Character) -> Canvas {
            var canvas = Canvas(width: width, height: height)
            for y in 0..<height { canvas.write(String(repeating: ground, count: width), x: 0, y: y, style: Style(.background)) }
            canvas.draw(in: region) { top.type.draw(state, Frame(layout: layout, clock: "12:00", spinner: 0), on: &$0) }
            return canvas
        }
        let (one, two) = (alone(over: "x"), alone(over: "y"))
        var covered = 0
        for y in region.y..<min(region.maxY, height) {
            for x in region.x..<min(region.maxX, width) where one[x, y] == two[x, y] && frame[x, y] != one[x, y] { covered += 1 }
        }
        let outside = one.targets.filter { target in
            !(target.rect.x >= region.x && target.rect.y >= region.y && target.rect.maxX <= region.maxX && target.rect.maxY <= region.maxY)
        }
        return covered + outside.count
    }
}
