extension String {
    /// The bytes of `bytes` from `start` up to `end` as text, with invalid UTF-8 repaired as
    /// `String(decoding:as:)` repairs it. That initializer is generic, and so is a slice of a buffer:
    /// a debug build (what the build plugin runs) calls the one as unspecialised code, at over 1,000
    /// instructions a string, and builds the other's metadata at its first use. This one is neither.
    /// Before macOS 11 and its siblings, which lack that initializer, it is `String(decoding:as:)`.
    init(utf8 bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        precondition(start >= 0 && start <= end && end <= bytes.count, "a range outside the bytes")
        guard #available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, *) else {
            self.init(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            return
        }
        self.init(unsafeUninitializedCapacity: end - start) { buffer in
            if let source = bytes.baseAddress, let target = buffer.baseAddress {
                target.initialize(from: source + start, count: end - start)
            }
            return end - start
        }
    }
}
