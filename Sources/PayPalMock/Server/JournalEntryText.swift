import Foundation

extension Journal.Exchange {
    /// The entry as the journal keeps and serves it: one JSON object, secrets masked, sizes bounded.
    func entryText() throws -> String {
        var request: [String: Any] = ["headers": Self.masked(requestHeaders)]
        request["body"] = Redaction.maskedBody(requestBody)
        var response: [String: Any] = ["headers": Self.masked(responseHeaders)]
        response["status"] = status == 0 ? nil : status
        response["body"] = Redaction.maskedBody(responseBody)
        var entry: [String: Any] = [
            "time": Timestamp.rest(time), "debug_id": debugId, "method": method, "path": path, "status": status,
            "duration_ms": durationMilliseconds, "request": request, "response": response,
        ]
        entry["correlation_id"] = EnvelopeCorrelation.id(in: responseBody)
        entry["fault"] = fault
        return String(decoding: try JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    }

    /// The first `Journal.headerLimit` headers, names lower-cased, secret values masked, each part cut short.
    private static func masked(_ headers: [(String, String)]) -> [String: String] {
        var kept: [String: String] = [:]
        for (name, value) in headers.prefix(Journal.headerLimit) {
            kept[String(name.lowercased().prefix(Journal.headerValueLimit))] =
                Redaction.isSecret(header: name) ? Redaction.mask : String(value.prefix(Journal.headerValueLimit))
        }
        return kept
    }
}
