extension String {
    /// The parts between occurrences of a separator, empty ones kept, as Foundation's
    /// `components(separatedBy:)` gives them; found by bytes, since a frame splits its lines of keys several times.
    func parts(separatedBy separator: String) -> [Substring] {
        let utf8 = self.utf8
        guard let first = separator.utf8.first else { return [self[...]] }
        var parts: [Substring] = []
        var start = startIndex
        var index = startIndex
        while index != endIndex {
            if utf8[index] == first, utf8[index...].starts(with: separator.utf8) {
                parts.append(self[start..<index])
                index = utf8.index(index, offsetBy: separator.utf8.count)
                start = index
            } else {
                utf8.formIndex(after: &index)
            }
        }
        parts.append(self[start...])
        return parts
    }
}
