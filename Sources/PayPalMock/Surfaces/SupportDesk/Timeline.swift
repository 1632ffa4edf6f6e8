import Foundation

/// A case's moments as they are found, put in order of time (ties keep the order they were added in).
struct Timeline {
    private var moments: [(time: Date, moment: CaseFile.Moment)] = []

    mutating func add(_ time: Date, _ what: String, detail: String? = nil, by agent: String? = nil) {
        moments.append((time, CaseFile.Moment(time: Timestamp.rest(time), what: what, detail: detail, by: agent)))
    }

    var ordered: [CaseFile.Moment] {
        moments.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element.moment)
    }
}
