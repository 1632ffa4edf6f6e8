import CheckoutTUI
import Foundation

/// A recording's pictures: `NAME.gif`, the whole recording animated at its own pace (long waits shortened), and
/// `NAME-pause-01.png`… each the screen while a pause's caption was up.
public struct RecordingPictures {
    public let name: String
    public let folder: URL
    public let scale: Int

    public init(name: String, folder: URL, scale: Int) {
        self.name = name
        self.folder = folder
        self.scale = scale
    }

    /// Draws the recording's frames with the font at `fontPaths` (the first found); tells `progress` how far it
    /// is; returns the files written.
    public func render(_ records: [FrameRecord], fontPaths: [String], progress: (String) -> Void) throws -> [URL] {
        let timeline = Timeline(records)
        let screens = timeline.shots.map(\.frame) + timeline.pauses
        let font = try Unifont(firstOf: fontPaths, for: Set(screens.lazy.flatMap(\.rows).joined().compactMap { $0.unicodeScalars.first?.value }))
        let colours = Set(screens.lazy.flatMap(\.looks)).flatMap { look in
            let (foreground, background) = TerminalColours.of(look)
            return [foreground, background]
        }
        let palette = Palette(colours + [TerminalColours.defaultBackground])
        let columns = screens.map(\.width).max() ?? 0
        let rows = screens.map(\.height).max() ?? 0

        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw PictureFailure(description: "\(folder.path) cannot be made: \(error.localizedDescription)")
        }
        var written: [URL] = []
        var painter = CellPainter(columns: columns, rows: rows, scale: scale, font: font, palette: palette)
        var gif = GIFEncoder(width: painter.image.width, height: painter.image.height, palette: palette)
        for (number, shot) in timeline.shots.enumerated() {
            // A frame whose cells changed but whose pixels did not still shows for its time, as a one-pixel frame.
            let changed = painter.paint(try shot.frame.cells()) ?? Rect(x: 0, y: 0, width: 1, height: 1)
            gif.add(painter.image, rect: changed, centiseconds: shot.centiseconds)
            if (number + 1) % 100 == 0 { progress("\(name).gif: \(number + 1) of \(timeline.shots.count) frames") }
        }
        written.append(try write(gif.finished, to: "\(name).gif"))
        for (number, pause) in timeline.pauses.enumerated() {
            var still = CellPainter(columns: columns, rows: rows, scale: scale, font: font, palette: palette)
            _ = still.paint(try pause.cells())
            let file = "\(name)-pause-\(number < 9 ? "0" : "")\(number + 1).png"
            written.append(try write(try PNGEncoder.encode(still.image, palette: palette), to: file))
        }
        return written
    }

    private func write(_ bytes: [UInt8], to file: String) throws -> URL {
        let url = folder.appendingPathComponent(file)
        do {
            try Data(bytes).write(to: url)
        } catch {
            throw PictureFailure(description: "\(url.path) cannot be written: \(error.localizedDescription)")
        }
        return url
    }
}
