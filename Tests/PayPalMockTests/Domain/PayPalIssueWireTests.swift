import Testing
@testable import PayPalMock

/// The domain refuses in its own words; the REST wire gives each kind of refusal PayPal's status and says where in
/// the request the fault lies.
@Suite struct PayPalIssueWireTests {
    @Test func whatIsNotAllowedIsUnprocessableItsFieldInTheBody() {
        let refusal = RESTError(PayPalIssue.notAllowed("REFUND_AMOUNT_EXCEEDED", "Too much.", field: "amount.value"))
        #expect(refusal == RESTError(status: 422, issue: "REFUND_AMOUNT_EXCEEDED", description: "Too much.", field: "amount.value", location: "body"))
        #expect(RESTError(PayPalIssue.notAllowed("ORDER_NOT_APPROVED", "Not yet.")) == RESTError(status: 422, issue: "ORDER_NOT_APPROVED", description: "Not yet."))
    }

    @Test func whatDoesNotExistIsNotFoundItsIdInThePath() {
        let refusal = RESTError(PayPalIssue.notFound("TRACKER_ID_NOT_FOUND", "No such tracker.", field: "tracker_id", value: "T1"))
        #expect(refusal == RESTError(status: 404, issue: "TRACKER_ID_NOT_FOUND", description: "No such tracker.", field: "tracker_id", value: "T1", location: "path"))
    }

    @Test func onlyRefusalsAreREST() {
        #expect(RESTError(PayPalIssue.notAllowed("X", "y") as any Error)?.status == 422)
        #expect(RESTError(RESTError.invalidRequest("X", "y") as any Error)?.status == 400)
        #expect(RESTError(AdaptiveFailure(.internalError) as any Error) == nil)
    }
}
