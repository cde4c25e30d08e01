#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a signal handler needs to remove the files this process staged: the directories they are in
/// and how many serial numbers were handed out, kept where a handler may read them; and then the
/// directories the process created, which `rmdir` removes while they are empty.
///
/// A signal handler may call only async-signal-safe functions: no allocation, no locks, no Swift
/// strings. So the directories and the names' common start are kept as C strings allocated up
/// front, the handler rebuilds each staged name (`<directory>/.formgen-<pid>-<token>-<serial>.swift`)
/// byte by byte, and it calls `unlink` for every serial handed out; a name already renamed or
/// removed is simply absent.
/// No serial is handed out once the handler has started, and a file whose creation is under way
/// when the signal arrives is caught by a second pass, made when every creation under way has
/// returned (or half a second has gone by, as the handler may be running on the thread that is
/// creating one).
enum StagedFiles {
    /// Directories remembered, of each kind: those files are staged in, and those created. A run
    /// writes into one, so a few are plenty. Files staged in a directory beyond these, or with a
    /// path of `SignalSafePaths.pathCapacity` bytes or more, are left to the next run's cleanup; a
    /// directory created beyond these stays, and so do those above it.
    static let directoryCapacity = 8

    private struct Registry {
        /// The directories files are staged in.
        var directories = SignalSafePaths(capacity: directoryCapacity)
        /// The directories this process created, in the order it created them.
        var created = SignalSafePaths(capacity: directoryCapacity)
        /// Serials `0..<serialCount` have been handed out.
        var serialCount = 0
        /// Serials handed out whose file's creation has not returned yet.
        var creating = 0
        /// Set by the handler; no serial is handed out after it.
        var dying = 0
        /// Set while staged files are put in place: a signal then waits for `releaseSignals()`.
        var holding = 0
        /// The last signal that arrived; 0 if none.
        var signal: Int32 = 0
        /// `/.formgen-<pid>-<token>-`, the part of every staged path between its directory and serial.
        var namePrefix: UnsafeMutablePointer<CChar>
        /// `FileSystem.temporarySuffix`, which ends every staged path.
        var nameSuffix: UnsafeMutablePointer<CChar>
        /// The handler's own buffer for one path.
        var scratch: UnsafeMutablePointer<CChar>
        var mutex = pthread_mutex_t()
    }

    /// Eight hexadecimal digits drawn once per process. The process id alone does not keep two runs
    /// apart: processes in two PID namespaces (containers) that share a folder can have one id.
    static let token: String = {
        let digits = String(UInt32.random(in: .min ... .max), radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }()

    nonisolated(unsafe) private static let registry: UnsafeMutablePointer<Registry> = {
        let prefix = "/" + FileSystem.temporaryPrefix + "\(getpid())-\(token)-"
        let registry = UnsafeMutablePointer<Registry>.allocate(capacity: 1)
        registry.initialize(
            to: Registry(
                namePrefix: strdup(prefix),
                nameSuffix: strdup(FileSystem.temporarySuffix),
                scratch: .allocate(capacity: SignalSafePaths.pathCapacity + 64)))
        pthread_mutex_init(&registry.pointee.mutex, nil)
        return registry
    }()

    /// A serial number for a file about to be staged in `directory`, which is remembered for the
    /// signal handler before the number is handed out.
    static func reserve(in directory: String) -> Int {
        let registry = self.registry
        pthread_mutex_lock(&registry.pointee.mutex)
        defer { pthread_mutex_unlock(&registry.pointee.mutex) }
        while registry.pointee.dying != 0 {
            // The process is ending on a signal; creating another file would only leave it behind.
            pthread_mutex_unlock(&registry.pointee.mutex)
            pause()
            pthread_mutex_lock(&registry.pointee.mutex)
        }
        registry.pointee.directories.add(directory)
        let serial = registry.pointee.serialCount
        registry.pointee.serialCount = serial + 1
        registry.pointee.creating += 1
        return serial
    }

    /// Tells the signal handler that the creation of a file `reserve(in:)` named has returned, having
    /// made the file or not.
    static func finishCreating() {
        let registry = self.registry
        pthread_mutex_lock(&registry.pointee.mutex)
        defer { pthread_mutex_unlock(&registry.pointee.mutex) }
        registry.pointee.creating -= 1
    }

    /// The serial the next staged file will get, unless another thread stages one first.
    static var nextSerial: Int {
        let registry = self.registry
        pthread_mutex_lock(&registry.pointee.mutex)
        defer { pthread_mutex_unlock(&registry.pointee.mutex) }
        return registry.pointee.serialCount
    }

    /// Remembers `directory`, which this process has just created: a run that a signal ends removes
    /// the directories it created that are still empty, as a run that fails does.
    static func rememberCreated(_ directory: String) {
        let registry = self.registry
        pthread_mutex_lock(&registry.pointee.mutex)
        defer { pthread_mutex_unlock(&registry.pointee.mutex) }
        registry.pointee.created.add(directory)
    }

    /// Forgets `directory`, which this process is about to remove: once it is gone, the directory at
    /// its path may be another run's, which a signal must not remove. Its entry becomes the empty
    /// path, which `rmdir` refuses.
    static func forgetCreated(_ directory: String) {
        let registry = self.registry
        pthread_mutex_lock(&registry.pointee.mutex)
        defer { pthread_mutex_unlock(&registry.pointee.mutex) }
        registry.pointee.created.remove(directory)
    }

    /// The signals whose default action ends the process and that a person, a build system or its
    /// CPU-time limit (SIGXCPU) sends. SIGQUIT among them: the Swift runtime would otherwise catch
    /// it, print a backtrace as for a crash, and let the run go on.
    static let handledSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU]

    static func installHandlers() {
        _ = registry
        signal(SIGXFSZ, SIG_IGN)
        for number in handledSignals {
            let previous = signal(number, handleSignal)
            // A signal the caller chose to ignore (`nohup`, a background job) stays ignored.
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(number, SIG_IGN)
            }
        }
    }

    /// Makes a signal wait until `releaseSignals()`: while files are swapped into place, a staged
    /// path may hold the file a swap displaced, which the handler must not remove.
    static func holdSignals() {
        registry.pointee.holding = 1
    }

    /// Ends `holdSignals()`, and handles a signal that arrived meanwhile.
    static func releaseSignals() {
        let registry = self.registry
        registry.pointee.holding = 0
        let number = registry.pointee.signal
        if number != 0 { end(registry, on: number) }
    }

    /// Removes every staged file, then ends the process with the signal's default action; while
    /// signals are held, only notes the signal.
    private static let handleSignal: @convention(c) (Int32) -> Void = { number in
        let registry = StagedFiles.registry
        registry.pointee.signal = number
        if registry.pointee.holding == 0 { StagedFiles.end(registry, on: number) }
    }

    private static func end(_ registry: UnsafeMutablePointer<Registry>, on number: Int32) {
        registry.pointee.dying = 1
        StagedFiles.unlinkStagedFiles(registry)
        // A thread that read `dying` before it was set may still take a serial: the pause lets it
        // finish that step, a few instructions long, and count its file in `creating`.
        var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
        nanosleep(&pause, nil)
        // A thread that has its serial may still create its file: on a busy machine, a thread can
        // wait tens of milliseconds between its serial and its `open`. The wait has a bound, as the
        // handler may be running on the very thread that is creating one.
        var millisecond = timespec(tv_sec: 0, tv_nsec: 1_000_000)
        var waited = 0
        while registry.pointee.creating > 0 && waited < 500 {
            nanosleep(&millisecond, nil)
            waited += 1
        }
        StagedFiles.unlinkStagedFiles(registry)
        // Last first, so that a directory's parent is empty when its turn comes; `rmdir` leaves a
        // directory that holds anything.
        let created = registry.pointee.created
        for index in stride(from: created.count - 1, through: 0, by: -1) {
            rmdir(created[index])
        }
        signal(number, SIG_DFL)
        raise(number)
    }

    private static func unlinkStagedFiles(_ registry: UnsafeMutablePointer<Registry>) {
        let scratch = registry.pointee.scratch
        for index in 0..<registry.pointee.directories.count {
            let serialStart = append(
                registry.pointee.namePrefix, to: scratch,
                at: append(registry.pointee.directories[index], to: scratch, at: 0))
            for serial in 0..<registry.pointee.serialCount {
                var end = append(serial, to: scratch, at: serialStart)
                end = append(registry.pointee.nameSuffix, to: scratch, at: end)
                scratch[end] = 0
                unlink(scratch)
            }
        }
    }

    /// Copies the C string `text` into `buffer` at `offset`, without its terminating zero; returns
    /// the offset after it.
    private static func append(
        _ text: UnsafePointer<CChar>, to buffer: UnsafeMutablePointer<CChar>, at offset: Int
    ) -> Int {
        var length = 0
        while text[length] != 0 {
            buffer[offset + length] = text[length]
            length += 1
        }
        return offset + length
    }

    /// Writes `number` in decimal into `buffer` at `offset`; returns the offset after it.
    private static func append(_ number: Int, to buffer: UnsafeMutablePointer<CChar>, at offset: Int) -> Int {
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        var value = number
        for position in stride(from: offset + digits - 1, through: offset, by: -1) {
            buffer[position] = CChar(UInt8(ascii: "0") + UInt8(value % 10))
            value /= 10
        }
        return offset + digits
    }
}
