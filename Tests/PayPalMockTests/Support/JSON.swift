import Foundation

/// A parsed JSON object read by paths such as `paymentInfoList.paymentInfo[0].receiver.amount`.
struct JSON: CustomStringConvertible, @unchecked Sendable {
    let object: [String: Any]

    init(_ object: [String: Any]) { self.object = object }

    subscript<T>(_ path: String) -> T? { value(at: path) as? T }

    subscript(_ path: String) -> String? { value(at: path) as? String }

    func count(_ path: String) -> Int { (value(at: path) as? [Any])?.count ?? 0 }

    func value(at path: String) -> Any? {
        var current: Any? = object
        for part in path.split(separator: ".") {
            var name = Substring(part)
            var indices: [Int] = []
            while let open = name.lastIndex(of: "["), name.hasSuffix("]") {
                indices.insert(Int(name[name.index(after: open)..<name.index(before: name.endIndex)])!, at: 0)
                name = name[..<open]
            }
            current = (current as? [String: Any])?[String(name)]
            for index in indices {
                guard let array = current as? [Any], array.indices.contains(index) else { return nil }
                current = array[index]
            }
        }
        return current
    }

    var description: String {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
            .map { String(decoding: $0, as: UTF8.self) } ?? "\(object)"
    }
}
