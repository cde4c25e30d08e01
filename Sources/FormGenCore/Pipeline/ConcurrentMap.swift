#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The fewest elements `concurrentMap` spreads over threads.
let concurrencyThreshold = 8

/// The stack of each worker thread: what a main thread has on Linux and macOS.
///
/// Reading and validating a spec recurses as deep as the spec nests (up to
/// `JSONReader.maximumDepth`); dispatch's worker threads have 512 KiB on macOS, and glibc's take
/// `ulimit -s`, so a deep spec that the main thread handles could overflow them.
let workerStackSize = 8 << 20

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores, with the results in the order of the elements.
    ///
    /// A run over many specs validates and renders each on its own; a build waits for the whole
    /// run, so the cores a build machine has shorten it. Fewer than `concurrencyThreshold` elements
    /// are mapped on the calling thread: starting worker threads costs more than a few files, and
    /// the plugin's usual run (one changed spec, two files) should start and finish quickly.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let threads = Swift.min(count, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        guard count >= concurrencyThreshold, threads > 1 else { return map(transform) }
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        withoutActuallyEscaping(transform) { transform in
            withUnsafeBufferPointer { elements in
                // Worker `t` maps elements t, t + threads, t + 2 × threads, …: each slot is written by one
                // thread, and read only after every thread has been joined.
                runWorkers(threads) { worker in
                    for index in stride(from: worker, to: elements.count, by: threads) {
                        results[index] = transform(elements[index])
                    }
                }
            }
        }
        return results.map { result in
            guard let result else { preconditionFailure("concurrentMap left an element unmapped") }
            return result
        }
    }
}

/// Runs `body(worker)` for every worker number below `threads`, each on a thread of
/// `workerStackSize`, and returns when all have finished; the calling thread only waits, so no
/// element depends on its stack.
private func runWorkers(_ threads: Int, _ body: @escaping (Int) -> Void) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, workerStackSize)
    var started: [WorkerThread] = []
    var unstarted: [Int] = []
    for worker in 0..<threads {
        let argument = Unmanaged.passRetained(Assignment(body: body, worker: worker)).toOpaque()
        var thread = WorkerThread.none
        if pthread_create(&thread, &attributes, { startWorker($0) }, argument) == 0, let thread = WorkerThread(thread) {
            started.append(thread)
        } else {
            Unmanaged<Assignment>.fromOpaque(argument).release()
            unstarted.append(worker)
        }
    }
    // A share whose thread the system would not start is mapped on the calling thread.
    for worker in unstarted {
        body(worker)
    }
    for thread in started {
        thread.join()
    }
}

/// What one worker thread runs: `body` with its number.
private final class Assignment: @unchecked Sendable {
    let body: (Int) -> Void
    let worker: Int

    init(body: @escaping (Int) -> Void, worker: Int) {
        self.body = body
        self.worker = worker
    }
}

/// The entry point of a worker thread (optional on Linux, not on Darwin: both convert to this).
private func startWorker(_ argument: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let argument else { return nil }
    let assignment = Unmanaged<Assignment>.fromOpaque(argument).takeRetainedValue()
    assignment.body(assignment.worker)
    return nil
}

/// A started thread, over the two platforms' spellings of `pthread_t`.
private struct WorkerThread {
    #if canImport(Darwin)
    // Computed: a stored static of a pointer type is not Sendable.
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
