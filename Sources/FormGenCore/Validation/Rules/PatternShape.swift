/// A pattern read into a light tree, for what can be told of it without running it: how many
/// scalars and characters it matches, whether it can match at all or only from some scalars, and
/// whether it repeats in a way that makes a backtracking engine slow. The generated code matches
/// scalar by scalar, so each position of the pattern is one scalar of the text.
///
/// Swift's `Regex` stays the judge of the syntax: a pattern is read here only after `Regex` has
/// read it, and anything this reading does not model (extended mode, conditionals, recursion,
/// scalar semantics, a `{` that is not a plain count, …) gives `nil`, so that no claim is made
/// from a guess.
struct PatternShape {
    indirect enum Node {
        /// One character from the set.
        case character(PatternCharacters)
        case sequence([Node])
        case alternation([Node])
        /// `maximum` is `nil` when unbounded; `source` is the repetition's scalars in the pattern.
        case repeated(Node, minimum: Int, maximum: Int?, source: Range<Int>)
        /// Zero width and may hold: an anchor, a boundary, a lookaround.
        case assertion
        /// Zero width and can never hold: `(?!)`, a lookahead of nothing.
        case never
        /// The text a group matched, of any length.
        case backreference
    }

    /// A repetition of a part that itself repeats over the same characters, as in `(a+)+`, which
    /// can match a text in exponentially many ways; or two repetitions side by side that can take
    /// the same characters, as in `\d+\d*`, which can match it in polynomially many. An engine that
    /// backtracks tries them all on a text that does not match.
    enum Backtracking: Equatable {
        case nested(String)
        case adjacent(String, String)
    }

    let root: Node
    private let scalars: [Unicode.Scalar]

    /// The most characters a length is counted to: more than any `maxLength` a text field takes,
    /// and small enough that `saturation * 10_000 + saturation` (the largest count) cannot overflow.
    static let saturation = 1 << 40

    /// `nil` when the pattern uses something this reading does not model.
    init?(_ pattern: String) {
        var reader = Reader(scalars: Array(pattern.unicodeScalars))
        // A literal of several scalars in one character (a letter and a combining mark) is not
        // modelled, so that no position is mistaken for a character of the pattern's text.
        guard pattern.count == reader.scalars.count, let root = reader.alternation(depth: 0), reader.atEnd else {
            return nil
        }
        self.root = root
        scalars = reader.scalars
    }

    /// The fewest characters a match has, at most `saturation`: a position counts only when its
    /// scalars stay characters of their own (printable ASCII, `\d`), as a mark, a joiner, a CR
    /// before a LF or a Hangul jamo can join the scalar next to it into one character.
    var minimumLength: Int {
        let counted = root.minimumLength { $0.staysOneCharacter ? 1 : 0 }
        return root.minimumLength > 0 ? max(counted, 1) : counted
    }

    /// The most characters a match has, as it has no more characters than scalars; `nil` when
    /// there is no limit.
    var maximumLength: Int? { root.maximumLength }

    /// Whether some text matches.
    var canMatch: Bool { root.canMatch(within: .any) }

    /// Whether a text of one or more characters from `alphabet` may match.
    func canMatchNonEmpty(within alphabet: PatternCharacters) -> Bool {
        root.canMatchNonEmpty(within: alphabet)
    }

    /// The first repetition that can make matching slow: a nested one before an adjacent one.
    var backtracking: Backtracking? {
        if let source = root.nestedRepetition() {
            return .nested(text(source))
        }
        if let (first, second) = root.adjacentRepetitions() {
            return .adjacent(text(first), text(second))
        }
        return nil
    }

    private func text(_ source: Range<Int>) -> String {
        String(String.UnicodeScalarView(scalars[source]))
    }
}

extension PatternShape.Node {
    fileprivate typealias Repetition = (characters: PatternCharacters, source: Range<Int>)

    /// The fewest scalars a match has.
    var minimumLength: Int { minimumLength { _ in 1 } }

    /// The fewest positions a match has, each counted by `weight` (0 or 1).
    func minimumLength(counting weight: (PatternCharacters) -> Int) -> Int {
        switch self {
        case .character(let characters): return weight(characters)
        case .sequence(let items):
            return items.reduce(0) { min($0 + $1.minimumLength(counting: weight), PatternShape.saturation) }
        case .alternation(let branches):
            return branches.map { $0.minimumLength(counting: weight) }.min() ?? 0
        case .repeated(let body, let minimum, _, _):
            return min(body.minimumLength(counting: weight) * minimum, PatternShape.saturation)
        case .assertion, .backreference: return 0
        // Nothing matches it; as a branch it must not lower the alternation's fewest.
        case .never: return PatternShape.saturation
        }
    }

    var maximumLength: Int? {
        switch self {
        case .character: return 1
        case .sequence(let items):
            var total = 0
            for item in items {
                guard let length = item.maximumLength else { return nil }
                total = min(total + length, PatternShape.saturation)
            }
            return total
        case .alternation(let branches):
            var longest = 0
            for branch in branches {
                guard let length = branch.maximumLength else { return nil }
                longest = max(longest, length)
            }
            return longest
        case .repeated(let body, _, let maximum, _):
            guard let length = body.maximumLength else { return nil }
            if length == 0 { return 0 }
            guard let maximum else { return nil }
            return min(length * maximum, PatternShape.saturation)
        case .assertion, .never: return 0
        case .backreference: return nil
        }
    }

    /// Whether some text whose characters are all in `alphabet` may match.
    func canMatch(within alphabet: PatternCharacters) -> Bool {
        switch self {
        case .character(let characters): characters.overlaps(alphabet)
        case .sequence(let items): items.allSatisfy { $0.canMatch(within: alphabet) }
        case .alternation(let branches): branches.contains { $0.canMatch(within: alphabet) }
        case .repeated(let body, let minimum, _, _): minimum == 0 || body.canMatch(within: alphabet)
        case .assertion, .backreference: true
        case .never: false
        }
    }

    /// Whether some text of one or more characters, all in `alphabet`, may match.
    func canMatchNonEmpty(within alphabet: PatternCharacters) -> Bool {
        switch self {
        case .character(let characters):
            characters.overlaps(alphabet)
        case .sequence(let items):
            items.allSatisfy { $0.canMatch(within: alphabet) }
                && items.contains { $0.canMatchNonEmpty(within: alphabet) }
        case .alternation(let branches):
            branches.contains { $0.canMatchNonEmpty(within: alphabet) }
        case .repeated(let body, _, let maximum, _):
            maximum != 0 && body.canMatchNonEmpty(within: alphabet)
        case .assertion, .never:
            false
        case .backreference:
            true
        }
    }

    /// Every character the node may take; `nil` when it takes none.
    var alphabet: PatternCharacters? {
        switch self {
        case .character(let characters):
            return characters
        case .sequence(let items), .alternation(let items):
            return items.compactMap(\.alphabet).reduce(nil) { $0?.union($1) ?? $1 }
        case .repeated(let body, _, _, _):
            return body.alphabet
        case .assertion, .never:
            return nil
        case .backreference:
            return .any
        }
    }

    private var isUnbounded: Bool {
        if case .repeated(_, _, nil, _) = self { return true }
        return false
    }

    /// The source of the first unbounded repetition whose body holds an unbounded repetition that
    /// can take a whole turn of it: `(a+)+`, `(\d+,?)*`, but not `(\d+,)*`, where each turn ends
    /// at a comma the inner repetition cannot take.
    func nestedRepetition() -> Range<Int>? {
        switch self {
        case .character, .assertion, .never, .backreference:
            return nil
        case .sequence(let items), .alternation(let items):
            for item in items {
                if let found = item.nestedRepetition() { return found }
            }
            return nil
        case .repeated(let body, _, let maximum, let source):
            if maximum == nil {
                for inner in body.unboundedRepetitions() {
                    if case .repeated(let innerBody, _, _, _) = inner, innerBody.maximumLength != 0,
                        let characters = innerBody.alphabet, body.canMatch(within: characters)
                    {
                        return source
                    }
                }
            }
            return body.nestedRepetition()
        }
    }

    private func unboundedRepetitions() -> [PatternShape.Node] {
        switch self {
        case .character, .assertion, .never, .backreference:
            return []
        case .sequence(let items), .alternation(let items):
            return items.flatMap { $0.unboundedRepetitions() }
        case .repeated(let body, _, _, _):
            return (isUnbounded ? [self] : []) + body.unboundedRepetitions()
        }
    }

    /// Two unbounded repetitions of a sequence with nothing between them that must take a character,
    /// whose characters overlap: `\d+\d*`, `.*.*`, `\d+-?\d+`, but not `.*x.*`. Reading left to
    /// right, the first repetition that overlaps one before it, with the first such one before it.
    func adjacentRepetitions() -> (Range<Int>, Range<Int>)? {
        switch self {
        case .character, .assertion, .never, .backreference:
            return nil
        case .alternation(let items):
            for item in items {
                if let found = item.adjacentRepetitions() { return found }
            }
            return nil
        case .repeated(let body, _, _, _):
            return body.adjacentRepetitions()
        case .sequence(let items):
            // The repetitions a match may have just ended with, reading left to right, and all
            // their characters: one test per item's start, however many repetitions stand side by
            // side (a pattern may set hundreds of them).
            var ends: [Repetition] = []
            var endCharacters: PatternCharacters?
            for item in items {
                for start in item.edgeRepetitions(last: false) {
                    guard let endCharacters, endCharacters.overlaps(start.characters) else { continue }
                    if let end = ends.first(where: { $0.characters.overlaps(start.characters) }) {
                        return (end.source, start.source)
                    }
                }
                if let found = item.adjacentRepetitions() { return found }
                if item.minimumLength > 0 { (ends, endCharacters) = ([], nil) }
                for end in item.edgeRepetitions(last: true) {
                    ends.append(end)
                    endCharacters = endCharacters?.union(end.characters) ?? end.characters
                }
            }
            return nil
        }
    }

    /// The unbounded repetitions a match of the node may end with (`last`) or start with.
    private func edgeRepetitions(last: Bool) -> [Repetition] {
        switch self {
        case .character, .assertion, .never, .backreference:
            return []
        case .alternation(let branches):
            return branches.flatMap { $0.edgeRepetitions(last: last) }
        // One character at a time, as in `a+`, `[a-z]*`, `(?:a|b)+`.
        case .repeated(let body, _, nil, let source) where body.maximumLength == 1:
            return body.alphabet.map { [($0, source)] } ?? []
        // A repeated group is split where its body's own repetitions are: `(\d+,)*` ends at a comma.
        case .repeated(let body, _, _, _):
            return body.edgeRepetitions(last: last)
        case .sequence(let items):
            var found: [Repetition] = []
            for item in last ? items.reversed() : items {
                found += item.edgeRepetitions(last: last)
                if item.minimumLength > 0 { break }
            }
            return found
        }
    }
}

extension PatternShape {
    /// Reads the pattern's scalars into nodes; each method gives `nil` for what it does not model.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        /// Deeper groups are not read: the walks over the tree recurse.
        static let depthLimit = 32
        /// Larger counts are not read: `saturation` times a count must not overflow.
        static let countLimit = 10_000

        var atEnd: Bool { index == scalars.count }

        private var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        private func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard next == scalar else { return false }
            index += 1
            return true
        }

        private mutating func take(_ first: Unicode.Scalar, _ second: Unicode.Scalar, _ third: Unicode.Scalar? = nil)
            -> Bool
        {
            guard next == first, peek(1) == second, third == nil || peek(2) == third else { return false }
            index += third == nil ? 2 : 3
            return true
        }

        /// Branches up to the end or a closing `)`.
        mutating func alternation(depth: Int) -> Node? {
            guard depth < Self.depthLimit else { return nil }
            var branches: [Node] = []
            while true {
                guard let branch = sequence(depth: depth) else { return nil }
                branches.append(branch)
                guard next == "|" else { break }
                index += 1
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        private mutating func sequence(depth: Int) -> Node? {
            var items: [Node] = []
            while let scalar = next, scalar != "|", scalar != ")" {
                let start = index
                guard let atom = atom(depth: depth) else { return nil }
                guard let item = quantified(atom, from: start) else { return nil }
                items.append(item)
            }
            return items.count == 1 ? items[0] : .sequence(items)
        }

        private mutating func atom(depth: Int) -> Node? {
            guard let scalar = next else { return nil }
            switch scalar {
            case "(":
                return group(depth: depth)
            case "[":
                return characterClass().map(Node.character)
            case "\\":
                return escape()
            case ".":
                index += 1
                return .character(.any)
            case "^", "$":
                index += 1
                return .assertion
            // A quantifier with nothing before it, or a `{` that is not a plain count.
            case "*", "+", "?", "{", "}":
                return nil
            default:
                index += 1
                return .character(.scalar(scalar))
            }
        }

        private mutating func group(depth: Int) -> Node? {
            index += 1
            if next != "?" {
                return groupBody(depth: depth)
            }
            if take("?", ":") || take("?", ">") || take("?", "|") {
                return groupBody(depth: depth)
            }
            if take("?", "=") || take("?", "<", "=") {
                guard let body = groupBody(depth: depth) else { return nil }
                return body.canMatch(within: .any) ? .assertion : .never
            }
            if take("?", "!") || take("?", "<", "!") {
                guard let body = groupBody(depth: depth) else { return nil }
                // A lookaround of something that matches the empty text anywhere never fails to find it.
                return body.matchesEmptyAnywhere ? .never : .assertion
            }
            if take("?", "#") {
                while let scalar = next, scalar != ")" { index += 1 }
                return take(")") ? .sequence([]) : nil
            }
            if take("?", "<") || take("?", "P", "<") || take("?", "'") {
                let close: Unicode.Scalar = scalars[index - 1] == "'" ? "'" : ">"
                while let scalar = next, scalar != close, scalar != ")" { index += 1 }
                guard let scalar = next, scalar == close else { return nil }
                index += 1
                return groupBody(depth: depth)
            }
            return options(depth: depth)
        }

        /// `(?i)`, `(?i:…)` and the like, for the options that change neither what the pattern's
        /// parts are nor how characters are counted.
        private mutating func options(depth: Int) -> Node? {
            index += 1
            while let scalar = next, scalar != ")", scalar != ":" {
                switch scalar {
                case "i", "m", "s", "n", "U", "w", "D", "S", "W", "P", "-", "^": index += 1
                default: return nil
                }
            }
            if take(")") { return .sequence([]) }
            guard take(":") else { return nil }
            return groupBody(depth: depth)
        }

        private mutating func groupBody(depth: Int) -> Node? {
            guard let body = alternation(depth: depth + 1), take(")") else { return nil }
            return body
        }

        private mutating func quantified(_ atom: Node, from start: Int) -> Node? {
            var minimum: Int
            var maximum: Int?
            switch next {
            case "*":
                index += 1
                (minimum, maximum) = (0, nil)
            case "+":
                index += 1
                (minimum, maximum) = (1, nil)
            case "?":
                index += 1
                (minimum, maximum) = (0, 1)
            case "{":
                guard let counts = counts() else { return nil }
                (minimum, maximum) = counts
            default:
                return atom
            }
            // A lazy or possessive mark changes what is matched first, not what can be.
            if let mark = next, mark == "?" || mark == "+" { index += 1 }
            if let scalar = next, "*+?{".unicodeScalars.contains(scalar) { return nil }
            return .repeated(atom, minimum: minimum, maximum: maximum, source: start..<index)
        }

        /// `{n}`, `{n,}`, `{,m}`, `{n,m}`, digits only; anything else in braces (`{-5}`, which
        /// `Regex` takes as text, or `{1, 2}`, which it takes as a count) is not read.
        private mutating func counts() -> (Int, Int?)? {
            index += 1
            let low = digits()
            if take("}") {
                guard let low = count(low) else { return nil }
                return (low, low)
            }
            let high = take(",") ? digits() : nil
            guard take("}"), !low.isEmpty || high?.isEmpty == false else { return nil }
            guard let minimum = low.isEmpty ? 0 : count(low) else { return nil }
            guard let high, !high.isEmpty else { return (minimum, nil) }
            guard let maximum = count(high), maximum >= minimum else { return nil }
            return (minimum, maximum)
        }

        private mutating func digits() -> String {
            let start = index
            while let scalar = next, ("0"..."9").contains(scalar) { index += 1 }
            return String(String.UnicodeScalarView(scalars[start..<index]))
        }

        private func count(_ digits: String) -> Int? {
            guard digits.utf8.count <= 5, let value = Int(digits), value <= Self.countLimit else { return nil }
            return value
        }

        private mutating func escape() -> Node? {
            index += 1
            guard let scalar = next else { return nil }
            index += 1
            switch scalar {
            case "b", "B", "A", "z", "Z", "G", "y", "Y", "K":
                return .assertion
            case "1"..."9":
                while let digit = next, ("0"..."9").contains(digit) { index += 1 }
                return .backreference
            case "k", "g":
                let closers: [Unicode.Scalar: Unicode.Scalar] = ["<": ">", "'": "'", "{": "}"]
                guard let open = next, let close = closers[open], scalar == "k" || open == "{" else { return nil }
                index += 1
                while let name = next, name != close { index += 1 }
                return take(close) ? .backreference : nil
            case "Q":
                var quoted: [Node] = []
                while index < scalars.count, !take("\\", "E") {
                    quoted.append(.character(.scalar(scalars[index])))
                    index += 1
                }
                // `Regex` refuses a quantifier after `\E`; a run to the end stays text.
                return .sequence(quoted)
            default:
                index -= 2
                return characterEscape().map(Node.character)
            }
        }

        /// An escape that stands for one character, in or out of a class.
        private mutating func characterEscape() -> PatternCharacters? {
            index += 1
            guard let scalar = next else { return nil }
            index += 1
            switch scalar {
            case "d": return .characterClass(.digit)
            case "w": return .characterClass(.word)
            case "s", "h", "v": return .characterClass(.space)
            case "D", "W", "S", "H", "V", "R", "X": return .any
            case "p", "P":
                guard take("{") else { return nil }
                while let name = next, name != "}" { index += 1 }
                return take("}") ? .any : nil
            case "t": return .scalar("\t")
            case "n": return .scalar("\n")
            case "r": return .scalar("\r")
            case "f": return .scalar("\u{0C}")
            case "e": return .scalar("\u{1B}")
            case "a": return .scalar("\u{07}")
            case "x", "u":
                return hexScalar(digits: scalar == "x" ? 2 : 4).map(PatternCharacters.scalar)
            default:
                // `\.`, `\\`, `\-` and the like: the character itself. A letter or digit is some
                // other escape that is not modelled.
                guard scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) else {
                    return nil
                }
                return .scalar(scalar)
            }
        }

        /// `{hex}` or exactly `digits` hex digits after `\x` or `\u`.
        private mutating func hexScalar(digits: Int) -> Unicode.Scalar? {
            let braced = take("{")
            let start = index
            while let scalar = next, scalar.properties.isASCIIHexDigit, braced || index - start < digits { index += 1 }
            let hex = String(String.UnicodeScalarView(scalars[start..<index]))
            guard braced ? take("}") : index - start == digits, let value = UInt32(hex, radix: 16) else { return nil }
            return Unicode.Scalar(value)
        }

        /// `[…]`: ranges, single characters and class escapes; nested classes, set operations and
        /// POSIX names make it any character, still one.
        private mutating func characterClass() -> PatternCharacters? {
            index += 1
            let negated = take("^")
            var ranges: [ClosedRange<UInt32>] = []
            var classes = PatternCharacters.Classes()
            var modelled = true
            while let scalar = next, scalar != "]" {
                switch scalar {
                case "[":
                    guard skipNestedClass() else { return nil }
                    modelled = false
                    continue
                case "&" where peek(1) == "&", "~" where peek(1) == "~", "-" where peek(1) == "-":
                    index += 2
                    modelled = false
                    continue
                default:
                    break
                }
                let item: PatternCharacters
                if scalar == "\\" {
                    guard let escaped = characterEscape() else { return nil }
                    item = escaped
                } else {
                    index += 1
                    item = .scalar(scalar)
                }
                switch item {
                case .some(let itemRanges, let itemClasses):
                    if itemClasses.isEmpty, let low = itemRanges.first, next == "-", let after = peek(1), after != "]" {
                        index += 1
                        guard let high = rangeEnd(), high >= low.lowerBound else { return nil }
                        ranges.append(low.lowerBound...high)
                    } else {
                        ranges += itemRanges
                        classes = classes.union(itemClasses)
                    }
                case .any, .allBut:
                    modelled = false
                }
            }
            guard take("]") else { return nil }
            guard modelled else { return .any }
            return negated ? .allBut(ranges: ranges, classes: classes) : .some(ranges: ranges, classes: classes)
        }

        private mutating func rangeEnd() -> UInt32? {
            guard let scalar = next else { return nil }
            if scalar == "\\" {
                guard case .some(let ranges, let classes)? = characterEscape(), classes.isEmpty, ranges.count == 1
                else {
                    return nil
                }
                return ranges[0].lowerBound
            }
            index += 1
            return scalar.value
        }

        /// Moves past a class inside a class, and any inside it.
        private mutating func skipNestedClass() -> Bool {
            var depth = 0
            while let scalar = next {
                index += 1
                switch scalar {
                case "\\": index += 1
                case "[": depth += 1
                case "]":
                    depth -= 1
                    if depth == 0 { return true }
                default: break
                }
            }
            return false
        }
    }
}

extension PatternShape.Node {
    /// Whether the node matches the empty text wherever it is tried: no characters, no assertions.
    fileprivate var matchesEmptyAnywhere: Bool {
        switch self {
        case .sequence(let items): items.allSatisfy(\.matchesEmptyAnywhere)
        case .alternation(let branches): branches.contains(where: \.matchesEmptyAnywhere)
        case .repeated(let body, let minimum, _, _): minimum == 0 || body.matchesEmptyAnywhere
        case .character, .assertion, .never, .backreference: false
        }
    }
}
