import CheckoutFlows
import Foundation
import PayPalAPI
import PayPalVocabulary

/// The merchant's server's calls that charge a saved PayPal wallet with no buyer present (an order paid with its
/// vault id), and refund or void what they charged.
extension OrdersEntry {
    /// The merchant's server creates an order paid with the saved wallet, intent `CAPTURE` or `AUTHORIZE`, and
    /// captures or authorizes it when PayPal did not at once.
    static func charge(_ method: SavedMethods.Entry, _ amount: Money, intent: OrdersClient.Intent, order: ButtonConfiguration) -> EntryCall {
        var unit = OrdersClient.PurchaseUnit(amount: OrdersClient.Amount(amount), description: order.paymentDescription)
        unit.payee = .init(emailAddress: order.payeeEmailAddress)
        let request = OrdersClient.OrderRequest(intent: intent, purchaseUnits: [unit], paymentSource: .savedWallet(method.id))
        return EntryCall("charge saved method") { parties throws(PayPalAPIError) in
            let orders = parties.merchantREST.orders
            // A charge with no buyer needs a PayPal-Request-Id: a new one each charge, so a second charge is a second order.
            let created = try await orders.create(request, requestId: "\(method.id)-charge-\(UUID().uuidString)")
            guard created.status != .completed else { return try SavedCharges.Charge(created, method: method.label) }
            if intent == .authorize {
                return try SavedCharges.Charge(await orders.authorize(orderId: created.id, requestId: "\(created.id)-authorize"), method: method.label)
            }
            return try SavedCharges.Charge(await orders.capture(orderId: created.id, requestId: "\(created.id)-capture"), method: method.label)
        } then: { result, app in
            app.merchant.methods.list.busy = false
            app.merchant.methods.charges.charged(result, events: &app.events, language: app.language)
            guard case .screen(let screen)? = app.merchant.panel, screen is SavedMethodsPanel else { return [] }
            if case .success = result { app.merchant.panel = .screen(SavedChargesPanel()) } else { app.merchant.methods.list.notice = app.merchant.methods.charges.list.notice }
            return []
        }
    }

    /// The merchant's server captures an authorized charge in full, refunds a captured one in full, or voids an
    /// authorized one.
    static func act(_ action: SavedCharges.Action, on charge: SavedCharges.Charge) -> EntryCall {
        let id = charge.paymentId
        switch action {
        case .capture:
            return EntryCall("capture saved charge") { parties throws(PayPalAPIError) in
                try await parties.merchantREST.capture(authorization: id)
            } then: { result, app in
                app.merchant.methods.charges.captured(id, result, events: &app.events, language: app.language)
                return showingCharges(&app)
            }
        case .refund:
            return changed(.refund, of: id) { rest throws(PayPalAPIError) in
                _ = try await rest.payments.refundCapture(id: id, requestId: "\(id)-refund-all")
                return try await rest.payments.getCapture(id: id).status.rawValue
            }
        case .void:
            return changed(.void, of: id) { rest throws(PayPalAPIError) in try await rest.void(authorization: id).status.rawValue }
        }
    }

    /// A call that changes a charge's status, and the status it answers.
    private static func changed(
        _ action: SavedCharges.Action, of id: String, _ call: @escaping @Sendable (MerchantOrdersServer) async throws(PayPalAPIError) -> String
    ) -> EntryCall {
        EntryCall("\(action.rawValue) saved charge") { parties throws(PayPalAPIError) in
            try await call(parties.merchantREST)
        } then: { result, app in
            app.merchant.methods.charges.acted(action, on: id, result, events: &app.events, language: app.language)
            return showingCharges(&app)
        }
    }

    /// The charges' list drawn again with the answer, if it is what the merchant's app shows.
    private static func showingCharges(_ app: inout AppState) -> [AppEffect] {
        if case .screen(let screen)? = app.merchant.panel, screen is SavedChargesPanel { app.merchant.panel = .screen(SavedChargesPanel()) }
        return []
    }
}
