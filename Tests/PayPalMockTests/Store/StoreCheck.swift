import Testing
@testable import PayPalMock

/// One check of the store's contract, which every engine passes alike (`StoreContract.checks`).
struct StoreCheck: Sendable, CustomTestStringConvertible {
    let name: String
    let run: @Sendable (any StoreEngine) async throws -> Void

    init(_ name: String, _ run: @escaping @Sendable (any StoreEngine) async throws -> Void) {
        self.name = name
        self.run = run
    }

    var testDescription: String { name }
}
