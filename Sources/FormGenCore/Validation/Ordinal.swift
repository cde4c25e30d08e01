/// English ordinal numbers, for names that count without digits: the second close bar is
/// `secondCloseBar`, the twenty-first `twentyFirstCloseBar`.
enum Ordinal {
    /// `position` (1 or more) in words: "first", "twenty-first", "one hundred second".
    static func words(_ position: Int) -> String {
        precondition(position > 0, "an ordinal counts from 1")
        var words = cardinalWords(position)
        // The last word (of a hyphenated pair, its second half) takes the ordinal form.
        let last = words.removeLast()
        if let hyphen = last.lastIndex(of: "-") {
            words.append(last[...hyphen] + ordinal(of: String(last[last.index(after: hyphen)...])))
        } else {
            words.append(ordinal(of: last))
        }
        return words.joined(separator: " ")
    }

    /// `words(position)` as the start of a lowerCamelCase name: "twentyFirst", "oneHundredSecond".
    static func lowerCamelCase(_ position: Int) -> String {
        let words = self.words(position).split { $0 == " " || $0 == "-" }
        return words.enumerated().map { index, word in
            index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }

    private static let units = [
        "", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    /// Enough for `Int.max`, which is about 9.2 quintillion.
    private static let scales = ["", "thousand", "million", "billion", "trillion", "quadrillion", "quintillion"]
    private static let irregular = [
        "one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth", "nine": "ninth",
        "twelve": "twelfth",
    ]

    /// The words of `number` (1 or more), American style: "one hundred twenty-one", with no "and".
    private static func cardinalWords(_ number: Int) -> [String] {
        var groups: [Int] = []
        var rest = number
        while rest > 0 {
            groups.append(rest % 1000)
            rest /= 1000
        }
        var words: [String] = []
        for (scale, group) in groups.enumerated().reversed() where group > 0 {
            if group >= 100 { words += [units[group / 100], "hundred"] }
            let belowHundred = group % 100
            if belowHundred >= 20 {
                words.append(tens[belowHundred / 10] + (belowHundred % 10 > 0 ? "-" + units[belowHundred % 10] : ""))
            } else if belowHundred > 0 {
                words.append(units[belowHundred])
            }
            if scale > 0 { words.append(scales[scale]) }
        }
        return words
    }

    private static func ordinal(of word: String) -> String {
        if let irregular = irregular[word] { return irregular }
        if word.hasSuffix("y") { return word.dropLast() + "ieth" }
        return word + "th"
    }
}
