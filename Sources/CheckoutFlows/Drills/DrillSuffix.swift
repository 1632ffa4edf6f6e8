/// A short random suffix for the invoice ids a drill makes: PayPal refuses an invoice id it has seen, and a class
/// seeds the same drill many times on one backend.
enum DrillSuffix {
    static func make() -> String { String((0..<4).map { _ in "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".randomElement()! }) }
}
