/// Who pays PayPal's fees, as the MPL's `feePayer` and Adaptive Payments' `feesPayer` name it.
public enum FeesPayer: String, Codable, Sendable, Equatable, CaseIterable {
    case sender = "SENDER"
    case primaryReceiver = "PRIMARYRECEIVER"
    case eachReceiver = "EACHRECEIVER"
    case secondaryOnly = "SECONDARYONLY"
}
