import Foundation
import Testing
@testable import CheckoutTUI

/// Compares a canvas with its golden text file in Snapshots/; `RECORD_SNAPSHOTS=1` writes the files anew.
func expectSnapshot(_ canvas: Canvas, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent("\(name).txt")
    let actual = canvas.lines.joined(separator: "\n") + "\n"
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded snapshot \(name); check it and run again.", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "snapshot \(name) differs:\n\(actual)", sourceLocation: sourceLocation)
}
