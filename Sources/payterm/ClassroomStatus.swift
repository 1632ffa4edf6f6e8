import ArgumentParser
import Foundation
import PayPalAPI

extension ClassroomCommand {
    /// `payterm classroom status`: each trainee's drill as it goes, as a table (refreshed with `--watch`), CSV or JSON.
    struct Status: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show each trainee's drill: hints taken, checks tried, solved or not, time taken.",
            discussion: """
                A trainee's assigned drill is set up and judged by their workspace's backend: it counts the hints \
                asked and checks their work against the workspace's state (a trainee's client never says whether \
                it passed), and keeps it with the workspace (a restart or a reset keeps it, removing the workspace \
                takes it). An exam is taken once. --watch redraws the table every 2 seconds until Ctrl-C; --format \
                csv or json exports every attempt, for a spreadsheet or a script.
                """)

        enum Format: String, ExpressibleByArgument, CaseIterable { case table, csv, json }

        @OptionGroup var options: Options
        @Option(help: "table, csv (a line an attempt) or json (every attempt).") var format: Format = .table
        @Flag(help: "Redraw the table every 2 seconds until Ctrl-C.") var watch = false

        func validate() throws {
            if watch, format != .table { throw ValidationError("--watch redraws the table: drop --format \(format.rawValue).") }
        }

        func run() async throws {
            let trainer = try options.trainer()
            repeat {
                let progress = try await options.call { () async throws(PayPalAPIError) in try await options.client.classProgress(trainer: trainer) }
                let text = switch format {
                case .table: ProgressText.table(progress, columns: StandardOutput.terminalSize?.columns)
                case .csv: ProgressText.csv(progress)
                case .json: try ProgressText.json(progress)
                }
                // Each refresh starts from the top of a clear screen, written at once (print's would wait in a
                // pipe's buffer).
                StandardOutput.write((watch ? "\u{1B}[H\u{1B}[2J" : "") + text + "\n")
                if watch { try await Task.sleep(for: .seconds(2)) }
            } while watch
        }
    }
}

/// The class's progress as `payterm classroom status` prints it.
enum ProgressText {
    /// A row an attempt, each trainee's name and drills done on their first; in `columns` (a terminal's), the drills'
    /// names are cut to fit rather than the rows wrapped. A trainee who began none has a row with `—`.
    static func table(_ progress: [AdminClient.WorkspaceProgress], columns: Int? = nil, now: Date = Date()) -> String {
        guard !progress.isEmpty else { return "No workspaces yet: payterm classroom add NAME…" }
        let rows = [["trainee", "drill", "hints", "checks", "solved", "time", "done"]] + progress.flatMap { trainee in
            let assigned = trainee.assigned.isEmpty ? "" : "\(trainee.done) of \(trainee.assigned.count)"
            guard !trainee.attempts.isEmpty else { return [[trainee.name, "—", "", "", "", "", assigned]] }
            return trainee.attempts.enumerated().map { index, attempt in
                let first = index == 0
                let seconds = index == trainee.attempts.count - 1 ? trainee.seconds : taken(attempt, now: now)
                return [first ? trainee.name : "", attempt.drill, "\(attempt.hints)", "\(attempt.checks)", verdict(attempt), duration(seconds ?? 0), first ? assigned : ""]
            }
        }
        var widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let overflow = widths.reduce(0) { $0 + $1 + 2 } - 2 - (columns ?? .max)
        if overflow > 0 { widths[1] = max(12, widths[1] - overflow) }
        return rows.map { row in
            zip(row, widths).enumerated().map { column, cell in
                let text = cell.0.count > cell.1 ? cell.0.prefix(cell.1 - 1) + "…" : cell.0
                return column == row.count - 1 ? text : text.padding(toLength: cell.1 + 2, withPad: " ", startingAt: 0)
            }.joined().replacing(/\s+$/, with: "")
        }.joined(separator: "\n")
    }

    /// Solved; ended without being solved (an exam once judged); or not yet, while it goes on.
    private static func verdict(_ attempt: AdminClient.WorkspaceProgress.Attempt) -> String {
        let verdict = attempt.solvedAt != nil ? "✓" : attempt.stoppedAt != nil ? "✗" : "not yet"
        return attempt.exam ? verdict + " (exam)" : verdict
    }

    /// From its start to its solving or end, or to now while it goes on.
    private static func taken(_ attempt: AdminClient.WorkspaceProgress.Attempt, now: Date) -> Int? {
        guard let start = try? Date(attempt.startedAt, strategy: .iso8601) else { return nil }
        let end = (attempt.solvedAt ?? attempt.stoppedAt).flatMap { try? Date($0, strategy: .iso8601) } ?? now
        return Int(end.timeIntervalSince(start).rounded())
    }

    /// A line an attempt: trainee,drill,exam,started_at,hints,checks,solved_at,stopped_at; a trainee who has begun
    /// none has a line with their name alone, so the export lists the whole class.
    static func csv(_ progress: [AdminClient.WorkspaceProgress]) -> String {
        let lines = progress.flatMap { trainee in
            trainee.attempts.isEmpty ? [field(trainee.name) + ",,,,,,,"] : trainee.attempts.map { attempt in
                [trainee.name, attempt.drill, attempt.exam ? "yes" : "no", attempt.startedAt, "\(attempt.hints)", "\(attempt.checks)", attempt.solvedAt ?? "", attempt.stoppedAt ?? ""]
                    .map(field).joined(separator: ",")
            }
        }
        return (["trainee,drill,exam,started_at,hints,checks,solved_at,stopped_at"] + lines).joined(separator: "\n")
    }

    static func json(_ progress: [AdminClient.WorkspaceProgress]) throws -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(["workspaces": progress]), as: UTF8.self)
    }

    /// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
    private static func field(_ text: String) -> String {
        text.contains(where: { ",\"\n\r".contains($0) }) ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }

    private static func duration(_ seconds: Int) -> String {
        seconds < 60 ? "\(seconds) s" : "\(seconds / 60) m \(seconds % 60) s"
    }
}
