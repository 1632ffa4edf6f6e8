/// A surface of the backend: one API PayPal or Braintree serves, or one part of PayTerm's own, whose routes,
/// services, domain and wire files live in its folder under `Surfaces/`. Made from the parts every surface shares,
/// it registers its routes, each with the audience that may call it; `SurfaceCatalog` lists them all.
protocol Surface: Sendable {
    /// nil when this backend does not serve the surface (metrics, on a backend started without them).
    init?(_ parts: BackendParts)

    /// The routes whose answers the exchange middleware sends and journals.
    func register(on routes: RouteTable)

    /// The routes that stream, registered before the exchange middleware: neither journaled nor answered whole.
    func register(on streams: StreamTable)
}

extension Surface {
    func register(on routes: RouteTable) {}

    func register(on streams: StreamTable) {}
}
