import FormGenCore

/// A rectangle in a panel's points, from its top leading corner as drawn left to right.
struct Frame: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    /// The frame less `dx` at the left and right and `dy` at the top and bottom.
    func insetBy(_ dx: Double, _ dy: Double) -> Frame {
        Frame(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }
}

/// Where a text stands in its frame, in reading order: a leading text starts at the frame's right
/// edge in a right-to-left panel.
enum TextAlignment {
    case leading, center, trailing
}

/// Writes the SVG of one panel. Every drawing call takes a frame laid out left to right; a
/// right-to-left panel mirrors it here, so the layout code never thinks about direction, and text
/// is written as it is, for the browser's bidirectional algorithm to order.
///
/// Each text goes through `TextMetrics.fitted` and `XMLEscaping.text`: nothing is written that
/// could overflow its frame or be read as markup.
struct SVGCanvas {
    private(set) var markup = ""
    private var depth = 1
    let panelWidth: Double
    /// Whether frames are mirrored: in a right-to-left panel, except for what is drawn the same in
    /// every locale (the keyboard).
    var mirrors: Bool

    init(panelWidth: Double, isRightToLeft: Bool) {
        self.panelWidth = panelWidth
        self.mirrors = isRightToLeft
    }

    /// Opens a group; `attributes` are written as they are, so callers escape their values.
    mutating func open(_ attributes: String) {
        line("<g \(attributes)>")
        depth += 1
    }

    mutating func close() {
        depth -= 1
        line("</g>")
    }

    /// Opens a group of class `name` whose texts must stay inside `frame`: its first child is the
    /// frame, an unpainted rectangle of class `formgen-box`, which the browser check measures.
    mutating func openBox(_ name: String, _ frame: Frame, attributes: String = "") {
        open("class=\"\(name)\"" + (attributes.isEmpty ? "" : " " + attributes))
        boxRect(frame)
    }

    /// The box of the group just opened: an unpainted rectangle of class `formgen-box`.
    mutating func boxRect(_ frame: Frame) {
        line("<rect class=\"formgen-box\" \(geometry(frame)) fill=\"none\"/>")
    }

    mutating func rect(
        _ frame: Frame, fill: String, stroke: String? = nil, strokeWidth: Double = 1, radius: Double = 0,
        dashed: Bool = false
    ) {
        var attributes = geometry(frame)
        if radius > 0 { attributes += " rx=\"\(Self.number(radius))\"" }
        attributes += " fill=\"\(fill)\""
        if let stroke {
            attributes += " stroke=\"\(stroke)\" stroke-width=\"\(Self.number(strokeWidth))\""
            if dashed { attributes += " stroke-dasharray=\"3 2\"" }
        }
        line("<rect \(attributes)/>")
    }

    mutating func circle(centerX: Double, centerY: Double, radius: Double, fill: String) {
        line(
            "<circle cx=\"\(Self.number(mirrored(centerX)))\" cy=\"\(Self.number(centerY))\" "
                + "r=\"\(Self.number(radius))\" fill=\"\(fill)\"/>")
    }

    /// An open line through `points`, stroked.
    mutating func polyline(_ points: [(x: Double, y: Double)], stroke: String, width: Double) {
        let list = points.map { "\(Self.number(mirrored($0.x))),\(Self.number($0.y))" }.joined(separator: " ")
        line(
            "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\" "
                + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")
    }

    /// `text` on one line in `frame`, vertically centred, cut with "…" to the frame's width. Line
    /// breaks and tabs in a spec's text are drawn as spaces, as a one-line label shows them.
    mutating func text(
        _ text: String, in frame: Frame, size: Double, color: String, bold: Bool = false,
        alignment: TextAlignment = .leading
    ) {
        // No panel is wide enough for more characters than this, and a translation may be megabytes.
        let flat = String(text.prefix(1_000).map { $0.isNewline || $0 == "\t" ? " " : $0 })
        let fitted = TextMetrics.fitted(flat, width: frame.width, size: size, bold: bold)
        guard !fitted.isEmpty else { return }
        let x: Double
        let anchor: String?
        switch alignment {
        // A right-to-left panel anchors "start" at the right: mirroring the leading edge is enough.
        case .leading: (x, anchor) = (frame.x, nil)
        case .center: (x, anchor) = (frame.midX, "middle")
        case .trailing: (x, anchor) = (frame.maxX, "end")
        }
        // The baseline that centres a line of the measured fonts (a browser boxes it 0.95 em above the
        // baseline and 0.25 em below).
        let baseline = frame.midY + size * 0.35
        var attributes =
            "x=\"\(Self.number(mirrored(x)))\" y=\"\(Self.number(baseline))\" "
            + "font-size=\"\(Self.number(size))\" fill=\"\(color)\""
        if bold { attributes += " font-weight=\"bold\"" }
        if let anchor { attributes += " text-anchor=\"\(anchor)\"" }
        line("<text \(attributes)>\(XMLEscaping.text(fitted))</text>")
    }

    /// A raw line of markup, indented.
    mutating func line(_ text: String) {
        markup += String(repeating: "  ", count: depth) + text + "\n"
    }

    private func mirrored(_ x: Double) -> Double {
        mirrors ? panelWidth - x : x
    }

    private func geometry(_ frame: Frame) -> String {
        let x = mirrors ? panelWidth - frame.maxX : frame.x
        return "x=\"\(Self.number(x))\" y=\"\(Self.number(frame.y))\" width=\"\(Self.number(frame.width))\" "
            + "height=\"\(Self.number(frame.height))\""
    }

    /// `value` rounded to hundredths, without trailing zeros: the same bytes on every machine.
    static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100
        let fraction = abs(hundredths) % 100
        if fraction == 0 { return sign + String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(whole) + "." + digits
    }
}
