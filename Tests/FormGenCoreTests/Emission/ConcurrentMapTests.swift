import Testing

@testable import FormGenCore

@Suite struct ConcurrentMapTests {
    @Test func keepsTheOrderOfTheElements() {
        let numbers = Array(0..<5_000)
        #expect(numbers.concurrentMap { $0 * 3 } == numbers.map { $0 * 3 })
    }

    @Test func emptyAndSingleArrays() {
        #expect([Int]().concurrentMap { $0 + 1 } == [])
        #expect([41].concurrentMap { $0 + 1 } == [42])
    }

    @Test func optionalResultsStayInTheirPlaces() {
        let results = Array(0..<100).concurrentMap { $0.isMultiple(of: 2) ? $0 : nil }
        #expect(results.count == 100)
        #expect(results[3] == nil && results[4] == 4)
    }
}
