import Testing
@testable import CheckoutTUI

/// What an Esc followed at once by other characters means: Alt with a key, a key ncurses' terminfo lacks, or a
/// sequence to ignore. Only a lone Esc is the Escape key, which cancels a checkout.
@Suite struct KeyDecodingTests {
    @Test(arguments: [
        ("", Key.escape), ("q", .alt("q")), ("x", .alt("x")), ("[H", .home), ("[F", .end), ("OH", .home), ("OF", .end),
        ("[1~", .home), ("[7~", .home), ("[4~", .end), ("[8~", .end), ("[3~", .delete), ("[5~", .pageUp), ("[6~", .pageDown),
        ("[1;5H", .home), ("[A", .up), ("OB", .down), ("[Z", .backTab), ("[", .alt("[")), ("O", .alt("O")),
    ])
    func decodes(_ following: String, _ key: Key) {
        #expect(EscapeSequence.key(following: Array(following)) == key)
    }

    @Test(arguments: ["[99~", "[200~", "[?1;2c", "\u{1B}", "[1;5Q", "q\r"])
    func ignoresWhatItHasNoUseFor(_ following: String) {
        #expect(EscapeSequence.key(following: Array(following)) == nil, "never taken for Esc, which would cancel")
    }

    @Test func aSequenceEndsAtItsFinalCharacter() {
        #expect(!EscapeSequence.isComplete([]))
        #expect(EscapeSequence.isComplete(["q"]))
        #expect(!EscapeSequence.isComplete(["["]))
        #expect(!EscapeSequence.isComplete(Array("[99")))
        #expect(EscapeSequence.isComplete(Array("[99~")))
        #expect(EscapeSequence.isComplete(Array("OH")))
    }

    @Test func altQInTheLibraryNeitherCancelsNorQuits() {
        var state = Fixture.ready()
        _ = state.handle(.enter)
        #expect(state.handle(.alt("q")).isEmpty)
        #expect(state.library != nil)
        #expect(!state.wantsQuit)
        _ = state.handle(.escape)
        #expect(state.library == nil, "a lone Esc still cancels")
        _ = state.handle(.alt("q"))
        #expect(!state.wantsQuit, "Alt-Q in the merchant app is not q")
    }
}
