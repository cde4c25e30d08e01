import Foundation
import Testing

@testable import FormGenCore

@Suite struct ConcurrentMapTests {
    /// The thread each element was mapped on, and the thread that asked.
    static func threads(mapping count: Int) -> (caller: pthread_t, workers: [pthread_t]) {
        (pthread_self(), Array(0..<count).concurrentMap { _ in pthread_self() })
    }

    @Test func keepsTheOrderOfTheElements() {
        let numbers = Array(0..<5_000)
        #expect(numbers.concurrentMap { $0 * 3 } == numbers.map { $0 * 3 })
    }

    @Test func shortArraysStayOnTheCallingThread() {
        #expect([Int]().concurrentMap { $0 + 1 } == [])
        #expect([41].concurrentMap { $0 + 1 } == [42])
        let short = Array(0..<(concurrencyThreshold - 1))
        #expect(short.concurrentMap { $0 * 2 } == short.map { $0 * 2 })
        let (caller, workers) = Self.threads(mapping: concurrencyThreshold - 1)
        #expect(workers.allSatisfy { pthread_equal($0, caller) != 0 })
    }

    /// With more than one core, long arrays are mapped on worker threads only: the caller waits, so no
    /// element runs on its stack.
    @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1, "needs more than one core"))
    func longArraysGoToWorkerThreads() {
        let (caller, workers) = Self.threads(mapping: 1_000)
        #expect(workers.allSatisfy { pthread_equal($0, caller) == 0 })
        #expect(Set(workers.map { Int(bitPattern: $0) }).count > 1)
    }

    @Test func optionalResultsStayInTheirPlaces() {
        let results = Array(0..<100).concurrentMap { $0.isMultiple(of: 2) ? $0 : nil }
        #expect(100 >= concurrencyThreshold)
        #expect(results.count == 100)
        #expect(results[3] == nil && results[4] == 4)
    }
}
