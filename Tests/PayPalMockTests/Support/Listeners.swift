import Foundation

/// The TCP ports listening on one IPv4 address, as the kernel lists them (`/proc/net/tcp`): a test that binds its
/// backend to an address of its own (127.x.y.z, all loopback on Linux) counts the listeners it left.
enum Listeners {
    /// A loopback address no other test binds.
    static func freshAddress() -> String {
        "127.\(Int.random(in: 1...254)).\(Int.random(in: 1...254)).\(Int.random(in: 2...254))"
    }

    static func ports(on address: String) throws -> Set<Int> {
        let octets = address.split(separator: ".").compactMap { UInt8($0) }
        // The kernel writes the address as the hex of its 32 bits in host (little-endian) order.
        let hex = octets.reversed().map { String(format: "%02X", $0) }.joined()
        // Read to its end: the kernel makes the file a page at a time, and gives it no size.
        guard let file = FileHandle(forReadingAtPath: "/proc/net/tcp") else { throw TestFailure("no /proc/net/tcp") }
        defer { try? file.close() }
        let table = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
        return Set(table.split(separator: "\n").dropFirst().compactMap { line -> Int? in
            let fields = line.split(separator: " ")
            guard fields.count > 3, fields[3] == "0A" else { return nil }
            let local = fields[1].split(separator: ":")
            guard local.count == 2, local[0] == hex else { return nil }
            return Int(local[1], radix: 16)
        })
    }
}
