/// Fills a `Decodable` from a `FormValue`. A field read as a list takes all its occurrences, so one `<receiver>`
/// element, or `receiver(0)` alone, is a list of one; a field read as one value must occur once. Values are
/// text: a type that reads itself from a string (`String`, `Bool`, `Int`…) gets it whole, any other is
/// decoded from the value as a nested body.
struct FormDecoder: Decoder {
    let occurrences: [FormValue]
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func decode<T: Decodable>(_ type: T.Type, from value: FormValue) throws -> T {
        try FormDecoder(occurrences: [value], codingPath: []).value(type)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch try single() {
        case .fields(let fields): return KeyedDecodingContainer(Fields(fields: fields, codingPath: codingPath))
        case .text(let text) where text.isEmpty: return KeyedDecodingContainer(Fields(fields: [:], codingPath: codingPath))
        case .text: throw DecodingError.typeMismatch([String: String].self, .init(codingPath: codingPath, debugDescription: "a value, not fields"))
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        List(items: occurrences, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        Single(decoder: self)
    }

    fileprivate func value<T: Decodable>(_ type: T.Type) throws -> T {
        guard let scalar = type as? any LosslessStringConvertible.Type else { return try T(from: self) }
        guard case .text(let text) = try single() else {
            throw DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "fields, not a value"))
        }
        guard let parsed = scalar.init(text) as? T else {
            throw DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "\(text) is not a \(type)"))
        }
        return parsed
    }

    private func single() throws -> FormValue {
        guard occurrences.count == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "is given \(occurrences.count) times where one value is expected"))
        }
        return occurrences[0]
    }
}

// The containers' one generic `decode` stands for each of the protocols' per-type requirements.

private struct Fields<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: [String: [FormValue]]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { fields.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(key).value(type) }

    func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) throws -> KeyedDecodingContainer<Nested> {
        try decoder(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try decoder(key).unkeyedContainer() }

    func superDecoder() throws -> any Decoder { FormDecoder(occurrences: fields["super"] ?? [], codingPath: codingPath) }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(key) }

    private func decoder(_ key: Key) throws -> FormDecoder {
        guard let occurrences = fields[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing"))
        }
        return FormDecoder(occurrences: occurrences, codingPath: codingPath + [key])
    }
}

private struct List: UnkeyedDecodingContainer {
    let items: [FormValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(items: [FormValue], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().value(type) }

    mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) throws -> KeyedDecodingContainer<Nested> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next() }

    private mutating func next() throws -> FormDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(FormValue.self, .init(codingPath: codingPath, debugDescription: "no more items"))
        }
        defer { currentIndex += 1 }
        return FormDecoder(occurrences: [items[currentIndex]], codingPath: codingPath + [Index(intValue: currentIndex)])
    }
}

private struct Single: SingleValueDecodingContainer {
    let decoder: FormDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.value(type) }
}

private struct Index: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }

    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
