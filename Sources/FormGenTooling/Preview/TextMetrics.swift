/// Measures text as a browser draws it in the fonts a picture names, and cuts it to fit, as iOS
/// truncates a label: formgen cannot ask a browser while it runs, so it carries the advance widths
/// of the first font it names (`FontWidths`, DejaVu Sans) and measures every other scalar as wide
/// as the widest glyph of the fonts after it (a CJK ideograph, one em). Widths come out a little
/// wider than a browser draws them, never narrower, so text measured to fit does fit.
enum TextMetrics {
    /// The font families a picture names, the measured one first; Noto Sans CJK draws Japanese,
    /// Chinese and Korean, which DejaVu Sans lacks.
    static let fontFamily = "DejaVu Sans, Noto Sans CJK JP, sans-serif"

    /// The share a measured width is widened by, for rounding and hinting in the browser.
    private static let margin = 1.03

    /// The width of `text` at `size` points.
    static func width(of text: some StringProtocol, size: Double, bold: Bool = false) -> Double {
        var units = 0
        for scalar in text.unicodeScalars {
            units += advance(of: scalar, bold: bold)
        }
        return Double(units) / 2048 * size * margin
    }

    /// `text` as it fits in `width` points: whole, or cut at a character boundary and ended with
    /// "…"; empty when not even the ellipsis fits.
    static func fitted(_ text: String, width: Double, size: Double, bold: Bool = false) -> String {
        // Measured no further than what fits: one text may be drawn in many panels, and be long.
        var end = text.startIndex
        while end < text.endIndex {
            let next = text.index(after: end)
            guard self.width(of: text[..<next], size: size, bold: bold) <= width else { break }
            end = next
        }
        if end == text.endIndex { return text }
        let ellipsis = "\u{2026}"
        var fitted = String(text[..<end])
        while !fitted.isEmpty && self.width(of: fitted + ellipsis, size: size, bold: bold) > width {
            fitted.removeLast()
        }
        // Spaces before the ellipsis would show as a gap, as iOS does not.
        while fitted.last?.isWhitespace == true { fitted.removeLast() }
        let result = fitted + ellipsis
        return self.width(of: result, size: size, bold: bold) <= width ? result : ""
    }

    /// One scalar's advance in 1/2048 em: from the table, else one em, and more for the emoji and
    /// symbols beyond the Basic Multilingual Plane, whose fallback glyphs may be wider.
    private static func advance(of scalar: Unicode.Scalar, bold: Bool) -> Int {
        let value = scalar.value
        var start = 0
        for range in FontWidths.ranges {
            if range.contains(value) {
                let width = Int((bold ? FontWidths.bold : FontWidths.regular)[start + Int(value - range.lowerBound)])
                // No glyph: another font draws it.
                return width == 0 ? 2048 : width
            }
            start += range.count
        }
        return value >= 0x1_0000 ? 2700 : 2048
    }
}
