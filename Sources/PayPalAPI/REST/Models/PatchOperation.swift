/// One JSON Patch operation (RFC 6902) on an order or a tracker: `replace` `/purchase_units/@reference_id=='default'/amount`
/// with a new amount, say.
public struct PatchOperation: Encodable, Sendable, Equatable {
    public enum Op: String, Encodable, Sendable {
        case add, replace, remove
    }

    public var op: Op
    public var path: String
    public var value: AnyJSON?

    public init(_ op: Op, _ path: String, value: AnyJSON? = nil) {
        self.op = op
        self.path = path
        self.value = value
    }

    /// Replaces what is at `path` with `value` in the REST APIs' JSON.
    public static func replace(_ path: String, value: some Encodable) throws -> PatchOperation {
        PatchOperation(.replace, path, value: try AnyJSON(value))
    }

    /// Adds `value` at `path`.
    public static func add(_ path: String, value: some Encodable) throws -> PatchOperation {
        PatchOperation(.add, path, value: try AnyJSON(value))
    }

    public static func remove(_ path: String) -> PatchOperation {
        PatchOperation(.remove, path)
    }
}
