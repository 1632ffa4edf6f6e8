import Foundation

/// Counts a document's attributes in one pass over its bytes, before any parser sees it: the system's XML parser
/// takes time that grows with the square of an element's attributes (85,000 on one element cost seconds of CPU),
/// so a document with more than requests ever carry is refused unread.
enum XMLAttributeCount {
    /// The most attributes one element may have: Braintree's requests carry `type` and `nil`, a namespace or two.
    static let perElement = 16
    /// The most attributes a document may have.
    static let perDocument = 1_024

    static func check(_ data: Data) throws(BodyProblem) {
        let tooMany: String? = data.withUnsafeBytes { bytes in
            var (inTag, quote, onElement, inDocument) = (false, UInt8(0), 0, 0)
            for byte in bytes {
                if quote != 0 {
                    if byte == quote { quote = 0 }
                } else if !inTag {
                    if byte == UInt8(ascii: "<") { (inTag, onElement) = (true, 0) }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    inTag = false
                } else if byte == UInt8(ascii: "=") {
                    onElement += 1
                    inDocument += 1
                    if onElement > perElement { return "an element has more than \(perElement) attributes" }
                    if inDocument > perDocument { return "the document has more than \(perDocument) attributes" }
                }
            }
            return nil
        }
        if let tooMany { throw BodyProblem(field: "", problem: "\(tooMany), more than any request carries") }
    }
}
