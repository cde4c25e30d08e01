/// "Did you mean" hints: the closest candidate by edit distance, if it is close enough to be a typo.
public enum Suggestion {
    /// The candidate nearest to `word`, ignoring case, when at most a third of it differs (at least one
    /// edit), or else a candidate that the word extends or abbreviates (`"boolean"` → `"bool"`).
    /// Words of over 64 scalars, and candidates of over 256 bytes (64 scalars of 4), are never
    /// compared: a hint that long helps no one, and a document's huge key, compared for each miss,
    /// would cost its size each time.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        guard !lowered.isEmpty, lowered.count <= 64 else { return nil }
        let candidates = candidates.filter { $0.utf8.count <= 256 }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            let allowed = max(1, min(lowered.count, scalars.count) / 3)
            // Lengths further apart than that take more edits than that: not worth comparing.
            guard abs(lowered.count - scalars.count) <= allowed else { continue }
            let distance = editDistance(lowered, scalars)
            if distance <= allowed, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        let word = word.lowercased()
        if let synonym = synonyms[word]?.first(where: candidates.contains) {
            return synonym
        }
        return candidates.first { candidate in
            let candidate = candidate.lowercased()
            return min(word.count, candidate.count) >= 3 && (word.hasPrefix(candidate) || candidate.hasPrefix(word))
        }
    }

    /// Words, in lowercase, that people write for a key or value the spec format names otherwise
    /// (other tools' names and SwiftUI's), with what they mean here, nearest first; a synonym is
    /// offered only where it is a key or value.
    static let synonyms: [String: [String]] = [
        "placeholder": ["prompt"], "hint": ["prompt"], "caption": ["label"], "title": ["label"],
        "password": ["secure", "kind"], "secure": ["kind"], "multiline": ["kind"],
        "textcontenttype": ["contentType"], "number": ["integer", "decimal"], "numeric": ["integer", "decimal"],
        "int": ["integer"], "float": ["decimal"], "double": ["decimal"], "textarea": ["multiline"],
        "regex": ["pattern"], "optional": ["required"], "toolbar": ["bars"],
    ]

    /// `"; did you mean 'x'?"`, or an empty string when nothing is close.
    public static func hint(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance, with a transposition counted as one edit.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
