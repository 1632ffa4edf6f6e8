extension Character {
    /// `0`–`9` only: PayPal's amounts, PINs and phone numbers take no other digits (`٣`, `３`).
    public var isASCIIDigit: Bool { isASCII && isNumber }
}
