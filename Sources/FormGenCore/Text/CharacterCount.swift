extension ArraySlice<UInt8> {
    /// The characters these UTF-8 bytes spell, which in ASCII are the bytes themselves: columns, in a
    /// message's location and in swift-format's line length, count characters.
    var characterCount: Int {
        allSatisfy { $0 < 0x80 } ? count : String(decoding: self, as: UTF8.self).count
    }
}
