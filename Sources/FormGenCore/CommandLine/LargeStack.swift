#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` on a thread with a stack of `LargeStack.size` and waits for it.
///
/// Reading a spec recurses as deep as the spec nests (up to the reader's limit of 512 levels), and
/// so does freeing what was read. The main thread's stack is whatever `ulimit -s` allows, which can
/// be far smaller than that needs; a thread's stack is set here. When no thread can be started,
/// `body` runs on the calling thread.
package enum LargeStack {
    package static let size = 16 << 20

    package static func run(_ body: @escaping @Sendable () -> Int32) -> Int32 {
        let job = Job(body)
        guard start(job) else { return body() }
        return job.status
    }

    /// Runs `job` on a new thread and waits for it; `false` when no thread could be started.
    private static func start(_ job: Job) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        let argument = Unmanaged.passRetained(job).toOpaque()
        var thread = Thread.none
        guard pthread_create(&thread, &attributes, { enterLargeStackThread($0) }, argument) == 0,
            let started = Thread(thread)
        else {
            Unmanaged<Job>.fromOpaque(argument).release()
            return false
        }
        started.join()
        return true
    }

    /// The work of the thread and, once it has run, its exit status.
    fileprivate final class Job: @unchecked Sendable {
        let body: @Sendable () -> Int32
        var status: Int32 = 0

        init(_ body: @escaping @Sendable () -> Int32) {
            self.body = body
        }
    }

    /// A started thread, over the two platforms' spellings of `pthread_t`.
    private struct Thread {
        #if canImport(Darwin)
        static var none: pthread_t? { nil }
        let handle: pthread_t

        init?(_ handle: pthread_t?) {
            guard let handle else { return nil }
            self.handle = handle
        }
        #else
        static var none: pthread_t { pthread_t() }
        let handle: pthread_t

        init?(_ handle: pthread_t) {
            self.handle = handle
        }
        #endif

        func join() {
            pthread_join(handle, nil)
        }
    }
}

/// The thread's entry point (its argument is optional on Linux, not on Darwin: both convert to this).
private func enterLargeStackThread(_ argument: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let argument else { return nil }
    let job = Unmanaged<LargeStack.Job>.fromOpaque(argument).takeRetainedValue()
    job.status = job.body()
    return nil
}
