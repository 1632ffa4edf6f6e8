/// What a mouse click can land on.
enum ClickTarget: Equatable, Sendable {
    case merchant(MerchantState.Focus)
    case library(LibraryControl)
}
