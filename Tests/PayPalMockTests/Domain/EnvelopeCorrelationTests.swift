import Foundation
import Testing
@testable import PayPalMock

@Suite struct EnvelopeCorrelationTests {
    @Test func theCorrelationIdIsReadFromEachFormatAndOnlyFromTheEnvelope() {
        let answers = [
            #"{"responseEnvelope": {"ack": "Success", "correlationId": "5f1a2b3c4d5e6"}, "payKey": "AP-1"}"#,
            "responseEnvelope.timestamp=2024&responseEnvelope.correlationId=5f1a2b3c4d5e6&payKey=AP-1",
            "<?xml version='1.0'?><ns2:PayResponse><responseEnvelope><ack>Success</ack><correlationId>5f1a2b3c4d5e6</correlationId></responseEnvelope></ns2:PayResponse>",
        ]
        for answer in answers {
            #expect(EnvelopeCorrelation.id(in: Data(answer.utf8)) == "5f1a2b3c4d5e6", "\(answer)")
        }
        for other in [#"{"correlationId": "5f1a2b3c4d5e6"}"#, "<a><correlationId>5f1a2b3c4d5e6</correlationId></a>", "", "%%%"] {
            #expect(EnvelopeCorrelation.id(in: Data(other.utf8)) == nil, "\(other)")
        }
    }
}
