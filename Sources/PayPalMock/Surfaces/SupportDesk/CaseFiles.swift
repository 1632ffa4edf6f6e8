import Foundation

/// A case of any kind, by its reference.
enum CaseFiles {
    static func file(_ reference: CaseReference, in db: any StoreTransaction, at now: Date) throws -> CaseFile? {
        switch reference.kind {
        case .order: try OrderCase.file(reference.id, in: db, at: now)
        case .payKey: try PayKeyCase.file(reference.id, in: db, at: now)
        case .preapproval: try PreapprovalCase.file(reference.id, in: db, at: now)
        case .braintreeTransaction: try BraintreeCase.file(reference.id, in: db, at: now)
        }
    }
}

extension CaseFiles {
    /// The line a search shows for the case.
    static func summary(_ reference: CaseReference, in db: any StoreTransaction, at now: Date) throws -> CaseSummary? {
        switch reference.kind {
        case .order: try db.document(Order.self, id: reference.id).map { OrderCase.summary(of: $0, at: now) }
        case .payKey: try db.document(PayKeyRecord.self, id: reference.id).map { PayKeyCase.summary(of: $0, at: now) }
        case .preapproval: try db.document(PreapprovalRecord.self, id: reference.id).map { PreapprovalCase.summary(of: $0, at: now) }
        case .braintreeTransaction:
            try db.document(GatewayTransaction.self, id: reference.id).map { BraintreeCase.summary(of: $0.settled(asOf: now)) }
        }
    }
}
