import Testing

/// The tests pass whatever PayTerm variables the shell has: the programs they start do not inherit them.
@Suite struct ChildEnvironmentTests {
    @Test func aChildGetsNoneOfTheShellsPayTermVariablesButThoseATestChooses() {
        let shell = [
            "PATH": "/usr/bin", "PAYTERM_CLIENT_ID": "mine", "PAYTERM_CLIENT_SECRET": "s", "PAYTERM_API_PASSWORD": "p", "HOME": "/h",
            "PAYTERM_FUZZ_SEED": "7",
        ]
        let child = ChildProcess.environment(inheriting: shell, with: ["PAYTERM_ADMIN_TOKEN": "chosen"])
        #expect(child == [
            "PATH": "/usr/bin", "HOME": "/h", "PAYTERM_FUZZ_SEED": "7", "PAYTERM_ADMIN_TOKEN": "chosen",
            "PAYTERM_TRAINER_SECRET": ChildProcess.trainerSecret,
        ])
    }

    @Test func aChildSeesNoPayTermVariableOfThisProcess() async throws {
        let (_, printed) = try await ChildProcess.run("env", [])
        let seen = printed.split(separator: "\n").filter {
            $0.hasPrefix("PAYTERM_") && !$0.hasPrefix("PAYTERM_FUZZ_") && $0 != "PAYTERM_TRAINER_SECRET=\(ChildProcess.trainerSecret)"
        }
        #expect(seen.isEmpty, "\(seen)")
    }
}
