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
        self.lineStarts = Self.findLineStarts(in: bytes)
    }

    /// Where each line starts: after `\n`, `\r\n`, or a lone `\r`.
    private static func findLineStarts(in bytes: [UInt8]) -> [Int] {
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for (index, byte) in bytes.enumerated()
        where byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
            starts.append(index + 1)
        }
        return starts
    }

    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// The line and column of a byte offset; columns count characters as an editor shows them.
    public func location(at offset: Int) -> SourceLocation {
        locations(at: [offset])[0]
    }

    /// The locations of many byte offsets, in the order given, found in one pass.
    ///
    /// The offsets are visited in file order, so finding their lines is a single walk over the
    /// line starts, and a column continues from the previous offset on the same line instead of
    /// counting that line again from its start. Locating the findings of a long line stays linear
    /// in its length rather than in its length times the number of findings. Counting continues
    /// only from an ASCII byte, where a character always starts; anything else counts from the
    /// line's start, which gives the same column.
    public func locations(at offsets: [Int]) -> [SourceLocation] {
        let order = Self.order(of: offsets)
        var result = [SourceLocation](repeating: SourceLocation(file: name, line: 1, column: 1), count: offsets.count)
        var line = 0
        var previous: (offset: Int, column: Int)?
        for index in order {
            let offset = min(max(offsets[index], 0), bytes.count)
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset {
                line += 1
                previous = nil
            }
            let start = min(lineStarts[line], offset)
            var from = (offset: start, column: 1)
            if let previous, previous.offset >= start, previous.offset < bytes.count, bytes[previous.offset] < 0x80 {
                from = previous
            }
            let column = from.column + bytes[from.offset..<offset].characterCount
            previous = (offset, column)
            result[index] = SourceLocation(file: name, line: line + 1, column: column)
        }
        return result
    }

    /// The indices of `offsets` in the order of their offsets, equal ones in the order given.
    private static func order(of offsets: [Int]) -> [Int] {
        offsets.indices.sorted { (offsets[$0], $0) < (offsets[$1], $1) }
    }
}
