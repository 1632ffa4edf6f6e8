import Foundation

/// The one step from an Adaptive Payments request body, in whichever format the client sent, to the operation's
/// body type: JSON through `JSONDecoder`, NV and XML read into a `FormValue` and filled by `FormDecoder`. The
/// operations see the same values whatever the format.
enum AdaptiveRequestBody {
    static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, format: AdaptiveDataFormat, operation: String
    ) throws(BodyProblem) -> T {
        switch format {
        case .json: try BodyDecoding.decode(type, from: data)
        case .nv: try BodyDecoding.decode(type, from: NameValueBody.read(data))
        case .xml: try BodyDecoding.decode(type, from: XMLBody.read(data, root: "\(operation)Request"))
        }
    }
}
