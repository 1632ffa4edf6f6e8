/// An Adaptive Payments answer as fields in order, for the NV and XML writers: the `Encodable` answer encoded
/// field by field as its type encodes them, in declaration order, which the answer types keep in PayPal's order
/// (`timestamp, ack, correlationId, build`; `errorId, domain, subdomain, severity, category, message`).
indirect enum ResponseTree {
    case text(String)
    case fields([Field])
    case list([ResponseTree])

    struct Field {
        var name: String
        var value: ResponseTree
    }

    init(encoding value: some Encodable) throws {
        let root = TreeNode()
        try value.encode(to: TreeEncoder(node: root, codingPath: []))
        self = root.tree
    }
}

/// A node filled while a value encodes itself; containers keep a reference to it. It is text, a list once an
/// item is added, or else fields.
private final class TreeNode {
    var text: String?
    var items: [TreeNode]?
    var fields: [(name: String, node: TreeNode)] = []

    var tree: ResponseTree {
        if let text { return .text(text) }
        if let items { return .list(items.map(\.tree)) }
        return .fields(fields.map { ResponseTree.Field(name: $0.name, value: $0.node.tree) })
    }

    /// A new node for the field `name`; a value whose fields come in several calls (`Enveloped`) adds to them.
    func field(_ name: String) -> TreeNode {
        let child = TreeNode()
        fields.append((name, child))
        return child
    }

    func item() -> TreeNode {
        let child = TreeNode()
        items = items ?? []
        items?.append(child)
        return child
    }

    /// Values that are text on the wire (`String`, `Bool`, numbers) are written as their description.
    func encode(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        if let text = value as? any LosslessStringConvertible {
            self.text = text.description
        } else {
            try value.encode(to: TreeEncoder(node: self, codingPath: codingPath))
        }
    }
}

private struct TreeEncoder: Encoder {
    let node: TreeNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(TreeFields(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { TreeList(node: node, codingPath: codingPath) }

    func singleValueContainer() -> any SingleValueEncodingContainer { TreeValue(node: node, codingPath: codingPath) }
}

// The containers' one generic `encode` stands for each of the protocols' per-type requirements. A nil is left
// out, as the JSON answers leave it out.

private struct TreeFields<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: TreeNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try node.field(key.stringValue).encode(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<Nested: CodingKey>(keyedBy keyType: Nested.Type, forKey key: Key) -> KeyedEncodingContainer<Nested> {
        KeyedEncodingContainer(TreeFields<Nested>(node: node.field(key.stringValue), codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeList(node: node.field(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.field("super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder(node: node.field(key.stringValue), codingPath: codingPath + [key]) }
}

private struct TreeList: UnkeyedEncodingContainer {
    let node: TreeNode
    let codingPath: [any CodingKey]
    private(set) var count = 0

    init(node: TreeNode, codingPath: [any CodingKey]) {
        self.node = node
        self.codingPath = codingPath
        if node.items == nil { node.items = [] }
    }

    mutating func encodeNil() {}

    mutating func encode<T: Encodable>(_ value: T) throws {
        count += 1
        try node.item().encode(value, codingPath: codingPath)
    }

    mutating func nestedContainer<Nested: CodingKey>(keyedBy keyType: Nested.Type) -> KeyedEncodingContainer<Nested> {
        count += 1
        return KeyedEncodingContainer(TreeFields<Nested>(node: node.item(), codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        return TreeList(node: node.item(), codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        count += 1
        return TreeEncoder(node: node.item(), codingPath: codingPath)
    }
}

private struct TreeValue: SingleValueEncodingContainer {
    let node: TreeNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() {}

    mutating func encode<T: Encodable>(_ value: T) throws { try node.encode(value, codingPath: codingPath) }
}
