import Foundation

/// Writes an exchange's curl script into the state folder, readable by its owner alone (it holds ids, and the
/// bodies of payments), and says where it went, or why it could not.
enum ExchangeFile {
    static func save(_ script: String, named debugId: String, in folder: URL?) -> String {
        guard let folder else { return "There is no state folder to write to." }
        // The id comes from the backend: only its plain characters name a file, so it cannot point elsewhere.
        let name = String(debugId.unicodeScalars.filter { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-") }.prefix(64))
        let file = folder.appendingPathComponent("\(name.isEmpty ? "exchange" : name).sh")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try Data(script.utf8).write(to: file, options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: file.path)
            return "Copied as curl to \(file.path)"
        } catch {
            return "The curl script could not be written to \(file.path): \(error.localizedDescription)"
        }
    }
}
