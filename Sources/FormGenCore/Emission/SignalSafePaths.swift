#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths kept as C strings in memory allocated up front, which a signal handler may read: at most
/// `capacity` of them, each shorter than `pathCapacity` bytes. A path is kept once. A removed one
/// leaves an empty string in its place, which keeps the others in order and which `unlink` and
/// `rmdir` refuse.
///
/// It does no locking of its own: `StagedFiles` changes it under its mutex, and a handler reads
/// only the first `count`, which grows after a path's bytes are written.
struct SignalSafePaths {
    static let pathCapacity = 4096

    let capacity: Int
    private let storage: UnsafeMutablePointer<CChar>
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity * Self.pathCapacity)
    }

    /// Path `index`, below `count`.
    subscript(index: Int) -> UnsafePointer<CChar> {
        UnsafePointer(storage + index * Self.pathCapacity)
    }

    func contains(_ path: String) -> Bool {
        (0..<count).contains { strcmp(self[$0], path) == 0 }
    }

    /// Keeps `path` unless it is kept already. One that does not fit, or that would pass the
    /// capacity, is not kept.
    mutating func add(_ path: String) {
        guard count < capacity, path.utf8.count < Self.pathCapacity, !path.utf8.contains(0), !contains(path) else {
            return
        }
        strcpy(storage + count * Self.pathCapacity, path)
        count += 1
    }

    mutating func remove(_ path: String) {
        for index in 0..<count where strcmp(self[index], path) == 0 {
            storage[index * Self.pathCapacity] = 0
        }
    }

    /// Frees the memory; for a table that no handler can read any more.
    func deallocate() {
        storage.deallocate()
    }
}
