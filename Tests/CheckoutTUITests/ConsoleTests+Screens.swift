import Foundation
import Testing
@testable import CheckoutTUI

/// The support console's screens, each at both sizes in every language.
extension ConsoleTests {
    @Test(arguments: EveryScreenTests.sizes)
    func everyConsoleScreenShowsItsTextInFull(_ size: TerminalSize) throws {
        var results = try Self.withResults()
        results.size = size
        var open = try Self.withCase()
        open.size = size
        var confirming = open
        _ = confirming.handle(.enter)
        for character in "25" { _ = confirming.handle(.character(character)) }
        _ = confirming.handle(.enter)
        var asking = open
        _ = asking.handle(.enter)
        _ = asking.handle(.enter)
        for character in "payterm" { _ = asking.handle(.character(character)) }
        _ = asking.handle(.enter)
        var done = open
        done.notice = .init(text: "Done: refunded 5.00 USD of capture 3C679366HH908993F (refund 1JU08902781691411).", isError: false)
        var searchingAgain = results
        _ = searchingAgain.handle(.escape)
        let screens = [
            ("consoleResults", results), ("consoleCase", open), ("consoleConfirm", confirming), ("consoleAsk", asking), ("consoleDone", done),
            ("consoleSearchAgain", searchingAgain),
        ]
        for (name, console) in screens {
            let canvas = ConsoleView.render(console, width: size.width, height: size.height, spinner: 0)
            try expectSnapshot(canvas, "Screens/\(name)-\(size.width)x\(size.height)")
            let text = canvas.lines.joined(separator: " ")
            #expect(!text.contains("…"), "\(name) cuts text")
        }
        let confirmText = ConsoleView.render(confirming, width: size.width, height: size.height, spinner: 0).lines.joined(separator: " ")
        #expect(confirmText.contains("At most 19.99 USD."))
        let askText = ConsoleView.render(asking, width: size.width, height: size.height, spinner: 0).lines
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }.joined(separator: " ")
        for said in ["Refund 19.99 USD of Order 5O190127TN364715T?", "Amount: 19.99 USD (all that is left).", "it was Dana.", "Type yes and press Enter to refund 19.99 USD, or Esc."] {
            #expect(askText.contains(said), "\(said) at \(size.width)×\(size.height)")
        }
    }
}
