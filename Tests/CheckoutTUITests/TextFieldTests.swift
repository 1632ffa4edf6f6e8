import Testing
@testable import CheckoutTUI

@Suite struct TextFieldTests {
    func typed(_ text: String, secret: Bool = false) -> TextField {
        var field = TextField(secret: secret)
        for character in text { _ = field.edit(.character(character)) }
        return field
    }

    /// A setting's value longer than its field shows its start, cut with "…", until the field has the focus, which
    /// scrolls it to keep the cursor in view.
    @Test func aLongValueShowsItsStartUntilTheFieldHasTheFocus() {
        let field = typed("merchant@business.example.com")
        var canvas = Canvas(width: 12, height: 2)
        canvas.field(field, x: 0, y: 0, width: 12, focused: false)
        canvas.field(field, x: 0, y: 1, width: 12, focused: true)
        #expect(canvas.lines[0] == "merchant@bu…")
        #expect(canvas.lines[1].hasPrefix("example.com"), "\(canvas.lines)")
    }

    @Test func editsAtTheCursor() {
        var field = typed("lex@example.com")
        _ = field.edit(.home)
        _ = field.edit(.character("a"))
        #expect(field.text == "alex@example.com" && field.cursor == 1)
        _ = field.edit(.end)
        _ = field.edit(.backspace)
        _ = field.edit(.left)
        _ = field.edit(.left)
        _ = field.edit(.delete)
        #expect(field.text == "alex@example.o")
        for _ in 0..<20 { _ = field.edit(.right) }
        #expect(field.cursor == field.text.count)
        _ = field.edit(.home)
        _ = field.edit(.backspace)
        #expect(field.text == "alex@example.o", "nothing before the start to delete")
    }

    @Test func takesOnlyEditingKeys() {
        var field = typed("a")
        #expect(!field.edit(.tab) && !field.edit(.enter) && !field.edit(.escape) && !field.edit(.alt("b")) && !field.edit(.up))
        #expect(field.edit(.character("\u{05}")) == false, "control characters are not typed")
        #expect(field.text == "a")
    }

    @Test func aLongValueScrollsWithTheCursorInView() {
        var field = typed("alexandra.rivera-montgomery@personal.example.com")
        var window = field.window(width: 20)
        #expect(window.cursorColumn < 20)
        #expect(window.shown.hasSuffix("example.com"), "the end, where the cursor is, shows")
        _ = field.edit(.home)
        window = field.window(width: 20)
        #expect(window.cursorColumn == 0 && window.shown.hasPrefix("alexandra"))
    }

    @Test func wideCharactersCountTwoColumns() {
        let field = typed("佐藤健二さんのメール")
        let window = field.window(width: 10)
        #expect(DisplayWidth.of(window.shown) <= 10)
        #expect(window.cursorColumn <= 9)
    }

    @Test func aSecretNeverPrints() {
        let field = typed("pass1234", secret: true)
        #expect(field.window(width: 20).shown == "••••••••")
        #expect("\(field)" == "••••")
        var dumped = ""
        dump(field, to: &dumped)
        #expect(!dumped.contains("pass1234"), "\(dumped)")
        #expect(field.secret.revealed == "pass1234")
    }
}
