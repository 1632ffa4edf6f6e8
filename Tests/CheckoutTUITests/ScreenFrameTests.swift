import Foundation
import Testing
@testable import CheckoutTUI

/// A frame kept for a recording: the canvas's cells, with the looks the theme gave them, read back the same.
@Suite struct ScreenFrameTests {
    let theme = Theme(name: "test", entries: [
        .text: Theme.Entry(foreground: .index(252), background: .terminalDefault),
        .title: Theme.Entry(foreground: .index(33), background: .index(17), bold: true, reverse: true),
    ])

    @Test func aFrameReadsBackAsTheCanvasWithItsThemesLooks() throws {
        var canvas = Canvas(width: 6, height: 2, style: Style(.text))
        canvas.write("東a", x: 1, y: 0, style: Style(.title, underline: true))
        canvas.write("─", x: 0, y: 1, style: Style(.text, reverse: true))
        let frame = ScreenFrame(canvas, theme: theme, colors: true)
        let read = try JSONDecoder().decode(ScreenFrame.self, from: JSONEncoder().encode(frame))
        let cells = try read.cells()

        #expect(cells.map { $0.map(\.text).joined() } == canvas.lines)
        #expect(cells[0].map(\.text) == [" ", "東", "", "a", " ", " "])
        #expect(cells[0][1].look == CellLook(foreground: 33, background: 17, bold: true, underline: true, reverse: true))
        #expect(cells[0][0].look == CellLook(foreground: 252))
        #expect(cells[1][0].look == CellLook(foreground: 252, reverse: true))
        #expect(read.looks.count == 3, "each look once")
    }

    @Test func withoutColoursOnlyTheEmphasisIsKept() throws {
        var canvas = Canvas(width: 2, height: 1)
        canvas.write("ab", x: 0, y: 0, style: Style(.title))
        let cells = try ScreenFrame(canvas, theme: theme, colors: false).cells()
        #expect(cells[0][0].look == CellLook(bold: true, reverse: true))
    }

    @Test func aFrameThatDoesNotHoldTogetherIsToldByItsRow() throws {
        var frame = ScreenFrame(Canvas(width: 3, height: 2), theme: theme, colors: true)
        frame.rows[1] = "東東"
        #expect(throws: ScreenFrame.Garbled.self) { try frame.cells() }
        do {
            _ = try frame.cells()
        } catch {
            #expect(error.description == "row 2 is 4 cells wide, not 3")
        }
        frame.rows[1] = "   "
        frame.runs[0] = [3, 7]
        #expect(throws: ScreenFrame.Garbled.self) { try frame.cells() }
    }

    @Test func eachLineOfAFramesFileIsAFrameOrAMarker() throws {
        let records = [
            FrameRecord(milliseconds: 0, event: .frame(ScreenFrame(Canvas(width: 1, height: 1), theme: theme, colors: true))),
            FrameRecord(milliseconds: 12, event: .marker(.step("PayPal library · login"))),
            FrameRecord(milliseconds: 40, event: .marker(.pause(caption: "Look at the button."))),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let lines = try records.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        #expect(lines[2] == #"{"ms":40,"pause":"Look at the button."}"#)
        #expect(try lines.map { try JSONDecoder().decode(FrameRecord.self, from: Data($0.utf8)) } == records)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FrameRecord.self, from: Data(#"{"ms":1}"#.utf8)) }
        #expect(RecordingMarker.pause(caption: "Look.").label == "Pause: Look.")
    }
}
