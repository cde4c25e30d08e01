import Testing

@testable import FormGenCore

@Suite struct StringUTF8Tests {
    /// `String(utf8:from:to:)` of `bytes`, whole and without its first and last byte, against
    /// `String(decoding:as:)` of the same bytes, byte for byte.
    private func matchesDecoding(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let whole = String(utf8: buffer, from: 0, to: buffer.count)
            guard Array(whole.utf8) == Array(String(decoding: bytes, as: UTF8.self).utf8) else { return false }
            guard bytes.count >= 2 else { return true }
            let inner = String(utf8: buffer, from: 1, to: buffer.count - 1)
            return Array(inner.utf8) == Array(String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self).utf8)
        }
    }

    @Test(
        arguments: [
            [], [0x61], Array("plain ASCII text".utf8), Array("é, 中文, 😀, a\u{301}".utf8),
            // A lone continuation byte, truncated sequences, an overlong encoding, a surrogate, a scalar
            // past U+10FFFF, and bytes that never start a sequence.
            [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0x61, 0xFF, 0x62, 0xFE],
        ] as [[UInt8]])
    func repairsAsDecodingDoes(bytes: [UInt8]) {
        #expect(matchesDecoding(bytes))
    }

    @Test func repairsRandomBytesAsDecodingDoes() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<5_000 {
            let count = Int(generator.next() % 24)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            #expect(matchesDecoding(bytes), "\(bytes)")
        }
    }
}
