import ArgumentParser
import CheckoutTUI
import Foundation
import Pictures

/// `payterm render`: a recording's pictures, drawn from the frames `payterm record` keeps beside its cast.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Turn a recording into an animated GIF and a PNG still per pause.",
        discussion: """
            Reads the frames `payterm record --out NAME.cast` kept in NAME.frames (PayTerm's own screen cells, \
            colours and all) and writes NAME.gif, the recording at its own pace with waits over 5 s shortened, and \
            NAME-pause-01.png… the screen at each pause of a scenario. Characters are drawn with GNU Unifont \
            (apt-get install unifont), 8×16 pixels a cell, Japanese and other wide characters 16×16.
            """)

    @Argument(help: "The recording: NAME.cast, or its NAME.frames.")
    var recording: String

    @Option(help: "The folder to write the pictures to (default: the recording's).")
    var out: String?

    @Option(help: "Pixels for each pixel of a glyph: 2 doubles the pictures' size.")
    var scale = 1

    @Option(help: "A Unifont .hex file (default: \(Unifont.debianPaths.joined(separator: ", then "))).")
    var font: String?

    func validate() throws {
        guard (1...8).contains(scale) else { throw ValidationError("--scale is 1 to 8, not \(scale).") }
    }

    func run() throws {
        try Self.render(recording, into: out, scale: scale, font: font)
    }

    /// Writes the recording's pictures and says where they are.
    static func render(_ recording: String, into out: String?, scale: Int, font: String?) throws {
        let url = URL(fileURLWithPath: recording)
        let frames = url.pathExtension == "frames" ? url.path : FramesFile.path(besideCast: url.path)
        let folder = out.map { URL(fileURLWithPath: $0) } ?? url.deletingLastPathComponent()
        let pictures = RecordingPictures(name: url.deletingPathExtension().lastPathComponent, folder: folder, scale: scale)
        do {
            let records = try FramesFileReader.read(frames)
            let written = try pictures.render(records, fontPaths: font.map { [$0] } ?? Unifont.debianPaths) { say($0) }
            say(summary(of: written, in: folder))
        } catch let failure as PictureFailure {
            throw CommandFailure(failure.description)
        }
    }

    /// What was written, in a line however many stills there are: `Wrote demo.gif and 3 stills (demo-pause-01.png to
    /// demo-pause-03.png) in /tmp.`
    static func summary(of written: [URL], in folder: URL) -> String {
        let names = written.map(\.lastPathComponent)
        let stills = names.filter { $0.hasSuffix(".png") }
        let animations = names.filter { !$0.hasSuffix(".png") }.joined(separator: ", ")
        let still = switch stills.count {
        case 0: ""
        case 1: " and a still (\(stills[0]))"
        default: " and \(stills.count) stills (\(stills[0]) to \(stills[stills.count - 1]))"
        }
        return "Wrote \(animations)\(still) in \(folder.path)."
    }

    private static func say(_ line: String) { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
}
