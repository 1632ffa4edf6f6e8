import Foundation
import Hummingbird

/// The data formats of Adaptive Payments bodies, named by `X-PAYPAL-REQUEST-DATA-FORMAT` and
/// `X-PAYPAL-RESPONSE-DATA-FORMAT` (paypal-wire.md §11). PayPal's PHP and Java SDKs send NV.
enum AdaptiveDataFormat: String, Sendable, CaseIterable {
    case json = "JSON"
    case nv = "NV"
    case xml = "XML"

    static let requestHeader = "X-PAYPAL-REQUEST-DATA-FORMAT"
    static let responseHeader = "X-PAYPAL-RESPONSE-DATA-FORMAT"

    /// PayPal's NV and XML content types are not on record; these are PayTerm's choice.
    var contentType: String {
        switch self {
        case .json: "application/json"
        case .nv: "text/plain; charset=UTF-8"
        case .xml: "text/xml; charset=UTF-8"
        }
    }
}

extension Request {
    /// The format a data-format header names, JSON when it is left out; any other name is 580027.
    func adaptiveFormat(_ header: String) throws(AdaptiveFailure) -> AdaptiveDataFormat {
        guard let value = self.header(header) else { return .json }
        guard let format = AdaptiveDataFormat(rawValue: value.trimmingCharacters(in: .whitespaces).uppercased()) else {
            throw AdaptiveFailure(.unsupported(header, value: value))
        }
        return format
    }
}
