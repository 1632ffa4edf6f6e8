import Testing

/// Every Orders v2, Payments v2 and Vault v3 operation, on its success and error paths, answered by the real
/// binary and checked against PayPal's own OpenAPI specs (Tests/Interop/conformance.py, with jsonschema).
@Suite(.timeLimit(.minutes(2))) struct SpecConformanceTests {
    @Test func restAnswersMatchPayPalsSpecs() async throws {
        let (status, output) = try await InteropScript.run("conformance.py")
        #expect(status == 0, "\(output)")
        #expect(output.contains("answers checked against PayPal's specs, 0 problems"), "\(output)")
    }
}
