import Dispatch
import PayPalAPI
import Synchronization

/// Runs a call to its end from the program's own thread, which may wait: it is never one of Swift's cooperative
/// threads, so the call's task runs meanwhile.
func blocking<Value: Sendable>(_ call: @escaping @Sendable () async throws(PayPalAPIError) -> Value) throws(PayPalAPIError) -> Value {
    let outcome = Mutex<Result<Value, PayPalAPIError>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
        do throws(PayPalAPIError) {
            let value = try await call()
            outcome.withLock { $0 = .success(value) }
        } catch {
            outcome.withLock { $0 = .failure(error) }
        }
        done.signal()
    }
    done.wait()
    return try outcome.withLock { $0! }.get()
}
