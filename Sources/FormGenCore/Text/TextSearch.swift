/// Finding one text in another by its UTF-8 bytes.
///
/// The standard library's `contains(_:)` and `firstRange(of:)` for a string argument come from its
/// string-processing module, which Apple ships from macOS 13. formgen declares no deployment target,
/// so it builds for SwiftPM's default, which is older: its code searches text with these instead.
/// Declaring macOS 13 would refuse adopters instead: SwiftPM holds a target that uses a plugin to
/// that plugin product's platforms, so every package that builds for an older macOS would fail.
/// `MacOSDeploymentTests` fails when a use of that module comes back.
extension StringProtocol {
    /// The first place where `other`'s bytes occur in this text; an empty range at the start when
    /// `other` is empty.
    package func firstRange(ofBytes other: some StringProtocol) -> Range<String.Index>? {
        let needle = Array(other.utf8)
        guard let first = needle.first else { return startIndex..<startIndex }
        var start = utf8.startIndex
        while let found = utf8[start...].firstIndex(of: first) {
            if utf8[found...].starts(with: needle) {
                return found..<utf8.index(found, offsetBy: needle.count)
            }
            start = utf8.index(after: found)
        }
        return nil
    }

    /// Whether `other`'s bytes occur in this text.
    package func contains(bytesOf other: some StringProtocol) -> Bool {
        firstRange(ofBytes: other) != nil
    }
}
