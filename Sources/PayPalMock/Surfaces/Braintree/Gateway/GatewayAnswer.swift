import Foundation
import Hummingbird

extension WireResponse {
    /// A Braintree gateway answer, in XML.
    static func gateway(_ xml: GatewayXML, status: HTTPResponse.Status) -> WireResponse {
        WireResponse(status: status, body: xml.document, contentType: "application/xml; charset=utf-8")
    }

    /// Runs a gateway call: a refusal is a `422` `<api-error-response>`, a body that is not the XML document the call
    /// takes a `400`.
    static func gateway(_ call: () async throws -> WireResponse) async throws -> WireResponse {
        do {
            return try await call()
        } catch let failure as GatewayFailure {
            return gateway(GatewayViews.errorResponse(failure), status: .unprocessableContent)
        } catch is BodyProblem, is DecodingError {
            return WireResponse(status: .badRequest, body: Data())
        }
    }
}
