/// One file formgen writes: its name in the output directory, its exact contents, and how formgen
/// recognises the file as its own when it is already there.
public struct GeneratedFile: Equatable, Sendable {
    public var name: String
    public var contents: String
    public var marker: OwnershipMarker
    /// The input the file comes from (a spec's path), to name it when two outputs collide.
    public var source: String?

    public init(name: String, contents: String, marker: OwnershipMarker, source: String? = nil) {
        self.name = name
        self.contents = contents
        self.marker = marker
        self.source = source
    }
}
