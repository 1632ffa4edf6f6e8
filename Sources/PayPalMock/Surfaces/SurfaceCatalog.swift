/// Every surface the backend serves, in the order they register: a new PayPal or Braintree product is its folder
/// under `Surfaces/` and one line here.
enum SurfaceCatalog {
    static let surfaces: [any Surface.Type] = [
        AdaptiveRoutes.self, BuyerRoutes.self, AdminRoutes.self, HealthRoutes.self, MetricsRoutes.self, PersonaRoutes.self, FaultRoutes.self,
        OAuthRoutes.self, OrderRoutes.self, PaymentRoutes.self, VaultRoutes.self, WebhookRoutes.self, IPNRoutes.self, MerchantListenerRoutes.self,
        BraintreeConnectRoutes.self, BraintreeRoutes.self, BraintreeOAuthRoutes.self, BraintreeClientRoutes.self, CreditPresentmentRoutes.self,
        HermesBuyerRoutes.self, BraintreeGraphQLRoutes.self, VenmoBuyerRoutes.self, SupportRoutes.self, ClassroomRoutes.self, DrillRoutes.self,
        ScreenRoutes.self,
    ]
}
