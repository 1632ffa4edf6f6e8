import Foundation

/// Turns a tracking request into a tracker, checking each field against the Orders v2 spec's lengths and patterns.
enum TrackerReading {
    /// The kinds of Universal Product Code PayPal knows.
    static let productCodeTypes: Set = ["UPC-A", "UPC-B", "UPC-C", "UPC-D", "UPC-E", "UPC-2", "UPC-5"]

    static func tracker(_ body: OrderTrackerBody, id: String, at now: Date) throws(RESTError) -> OrderTracker {
        guard let captureId = body.captureId else {
            throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "capture_id is missing: name the capture the shipment is for.", field: "/capture_id")
        }
        let carrier = try body.carrier.map { c throws(RESTError) in
            try SpecText.checked(
                c, field: "/carrier", length: 1...64, rule: "one of PayPal's carrier names, such as FEDEX or OTHER",
                allowing: SpecText.isEnumerationCharacter)
        }
        if carrier == "OTHER", body.carrierNameOther == nil {
            throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "With carrier OTHER, name the carrier in carrier_name_other.", field: "/carrier_name_other")
        }
        return OrderTracker(
            id: id,
            captureId: try SpecText.checked(captureId, field: "/capture_id", length: 1...50, rule: "1 to 50 letters and digits", allowing: SpecText.isAlphanumeric),
            trackingNumber: try body.trackingNumber.map { t throws(RESTError) in
                try SpecText.checked(t, field: "/tracking_number", length: 1...64, rule: "1 to 64 characters long")
            },
            carrier: carrier,
            carrierNameOther: try body.carrierNameOther.map { n throws(RESTError) in
                try SpecText.checked(n, field: "/carrier_name_other", length: 1...64, rule: "1 to 64 characters long")
            },
            notifyPayer: body.notifyPayer ?? false, items: try items(body.items ?? [], at: "/items"), createdAt: now, updatedAt: now)
    }

    static func items(_ bodies: [TrackerItemBody], at field: String) throws(RESTError) -> [OrderTracker.Item] {
        var items: [OrderTracker.Item] = []
        for (index, body) in bodies.enumerated() {
            let itemField = "\(field)/\(index)"
            func text(_ value: String?, _ name: String, _ length: ClosedRange<Int>) throws(RESTError) -> String? {
                try value.map { v throws(RESTError) in
                    try SpecText.checked(v, field: "\(itemField)/\(name)", length: length, rule: "\(length.lowerBound) to \(length.upperBound) characters long")
                }
            }
            items.append(OrderTracker.Item(
                name: try text(body.name, "name", 1...127),
                quantity: try body.quantity.map { q throws(RESTError) in try quantity(q, at: itemField + "/quantity") },
                sku: try text(body.sku, "sku", 1...127),
                url: try body.url.map { u throws(RESTError) in try url(u, at: itemField + "/url", imageOnly: false) },
                imageUrl: try body.imageUrl.map { u throws(RESTError) in try url(u, at: itemField + "/image_url", imageOnly: true) },
                upc: try body.upc.map { c throws(RESTError) in try productCode(c, at: itemField + "/upc") }))
        }
        return items
    }

    /// `^[1-9][0-9]{0,9}$`.
    private static func quantity(_ text: String, at field: String) throws(RESTError) -> String {
        let checked = try SpecText.checked(text, field: field, length: 1...10, rule: "a whole number from 1, as a string", allowing: SpecText.isDigit)
        guard checked.first != "0" else {
            throw .invalidRequest("INVALID_PARAMETER_SYNTAX", "\(field) is a whole number from 1, as a string.", field: field)
        }
        return checked
    }

    /// A URL of at most 2,048 characters; an image's is an https URL of a .jpg, .jpeg, .gif or .png file.
    private static func url(_ text: String, at field: String, imageOnly: Bool) throws(RESTError) -> String {
        let checked = try SpecText.checked(text, field: field, length: 1...2_048, rule: "a URL of at most 2048 characters")
        let image = #/^https:[/|.\w\s-]*\.(?:jpg|gif|png|jpeg|JPG|GIF|PNG|JPEG)/#
        guard URL(string: checked)?.scheme != nil, !imageOnly || checked.firstMatch(of: image) != nil else {
            let wanted = imageOnly ? "an https URL of a .jpg, .jpeg, .gif or .png image" : "an absolute URL"
            throw .invalidRequest("INVALID_PARAMETER_SYNTAX", "\(field) is \(wanted).", field: field)
        }
        return checked
    }

    private static func productCode(_ body: TrackerItemBody.ProductCode, at field: String) throws(RESTError) -> OrderTracker.Item.ProductCode {
        guard let type = body.type, let code = body.code else {
            throw .invalidRequest("MISSING_REQUIRED_PARAMETER", "A upc needs its type and code.", field: field)
        }
        guard productCodeTypes.contains(type) else {
            throw .invalidRequest("INVALID_PARAMETER_VALUE", "upc.type is one of \(productCodeTypes.sorted().joined(separator: ", ")).", field: field + "/type")
        }
        return OrderTracker.Item.ProductCode(
            type: type, code: try SpecText.checked(code, field: field + "/code", length: 6...17, rule: "6 to 17 digits", allowing: SpecText.isDigit))
    }
}
