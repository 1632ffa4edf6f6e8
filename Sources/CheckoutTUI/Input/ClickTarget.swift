/// What a mouse click can land on.
enum ClickTarget: Equatable, Sendable {
    case merchant(MerchantControl)
    case library(MPLControl)
    case web(WebControl)
    /// The library's billing summary, which opens to its details.
    case billingSummary
}
