/// PayPal's correlation ids: 13 lower-case hexadecimal digits, quoted to support to find a call.
public enum CorrelationId {
    public static func make() -> String {
        String((0..<13).map { _ in "0123456789abcdef".randomElement()! })
    }
}
