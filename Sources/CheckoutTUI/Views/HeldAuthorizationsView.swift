/// The merchant's authorized orders, held and not yet captured, over its app: each with its amount, PayPal's
/// status and the time left before PayPal voids it.
enum HeldAuthorizationsView {
    static func draw(_ held: HeldAuthorizations, spinner: Int, in area: Rect, on canvas: inout Canvas) {
        canvas.fill(area, style: Style(.background))
        let x = area.x + 2
        canvas.write("Authorized orders", x: x, y: area.y, style: Style(.title, bold: true))
        let keys = Rect(x: 0, y: canvas.height - 1, width: canvas.width, height: 1)
        canvas.fill(keys, style: Style(.background))
        canvas.write("↑↓ choose · c capture · v void · r reauthorise · Esc close", x: 1, y: keys.y, style: Style(.muted), limit: canvas.width - 2)
        var y = area.y + 2
        if held.entries.isEmpty {
            canvas.write("None yet: a confirm payment checkout left on its confirmation (Esc) stays here.", x: x, y: y, style: Style(.muted), limit: area.width - 4)
            return
        }
        for (index, entry) in held.entries.enumerated() where y < area.maxY - 3 {
            let selected = index == held.selected
            let row = "\(selected ? "›" : " ") \(entry.authorizationId)  \(MerchantView.dollars(entry.amount))  \(entry.status)  "
                + (entry.status == "CREATED" ? held.timeLeft(entry) : "")
            canvas.write(row, x: x, y: y, style: Style(selected ? .selected : .text), limit: area.width - 4)
            y += 1
        }
        y += 1
        if held.busy {
            let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
            canvas.write("\(frames[spinner % frames.count]) Asking PayPal…", x: x, y: y, style: Style(.muted))
        } else if let notice = held.notice {
            for line in wrap(notice, width: area.width - 4) where y < area.maxY - 1 {
                canvas.write(line, x: x, y: y, style: Style(.text))
                y += 1
            }
        }
    }
}
