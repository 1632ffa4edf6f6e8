import PayPalVocabulary

/// The sums PayPal checks in a purchase unit: the amount is the breakdown's total, and the items add up to the
/// item and tax totals.
extension PurchaseUnit {
    /// The first rule the unit breaks, named with PayPal's issue; `field` is the JSON pointer of the unit.
    func problem(at field: String) -> PayPalIssue? {
        guard amount.isPositive else {
            return .notAllowed("CANNOT_BE_ZERO_OR_NEGATIVE", "The amount must be more than zero.", field: field + "/amount/value")
        }
        let parts = (breakdown?.additions ?? []) + (breakdown?.deductions ?? []) + items.flatMap { [$0.unitAmount, $0.tax] }
        if parts.contains(where: { $0.map { $0.currency != amount.currency } ?? false }) {
            return .notAllowed(
                "CURRENCY_MISMATCH", "Every amount in a purchase unit must be in \(amount.currency.code), the currency of its amount.",
                field: field + "/amount/breakdown")
        }
        if parts.contains(where: { ($0?.minorUnits ?? 0) < 0 }) {
            return .notAllowed("CANNOT_BE_NEGATIVE", "Breakdown and item amounts cannot be negative.", field: field + "/amount/breakdown")
        }
        return itemProblem(at: field) ?? breakdownProblem(at: field)
    }

    private func itemProblem(at field: String) -> PayPalIssue? {
        guard !items.isEmpty else { return nil }
        let currency = amount.currency
        guard let itemTotal = breakdown?.itemTotal else {
            return .notAllowed("ITEM_TOTAL_REQUIRED", "Items need amount.breakdown.item_total.", field: field + "/amount/breakdown/item_total")
        }
        let lines = items.map { $0.unitAmount.times($0.quantity) }
        guard let lineTotal = lines.compactMap({ $0 }).checkedSum(in: currency), !lines.contains(nil), lineTotal == itemTotal else {
            return .notAllowed(
                "ITEM_TOTAL_MISMATCH", "item_total (\(itemTotal.text)) must equal the sum of unit_amount × quantity over the items.",
                field: field + "/amount/breakdown/item_total")
        }
        let taxed = items.compactMap { item in item.tax.map { $0.times(item.quantity) } }
        guard !taxed.isEmpty else { return nil }
        guard let taxTotal = breakdown?.taxTotal else {
            return .notAllowed("TAX_TOTAL_REQUIRED", "Item taxes need amount.breakdown.tax_total.", field: field + "/amount/breakdown/tax_total")
        }
        guard let itemTax = taxed.compactMap({ $0 }).checkedSum(in: currency), !taxed.contains(nil), itemTax == taxTotal else {
            return .notAllowed(
                "TAX_TOTAL_MISMATCH", "tax_total (\(taxTotal.text)) must equal the sum of tax × quantity over the items.",
                field: field + "/amount/breakdown/tax_total")
        }
        return nil
    }

    private func breakdownProblem(at field: String) -> PayPalIssue? {
        guard let breakdown else { return nil }
        let currency = amount.currency
        let total = breakdown.additions.compactMap { $0 }.checkedSum(in: currency)
            .flatMap { added in breakdown.deductions.compactMap { $0 }.checkedSum(in: currency).map { added - $0 } }
        guard total == amount else {
            return .notAllowed(
                "AMOUNT_MISMATCH",
                "The amount (\(amount.text)) must equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount (\(total?.text ?? "too large")).",
                field: field + "/amount/value")
        }
        return nil
    }
}
