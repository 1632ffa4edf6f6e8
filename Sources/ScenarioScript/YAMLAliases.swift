import CYaml

/// Reads a file's YAML events, as the parser reports them, before Yams composes it: an alias inside a mapping's
/// key is refused, and so is a document whose aliases would make it more than `largestExpansion` nodes. Composing
/// hashes every key to find duplicates, and a key that is an alias of an alias of… (`? *l8`, 1.1 KB) is hashed
/// through all of its expansion: minutes of CPU for `payterm drill`, `classroom assign` and `play --check`.
/// Scenario and drill files need no aliases at all; these bounds leave the ordinary use of one.
enum YAMLAliases {
    /// Nodes a document may expand to, its aliases counted as what they stand for: the largest drill a trainer
    /// may assign (64 KiB) has a few thousand.
    static let largestExpansion = 100_000

    private struct Collection {
        var isMapping: Bool
        var anchor: String?
        /// The nodes in it so far, expanded.
        var nodes = 1
        /// The nodes read in it so far: in a mapping, even ones are keys.
        var children = 0
        /// True inside a mapping's key, at any depth.
        var inKey: Bool
    }

    /// Where the file breaks the bounds, at its line (1-based), in words; nil when it keeps them or is not YAML
    /// (which composing then says, with its line).
    static func problem(in text: String) -> (line: Int, message: String)? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var utf8 = Array(text.utf8)
        return utf8.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            return events(of: &parser)
        }
    }

    private static func events(of parser: inout yaml_parser_t) -> (line: Int, message: String)? {
        var anchors: [String: Int] = [:]
        var open: [Collection] = []
        var total = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
            defer { yaml_event_delete(&event) }
            let line = Int(event.start_mark.line) + 1
            let inKey = open.last.map { $0.inKey || ($0.isMapping && $0.children.isMultiple(of: 2)) } ?? false
            var node: (nodes: Int, anchor: String?)?
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return nil
            case YAML_ALIAS_EVENT:
                guard !inKey else { return (line, "an alias (*…) in a mapping's key: write the key itself") }
                node = (anchors[string(event.data.alias.anchor) ?? ""] ?? 1, nil)
            case YAML_SCALAR_EVENT:
                node = (1, string(event.data.scalar.anchor))
            case YAML_SEQUENCE_START_EVENT:
                open.append(Collection(isMapping: false, anchor: string(event.data.sequence_start.anchor), inKey: inKey))
            case YAML_MAPPING_START_EVENT:
                open.append(Collection(isMapping: true, anchor: string(event.data.mapping_start.anchor), inKey: inKey))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                if let closed = open.popLast() { node = (closed.nodes, closed.anchor) }
            default:
                continue
            }
            guard let node else { continue }
            if let anchor = node.anchor { anchors[anchor] = node.nodes }
            if open.isEmpty {
                total = total.addingReportingOverflow(node.nodes).partialValue
            } else {
                open[open.count - 1].nodes = min(open[open.count - 1].nodes + node.nodes, largestExpansion + 1)
                open[open.count - 1].children += 1
            }
            if total > largestExpansion || (open.last?.nodes ?? 0) > largestExpansion {
                return (line, "its aliases (*…) expand to more than \(largestExpansion) values: write what they repeat, or repeat less")
            }
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }
}
