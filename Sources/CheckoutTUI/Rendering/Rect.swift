/// A rectangle of cells.
public struct Rect: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }

    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    /// The rectangle `inset` cells in from every side.
    public func inset(by inset: Int) -> Rect {
        Rect(x: x + inset, y: y + inset, width: max(0, width - 2 * inset), height: max(0, height - 2 * inset))
    }

    /// A rectangle of the given size centred in this one.
    public func centred(width w: Int, height h: Int) -> Rect {
        Rect(x: x + max(0, (width - w) / 2), y: y + max(0, (height - h) / 2), width: min(w, width), height: min(h, height))
    }
}
