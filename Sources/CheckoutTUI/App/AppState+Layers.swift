/// The stack of layers, and keys and clicks routed through it from the top.
extension AppState {
    /// The layers on the screen, bottom to top.
    var layers: [Layer] {
        var layers: [Layer] = [.merchantApp]
        if showEvents { layers.append(.events) }
        if merchant.panel != nil { layers.append(.panel) }
        if checkout != nil { layers.append(.checkout) }
        layers += overlays.map(Layer.init)
        if terminalSize.width < Screen.minimumSize.width || terminalSize.height < Screen.minimumSize.height { layers.append(.sizeWarning) }
        return layers
    }

    /// A key, from the top layer down until one takes it.
    mutating func handle(_ key: Key) -> [AppEffect] {
        if key == .resize { return [] }
        for layer in layers.reversed() {
            if let effects = layer.type.handle(key, in: &self) { return effects }
        }
        return []
    }

    /// A click on a control: that control's layer acts on it (a layer that takes every key hides the controls
    /// under it, so none is reached through it).
    mutating func activate(_ target: ClickTarget) -> [AppEffect] {
        switch target {
        case .merchant(let control): MerchantAppLayer.activate(control, in: &self)
        case .sheet: CheckoutLayer.activate(target, in: &self)
        }
    }

    /// The keys of the topmost of the layers that says them, for the terminal's last lines.
    func keyHints(of layers: [Layer]) -> String {
        for layer in layers.reversed() {
            if let hints = layer.type.keyHints(self) { return hints }
        }
        return ""
    }

    /// The help of the topmost layer under the help box that has one.
    var help: Help {
        for layer in layers.reversed() where layer != .help {
            if let help = layer.type.help(self) { return help }
        }
        return MerchantAppLayer.help(self) ?? Help(title: "Help", entries: [])
    }

    /// Shows the overlay on top, or takes it away.
    mutating func toggle(_ overlay: Overlay) {
        if overlay == .help { helpScroll = 0 }
        if let index = overlays.firstIndex(of: overlay) { overlays.remove(at: index) } else { overlays.append(overlay) }
    }

    /// True when the overlay is open and on top.
    func isOnTop(_ overlay: Overlay) -> Bool { overlays.last == overlay }
}
