/// The colours of a set of pictures, at most 256, each by its number: the table a GIF and a PNG of palette
/// colours share, and the numbers their pixels hold.
public struct Palette: Sendable {
    public let colours: [RGB]
    private let numbers: [RGB: UInt8]

    /// A palette of the colours; past 256, the rest are shown as the nearest kept.
    public init(_ colours: some Collection<RGB>) {
        let distinct = Array(Set(colours)).sorted { ($0.red, $0.green, $0.blue) < ($1.red, $1.green, $1.blue) }
        let kept = Array(distinct.prefix(256))
        self.colours = kept.isEmpty ? [RGB(0, 0, 0)] : kept
        var numbers: [RGB: UInt8] = [:]
        for (number, colour) in kept.enumerated() { numbers[colour] = UInt8(number) }
        for colour in distinct.dropFirst(256) { numbers[colour] = Self.nearest(to: colour, in: kept) }
        self.numbers = numbers
    }

    public func number(of colour: RGB) -> UInt8 { numbers[colour] ?? Self.nearest(to: colour, in: colours) }

    private static func nearest(to colour: RGB, in colours: [RGB]) -> UInt8 {
        func distance(_ other: RGB) -> Int {
            let (red, green, blue) = (Int(colour.red) - Int(other.red), Int(colour.green) - Int(other.green), Int(colour.blue) - Int(other.blue))
            return red * red + green * green + blue * blue
        }
        return UInt8(colours.indices.min { distance(colours[$0]) < distance(colours[$1]) } ?? 0)
    }
}
