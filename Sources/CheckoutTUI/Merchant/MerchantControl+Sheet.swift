extension MerchantControl: SheetControl {
    var mnemonic: Character? { nil }
    var target: ClickTarget { .merchant(self) }
}
