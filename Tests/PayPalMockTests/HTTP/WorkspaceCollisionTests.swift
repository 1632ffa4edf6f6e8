import Foundation
import PayPalAPI
import Testing
@testable import PayPalMock

/// Workspaces that cannot collide: a name is made once however many ask at once, the cap holds, a creation that
/// loses leaves no listener, a workspace's credentials make no workspaces, and each workspace's files are its own.
@Suite struct WorkspaceCollisionTests {
    static let trainer = ClassroomTests.trainer

    /// Sends `count` creations, at most 16 at a time, named by `name`; the status of each.
    static func create(_ count: Int, on backend: TestBackend, name: @escaping @Sendable (Int) -> String) async throws -> [Int] {
        try await withThrowingTaskGroup(of: Int.self) { group in
            var statuses: [Int] = []
            for index in 0..<count {
                if index >= 16, let status = try await group.next() { statuses.append(status) }
                group.addTask {
                    try await backend.http.send("POST", "/payterm/v1/workspaces", headers: trainer, json: ["name": name(index)]).status
                }
            }
            for try await status in group { statuses.append(status) }
            return statuses
        }
    }

    static func listed(on backend: TestBackend) async throws -> JSON {
        JSON(try await backend.http.send("GET", "/payterm/v1/workspaces", headers: trainer).jsonObject())
    }

    @Test func sixteenCreationsOfOneNameMakeOneWorkspaceWithOneListener() async throws {
        let host = Listeners.freshAddress()
        try await TestBackend.with(BackendConfiguration(host: host, port: 0).holdingClass()) { backend in
            let statuses = try await Self.create(16, on: backend) { _ in "dup" }
            #expect(statuses.sorted() == [201] + Array(repeating: 409, count: 15))
            let listed = try await Self.listed(on: backend)
            #expect(listed.count("workspaces") == 1)
            let url = try #require((listed["workspaces[0].base_url"] as String?).flatMap(URL.init(string:)))
            #expect(try Listeners.ports(on: host) == [backend.baseURL.port, url.port], "the trainer's listener and the one workspace's")

            #expect(try await backend.http.send("DELETE", "/payterm/v1/workspaces/dup", headers: Self.trainer).status == 204)
            #expect(try Listeners.ports(on: host) == [backend.baseURL.port], "delete stops its listener; no other was left")
        }
    }

    @Test func twoHundredCreationsSixteenAtATimeStopAtTheCap() async throws {
        let host = Listeners.freshAddress()
        try await TestBackend.with(BackendConfiguration(host: host, port: 0).holdingClass()) { backend in
            let statuses = try await Self.create(200, on: backend) { "trainee-\($0)" }
            #expect(statuses.filter { $0 == 201 }.count == Classroom.capacity)
            #expect(statuses.filter { $0 == 422 }.count == 200 - Classroom.capacity)
            #expect(try await Self.listed(on: backend).count("workspaces") == Classroom.capacity)
            #expect(try Listeners.ports(on: host).count == Classroom.capacity + 1, "the trainer's listener and one a workspace")
        }
    }

    @Test func aWorkspaceMakesNoWorkspacesWhateverItsCallsAreSignedWith() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            for signer in [ana.keys, Credentials.defaults] {
                let nested = try await ana.backend.http.send(
                    "POST", "/payterm/v1/workspaces", headers: ana.admin.merging(["Authorization": TestBackend.basicAuthorization(signer)]) { $1 },
                    json: ["name": "x"])
                #expect(nested.status == 403)
                #expect(JSON(try nested.jsonObject())["details[0].issue"] == "WORKSPACES_ARE_THE_TRAINERS")
            }
        }
    }

    @Test func eachWorkspaceHasFilesOfItsOwnAndDeleteRemovesExactlyThose() async throws {
        try await TestBackend.withStateFile { configuration in
            guard case .file(let path) = configuration.storage else { return }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("workspaces").path
            func files() throws -> Set<String> { Set(try FileManager.default.contentsOfDirectory(atPath: folder)) }
            try await TestBackend.with(configuration) { backend in
                let ana = try await ClassroomTests.workspace("ana", on: backend)
                try await ClassroomTests.capturedOrder(ana.backend, as: ana.keys)
                let anaFiles = try files()
                let bob = try await ClassroomTests.workspace("bob", on: backend)
                try await ClassroomTests.capturedOrder(bob.backend, as: bob.keys)
                #expect(try files().isStrictSuperset(of: anaFiles))

                #expect(try await backend.http.send("DELETE", "/payterm/v1/workspaces/bob", headers: Self.trainer).status == 204)
                #expect(try files() == anaFiles, "bob's files went, and only bob's")
                #expect(try await ana.ordersOfAlex() == 1)
                #expect(try await ClassroomTests.workspace("bob", on: backend).ordersOfAlex() == 0, "a name given again is a new workspace")
                #expect(try await ana.ordersOfAlex() == 1)
            }
        }
    }

    @Test func theTrainersStoreHoldsNoWorkspaceKey() async throws {
        try await TestBackend.withStateFile { configuration in
            guard case .file(let path) = configuration.storage else { return }
            var secrets: [String] = []
            try await TestBackend.with(configuration) { backend in
                let ana = try await ClassroomTests.workspace("ana", on: backend)
                let keys = ana.keys
                secrets = [keys.clientSecret, keys.apiPassword, keys.apiSignature, keys.braintreePrivateKey, keys.braintreeOAuthClientSecret, ana.adminToken]
            }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            for file in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
                guard let bytes = try? Data(contentsOf: folder.appendingPathComponent(file)) else { continue }
                for secret in secrets { #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(file) holds a workspace's key") }
            }
        }
    }
}
