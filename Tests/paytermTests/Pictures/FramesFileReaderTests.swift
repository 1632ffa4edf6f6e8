import CheckoutTUI
import Foundation
import Testing
@testable import Pictures

/// A frames file read back, a fault told at its line; and the animation's timing drawn from it.
@Suite struct FramesFileReaderTests {
    func frame(_ text: String) -> ScreenFrame {
        var canvas = Canvas(width: 4, height: 1)
        canvas.write(text, x: 0, y: 0, style: Style(.text))
        return ScreenFrame(canvas, theme: .plain, colors: false)
    }

    func file(_ lines: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-\(UUID().uuidString).frames").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func line(_ record: FrameRecord) throws -> String { String(decoding: try JSONEncoder().encode(record), as: UTF8.self) }

    @Test func aGarbledLineIsToldByItsNumber() throws {
        let path = try file([try line(FrameRecord(milliseconds: 0, event: .frame(frame("a")))), #"{"ms":3,"frame":{"width":2}}"#])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: PictureFailure.self) { try FramesFileReader.read(path) }
        do { _ = try FramesFileReader.read(path) } catch { #expect(error.description.hasPrefix("\(path), line 2: not a line payterm record writes")) }
    }

    @Test func aMissingFileSaysWhereItWasLookedFor() {
        do {
            _ = try FramesFileReader.read("/nonexistent/demo.frames")
            Issue.record("read a file that is not there")
        } catch {
            #expect(error.description.hasPrefix("There is no frames file at /nonexistent/demo.frames"))
        }
    }

    @Test func framesShowUntilTheNextLongWaitsShortenedAndPausesKeepTheFrameOnScreen() throws {
        let records: [FrameRecord] = [
            FrameRecord(milliseconds: 0, event: .frame(frame("a"))),
            FrameRecord(milliseconds: 400, event: .frame(frame("b"))),
            // Replaced within 20 ms: the next frame shows in its place, from its time.
            FrameRecord(milliseconds: 1_000, event: .frame(frame("c"))),
            FrameRecord(milliseconds: 1_010, event: .frame(frame("d"))),
            FrameRecord(milliseconds: 1_100, event: .marker(.pause(caption: "Look."))),
            FrameRecord(milliseconds: 1_200, event: .marker(.step("PayPal library · login"))),
            FrameRecord(milliseconds: 60_000, event: .frame(frame("e"))),
        ]
        let path = try file(try records.map(line))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let timeline = Timeline(try FramesFileReader.read(path))
        #expect(timeline.shots.map { $0.frame.rows[0] } == ["a   ", "b   ", "d   ", "e   "])
        #expect(timeline.shots.map(\.centiseconds) == [40, 60, 500, 300])
        #expect(timeline.pauses.map { $0.rows[0] } == ["d   "])
    }
}
