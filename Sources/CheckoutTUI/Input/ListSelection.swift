/// Moving the selection of a list with the keys every list takes.
enum ListSelection {
    /// The selection after ↓ or Tab (next) or ↑ or Shift-Tab (previous), wrapping, in a list of `count`; nil for any
    /// other key.
    static func moved(_ selected: Int, count: Int, by key: Key) -> Int? {
        guard count > 0 else { return nil }
        switch key {
        case .down, .tab: return (selected + 1) % count
        case .up, .backTab: return (selected + count - 1) % count
        default: return nil
        }
    }
}
