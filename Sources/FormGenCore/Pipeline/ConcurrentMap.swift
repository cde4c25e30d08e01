import Dispatch

/// The fewest elements `concurrentMap` spreads over threads.
let concurrencyThreshold = 8

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores, with the results in the order of the elements.
    ///
    /// A run over many specs validates and renders each on its own; a build waits for the whole
    /// run, so the cores a build machine has shorten it. Fewer than `concurrencyThreshold` elements
    /// are mapped on the calling thread: starting worker threads costs more than a few files, and
    /// the plugin's usual run (one changed spec, two files) should start and finish quickly.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count >= concurrencyThreshold else { return map(transform) }
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        // Each index is written by exactly one iteration, and read only after all have finished.
        nonisolated(unsafe) let slots = results
        withoutActuallyEscaping(transform) { transform in
            self.withUnsafeBufferPointer { elements in
                nonisolated(unsafe) let elements = elements
                DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                    slots[index] = transform(elements[index])
                }
            }
        }
        return results.compactMap { $0 }
    }
}
