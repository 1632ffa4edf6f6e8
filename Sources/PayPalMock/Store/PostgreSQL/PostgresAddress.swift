import Foundation
import PostgresNIO

/// Where a PostgreSQL store is: `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`, as libpq writes it, or with
/// `?host=/folder` for the server's Unix socket in that folder. The database defaults to the user's name.
struct PostgresAddress: CustomStringConvertible {
    let configuration: PostgresConnection.Configuration
    /// The address without its password.
    let description: String

    init(_ text: String) throws {
        guard let url = URLComponents(string: text), url.scheme == "postgres" || url.scheme == "postgresql" else {
            throw PostgresStoreError.badAddress("it does not start with postgres://")
        }
        guard let user = url.percentEncodedUser.flatMap({ $0.removingPercentEncoding }), !user.isEmpty else {
            throw PostgresStoreError.badAddress("it names no user")
        }
        let password = url.percentEncodedPassword.flatMap { $0.removingPercentEncoding }
        let path = url.percentEncodedPath.dropFirst()
        let database = path.isEmpty ? user : path.removingPercentEncoding ?? String(path)
        let port = url.port ?? 5432
        var shown = url
        shown.password = nil
        description = shown.string ?? "\(user)@…/\(database)"
        if let folder = url.queryItems?.first(where: { $0.name == "host" })?.value, folder.hasPrefix("/") {
            configuration = .init(unixSocketPath: "\(folder)/.s.PGSQL.\(port)", username: user, password: password, database: database)
        } else {
            guard let host = url.host, !host.isEmpty else { throw PostgresStoreError.badAddress("it names no host") }
            configuration = .init(host: host, port: port, username: user, password: password, database: database, tls: .disable)
        }
    }
}
