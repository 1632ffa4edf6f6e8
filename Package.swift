// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "PayTerm",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "payterm", targets: ["payterm"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        // No traits: swift-configuration support is not needed and costs build time.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        // Hummingbird's own: the server's idle connections are closed by a handler of PayTerm's on its HTTP parts.
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        // PBKDF2 for the passwords and PINs the backend keeps, SHA-256 for its tokens.
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        // `payterm serve --metrics`: the Prometheus text format.
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        // Scenario files: YAML, which trainers edit by hand, with comments.
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        // The PostgreSQL store, which lets several backends share one state.
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    ],
    targets: [
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncursesw5-dev"])]),
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(
            name: "PayPalMock",
            dependencies: [
                "PayPalVocabulary",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                // Hummingbird's event loops, for the body timeout's timer and the calls to merchants.
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .target(name: "PayPalVocabulary"),
        .target(
            name: "PayPalAPI",
            dependencies: [
                "PayPalVocabulary",
                // Its HTTP client: already built for the backend, so it costs no build time.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]),
        .target(name: "CheckoutFlows", dependencies: ["PayPalAPI", "PayPalVocabulary"]),
        .target(
            name: "ScenarioScript", dependencies: ["CheckoutFlows", "PayPalAPI", .product(name: "Yams", package: "Yams")],
            resources: [.copy("ShippedDrills")]),
        .target(name: "CheckoutTUI", dependencies: ["CheckoutFlows", "PayPalAPI", "PayPalVocabulary", "CNcurses", "ScenarioScript"]),
        // A recording's frames drawn as pictures: Unifont glyphs, an animated GIF and PNG stills.
        .target(name: "Pictures", dependencies: ["CheckoutTUI", "CZlib"]),
        .executableTarget(
            name: "payterm",
            dependencies: [
                "PayPalMock", "PayPalAPI", "CheckoutTUI", "CheckoutFlows", "ScenarioScript", "Pictures",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The load benchmarks' ceiling, a bare Hummingbird route (Benchmarks/backend-load.sh).
        .executableTarget(
            name: "bare-hummingbird", dependencies: [.product(name: "Hummingbird", package: "hummingbird")], path: "Benchmarks/BareHummingbird"),
        .testTarget(name: "PayPalVocabularyTests", dependencies: ["PayPalVocabulary"]),
        .testTarget(name: "PayPalAPITests", dependencies: ["PayPalAPI", "PayPalVocabulary"]),
        .testTarget(name: "PayPalAPIIntegrationTests", dependencies: ["PayPalAPI", "PayPalVocabulary", "PayPalMock"]),
        .testTarget(
            name: "PayPalMockTests",
            dependencies: [
                "PayPalMock", "PayPalAPI", "PayPalVocabulary", .product(name: "Hummingbird", package: "hummingbird"), .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ], exclude: ["HTTP/AudienceTable.txt"]),
        .testTarget(name: "paytermTests", dependencies: ["payterm", "PayPalAPI", "PayPalVocabulary", "CheckoutFlows", "CheckoutTUI", "Pictures"]),
        .testTarget(name: "ScenarioScriptTests", dependencies: ["ScenarioScript", "PayPalAPI", "CheckoutFlows"]),
        .testTarget(name: "CheckoutFlowsTests", dependencies: ["CheckoutFlows", "PayPalAPI", "PayPalVocabulary", "PayPalMock", "ScenarioScript"]),
        .testTarget(name: "CheckoutTUITests", dependencies: ["CheckoutTUI", "CheckoutFlows", "PayPalAPI", "PayPalVocabulary", "PayPalMock"], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
