import ServiceLifecycle

/// Beside the trainer's backend on PostgreSQL: every two seconds, opens the workspaces other processes made and
/// closes those they removed (`Classroom.follow`).
struct ClassroomFollowing: Service {
    let classroom: Classroom

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(2))
                try? await classroom.follow()
            }
        }
    }
}
