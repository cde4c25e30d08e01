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

    public init(name: String, bytes: [UInt8], marker: OwnershipMarker, source: String? = nil) {
        self.name = name
        self.bytes = bytes
        self.marker = marker
        self.source = source
    }

    public init(name: String, contents: String, marker: OwnershipMarker, source: String? = nil) {
        self.init(name: name, bytes: Array(contents.utf8), marker: marker, source: source)
    }

    /// The file's text.
    public var contents: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
