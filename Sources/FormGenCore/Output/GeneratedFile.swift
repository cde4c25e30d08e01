/// One file formgen writes: its name in the output directory, its exact contents, and how formgen
/// recognises the file as its own when it is already there.
public struct GeneratedFile: Equatable, Sendable {
    public var name: String
    /// The file's exact bytes, UTF-8 text: what the writer compares with the file on disk and
    /// writes. Templates render into bytes, so a form's text is never decoded on the way out.
    public var bytes: [UInt8]
    public var marker: OwnershipMarker
    /// The input the file comes from (a spec's path), to name it when two outputs collide.
    public var source: String?
    /// What was at the file's place when its contents were made from it (a catalog is the catalog on
    /// disk with keys merged in), or `nil` when nothing on disk went into it. The writer replaces
    /// the file only while that is still what is there, so an edit saved meanwhile is never lost.
    public var basis: Basis?

    /// The file on disk that a generated file was made from.
    public enum Basis: Equatable, Sendable {
        /// There was no file.
        case absent
        /// The file held these bytes.
        case bytes([UInt8])
    }

    public init(name: String, bytes: [UInt8], marker: OwnershipMarker, source: String? = nil, basis: Basis? = nil) {
        self.name = name
        self.bytes = bytes
        self.marker = marker
        self.source = source
        self.basis = basis
    }

    public init(
        name: String, contents: String, marker: OwnershipMarker, source: String? = nil, basis: Basis? = nil
    ) {
        self.init(name: name, bytes: Array(contents.utf8), marker: marker, source: source, basis: basis)
    }

    /// The file's text.
    public var contents: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
