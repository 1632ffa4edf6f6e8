import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A merchant's server answering in this process (demo mode's, which has no network): what the backend's calls to
/// merchants go to instead of a socket.
public typealias MerchantExchange = @Sendable (URLRequest) async throws -> (Data, URLResponse)
