#if canImport(Glibc)
import Glibc
#endif

/// The process's limit on open files, raised to what the system allows, so that many clients at once (each a
/// socket) do not run the server out of descriptors before the idle timeout closes the silent ones.
enum OpenFileLimit {
    /// Raises the soft limit to the hard one; returns the limit in force.
    @discardableResult
    static func raise() -> UInt64 {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 0 }
        if limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        return UInt64(limit.rlim_cur)
    }
}
