import Synchronization

/// Messages from tasks to the program's loop, which wakes to drain them; and, once, the services the program
/// talks to, which arrive after its first frame.
final class Inbox: Sendable {
    private let messages = Mailbox<Message>()
    private let connection = Mutex<Result<Services, any Error>?>(nil)
    var wakeSignal: WakeSignal { messages.wakeSignal }

    func connect(_ services: Result<Services, any Error>) {
        connection.withLock { $0 = services }
        wakeSignal.wake()
    }

    /// The services, or why they could not start, the first time they are asked for after they arrive.
    func takeConnection() -> Result<Services, any Error>? { connection.withLock { slot in defer { slot = nil }; return slot } }

    func post(_ message: Message) { messages.post(message) }

    func drain() -> [Message] { messages.drain() }
}
