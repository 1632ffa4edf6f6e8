/// One line of a frames file: a frame put on screen, or a marker, at its time from the start of the recording.
/// In JSON, `{"ms":…}` with one of `frame`, `step` or `pause`.
public struct FrameRecord: Equatable, Sendable {
    public enum Event: Equatable, Sendable {
        case frame(ScreenFrame)
        case marker(RecordingMarker)
    }

    public var milliseconds: Int
    public var event: Event

    public init(milliseconds: Int, event: Event) {
        self.milliseconds = milliseconds
        self.event = event
    }
}

extension FrameRecord: Codable {
    private enum Key: String, CodingKey {
        case ms, frame, step, pause
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        milliseconds = try container.decode(Int.self, forKey: .ms)
        if let frame = try container.decodeIfPresent(ScreenFrame.self, forKey: .frame) {
            event = .frame(frame)
        } else if let step = try container.decodeIfPresent(String.self, forKey: .step) {
            event = .marker(.step(step))
        } else if let caption = try container.decodeIfPresent(String.self, forKey: .pause) {
            event = .marker(.pause(caption: caption))
        } else {
            throw DecodingError.dataCorruptedError(forKey: .frame, in: container, debugDescription: "neither a frame, a step nor a pause")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(milliseconds, forKey: .ms)
        switch event {
        case .frame(let frame): try container.encode(frame, forKey: .frame)
        case .marker(.step(let title)): try container.encode(title, forKey: .step)
        case .marker(.pause(let caption)): try container.encode(caption, forKey: .pause)
        }
    }
}
