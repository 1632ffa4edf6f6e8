import CheckoutTUI

/// A picture whose pixels are numbers in a `Palette`, row by row from the top left.
public struct IndexedImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, filledWith number: UInt8 = 0) {
        self.width = width
        self.height = height
        pixels = Array(repeating: number, count: width * height)
    }

    /// The pixels of a rectangle of the picture, row by row.
    public func pixels(in rect: Rect) -> [UInt8] {
        var part: [UInt8] = []
        part.reserveCapacity(rect.width * rect.height)
        for y in rect.y..<rect.maxY {
            part += pixels[y * width + rect.x..<y * width + rect.maxX]
        }
        return part
    }
}
