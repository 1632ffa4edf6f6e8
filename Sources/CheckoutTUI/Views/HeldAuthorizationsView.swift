/// The merchant's authorized orders, held and not yet captured: each with its amount, PayPal's status and the
/// time left before PayPal voids it.
enum HeldAuthorizationsView {
    static func draw(_ held: HeldAuthorizations, spinner: Int, in area: Rect, on canvas: inout Canvas) {
        MerchantListView(
            title: "Authorized orders", keys: "↑↓ choose · c capture · v void · r reauthorise · Esc close",
            rows: held.entries.map { entry in
                "\(entry.authorizationId)  \(MerchantView.dollars(entry.amount))  \(entry.status)  " + (entry.status == "CREATED" ? held.timeLeft(entry) : "")
            },
            selected: held.selected, empty: "None yet: a confirm payment checkout left on its confirmation (Esc) stays here.",
            busy: held.busy, notice: held.notice
        ).draw(spinner: spinner, in: area, on: &canvas)
    }
}
