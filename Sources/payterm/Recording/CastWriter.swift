import Foundation

/// An asciicast v2 file, written as the session goes: the header line, then one line an event (`o` output,
/// `m` a marker, `r` a resize), each at its time in seconds from the start. Keys typed are never written: a
/// password or PIN would be in them.
final class CastWriter {
    private let file: FileHandle
    private let start = ContinuousClock.now
    /// The end of the output that does not make a whole UTF-8 character yet: it waits for the rest.
    private var partial = Data()

    init(path: String, width: Int, height: Int, title: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path) else {
            throw PseudoTerminal.Failure(description: "\(path) cannot be written")
        }
        self.file = file
        let header: [String: Any] = [
            "version": 2, "width": width, "height": height, "timestamp": Int(Date().timeIntervalSince1970), "title": title,
            "env": ["TERM": ProcessInfo.processInfo.environment["TERM"] ?? "xterm-256color"],
        ]
        try line(header)
    }

    func output(_ bytes: Data) throws {
        partial.append(bytes)
        let whole = Self.wholeCharacters(in: partial)
        guard whole > 0 else { return }
        try event("o", String(decoding: partial.prefix(whole), as: UTF8.self))
        partial = Data(partial.dropFirst(whole))
    }

    func marker(_ label: String) throws { try event("m", label) }

    func resize(width: Int, height: Int) throws { try event("r", "\(width)x\(height)") }

    func close() throws {
        if !partial.isEmpty { try event("o", String(decoding: partial, as: UTF8.self)) }
        try file.close()
    }

    private func event(_ kind: String, _ data: String) throws {
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        try line([(seconds * 1_000_000).rounded() / 1_000_000, kind, data])
    }

    private func line(_ value: Any) throws {
        var data = try JSONSerialization.data(withJSONObject: value, options: [.withoutEscapingSlashes])
        data.append(0x0A)
        try file.write(contentsOf: data)
    }

    /// How many of the bytes end on a character boundary: a lead byte whose continuation has not come is left out.
    static func wholeCharacters(in bytes: Data) -> Int {
        let tail = bytes.suffix(3)
        for (offset, byte) in tail.reversed().enumerated() where byte & 0xC0 != 0x80 {
            let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return offset + 1 >= needed ? bytes.count : bytes.count - offset - 1
        }
        return bytes.count
    }
}
