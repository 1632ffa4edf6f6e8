import CheckoutTUI
import Foundation

/// Reads the frames file `payterm record` keeps beside its cast, each line checked, a fault told with its line.
public enum FramesFileReader {
    public static func read(_ path: String) throws(PictureFailure) -> [FrameRecord] {
        guard FileManager.default.fileExists(atPath: path) else {
            throw PictureFailure(
                description: "There is no frames file at \(path): payterm record writes it beside the cast (demo.cast → demo.frames). "
                    + "Record again with this payterm.")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw PictureFailure(description: "\(path) cannot be read.") }
        let decoder = JSONDecoder()
        var records: [FrameRecord] = []
        for (number, line) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            let record: FrameRecord
            do {
                record = try decoder.decode(FrameRecord.self, from: line)
                if case .frame(let frame) = record.event { _ = try frame.cells() }
            } catch let garbled as ScreenFrame.Garbled {
                throw PictureFailure(description: "\(path), line \(number + 1): the frame does not hold together: \(garbled).")
            } catch {
                throw PictureFailure(description: "\(path), line \(number + 1): not a line payterm record writes (\(reason(error))).")
            }
            records.append(record)
        }
        guard records.contains(where: { if case .frame = $0.event { true } else { false } }) else {
            throw PictureFailure(description: "\(path) has no frames: the recorded program drew nothing. Record again.")
        }
        return records
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.debugDescription
        case DecodingError.keyNotFound(let key, _): "no \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        default: "\(error)"
        }
    }
}
