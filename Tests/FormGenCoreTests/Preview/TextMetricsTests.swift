import Testing

@testable import FormGenTooling

struct TextMetricsTests {
    @Test func widthsComeFromTheTableAndAnEmForWhatItLacks() {
        // DejaVu Sans: "W" is 2025/2048 em, a space 651/2048; an ideograph is one em.
        #expect(abs(TextMetrics.width(of: "W", size: 2048) - 2025 * 1.03) < 0.001)
        #expect(abs(TextMetrics.width(of: " ", size: 2048) - 651 * 1.03) < 0.001)
        #expect(abs(TextMetrics.width(of: "名", size: 10) - 10.3) < 0.001)
        #expect(TextMetrics.width(of: "W", size: 10, bold: true) > TextMetrics.width(of: "W", size: 10))
        #expect(TextMetrics.width(of: "", size: 17) == 0)
    }

    @Test(arguments: [
        String(repeating: "Long label ", count: 20), String(repeating: "名前", count: 100),
        String(repeating: "الاسم الكامل ", count: 20), "👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧",
    ])
    func textThatDoesNotFitEndsInAnEllipsisAndFits(text: String) {
        for width in [20.0, 57.5, 120, 300] {
            let fitted = TextMetrics.fitted(text, width: width, size: 17)
            #expect(fitted.hasSuffix("\u{2026}"))
            #expect(TextMetrics.width(of: fitted, size: 17) <= width)
            #expect(text.hasPrefix(fitted.dropLast().trimmingSuffix()))
        }
    }

    @Test func textThatFitsIsKeptAndNothingFitsInNoRoom() {
        #expect(TextMetrics.fitted("OK", width: 100, size: 17) == "OK")
        #expect(TextMetrics.fitted("Username", width: 5, size: 17) == "")
    }
}

extension Substring {
    fileprivate func trimmingSuffix() -> String {
        var text = String(self)
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }

    /// The cut keeps the longest prefix that fits with its ellipsis, found without measuring the
    /// rest of the text, however long.
    @Test func theCutKeepsTheLongestPrefixThatFits() {
        let texts = ["Long label Long label", "名前名前名前名前", "a  b  c  d  e  f", String(repeating: "W", count: 100_000)]
        for text in texts {
            for width in [10.0, 30, 57.5, 120] {
                let fitted = TextMetrics.fitted(text, width: width, size: 17)
                if TextMetrics.width(of: text, size: 17) <= width {
                    #expect(fitted == text)
                    continue
                }
                var longest = ""
                for character in text {
                    guard TextMetrics.width(of: longest + String(character) + "\u{2026}", size: 17) <= width else {
                        break
                    }
                    longest.append(character)
                }
                while longest.last?.isWhitespace == true { longest.removeLast() }
                let expected =
                    TextMetrics.width(of: longest + "\u{2026}", size: 17) <= width ? longest + "\u{2026}" : ""
                #expect(fitted == expected, "\(width) \(text.prefix(20))")
            }
        }
    }
}
