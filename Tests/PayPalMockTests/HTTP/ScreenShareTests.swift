import Foundation
import PayPalAPI
import Synchronization
import Testing
@testable import PayPalMock

/// A screen shared through a backend: a trainee's front sends frames to their workspace, the trainer watches them
/// through the class's backend, the trainer's own screen is open to the class; nobody else sends or watches, and a
/// frame is neither journaled nor kept.
@Suite struct ScreenShareTests {
    static let trainer = Secret(TestBackend.trainerSecret)

    static func put(_ body: Data, on backend: TestBackend, headers: [String: String]) async throws -> Int {
        try await backend.http.send("PUT", "/payterm/v1/screen", headers: headers, body: body).status
    }

    static func frame(_ text: String) -> Data { Data(#"{"rows":["\#(text)"],"width":\#(text.count),"height":1}"#.utf8) }

    /// The updates a watcher gets until `enough` of them came (or 10 s passed).
    static func watch(
        _ admin: AdminClient, of workspace: String? = nil, trainer: Secret? = nil, until enough: Int, while doing: () async throws -> Void
    ) async throws -> [AdminClient.ScreenUpdate] {
        let seen = Mutex<[AdminClient.ScreenUpdate]>([])
        let watching = Task {
            try await admin.watchScreen(of: workspace, trainer: trainer) { update in
                seen.withLock { $0.append(update) }
                return seen.withLock { $0.count } < enough
            }
        }
        // The first update is what is on screen now: once it came, the watch is in place.
        for _ in 0..<100 where seen.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(50)) }
        try await doing()
        let ended = Task { try await watching.value }
        for _ in 0..<200 where seen.withLock({ $0.count < enough }) { try await Task.sleep(for: .milliseconds(50)) }
        watching.cancel()
        _ = await ended.result
        return seen.withLock { $0 }
    }

    @Test func aTraineesFramesReachTheTrainerAndTheirEndIsSaid() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            let class_ = AdminClient(transport: backend.http)
            let updates = try await Self.watch(class_, of: "ana", trainer: Self.trainer, until: 3) {
                _ = try await Self.put(Self.frame("Log in"), on: ana.backend, headers: ana.admin)
                _ = try await ana.backend.http.send("DELETE", "/payterm/v1/screen", headers: ana.admin)
            }
            #expect(updates.count == 3 && updates.first == .unshared && updates.last == .unshared, "\(updates)")
            guard case .frame(let json)? = updates.dropFirst().first else { Issue.record("no frame in \(updates)"); return }
            #expect(String(decoding: json, as: UTF8.self).contains("Log in"))
            let journal = try await AdminClient(transport: ana.backend.http, adminToken: ana.adminToken).journal(limit: 200)
            #expect(!journal.contains { $0.path.hasPrefix("/payterm/v1/screen") }, "frames are not journaled")
        }
    }

    @Test func nobodyElseSendsOrWatchesAndAFrameIsJSON() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            let ben = try await ClassroomTests.workspace("ben", on: backend)
            #expect(try await Self.put(Self.frame("x"), on: ana.backend, headers: [:]) == 401)
            #expect(try await Self.put(Self.frame("x"), on: ana.backend, headers: ben.admin) == 401, "Ben's token sends nothing to Ana's screen")
            #expect(try await Self.put(Data("not json".utf8), on: ana.backend, headers: ana.admin) == 400)
            #expect(try await Self.put(Data("[1]".utf8), on: ana.backend, headers: ana.admin) == 400)
            let tooLarge = try await Self.put(Data(repeating: 0x20, count: (1 << 20) + 1), on: ana.backend, headers: ana.admin)
            #expect(tooLarge == 413)
            #expect(try await ana.backend.http.send("GET", "/payterm/v1/screen", headers: ben.admin).status == 401, "nor watches it")
            #expect(try await backend.http.send("GET", "/payterm/v1/workspaces/ana/screen", headers: ana.admin).status == 401, "only the trainer watches a trainee")
            #expect(try await backend.http.send("GET", "/payterm/v1/workspaces/nobody/screen", headers: ClassroomTests.trainer).status == 404)
            #expect(try await ana.backend.http.send("GET", "/payterm/v1/workspaces/ana/screen", headers: ClassroomTests.trainer).status == 401)
            #expect(try await ana.backend.http.send("GET", "/payterm/v1/workspaces/ana/screen", headers: ana.admin).status == 403, "a workspace holds no class")
        }
    }

    @Test func theTrainersScreenIsOpenToEveryTraineeAndNobodyElse() async throws {
        var configuration = TestBackend.configuration()
        configuration.adminToken = "PTA-trainer"
        try await TestBackend.with(configuration) { backend in
            let trainersOwn = [AdminHolders.header: "PTA-trainer"]
            let created = try await backend.http.send(
                "POST", "/payterm/v1/workspaces", headers: ClassroomTests.trainer.merging([AdminHolders.header: "PTA-trainer"]) { $1 }, body: Data(#"{"name":"ana"}"#.utf8))
            let ana = try Seat(JSON(try created.jsonObject()))
            #expect(try await backend.http.send("GET", "/payterm/v1/screen").status == 401)
            #expect(try await backend.http.send("GET", "/payterm/v1/screen", headers: [AdminHolders.header: "PTA-guess"]).status == 401)
            #expect(try await Self.put(Self.frame("x"), on: backend, headers: ana.admin) == 401, "a trainee watches the trainer's screen, and sends nothing to it")
            let updates = try await Self.watch(AdminClient(transport: backend.http, adminToken: ana.adminToken), until: 2) {
                _ = try await Self.put(Self.frame("Review"), on: backend, headers: trainersOwn)
            }
            #expect(updates.count == 2 && updates.first == .unshared)
        }
    }

    @Test func sixteenFramesAtOnceAreAllTakenAndOneOfThemIsOnScreen() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<16 { group.addTask { try await Self.put(Self.frame("frame \(index)"), on: ana.backend, headers: ana.admin) } }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 204, count: 16))
            let updates = try await Self.watch(AdminClient(transport: ana.backend.http, adminToken: ana.adminToken), until: 1) {}
            guard case .frame(let json)? = updates.first else { Issue.record("no frame: \(updates)"); return }
            #expect(String(decoding: json, as: UTF8.self).contains("frame "))
        }
    }

    @Test func nobodyButTheTrainerSharesTheScreenOfAClassOnLoopback() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            #expect(try await Self.put(Self.frame("fake"), on: backend, headers: [:]) == 401, "no credentials, no frame, loopback too")
            #expect(try await Self.put(Self.frame("fake"), on: backend, headers: ana.admin) == 401, "nor a trainee's token")
            #expect(try await backend.http.send("DELETE", "/payterm/v1/screen").status == 401)
            let updates = try await Self.watch(AdminClient(transport: backend.http, adminToken: ana.adminToken), until: 2) {
                _ = try await Self.put(Self.frame("Review"), on: backend, headers: ClassroomTests.trainer)
            }
            #expect(updates.count == 2 && updates.first == .unshared, "the trainer's own frame is shown: \(updates)")
        }
    }

    /// A frame is drawn in other people's terminals: one whose text holds a control character (`ESC]2;…BEL` set
    /// a watcher's window title; C1's CSI, DEL) is refused, and the watchers never get it.
    @Test func aFrameHoldingControlCharactersIsRefused() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            for hostile in [#"\u001b]2;pwned\u0007"#, #"\u009b31m"#, #"a\u007fb"#] {
                let answer = try await ana.backend.http.send(
                    "PUT", "/payterm/v1/screen", headers: ana.admin, body: Data(#"{"rows":["\#(hostile)"],"width":10,"height":1}"#.utf8))
                let refusal = JSON(try answer.jsonObject())
                #expect(answer.status == 400 && refusal["details[0].issue"] == "CONTROL_CHARACTER_IN_FRAME", "\(hostile): \(refusal)")
            }
            let inAKey = try await Self.put(Data(#"{"rows":["x"],"\u001b[2J":1,"width":1,"height":1}"#.utf8), on: ana.backend, headers: ana.admin)
            #expect(inAKey == 400)
            let updates = try await Self.watch(AdminClient(transport: ana.backend.http, adminToken: ana.adminToken), until: 1) {}
            #expect(updates == [.unshared], "nothing reached the watchers: \(updates)")
            #expect(try await Self.put(Self.frame("Review ☃"), on: ana.backend, headers: ana.admin) == 204)
        }
    }

    /// A frame whose body never arrives is answered as on every other route: 408 at the body's timeout, and its
    /// connection closed (50 such PUTs were open after 100 s).
    @Test func aFrameWhoseBodyNeverArrivesIsAnswered408AndItsConnectionClosed() async throws {
        var configuration = TestBackend.configuration()
        configuration.bodyTimeout = .seconds(10)
        try await TestBackend.with(configuration) { backend in
            let answer = try await RawHTTP.offThePool { () -> (status: Int, closed: Bool)? in
                let raw = backend.raw
                let socket = try raw.connect(timeout: 30)
                defer { close(socket) }
                let head = "PUT /payterm/v1/screen HTTP/1.1\r\nHost: x\r\n\(TrainersClass.secretHeader): \(TestBackend.trainerSecret)\r\n"
                    + "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"row"
                try raw.write(Data(head.utf8), to: socket)
                guard let answer = try raw.readAnswer(from: socket) else { return nil }
                // The close may come a moment after the answer on a busy machine: waited for, within the socket's timeout.
                var byte: UInt8 = 0
                return (answer.status, answer.closed || recv(socket, &byte, 1, 0) == 0)
            }
            #expect(answer?.status == 408 && answer?.closed == true, "\(String(describing: answer))")
        }
    }

    /// A watch on a raw connection, its head read: the status it was answered with, and the socket, open.
    static func watching(_ backend: TestBackend, headers: [String: String]) async throws -> (status: Int, socket: Int32) {
        try await RawHTTP.offThePool {
            let socket = try backend.raw.connect(timeout: 30)
            var head = "GET /payterm/v1/screen HTTP/1.1\r\nHost: x\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            try backend.raw.write(Data((head + "\r\n").utf8), to: socket)
            var received = Data()
            var buffer = [UInt8](repeating: 0, count: 4_096)
            while received.range(of: Data("\r\n\r\n".utf8)) == nil {
                let count = recv(socket, &buffer, buffer.count, 0)
                guard count > 0 else { break }
                received.append(contentsOf: buffer[..<count])
            }
            let status = String(decoding: received.prefix(12), as: UTF8.self).split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return (status, socket)
        }
    }

    /// One client held every place, and a watcher that left kept its place until the next frame: each client has
    /// `watchersPerClient` places, and leaving frees one at once, with no frame sent meanwhile.
    @Test func oneClientHoldsFewPlacesAndAWatcherThatLeftFreesItsOwn() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            let ben = try await ClassroomTests.workspace("ben", on: backend)
            var anas: [Int32] = []
            for _ in 0..<ScreenHub.watchersPerClient {
                let watch = try await Self.watching(backend, headers: ana.admin)
                #expect(watch.status == 200)
                anas.append(watch.socket)
            }
            let more = try await Self.watching(backend, headers: ana.admin)
            close(more.socket)
            #expect(more.status == 429, "one client cannot take every place")
            let bens = try await Self.watching(backend, headers: ben.admin)
            close(bens.socket)
            #expect(bens.status == 200, "another client still watches")

            // They leave as a client that is done sending does, with a FIN (a close with unread data would reset).
            for socket in anas { shutdown(socket, Int32(SHUT_WR)) }
            defer { for socket in anas { close(socket) } }
            var again = 0
            // A net for a hang, not a measure: the places are freed as the connections close, which on a busy
            // machine running the whole suite can take seconds.
            let giveUp = ContinuousClock.now + .seconds(90)
            while again != 200, ContinuousClock.now < giveUp {
                let watch = try await Self.watching(backend, headers: ana.admin)
                close(watch.socket)
                again = watch.status
                if again != 200 { try await Task.sleep(for: .milliseconds(100)) }
            }
            #expect(again == 200, "the watchers that left freed their places, with no frame sent")
        }
    }

    @Test func aFrameWithLineBreaksReachesTheWatchersAsOneLine() async throws {
        try await TestBackend.with { backend in
            let ana = try await ClassroomTests.workspace("ana", on: backend)
            let spread = Data("{\n  \"rows\": [\"Review\"],\n  \"width\": 6,\n  \"height\": 1\n}".utf8)
            let updates = try await Self.watch(AdminClient(transport: ana.backend.http, adminToken: ana.adminToken), until: 3) {
                _ = try await Self.put(spread, on: ana.backend, headers: ana.admin)
                _ = try await Self.put(Self.frame("Next"), on: ana.backend, headers: ana.admin)
            }
            let frames = updates.compactMap { update -> String? in
                if case .frame(let json) = update { return String(decoding: json, as: UTF8.self) } else { return nil }
            }
            #expect(frames.count == 2 && frames[0].contains("Review") && frames[1].contains("Next"), "both frames whole: \(updates)")
        }
    }
}
