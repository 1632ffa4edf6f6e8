/// Where the merchant app's parts are.
enum MerchantLayout {
    static let flowRow = 2
    static let cartTop = 4
    static let experienceRow = 10
    static let dynamicAmountsRow = 11
    static let buttonRow = 12

    static func itemRow(_ index: Int) -> Int { cartTop + index }
}
