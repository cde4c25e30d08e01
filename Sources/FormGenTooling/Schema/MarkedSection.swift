/// A section of a hand-written document that formgen writes between two marker comments, so that
/// the prose around a reference stays written by hand and the reference itself cannot go stale.
struct MarkedSection {
    /// The comment that opens the section, and the one that closes it.
    var begin: String
    var end: String

    /// The text between the markers in `document`, without the line break after `begin`; `nil` when
    /// the document has no such section.
    func contents(of document: String) -> Substring? {
        inside(document).map { document[$0].dropFirst() }
    }

    /// `document` with the text between the markers replaced by `contents`; `nil` when the document
    /// has no such section.
    func replacing(in document: String, with contents: String) -> String? {
        inside(document).map {
            String(document[..<$0.lowerBound]) + "\n" + contents + String(document[$0.upperBound...])
        }
    }

    /// The text between the end of `begin` and the start of `end`.
    private func inside(_ document: String) -> Range<String.Index>? {
        guard let start = document.firstRange(ofBytes: begin),
            let stop = document[start.upperBound...].firstRange(ofBytes: end)
        else { return nil }
        return start.upperBound..<stop.lowerBound
    }
}
