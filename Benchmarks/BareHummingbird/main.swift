// The benchmarks' ceiling: a bare Hummingbird route (no middleware, no store) on this machine, built and measured in
// the same sitting as PayTerm's backend. Usage: bare-hummingbird PORT
import Hummingbird

let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8080
let router = Router()
router.get("/ping") { _, _ in "pong" }
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
