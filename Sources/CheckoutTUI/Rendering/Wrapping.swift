/// Breaks text into lines of at most `width` columns, at spaces where it can.
func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ").map(String.init) {
        let candidate = current.isEmpty ? word : current + " " + word
        if DisplayWidth.of(candidate) <= width {
            current = candidate
        } else {
            if !current.isEmpty { lines.append(current) }
            current = DisplayWidth.of(word) <= width ? word : DisplayWidth.truncate(word, to: width)
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}
