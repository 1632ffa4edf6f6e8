/// The drills `payterm drill` offers, in the order a class might take them.
public enum Drills {
    public static let all: [Drill] = [
        .chargedTwice, .oneItemReturned, .holdAfterADeclinedCapture, .preapprovalAfterCancelling, .missedRefundWebhook, .lockedOut,
    ]

    public static func named(_ name: String) -> Drill? { all.first { $0.name == name } }
}
