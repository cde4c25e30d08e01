extension String {
    /// The bytes of `bytes` from `start` up to `end` as text, with invalid UTF-8 repaired as
    /// `String(decoding:as:)` repairs it. That initializer is generic, and so is a slice of a buffer:
    /// a debug build (what the build plugin runs) calls the one as unspecialised code, at over 1,000
    /// instructions a string, and builds the other's metadata at its first use. This one is neither.
    init(utf8 bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        precondition(start >= 0 && start <= end && end <= bytes.count, "a range outside the bytes")
        self.init(unsafeUninitializedCapacity: end - start) { buffer in
            if let source = bytes.baseAddress, let target = buffer.baseAddress {
                target.initialize(from: source + start, count: end - start)
            }
            return end - start
        }
    }
}
