import Testing

@testable import FormGenCore

@Suite struct ConcurrentMapTests {
    @Test func keepsTheOrderOfTheElements() {
        let numbers = Array(0..<5_000)
        #expect(numbers.concurrentMap { $0 * 3 } == numbers.map { $0 * 3 })
    }

    @Test func shortArraysStayOnTheCallingThread() {
        #expect([Int]().concurrentMap { $0 + 1 } == [])
        #expect([41].concurrentMap { $0 + 1 } == [42])
        let short = Array(0..<(concurrencyThreshold - 1))
        #expect(short.concurrentMap { $0 * 2 } == short.map { $0 * 2 })
    }

    @Test func optionalResultsStayInTheirPlaces() {
        let results = Array(0..<100).concurrentMap { $0.isMultiple(of: 2) ? $0 : nil }
        #expect(100 >= concurrencyThreshold)
        #expect(results.count == 100)
        #expect(results[3] == nil && results[4] == 4)
    }
}
