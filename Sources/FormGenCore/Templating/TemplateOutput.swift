/// The text one render writes, built without paying for `String` appends piece by piece or for
/// validating UTF-8 byte by byte.
///
/// ASCII pieces gather as bytes, which become a `String` in one go when something else comes (the
/// standard library checks ASCII a word at a time); a piece with other characters is appended as the
/// `String` it already is, so its bytes are never validated again.
struct TemplateOutput: ~Copyable {
    private var string = ""
    /// `string`'s UTF-8 bytes.
    private var stringCount = 0
    private var isStringReserved = false
    /// ASCII written after `string`.
    private var bytes: UnsafeMutablePointer<UInt8>
    private var byteCount = 0
    private var capacity: Int

    init(reservingCapacity capacity: Int) {
        self.capacity = max(capacity, 16)
        bytes = .allocate(capacity: self.capacity)
    }

    deinit {
        bytes.deallocate()
    }

    /// The UTF-8 bytes written so far.
    var count: Int { stringCount + byteCount }

    /// Appends bytes that are all ASCII.
    mutating func append(ascii source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress else { return }
        let newCount = byteCount + source.count
        if newCount > capacity {
            grow(to: newCount)
        }
        Self.copy(from: UnsafeRawPointer(base), to: UnsafeMutableRawPointer(bytes + byteCount), count: source.count)
        byteCount = newCount
    }

    mutating func append(_ text: String) {
        let appended = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard Self.isASCII(utf8) else { return false }
            append(ascii: utf8)
            return true
        }
        if appended != true {
            flush()
            string += text
            stringCount += text.utf8.count
        }
    }

    /// The text written.
    mutating func finish() -> String {
        if stringCount == 0 {
            // All ASCII: the bytes become the string in one go.
            return String(decoding: UnsafeBufferPointer(start: bytes, count: byteCount), as: UTF8.self)
        }
        flush()
        return string
    }

    /// Moves the bytes into `string`.
    private mutating func flush() {
        if !isStringReserved {
            // Once, so that `string` grows in place: the bytes' capacity is a guess at the output's size.
            string.reserveCapacity(2 * capacity)
            isStringReserved = true
        }
        guard byteCount > 0 else { return }
        string += String(decoding: UnsafeBufferPointer(start: bytes, count: byteCount), as: UTF8.self)
        stringCount += byteCount
        byteCount = 0
    }

    private mutating func grow(to minimum: Int) {
        capacity = max(minimum, 2 * capacity)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.moveInitialize(from: bytes, count: byteCount)
        bytes.deallocate()
        bytes = grown
    }

    /// Most pieces are short, and a call to `memcpy` costs more than copying them a word at a time.
    private static func copy(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int) {
        if count >= 8 && count <= 64 {
            var offset = 0
            while offset < count - 8 {
                target.storeBytes(
                    of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
                    toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            // The last word may overlap the one before.
            target.storeBytes(
                of: source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self),
                toByteOffset: count - 8, as: UInt64.self)
        } else if count < 8 {
            for offset in 0..<count {
                target.storeBytes(
                    of: source.load(fromByteOffset: offset, as: UInt8.self),
                    toByteOffset: offset, as: UInt8.self)
            }
        } else {
            target.copyMemory(from: source, byteCount: count)
        }
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var bits: UInt8 = 0
        for byte in bytes {
            bits |= byte
        }
        return bits < 0x80
    }
}
