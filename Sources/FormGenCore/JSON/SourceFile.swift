#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one input file and its display name, turning byte offsets into editor positions.
///
/// Positions are kept as byte offsets while parsing and become lines and columns only when a
/// finding is printed, so a large single-line file costs nothing until something is wrong in it.
public struct SourceFile: Sendable {
    /// The name printed in diagnostics: the path as the user wrote it, or `<stdin>`.
    public let name: String
    public let bytes: [UInt8]
    /// Byte offset where each line starts; line 1 starts after a UTF-8 byte order mark, if any.
    private let lineStarts: [Int]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        self.lineStarts = bytes.withUnsafeBufferPointer(Self.findLineStarts(in:))
    }

    /// Where each line starts: after `\n`, `\r\n`, or a lone `\r`. `memchr` finds the breaks, so
    /// a spec costs a few instructions per line rather than several per byte.
    private static func findLineStarts(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        var starts = [hasBOM ? 3 : 0]
        guard let base = bytes.baseAddress else { return starts }
        let hasCarriageReturn = memchr(base, 0x0D, bytes.count) != nil
        var index = 0
        while index < bytes.count {
            if hasCarriageReturn {
                let byte = bytes[index]
                index += 1
                if byte == 0x0A || (byte == 0x0D && (index == bytes.count || bytes[index] != 0x0A)) {
                    starts.append(index)
                }
            } else {
                guard let found = memchr(base + index, 0x0A, bytes.count - index) else { break }
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(index)
            }
        }
        return starts
    }

    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// The line and column of a byte offset; columns count characters as an editor shows them.
    public func location(at offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = min(lineStarts[low], offset)
        let prefix = bytes[start..<offset]
        let column: Int
        if prefix.allSatisfy({ $0 < 0x80 }) {
            column = prefix.count + 1
        } else {
            column = String(decoding: prefix, as: UTF8.self).count + 1
        }
        return SourceLocation(file: name, line: low + 1, column: column)
    }
}
