import Foundation

extension Journal.Exchange {
    /// The entry as the journal keeps and serves it: one JSON object, secrets masked, sizes bounded.
    func entryText() -> String {
        var entry = JSONText()
        entry.beginObject()
        entry.member("time", Timestamp.rest(time))
        entry.member("debug_id", debugId)
        entry.member("method", method)
        entry.member("path", path)
        entry.member("status", status)
        entry.member("duration_ms", durationMilliseconds)
        if path.hasPrefix(EnvelopeCorrelation.pathPrefix), let correlationId = EnvelopeCorrelation.id(in: responseBody) {
            entry.member("correlation_id", correlationId)
        }
        if let fault { entry.member("fault", fault) }
        if let refused { entry.member("refused", refused) }
        entry.key("request")
        entry.beginObject()
        Self.write(requestHeaders, body: requestBody, to: &entry)
        entry.endObject()
        entry.key("response")
        entry.beginObject()
        if status != 0 { entry.member("status", status) }
        Self.write(responseHeaders, body: responseBody, to: &entry)
        entry.endObject()
        entry.endObject()
        return entry.text
    }

    /// The first `Journal.headerLimit` headers, names lower-cased, secret values masked, each part cut short (a
    /// name sent twice keeps its last value), then the body masked.
    private static func write(_ headers: [(String, String)], body: Data, to entry: inout JSONText) {
        var kept: [(String, String)] = []
        var index: [String: Int] = [:]
        for (name, value) in headers.prefix(Journal.headerLimit) {
            let key = String(name.lowercased().prefix(Journal.headerValueLimit))
            let shown = Redaction.isSecret(header: name) ? Redaction.mask : String(value.prefix(Journal.headerValueLimit))
            if let at = index[key] { kept[at].1 = shown } else { index[key] = kept.count; kept.append((key, shown)) }
        }
        entry.key("headers")
        entry.beginObject()
        for (name, value) in kept { entry.member(name, value) }
        entry.endObject()
        if let masked = Redaction.maskedBody(body) {
            entry.key("body")
            entry.json(masked)
        }
    }
}
