/// JSON Patch on an order's tracker, on what PayPal lets a merchant change: `replace` of `/items`, `add` or
/// `replace` of `/notify_payer`, and `replace` of `/status` with `CANCELLED`.
enum TrackerPatch {
    private static let allowed: [String: Set<String>] = ["/items": ["replace"], "/notify_payer": ["add", "replace"], "/status": ["replace"]]

    /// Applies every operation to `tracker`, of `unit`, or throws at the first that cannot be applied.
    static func apply(_ operations: [PatchOperationBody], to tracker: inout OrderTracker, in unit: PurchaseUnit) throws {
        for (index, operation) in operations.enumerated() {
            try apply(operation, at: "/\(index)", to: &tracker, in: unit)
        }
    }

    private static func apply(_ operation: PatchOperationBody, at field: String, to tracker: inout OrderTracker, in unit: PurchaseUnit) throws {
        guard let path = operation.path else {
            throw RESTError.unprocessable("PATCH_PATH_REQUIRED", "The operation has no path: /items, /notify_payer or /status.", field: field + "/path")
        }
        guard path.hasPrefix("/") else {
            throw RESTError.unprocessable("INVALID_JSON_POINTER_FORMAT", "\(path) is not a JSON Pointer: write /\(path).", field: field + "/path")
        }
        guard let ops = allowed[path] else {
            throw RESTError.invalidRequest("FIELD_NOT_PATCHABLE", "\(path) cannot be patched: /items, /notify_payer and /status can.", field: field + "/path")
        }
        guard let op = operation.op, ops.contains(op) else {
            throw RESTError.invalidRequest(
                "INVALID_PATCH_OPERATION", "\(operation.op ?? "A missing op") is not allowed on \(path): \(ops.sorted().joined(separator: " or ")) is.",
                field: field + "/op")
        }
        guard let value = operation.value else {
            throw RESTError.unprocessable("PATCH_VALUE_REQUIRED", "\(op) of \(path) needs a value.", field: field + "/value")
        }
        switch path {
        case "/items":
            let items = try TrackerReading.items(value.decode([TrackerItemBody].self), at: field + "/value")
            if let problem = unit.skuProblem(in: items, at: field + "/value") { throw problem }
            tracker.items = items
        case "/notify_payer":
            guard case .bool(let notify) = value else {
                throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "notify_payer is true or false.", field: field + "/value")
            }
            tracker.notifyPayer = notify
        default:
            guard value == .string(OrderTracker.Status.cancelled.rawValue) else {
                throw RESTError.invalidRequest("INVALID_PARAMETER_VALUE", "A tracker's status can only be replaced with CANCELLED.", field: field + "/value")
            }
            tracker.status = .cancelled
        }
    }
}
