/// A name fit for a path and a command line (`trainee-07`, `charged-twice`): lower-case letters, digits and dashes.
enum Slug {
    static func fits(_ text: some StringProtocol, atMost length: Int) -> Bool {
        !text.isEmpty && text.count <= length && text.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
