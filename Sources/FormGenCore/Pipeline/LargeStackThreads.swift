#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Threads with a stack of 16 MiB: `run` runs a command on one, and `map` spreads the specs of a
/// run over one per processor, at most `maximumThreads`.
///
/// Reading a spec recurses as deep as the spec nests (up to the reader's limit of 512 levels), and
/// so does freeing what was read. The main thread's stack is whatever `ulimit -s` allows, which can
/// be far smaller than that needs; a thread's stack is set here. When no thread can be started,
/// the work runs on the calling thread.
package enum LargeStackThreads {
    private static let size = 16 << 20

    /// Runs `body` on a thread of its own and returns what it returned.
    package static func run(_ body: @escaping @Sendable () -> Int32) -> Int32 {
        let status = Box<Int32>(0)
        let job = Job { status.value = body() }
        guard let thread = start(job) else { return body() }
        thread.join()
        return status.value
    }

    /// At most this many threads work on one `map`: each may hold a spec of the largest size formgen
    /// reads while it works (see `GeneratorPipeline.maximumSpecSize`), so this bounds the memory of
    /// a run, and four cover most of the gain on the machines that build apps.
    package static let maximumThreads = 4

    /// `transform` of each of `elements`, in order, computed on one thread per processor (at most
    /// `maximumThreads`): the specs of a run are independent of each other until they are all read.
    /// With one element or one processor, or when no thread can be started, the work runs on the
    /// calling thread, which should itself be one of `run`'s.
    package static func map<Element: Sendable, Output: Sendable>(
        _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Output
    ) -> [Output] {
        let threadCount = min(elements.count, processorCount, maximumThreads)
        guard threadCount > 1 else { return elements.map(transform) }
        // Thread `t` takes the elements at `t`, `t + threadCount`, `t + 2 × threadCount`, …: the
        // threads share nothing while they work, and the order is put back by arithmetic.
        let parts = (0..<threadCount).map { _ in Box<[Output]>([]) }
        let threads = parts.indices.map { thread -> Thread? in
            let part = parts[thread]
            let job = Job {
                part.value = stride(from: thread, to: elements.count, by: threadCount).map { transform(elements[$0]) }
            }
            guard let started = start(job) else {
                job.body()
                return nil
            }
            return started
        }
        for thread in threads { thread?.join() }
        return elements.indices.map { parts[$0 % threadCount].value[$0 / threadCount] }
    }

    /// The processors online, at least one. (A container limited to fewer still gets at most
    /// `maximumThreads`.)
    private static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Starts `job` on a new thread; `nil` when no thread could be started.
    private static func start(_ job: Job) -> Thread? {
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
            return nil
        }
        return started
    }

    /// The work of one thread.
    fileprivate final class Job: Sendable {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }

    /// What one thread's work produced: written by that thread only, and read once it has been joined.
    private final class Box<Value>: @unchecked Sendable {
        var value: Value

        init(_ value: Value) {
            self.value = value
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
    Unmanaged<LargeStackThreads.Job>.fromOpaque(argument).takeRetainedValue().body()
    return nil
}
