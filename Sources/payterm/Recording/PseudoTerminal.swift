import Foundation

/// A program run on a pseudo-terminal of its own, in a session of its own (so it gets the terminal's signals and
/// resizes), with an extra pipe on descriptor 3 for what it tells the recorder.
final class PseudoTerminal {
    let master: Int32
    let child: pid_t
    /// The read end of the child's descriptor 3.
    let notes: Int32

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts `arguments` (the program first) on a new terminal of `size`, with `environment` added to this
    /// process's.
    init(_ arguments: [String], size: winsize, environment: [String: String]) throws {
        var master: Int32 = 0
        var slave: Int32 = 0
        var size = size
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))") }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw Failure(description: "no pipe: \(String(cString: strerror(errno)))") }
        guard let name = ttyname(slave) else { throw Failure(description: "the pseudo-terminal has no name") }
        let slavePath = String(cString: name)
        close(slave)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A session of its own, whose first terminal opened (the pseudo-terminal, below) becomes its controlling one;
        // and every signal unblocked and at its default, whatever this thread (one of Swift's, which block them) had,
        // so that the program hears Ctrl-C and resizes.
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Self.spawnSetsid | Int16(POSIX_SPAWN_SETSIGMASK) | Int16(POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 3)
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])

        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        var argv = arguments.map { strdup($0) } + [nil]
        var envp = variables.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, &envp)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(master)
            close(pipeEnds[0])
            throw Failure(description: "\(arguments[0]) could not start: \(String(cString: strerror(spawned)))")
        }
        self.master = master
        child = pid
        notes = pipeEnds[0]
    }

    /// glibc's POSIX_SPAWN_SETSID (2.26 and later), which Swift does not import.
    private static let spawnSetsid: Int16 = 0x80

    /// Gives the terminal a new size; the child hears of it with SIGWINCH.
    func resize(to size: winsize) {
        var size = size
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Waits for the child to end and returns its exit status (128 + the signal that ended it).
    func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1, errno == EINTR {}
        close(master)
        close(notes)
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
