import Foundation

/// Runs short-lived programs (tmux, bash, python) for the tests with `posix_spawn`, not Foundation's `Process`.
///
/// `Process` on Linux learns that a child ended when a socket the child inherits is closed. A tmux server that the
/// child starts inherits that socket too and keeps it open, so the child never seems to end; and `waitUntilExit`
/// parks a thread of the cooperative pool. Here the child gets no descriptor beyond its standard three and is
/// reaped by polling `waitpid`, so a test can always time out instead of hanging the suite.
enum ChildProcess {
    /// Runs `program` (looked up in PATH) to the end and returns its exit status and everything it printed; one
    /// still running after `timeout` is killed and fails the test.
    static func run(
        _ program: String, _ arguments: [String], environment: [String: String] = [:], timeout: Duration = .seconds(120)
    ) async throws -> (status: Int32, output: String) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("payterm-run-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: output) }
        let pid = try spawn(program, arguments, environment: environment) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard ContinuousClock.now < deadline else {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw ProcessFailure("\(program) \(arguments.joined(separator: " ")) ran longer than \(timeout)")
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return (exitCode(status), printed)
    }

    /// Starts `program` (looked up in PATH) with its standard descriptors as `redirect` sets them up, and none of
    /// this process's other descriptors.
    static func spawn(
        _ program: String, _ arguments: [String], environment: [String: String],
        redirect: (inout posix_spawn_file_actions_t) -> Void
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        redirect(&actions)
        for descriptor in openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }

        // The test runner's threads block signals a child must not start with blocked.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

        let variables = Self.environment(inheriting: ProcessInfo.processInfo.environment, with: environment).map { "\($0)=\($1)" }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let result = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        guard result == 0 else { throw ProcessFailure("cannot start \(program): \(String(cString: strerror(result)))") }
        return pid
    }

    /// What a child runs with: this process's environment but for PayTerm's own variables (`PAYTERM_CLIENT_SECRET`
    /// set in the shell, as README tells users to for `payterm serve`, would give every backend a test starts other
    /// credentials than its clients use), the tests' own `PAYTERM_FUZZ_…` kept, the tests' trainer's secret (so no
    /// backend a test starts writes one into the user's state folder, and every trainer's command finds it), and
    /// `chosen` over it; a trainer's secret chosen empty is none, for a test of the state folder's.
    static func environment(inheriting inherited: [String: String], with chosen: [String: String]) -> [String: String] {
        var environment = inherited.filter { !$0.key.hasPrefix("PAYTERM_") || $0.key.hasPrefix("PAYTERM_FUZZ_") }
        environment["PAYTERM_TRAINER_SECRET"] = trainerSecret
        environment.merge(chosen) { $1 }
        if environment["PAYTERM_TRAINER_SECRET"] == "" { environment["PAYTERM_TRAINER_SECRET"] = nil }
        return environment
    }

    /// The trainer's secret of every `payterm serve` the tests start.
    static let trainerSecret = "PTT-the-tests-own-trainers-secret"

    /// The descriptors open in this process (glibc's posix_spawn ignores closing one that has closed meanwhile).
    private static func openDescriptors() -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).compactMap { Int32($0) }
    }

    /// The status a shell would show: the exit code, or 128 plus the signal that ended the program.
    static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
