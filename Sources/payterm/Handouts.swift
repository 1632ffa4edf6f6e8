import Foundation
import PayPalAPI

/// A trainee's sheet, to print and hand out: their workspace, and the commands they run, a flag a line so that
/// they copy them without a mistake. It holds their keys, so the files are the trainer's alone to read.
enum Handouts {
    /// The folder, made if new, readable by its owner alone.
    static func folder(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw CommandFailure("The handouts' folder \(path) could not be made: \(error.localizedDescription)")
        }
        return url
    }

    /// Writes `NAME.txt` in the folder; returns its path.
    static func write(_ workspace: AdminClient.Workspace, in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("\(workspace.name).txt")
        guard FileManager.default.createFile(atPath: file.path, contents: Data(sheet(workspace).utf8), attributes: [.posixPermissions: 0o600]) else {
            throw CommandFailure("The handout \(file.path) could not be written.")
        }
        // An earlier sheet of that name keeps its mode: the new one is the owner's alone too.
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        return file.path
    }

    static func sheet(_ workspace: AdminClient.Workspace) -> String {
        let (checkout, console, drills) = WorkspaceText.commands(workspace)
        func lines(_ words: [String]) -> String {
            "  " + words.joined(separator: " \\\n      ")
        }
        return """
            PayTerm training · \(workspace.name)
            Your workspace: \(workspace.baseUrl)

            The merchant's app, with PayPal's checkout:
            \(lines(checkout))

            The support console:
            \(lines(console))

            The next drill your trainer assigned, judged by your workspace (a drill's name in place of next, from payterm drill list, is practice on your own, not recorded):
            \(lines(drills))

            These lines hold your workspace's keys: keep them to yourself.

            """
    }
}
