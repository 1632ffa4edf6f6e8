import Foundation

/// Pillow, the Python imaging library, reading a picture the way viewers do: an independent check of the
/// encoders (Tests/Interop/picture_check.py, in the virtual environment Scripts/test fills).
enum Pillow {
    struct Picture: Decodable {
        struct Frame: Decodable {
            var duration: Int?
            var rgb: String?
        }

        var format: String
        var width: Int
        var height: Int
        var loop: Int?
        var frames: [Frame]

        /// The colour of a pixel of a frame read with its pixels.
        func rgb(frame: Int, x: Int, y: Int) -> String? {
            guard let hex = frames[frame].rgb else { return nil }
            let start = hex.index(hex.startIndex, offsetBy: (y * width + x) * 6)
            return String(hex[start..<hex.index(start, offsetBy: 6)])
        }
    }

    struct Unreadable: Error {
        let output: String
    }

    static func read(_ bytes: [UInt8], pixels: Bool = true) async throws -> Picture {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-picture-\(UUID().uuidString)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await read(file, pixels: pixels)
    }

    static func read(_ file: URL, pixels: Bool = false) async throws -> Picture {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = root.appendingPathComponent("Tests/Interop/picture_check.py").path
        let read = try await ChildProcess.run(
            InteropScript.python(packageRoot: root), [script, file.path] + (pixels ? ["--pixels"] : []), timeout: .seconds(60))
        guard read.status == 0 else { throw Unreadable(output: read.output) }
        return try JSONDecoder().decode(Picture.self, from: Data(read.output.utf8))
    }
}
