import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// HTTP/1.1 as bytes over a plain socket: for what URLSession will not send (`//v2/…` paths, bad percent
/// encodings, invalid UTF-8 headers, broken chunked bodies) and for connections that stay silent.
struct RawHTTP {
    struct Answer {
        var status: Int
        var head: String
        var body: Data
        /// True when the server closed the connection after answering.
        var closed: Bool
    }

    let port: Int

    /// How long `send` waits for an answer it expects: a net for a hang, never a measure, as a busy machine
    /// running the whole suite can keep an answer back for seconds.
    static let answerNet: Double = 60

    /// Sends `request` as it is and reads one answer; nil when the connection closed without one.
    func send(_ request: Data, timeout: Double = answerNet) async throws -> Answer? {
        try await Self.offThePool {
            let socket = try connect(timeout: timeout)
            defer { close(socket) }
            try write(request, to: socket)
            return try readAnswer(from: socket)
        }
    }

    /// A request line, headers and body made into bytes; `Content-Length` is added for a body.
    func send(
        _ method: String, _ target: String, headers: [(String, String)] = [], body: Data = Data(), timeout: Double = answerNet
    ) async throws -> Answer? {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
        return try await send(Data((head + "\r\n").utf8) + body, timeout: timeout)
    }

    /// Blocking socket calls run on a thread of their own: on the two threads of Swift's cooperative pool they
    /// would starve the server under test, which answers on that pool.
    static func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    /// A connected socket with the timeout on its reads and writes.
    func connect(timeout: Double = 10) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw RawFailure("socket: \(errno)") }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw RawFailure("connect: \(errno)")
        }
        return socket
    }

    func write(_ data: Data, to socket: Int32) throws {
        var offset = 0
        while offset < data.count {
            let sent = data.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + offset, data.count - offset, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw RawFailure("send: \(errno)") }
            offset += sent
        }
    }

    /// How a raw exchange ended.
    enum Outcome {
        case answered(Answer)
        /// The server closed the connection without an answer.
        case closed
        /// The connection was reset (or the server stopped reading) before an answer came.
        case reset
        /// No answer within the socket timeout.
        case silent
    }

    /// Sends `request` as it is and reads one answer. `halfClose` ends the sending side first, for requests whose
    /// broken framing would leave the server waiting for more. A refused write still reads what the server said.
    func exchange(_ request: Data, halfClose: Bool = false, timeout: Double = 10) async throws -> Outcome {
        try await Self.offThePool {
            let socket = try connect(timeout: timeout)
            defer { close(socket) }
            let written = (try? write(request, to: socket)) != nil
            if halfClose { shutdown(socket, Int32(SHUT_WR)) }
            let (answer, failure) = read(from: socket)
            if let answer { return .answered(answer) }
            if failure == ECONNRESET || !written { return .reset }
            return failure == EAGAIN || failure == EWOULDBLOCK ? .silent : .closed
        }
    }

    /// Reads until the answer's head and its `Content-Length` of body have come, or the connection closes.
    func readAnswer(from socket: Int32) throws -> Answer? {
        read(from: socket).answer
    }

    /// The answer, if one came whole or before the connection closed, and the `errno` of a failed read.
    private func read(from socket: Int32) -> (answer: Answer?, failure: Int32) {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var closed = false
        var failure: Int32 = 0
        while true {
            if let answer = parse(received, closed: false), answer.body.count >= contentLength(answer.head) ?? Int.max {
                let peeked = recv(socket, &buffer, 1, Int32(MSG_DONTWAIT | MSG_PEEK))
                return (Answer(status: answer.status, head: answer.head, body: answer.body, closed: peeked == 0), 0)
            }
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 {
                closed = count == 0
                failure = count < 0 ? errno : 0
                break
            }
            received.append(contentsOf: buffer[0..<count])
        }
        return (parse(received, closed: closed), failure)
    }

    private func parse(_ data: Data, closed: Bool) -> Answer? {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self)
        let statusText = head.split(separator: " ", maxSplits: 2).dropFirst().first.map(String.init) ?? ""
        guard let status = Int(statusText) else { return nil }
        return Answer(status: status, head: head, body: Data(data[end.upperBound...]), closed: closed)
    }

    private func contentLength(_ head: String) -> Int? {
        head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
    }
}

struct RawFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension TestBackend {
    var raw: RawHTTP { RawHTTP(port: baseURL.port ?? 0) }
}
