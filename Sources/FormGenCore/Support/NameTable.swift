/// The position of a name in a fixed list, found by its bytes without `String` hashing.
///
/// Spec keys and template member names are short ASCII identifiers looked up thousands of times in a
/// run; a hash of a few bytes and a word-wise comparison cost a fraction of `Hasher` and of `==` on
/// strings. Names match byte for byte, as JSON compares keys. A class, so that copying the shapes
/// and programs that hold one copies a single reference.
final class NameTable: Sendable {
    /// The names, by position.
    let names: [String]
    /// Positions by the hash of their names, with open addressing: `position + 1`, or 0 for an empty slot.
    private let slots: [Int]
    /// The UTF-8 of `names`, one after the other, and where each is, by position.
    private let pool: [UInt8]
    private let ranges: [Range<Int>]

    /// A table of `names`; of names given twice, the first is found.
    init(_ names: [String]) {
        self.names = names
        var capacity = 8
        while capacity < 2 * names.count {
            capacity *= 2
        }
        var slots = [Int](repeating: 0, count: capacity)
        var pool: [UInt8] = []
        var ranges: [Range<Int>] = []
        for name in names {
            let start = pool.count
            pool.append(contentsOf: name.utf8)
            ranges.append(start..<pool.count)
        }
        pool.withUnsafeBufferPointer { pool in
            for position in names.indices {
                let bytes = UnsafeBufferPointer(rebasing: pool[ranges[position]])
                var slot = Self.hash(bytes) & (capacity - 1)
                while slots[slot] != 0 {
                    let other = UnsafeBufferPointer(rebasing: pool[ranges[slots[slot] - 1]])
                    if Self.haveSameBytes(other, bytes) { break }
                    slot = (slot + 1) & (capacity - 1)
                }
                if slots[slot] == 0 { slots[slot] = position + 1 }
            }
        }
        self.slots = slots
        self.pool = pool
        self.ranges = ranges
    }

    /// The position of the name whose UTF-8 is `bytes`.
    func position(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Self.hash(bytes) & (slots.count - 1)
        while slots[slot] != 0 {
            let position = slots[slot] - 1
            let isEqual = pool.withUnsafeBufferPointer { pool in
                Self.haveSameBytes(UnsafeBufferPointer(rebasing: pool[ranges[position]]), bytes)
            }
            if isEqual {
                return position
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// The position of `name`, byte for byte.
    func position(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { position(of: $0) }
    }

    /// A hash of a few of the bytes, enough to tell apart the names of one table and cheaper than
    /// hashing all of them: the count, the first two, the middle and the last two.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        guard count > 0 else { return 0 }
        var hash = UInt64(truncatingIfNeeded: count)
        hash = hash << 8 | UInt64(bytes[0])
        hash = hash << 8 | UInt64(bytes[min(1, count - 1)])
        hash = hash << 8 | UInt64(bytes[count / 2])
        hash = hash << 8 | UInt64(bytes[max(count - 2, 0)])
        hash = hash << 8 | UInt64(bytes[count - 1])
        hash = (hash ^ (hash >> 29)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// Compared a word at a time.
    static func haveSameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        guard count >= 8, let a = a.baseAddress.map(UnsafeRawPointer.init),
            let b = b.baseAddress.map(UnsafeRawPointer.init)
        else {
            for index in 0..<count where a[index] != b[index] {
                return false
            }
            return true
        }
        var offset = 0
        while offset < count - 8 {
            guard
                a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else { return false }
            offset += 8
        }
        // The last word may overlap the one before.
        return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
}
