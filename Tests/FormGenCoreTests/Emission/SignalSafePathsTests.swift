import Testing

@testable import FormGenCore

/// The paths a signal handler reads: the directories files are staged in, and those a run created,
/// which it removes when a signal ends it.
@Suite struct SignalSafePathsTests {
    static func strings(_ paths: SignalSafePaths) -> [String] {
        (0..<paths.count).map { String(cString: paths[$0]) }
    }

    @Test func aPathIsKeptOnceInOrderUpToTheCapacity() {
        var paths = SignalSafePaths(capacity: 3)
        defer { paths.deallocate() }
        for path in ["Out", "Out/a", "Out", "Out/a/b", "Lists"] { paths.add(path) }
        #expect(Self.strings(paths) == ["Out", "Out/a", "Out/a/b"])
        #expect(paths.contains("Out/a") && !paths.contains("Lists"))
    }

    /// A run that removes a directory it created forgets it first: a signal later must not remove
    /// the directory another run has made at that path since. The others keep their places, so the
    /// handler still removes the deepest first.
    @Test func aRemovedPathBecomesEmptyAndTheOthersKeepTheirPlaces() {
        var paths = SignalSafePaths(capacity: 4)
        defer { paths.deallocate() }
        for path in ["N", "N/a", "N/a/b"] { paths.add(path) }
        paths.remove("N/a")
        #expect(Self.strings(paths) == ["N", "", "N/a/b"])
        #expect(!paths.contains("N/a"))
    }

    @Test func aPathThatDoesNotFitIsNotKept() {
        var paths = SignalSafePaths(capacity: 2)
        defer { paths.deallocate() }
        paths.add(String(repeating: "a", count: SignalSafePaths.pathCapacity))
        paths.add("a\u{0}b")
        #expect(paths.count == 0)
        paths.add(String(repeating: "a", count: SignalSafePaths.pathCapacity - 1))
        #expect(paths.count == 1)
    }
}
