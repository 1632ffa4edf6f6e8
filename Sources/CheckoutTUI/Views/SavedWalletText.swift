/// How the merchant app names a saved PayPal wallet to its shopper: the first letter of the address, the rest
/// of the local part hidden (`a…@personal.example.com`), as PayPal's own buttons do.
enum SavedWalletText {
    static func masked(_ email: String) -> String {
        guard let at = email.firstIndex(of: "@"), let first = email.first, at != email.startIndex else { return email }
        return "\(first)…\(email[at...])"
    }
}
