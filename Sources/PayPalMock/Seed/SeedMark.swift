import Foundation

/// Which seeding the backend's state grew from: planted with the personas, new at every reset, kept across
/// restarts with the state file. What was set up on the backend (a drill's payments) is gone when it changes.
struct SeedMark: Codable, Sendable {
    static let settingKey = "seed_mark"

    var id: String
    var seededAt: Date

    static func plant(in db: any StoreTransaction) throws {
        try db.saveSetting(SeedMark(id: UUID().uuidString.lowercased(), seededAt: Date()), key: settingKey)
    }

    static func current(in db: any StoreTransaction) throws -> SeedMark? {
        try db.setting(SeedMark.self, key: settingKey)
    }
}
