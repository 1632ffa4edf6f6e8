extension AdminClient {
    /// `POST /payterm/v1/merchant-listeners`: asks the backend to call the merchant's listener at `address`
    /// (`127.0.0.1:8090`) with IPN messages, webhook events and shipping callbacks; it calls no listener it was not
    /// started with or told of. A reset forgets it.
    public func registerMerchantListener(_ address: String) async throws(PayPalAPIError) {
        _ = try await send(try WireRequest("Admin merchant listener", "POST", "/payterm/v1/merchant-listeners", json: ["address": address]))
    }
}
