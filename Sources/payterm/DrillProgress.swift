import PayPalAPI

/// What a trainee's drill tells their workspace, for the trainer's `payterm classroom status`. A backend that
/// keeps no progress (not a classroom workspace), or one that does not answer, leaves the drill as it is.
struct DrillProgress {
    let drill: String
    let exam: Bool
    let admin: AdminClient

    func report(_ event: AdminClient.DrillEvent, solved: Bool? = nil) async {
        try? await admin.reportDrill(drill, event, solved: solved, exam: event == .started ? exam : nil)
    }
}
