import FormGenCore

/// A schematic of the keyboard a field brings up: its keys' layout as iOS draws it for the field's
/// keyboard type, and the return key labelled with the field's `submitLabel`; the pads have none.
/// Drawn the same in every locale: the keyboard is the user's, not the form's.
struct KeyboardDrawing {
    /// The keyboards that look different.
    enum Layout: Equatable {
        /// Letters, with what the bottom row has between `123` and return.
        case letters(bottom: [String])
        /// Digits and punctuation, with `ABC` to go back to letters.
        case numbersAndPunctuation
        /// Three by four keys; the bottom left key's label, if any.
        case pad(corner: String?)

        /// The keyboard of `field`'s keyboard type, letters when it has none.
        init(_ field: ValidatedForm.Field) {
            switch field.keyboard ?? .default {
            case .default, .asciiCapable, .namePhonePad: self = .letters(bottom: ["space"])
            case .emailAddress: self = .letters(bottom: ["space", "@", "."])
            case .url: self = .letters(bottom: [".", "/", ".com"])
            case .twitter: self = .letters(bottom: ["space", "@", "#"])
            case .webSearch: self = .letters(bottom: ["space", "."])
            case .numbersAndPunctuation: self = .numbersAndPunctuation
            case .numberPad, .asciiCapableNumberPad: self = .pad(corner: nil)
            case .phonePad: self = .pad(corner: "+*#")
            case .decimalPad: self = .pad(corner: ".")
            }
        }
    }

    let layout: Layout
    let returnLabel: String
    let palette: PreviewAppearance.Palette
    /// The radius of the panel's corners, which the keyboard's bottom follows.
    let cornerRadius: Double

    private static let keyHeight = 42.0
    private static let rowGap = 12.0

    func draw(in frame: Frame, on canvas: inout SVGCanvas) {
        let mirrors = canvas.mirrors
        canvas.mirrors = false
        defer { canvas.mirrors = mirrors }
        canvas.openBox("formgen-keyboard", frame)
        // Square at the top, rounded at the bottom as the phone's corners are.
        canvas.rect(
            Frame(x: frame.x, y: frame.y, width: frame.width, height: frame.height - 44), fill: palette.keyboard)
        canvas.rect(
            Frame(x: frame.x, y: frame.maxY - 88, width: frame.width, height: 88), fill: palette.keyboard,
            radius: cornerRadius)
        let top = frame.y + 8
        switch layout {
        case .letters(let bottom):
            drawRows(["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"], top: top, in: frame, on: &canvas)
            drawBottomRow(["123"] + bottom, top: top + 3 * (Self.keyHeight + Self.rowGap), in: frame, on: &canvas)
        case .numbersAndPunctuation:
            drawRows(["1234567890", "-/:;()$&@\"", ".,?!'"], top: top, in: frame, on: &canvas)
            drawBottomRow(["ABC", "space"], top: top + 3 * (Self.keyHeight + Self.rowGap), in: frame, on: &canvas)
        case .pad(let corner):
            drawPad(corner: corner, top: top, in: frame, on: &canvas)
        }
        canvas.close()
    }

    /// Three rows of character keys; the third between shift and delete.
    private func drawRows(_ rows: [String], top: Double, in frame: Frame, on canvas: inout SVGCanvas) {
        let keyWidth = (frame.width - 6 - 9 * 6) / 10
        for (number, row) in rows.enumerated() {
            let keys = row.map(String.init)
            let rowWidth = Double(keys.count) * keyWidth + Double(keys.count - 1) * 6
            let y = top + Double(number) * (Self.keyHeight + Self.rowGap)
            var x = frame.x + (frame.width - rowWidth) / 2
            for key in keys {
                drawKey(key, in: Frame(x: x, y: y, width: keyWidth, height: Self.keyHeight), size: 20, on: &canvas)
                x += keyWidth + 6
            }
            if number == 2 {
                let side = Frame(x: frame.x + 3, y: y, width: keyWidth * 1.3, height: Self.keyHeight)
                drawKey(nil, in: side, size: 0, special: true, on: &canvas)
                let mid = side.midX
                canvas.polyline(
                    [(mid - 7, y + 22), (mid, y + 13), (mid + 7, y + 22), (mid - 7, y + 22)], stroke: palette.label,
                    width: 1.5)
                drawDelete(
                    in: Frame(x: frame.maxX - 3 - side.width, y: y, width: side.width, height: Self.keyHeight),
                    on: &canvas)
            }
        }
    }

    /// `123` (or `ABC`), the keys between, and return.
    private func drawBottomRow(_ keys: [String], top: Double, in frame: Frame, on canvas: inout SVGCanvas) {
        let special = 50.0
        let returnWidth = 92.0
        let fixed = keys.dropFirst().filter { $0 != "space" }
        let fixedWidths = fixed.map { max(36, TextMetrics.width(of: $0, size: 16) + 16) }
        let gaps = Double(keys.count) * 6
        let spaceWidth = frame.width - 6 - special - returnWidth - fixedWidths.reduce(0, +) - gaps
        var x = frame.x + 3
        drawKey(
            keys[0], in: Frame(x: x, y: top, width: special, height: Self.keyHeight), size: 16, special: true,
            on: &canvas)
        x += special + 6
        var widths = fixedWidths[...]
        for key in keys.dropFirst() {
            let width = key == "space" ? spaceWidth : widths.popFirst() ?? 36
            drawKey(key, in: Frame(x: x, y: top, width: width, height: Self.keyHeight), size: 16, on: &canvas)
            x += width + 6
        }
        // iOS tints the return key when it names an action.
        let tinted = returnLabel != "return"
        drawKey(
            returnLabel, in: Frame(x: frame.maxX - 3 - returnWidth, y: top, width: returnWidth, height: Self.keyHeight),
            size: 16, special: !tinted, tint: tinted ? palette.accent : nil, on: &canvas)
    }

    /// The number, phone or decimal pad: digits, the corner key, and delete.
    private func drawPad(corner: String?, top: Double, in frame: Frame, on canvas: inout SVGCanvas) {
        let keyWidth = (frame.width - 12 - 12) / 3
        let height = 46.0
        let labels = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]
        for (index, label) in labels.enumerated() {
            let x = frame.x + 6 + Double(index % 3) * (keyWidth + 6)
            let y = top + Double(index / 3) * (height + 6)
            drawKey(label, in: Frame(x: x, y: y, width: keyWidth, height: height), size: 24, on: &canvas)
        }
        let y = top + 3 * (height + 6)
        if let corner {
            drawKey(
                corner, in: Frame(x: frame.x + 6, y: y, width: keyWidth, height: height), size: 22, special: true,
                on: &canvas)
        }
        drawKey(
            "0", in: Frame(x: frame.x + 12 + keyWidth, y: y, width: keyWidth, height: height), size: 24, on: &canvas)
        drawDelete(in: Frame(x: frame.x + 18 + 2 * keyWidth, y: y, width: keyWidth, height: height), on: &canvas)
    }

    private func drawKey(
        _ label: String?, in frame: Frame, size: Double, special: Bool = false, tint: String? = nil,
        on canvas: inout SVGCanvas
    ) {
        canvas.openBox("formgen-key", frame)
        canvas.rect(frame, fill: tint ?? (special ? palette.specialKey : palette.key), radius: 5)
        if let label {
            canvas.text(
                label, in: frame.insetBy(3, 0), size: size, color: tint == nil ? palette.label : "#FFFFFF",
                alignment: .center)
        }
        canvas.close()
    }

    /// The delete key: a key with the shape of `delete.left`.
    private func drawDelete(in frame: Frame, on canvas: inout SVGCanvas) {
        drawKey(nil, in: frame, size: 0, special: true, on: &canvas)
        let (x, y) = (frame.midX, frame.midY)
        canvas.polyline(
            [(x - 12, y), (x - 6, y - 7), (x + 11, y - 7), (x + 11, y + 7), (x - 6, y + 7), (x - 12, y)],
            stroke: palette.label, width: 1.5)
        canvas.polyline([(x - 1, y - 3), (x + 5, y + 3)], stroke: palette.label, width: 1.5)
        canvas.polyline([(x + 5, y - 3), (x - 1, y + 3)], stroke: palette.label, width: 1.5)
    }
}
