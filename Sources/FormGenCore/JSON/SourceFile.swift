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
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index == bytes.count || bytes[index] != 0x0A)) {
                starts.append(index)
            }
        }
        self.lineStarts = starts
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
