/// JSON Patch on an order, on the paths PayPal lets a merchant change:
/// `/intent`, and under `/purchase_units/@reference_id=='…'` the description, custom_id, invoice_id,
/// soft_descriptor, amount, items and shipping name and address.
enum OrderPatch {
    private enum Op: String {
        case add, replace, remove
    }

    private static let unitPrefix = "/purchase_units/@reference_id=='"

    /// Which operations each purchase-unit path allows.
    private static let unitPaths: [String: Set<Op>] = [
        "description": [.add, .replace, .remove], "custom_id": [.add, .replace, .remove], "invoice_id": [.add, .replace, .remove],
        "soft_descriptor": [.replace, .remove], "amount": [.replace], "items": [.add, .replace, .remove],
        "shipping/name": [.add, .replace], "shipping/address": [.add, .replace],
    ]

    static func apply(_ operations: [PatchOperationBody], to order: inout Order) throws {
        for (index, operation) in operations.enumerated() {
            try apply(operation, at: "/\(index)", to: &order)
        }
        for (index, unit) in order.purchaseUnits.enumerated() {
            if let problem = unit.problem(at: "/purchase_units/\(index)") { throw problem }
        }
    }

    private static func apply(_ operation: PatchOperationBody, at field: String, to order: inout Order) throws {
        guard let path = operation.path else { throw RESTError.unprocessable("PATCH_PATH_REQUIRED", "The operation has no path.", field: field + "/path") }
        guard let opName = operation.op, let op = Op(rawValue: opName) else {
            throw RESTError.invalidRequest("INVALID_PATCH_OPERATION", "op is add, replace or remove here.", field: field + "/op")
        }
        let value = operation.value
        if op != .remove, value == nil {
            throw RESTError.unprocessable("PATCH_VALUE_REQUIRED", "\(opName) needs a value.", field: field + "/value")
        }
        if path == "/intent" {
            guard op == .replace, let value else { throw notAllowed(opName, path) }
            order.intent = try OrderReading.intent(try value.decode(String.self))
            return
        }
        guard path.hasPrefix(unitPrefix), let close = path.dropFirst(unitPrefix.count).firstIndex(of: "'") else {
            throw RESTError.invalidRequest("FIELD_NOT_PATCHABLE", "\(path) cannot be patched. Docs/reference/rest.md lists the paths PayTerm accepts.", field: field + "/path")
        }
        let reference = String(path[path.index(path.startIndex, offsetBy: unitPrefix.count)..<close])
        let member = String(path[close...].dropFirst().drop { $0 == "/" })
        guard let allowed = unitPaths[member] else {
            throw RESTError.invalidRequest("FIELD_NOT_PATCHABLE", "\(path) cannot be patched. Docs/reference/rest.md lists the paths PayTerm accepts.", field: field + "/path")
        }
        guard allowed.contains(op) else { throw notAllowed(opName, path) }
        guard let unitIndex = order.unitIndex(reference: reference) else {
            throw RESTError.unprocessable("REFERENCE_ID_NOT_FOUND", "No purchase unit has reference_id '\(reference)'.", field: field + "/path")
        }
        try set(member, to: op == .remove ? nil : value, in: &order.purchaseUnits[unitIndex], at: path)
    }

    private static func set(_ member: String, to value: JSONValue?, in unit: inout PurchaseUnit, at path: String) throws {
        func text() throws -> String? { try value.map { try $0.decode(String.self) } }
        switch member {
        case "description", "custom_id", "invoice_id", "soft_descriptor":
            let bounded = try SpecText.bounded(try text(), atMost: SpecText.purchaseUnitBounds[member] ?? Int.max, field: path)
            switch member {
            case "description": unit.description = bounded
            case "custom_id": unit.customId = bounded
            case "invoice_id": unit.invoiceId = bounded
            default: unit.softDescriptor = bounded
            }
        case "amount":
            guard let body = try value?.decode(AmountBody.self) else { return }
            unit.amount = try OrderReading.amount(body, at: path)
            unit.breakdown = try body.breakdown.map { try OrderReading.breakdown($0, at: path + "/breakdown") }
        case "items": unit.items = try OrderReading.items(try value?.decode([ItemBody].self) ?? [], at: path)
        case "shipping/name":
            var shipping = unit.shipping ?? PurchaseUnit.Shipping()
            shipping.fullName = try value?.decode(ShippingBody.Name.self).fullName
            unit.shipping = shipping
        default:
            var shipping = unit.shipping ?? PurchaseUnit.Shipping()
            shipping.address = try value.map { try OrderReading.address(try $0.decode(PortableAddressBody.self), at: path) }
            unit.shipping = shipping
        }
    }

    private static func notAllowed(_ op: String, _ path: String) -> RESTError {
        .invalidRequest("INVALID_PATCH_OPERATION", "\(op) is not allowed on \(path).", field: path)
    }
}
