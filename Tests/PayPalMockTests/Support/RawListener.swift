import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A merchant's server as plain sockets on a loopback port, each connection on a thread of its own: it counts the
/// connections it takes and the bytes it manages to write, and answers as told, including as no HTTP server would
/// (an answer that never ends).
final class RawListener: Sendable {
    enum Behaviour: Sendable {
        /// 200, with an empty body.
        case ok
        /// A 302 to `location`.
        case redirect(String)
        /// 200 with a body of this many bytes, its length given.
        case sized(Int)
        /// 200 with a body that goes on until the client closes the connection.
        case endless
    }

    let port: Int
    private let socket: Int32
    private let behaviour: Behaviour
    private let counts = Mutex((connections: 0, written: 0))

    var connections: Int { counts.withLock { $0.connections } }
    var written: Int { counts.withLock { $0.written } }
    var url: URL { URL(string: "http://127.0.0.1:\(port)/merchant")! }

    private init(socket: Int32, port: Int, behaviour: Behaviour) {
        self.socket = socket
        self.port = port
        self.behaviour = behaviour
    }

    /// Runs `body` with a listener, closing it afterwards, also when `body` throws.
    static func with(_ behaviour: Behaviour, _ body: (RawListener) async throws -> Void) async throws {
        let listener = try start(behaviour)
        defer { listener.stop() }
        try await body(listener)
    }

    private static func start(_ behaviour: Behaviour) throws -> RawListener {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound, listen(socket, 64) == 0 else { throw TestFailure("raw listener: \(errno)") }
        let listener = RawListener(socket: socket, port: Int(UInt16(bigEndian: address.sin_port)), behaviour: behaviour)
        Thread { listener.acceptAll() }.start()
        return listener
    }

    private func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private func acceptAll() {
        while true {
            let connection = accept(socket, nil, nil)
            guard connection >= 0 else { return }
            counts.withLock { $0.connections += 1 }
            Thread { self.answer(connection) }.start()
        }
    }

    private func answer(_ connection: Int32) {
        defer { close(connection) }
        readRequest(connection)
        switch behaviour {
        case .ok: _ = send("HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", on: connection)
        case .redirect(let location): _ = send("HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", on: connection)
        case .sized(let count):
            guard send("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(count)\r\n\r\n", on: connection) else { return }
            var left = count
            while left > 0, send(bytes: min(left, 1 << 16), on: connection) { left -= min(left, 1 << 16) }
        case .endless:
            guard send("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n", on: connection) else { return }
            while send(bytes: 1 << 16, on: connection) {}
        }
    }

    /// Reads the head and the body its `Content-Length` gives.
    private func readRequest(_ connection: Int32) {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            if let end = received.range(of: Data("\r\n\r\n".utf8)) {
                let head = String(decoding: received[..<end.lowerBound], as: UTF8.self).lowercased()
                let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }.flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? 0
                if received.count - end.upperBound >= length { return }
            }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            received.append(contentsOf: buffer[..<count])
        }
    }

    private func send(_ text: String, on connection: Int32) -> Bool {
        let data = Array(text.utf8)
        return Glibc.send(connection, data, data.count, Int32(MSG_NOSIGNAL)) == data.count
    }

    /// Writes `count` spaces (valid JSON whitespace, so only the length can make the answer wrong).
    private func send(bytes count: Int, on connection: Int32) -> Bool {
        let chunk = [UInt8](repeating: UInt8(ascii: " "), count: count)
        var offset = 0
        while offset < count {
            let sent = chunk.withUnsafeBytes { Glibc.send(connection, $0.baseAddress! + offset, count - offset, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return false }
            offset += sent
            counts.withLock { $0.written += sent }
        }
        return true
    }
}
