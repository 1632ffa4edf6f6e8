import PayPalAPI

/// A journaled request as a shell script that sends it again with curl. Secrets the journal masked stay masked:
/// the script says so, and the one who runs it puts their own in.
enum CurlCommand {
    /// Headers curl sets itself, or that would be wrong on a request sent again.
    private static let left = ["host", "content-length", "connection", "accept-encoding", "user-agent"]

    static func script(_ entry: AdminClient.JournalEntry, baseURL: String) -> String {
        var lines = [
            "#!/bin/sh",
            "# \(entry.method) \(entry.path) → \(entry.status == 0 ? "no answer" : String(entry.status)), Paypal-Debug-Id \(entry.debugId), \(entry.time)",
            "# Sent again as PayTerm's journal kept it; values it masked read **** and need yours.",
            "curl -sS -i -X \(entry.method) \(quoted(baseURL + entry.path))",
        ]
        for (name, value) in entry.request.headers.sorted(by: { $0.key < $1.key }) where !left.contains(name) {
            lines[lines.count - 1] += " \\"
            lines.append("  -H \(quoted("\(name): \(value)"))")
        }
        if let body = ExchangeText.bodyText(entry.request.body) {
            // A body holding the word that ends it would end it early, and its rest would run as commands.
            var bodyEnd = "PAYTERM_BODY"
            while body.contains(bodyEnd) { bodyEnd += "_" }
            lines[lines.count - 1] += " \\"
            lines.append("  --data-binary @- <<'\(bodyEnd)'")
            lines.append(body)
            lines.append(bodyEnd)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` in single quotes for the shell, its own single quotes closed and escaped.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
