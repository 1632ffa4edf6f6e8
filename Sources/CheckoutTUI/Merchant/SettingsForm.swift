/// Settings the merchant's app lets a tester edit for a flow, one row each: text typed as is (invalid values
/// included, so the SDK's checks can be tried), or a choice ←→ change. Every flow's settings are one of these, laid
/// out and edited the same way.
protocol SettingsForm: Equatable, Sendable {
    /// A row, by the name a scenario's `fill:` gives it.
    associatedtype Row: CaseIterable, Equatable, Sendable, RawRepresentable<String>

    static func label(_ row: Row, _ words: SettingsStrings) -> String
    /// What a row shows, in the app's language.
    func value(_ row: Row, _ words: SettingsStrings) -> String
    /// The text field a row edits; nil for a choice.
    static func field(_ row: Row) -> WritableKeyPath<Self, TextField>?
    /// Steps a choice row to its next or previous value.
    mutating func cycle(_ row: Row, forward: Bool)
}

extension SettingsForm {
    static var rows: [Row] { Array(Row.allCases) }

    static func row(_ index: Int) -> Row? { rows.indices.contains(index) ? rows[index] : nil }

    func field(_ row: Row) -> TextField? { Self.field(row).map { self[keyPath: $0] } }

    /// What a row shows, as the event pane writes it (in English).
    func value(_ row: Row) -> String { value(row, .english) }

    /// A key for the row at `index`: typed into a text row; ←→ + - step a choice. False when the row takes no such key.
    mutating func handle(_ key: Key, row index: Int) -> Bool {
        guard let row = Self.row(index) else { return false }
        if let path = Self.field(row) { return self[keyPath: path].edit(key) }
        switch key {
        case .left, .character("-"): cycle(row, forward: false)
        case .right, .character("+"): cycle(row, forward: true)
        default: return false
        }
        return true
    }

    /// Types a value into the text row of that name; false when there is none.
    mutating func fill(_ name: String, with value: String) -> Bool {
        guard let row = Row(rawValue: name), let path = Self.field(row) else { return false }
        self[keyPath: path].set(value)
        return true
    }

    /// The rows, the focused one marked, under the caption.
    func layout(caption: String, _ words: SettingsStrings, focus: MerchantControl, into layout: inout SheetLayout<MerchantControl>) {
        layout.text(caption, style: Style(.muted))
        let labelWidth = (Self.rows.map { DisplayWidth.of(Self.label($0, words)) }.max() ?? 0) + 2
        for (index, row) in Self.rows.enumerated() {
            layout.setting(Self.label(row, words), value: value(row, words), field: field(row), control: .row(index), labelWidth: labelWidth)
        }
    }

    /// True when the focus is on a text row, where every character is typed.
    static func isText(_ focus: MerchantControl) -> Bool {
        guard case .row(let index) = focus, let row = row(index) else { return false }
        return field(row) != nil
    }
}

extension CaseIterable where Self: Equatable {
    /// The next value (or the previous), round the cases.
    func stepped(_ forward: Bool) -> Self {
        let all = Array(Self.allCases)
        let index = all.firstIndex(of: self)!
        return all[(index + (forward ? 1 : all.count - 1)) % all.count]
    }
}
