import Testing

@testable import FormGenCore

#if canImport(Glibc)
import Glibc
#endif

@Suite struct LargeStackThreadsTests {
    @Test func mapKeepsTheOrderOfItsElements() {
        let elements = Array(0..<1_001)
        #expect(LargeStackThreads.map(elements) { $0 * 3 } == elements.map { $0 * 3 })
        #expect(LargeStackThreads.map([7]) { $0 + 1 } == [8])
        #expect(LargeStackThreads.map([Int]()) { $0 }.isEmpty)
    }

    #if canImport(Glibc)
    /// The elements are spread over one thread per processor, at most `maximumThreads`. (That each
    /// has the large stack is shown by `LimitTests.deepSpecsUnderASmallStackLimit`.)
    @Test func mapRunsOnOneThreadPerProcessor() {
        let processors = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let threads: [UInt] = LargeStackThreads.map(Array(0..<64)) { _ in pthread_self() }
        #expect(Set(threads).count == min(processors, LargeStackThreads.maximumThreads))
    }
    #endif

    @Test func validateReturnsTheResultsInTheOrderOfItsSources() {
        let sources = (0..<40).map { index in
            SourceFile(
                name: "Form\(index).json",
                bytes: Array(#"{"formgen": 1, "name": "Form\#(index)", "fields": [{"id": "a\#(index)"}]}"#.utf8))
        }
        let results = GeneratorPipeline.validate(sources)
        #expect(results.map { $0.form?.name } == (0..<40).map { "Form\($0)" })
    }
}
