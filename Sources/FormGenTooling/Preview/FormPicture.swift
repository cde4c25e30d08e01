import FormGenCore

/// One form's picture: a row of phone-sized panels, each a `<g class="formgen-panel">` whose
/// `data-state` says what it shows: the form with nothing focused (`unfocused`); for each bar, the
/// first field it covers focused, the bar and the keyboard (`bar-<index>`); and for a form with
/// input rules, every failure message (`failures`).
///
/// Every text sits in a group whose first child is its box (`SVGCanvas.openBox`): a field's row,
/// its input box, a symbol, a key, the bar, the panel. The browser check holds each text to the
/// box of its group.
struct FormPicture {
    static let panelWidth = 393.0
    static let panelHeight = 852.0
    static let gap = 24.0
    /// Every panel draws every field, so a form of many bars and fields is refused rather than
    /// drawn: 20,000 of each would be an SVG of gigabytes.
    static let maximumFieldsDrawn = 100_000
    /// The pictures of a run are written together, so they are all held at once: a run draws at
    /// most this many fields in all (128 forms of 99,000 took 726 MB).
    static let maximumFieldsDrawnInARun = 1_000_000

    let form: ValidatedForm
    let translation: PreviewTranslation
    let appearance: PreviewAppearance
    /// The language the picture's text is in, for the browser's choice of glyphs.
    let language: String

    /// What a panel shows.
    enum State: Equatable {
        case unfocused
        /// The bar of this index in the form's bars, with the first field it covers focused.
        case bar(Int)
        case failures

        var name: String {
            switch self {
            case .unfocused: "unfocused"
            case .bar(let index): "bar-\(index)"
            case .failures: "failures"
            }
        }
    }

    /// The panels, in order.
    var states: [State] {
        [.unfocused] + form.bars.indices.map { State.bar($0) } + (form.hasInputRules ? [.failures] : [])
    }

    /// The SVG, after `header`.
    func svg(header: String) -> String {
        let states = states
        let width = Double(states.count) * Self.panelWidth + Double(states.count - 1) * Self.gap
        var text = header
        text +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGCanvas.number(width))\" "
            + "height=\"\(SVGCanvas.number(Self.panelHeight))\" viewBox=\"0 0 \(SVGCanvas.number(width)) "
            + "\(SVGCanvas.number(Self.panelHeight))\" font-family=\"\(TextMetrics.fontFamily)\" "
            + "xml:lang=\"\(XMLEscaping.attribute(language))\">\n"
        text += "  <title>\(XMLEscaping.text(form.name))</title>\n"
        for (index, state) in states.enumerated() {
            var canvas = SVGCanvas(panelWidth: Self.panelWidth, isRightToLeft: translation.isRightToLeft)
            let x = Double(index) * (Self.panelWidth + Self.gap)
            canvas.open(
                "class=\"formgen-panel\" data-state=\"\(state.name)\" transform=\"translate(\(SVGCanvas.number(x)) 0)\""
                    + (translation.isRightToLeft ? " direction=\"rtl\"" : ""))
            drawPanel(state, on: &canvas)
            canvas.close()
            text += canvas.markup
        }
        return text + "</svg>\n"
    }

    private var palette: PreviewAppearance.Palette { appearance.palette }

    // MARK: - Panel

    /// The top of the keyboard, the bar above it, and the content area's insets.
    private static let keyboardHeight = 260.0
    private static let barHeight = 44.0
    private static let contentTop = 62.0
    private static let homeIndicator = 34.0
    private static let cornerRadius = 44.0

    private func drawPanel(_ state: State, on canvas: inout SVGCanvas) {
        let panel = Frame(x: 0, y: 0, width: Self.panelWidth, height: Self.panelHeight)
        canvas.boxRect(panel)
        canvas.rect(
            panel, fill: form.layout == .form ? palette.groupedBackground : palette.background,
            stroke: palette.separator, radius: Self.cornerRadius)
        canvas.openBox("formgen-caption", Frame(x: 44, y: 14, width: Self.panelWidth - 88, height: 28))
        canvas.text(
            caption(of: state), in: Frame(x: 44, y: 14, width: Self.panelWidth - 88, height: 28), size: 13,
            color: palette.secondaryLabel, alignment: .center)
        canvas.close()
        var focused: Int?
        var bottom = Self.panelHeight - Self.homeIndicator
        if case .bar(let index) = state, let id = form.bars[index].fields.first {
            focused = form.fields.firstIndex { $0.id == id }
            let keyboardTop = Self.panelHeight - Self.keyboardHeight
            bottom = keyboardTop - Self.barHeight - 8
            drawBar(
                form.bars[index], focusedID: id,
                in: Frame(x: 0, y: keyboardTop - Self.barHeight, width: Self.panelWidth, height: Self.barHeight),
                on: &canvas)
            if let focused {
                let field = form.fields[focused]
                let keyboard = KeyboardDrawing(
                    layout: KeyboardDrawing.Layout(field), returnLabel: field.submitLabel?.rawValue ?? "return",
                    palette: palette, cornerRadius: Self.cornerRadius)
                keyboard.draw(
                    in: Frame(x: 0, y: keyboardTop, width: Self.panelWidth, height: Self.keyboardHeight), on: &canvas)
            }
        }
        drawFields(
            focused: focused, showsFailures: state == .failures, top: Self.contentTop, bottom: bottom, on: &canvas)
    }

    private func caption(of state: State) -> String {
        switch state {
        case .unfocused: "\(form.name): nothing focused"
        case .bar(let index): "\(form.name): \(form.bars[index].displayName) bar"
        case .failures: "\(form.name): input failures"
        }
    }

    // MARK: - Fields

    private static let margin = 16.0
    private static let spacing = 16.0
    private static let captionHeight = 20.0
    private static let failureLine = 19.0

    /// A field's row: its caption, its box and, in the failures panel, its failure messages.
    private struct Row {
        var index: Int
        var y: Double
        var captionHeight: Double
        var boxHeight: Double
        var failures: [String]

        var height: Double {
            captionHeight + boxHeight + (failures.isEmpty ? 0 : 4 + Double(failures.count) * failureLine)
        }
        var maxY: Double { y + height }
    }

    private func rows(showsFailures: Bool) -> [Row] {
        var rows: [Row] = []
        var y = 0.0
        for (index, field) in form.fields.enumerated() {
            let hasCaption = field.label != nil || field.rules?.required == true
            let row = Row(
                index: index, y: y, captionHeight: hasCaption ? Self.captionHeight + 4 : 0,
                boxHeight: field.kind == .multiline ? 88 : 44,
                failures: showsFailures ? failureTexts(of: field) : [])
            rows.append(row)
            y = row.maxY + (form.layout == .form ? 22 : Self.spacing)
        }
        return rows
    }

    /// The text of each failure the field's rules can give, its limit filled in.
    private func failureTexts(of field: ValidatedForm.Field) -> [String] {
        guard let rules = field.rules else { return [] }
        return rules.messages.map { message in
            let count: Int? =
                switch message.name {
                case "tooShort": rules.minLength
                case "tooLong": rules.maxLength
                default: nil
                }
            guard let count, StringsRule.holdsCount(message.text) else { return translation.text(message.text) }
            return translation.text(
                message.text, count: count, singular: SpecShape.oneText(ofCountFormat: message.text))
        }
    }

    private func drawFields(
        focused: Int?, showsFailures: Bool, top: Double, bottom: Double, on canvas: inout SVGCanvas
    ) {
        let rows = rows(showsFailures: showsFailures)
        // The fields that do not fit are out of view, as in a scroll view; one line says how many.
        let isForm = form.layout == .form
        let inset = isForm ? 11.0 : 0
        let window = bottom - top - 20 - 2 * inset
        var offset = 0.0
        if let focused, rows[focused].maxY > window {
            // Scrolled just far enough for the focused field, then back to a whole row at the top.
            let least = rows[focused].maxY - window
            offset = rows.first { $0.y >= least }?.y ?? least
        }
        let visible = rows.filter { $0.y - offset >= 0 && $0.maxY - offset <= window }
        let hidden = rows.count - visible.count
        let x = Self.margin + (isForm ? Self.margin : 0)
        let width = Self.panelWidth - 2 * x
        if let first = visible.first, let last = visible.last {
            let stack = Frame(
                x: Self.margin, y: top + first.y - offset, width: Self.panelWidth - 2 * Self.margin,
                height: last.maxY - first.y + 2 * inset)
            switch form.layout {
            case .form:
                canvas.rect(stack, fill: palette.card, radius: 10)
            case .fields:
                // The bare stack of fields, which the app places in its own container.
                canvas.rect(stack.insetBy(-6, -6), fill: "none", stroke: palette.separator, radius: 6, dashed: true)
            case .scroll:
                break
            }
        }
        for (position, row) in visible.enumerated() {
            let y = top + inset + row.y - offset
            if isForm && position > 0 {
                canvas.rect(
                    Frame(x: x, y: y - 11.5, width: Self.panelWidth - x - Self.margin, height: 0.5),
                    fill: palette.separator)
            }
            drawField(
                row, at: Frame(x: x, y: y, width: width, height: row.height), isFocused: row.index == focused,
                on: &canvas)
        }
        if hidden > 0 {
            let line = Frame(x: Self.margin, y: bottom - 20, width: Self.panelWidth - 2 * Self.margin, height: 20)
            canvas.openBox("formgen-more", line)
            canvas.text(
                hidden == 1 ? "1 more field out of view" : "\(hidden) more fields out of view", in: line, size: 12,
                color: palette.secondaryLabel, alignment: .center)
            canvas.close()
        }
    }

    private func drawField(_ row: Row, at frame: Frame, isFocused: Bool, on canvas: inout SVGCanvas) {
        let field = form.fields[row.index]
        canvas.openBox("formgen-field", frame, attributes: "data-field=\"\(XMLEscaping.attribute(field.id))\"")
        let box = Frame(x: frame.x, y: frame.y + row.captionHeight, width: frame.width, height: row.boxHeight)
        drawOrder(row.index + 1, beside: box, on: &canvas)
        if row.captionHeight > 0 {
            let isRequired = field.rules?.required == true
            let markWidth = isRequired ? 14.0 : 0
            let caption = Frame(x: frame.x, y: frame.y, width: frame.width - markWidth, height: Self.captionHeight)
            if let label = field.label {
                canvas.text(translation.text(label), in: caption, size: 15, color: palette.secondaryLabel)
            }
            if isRequired {
                canvas.text(
                    "*", in: Frame(x: caption.maxX, y: frame.y, width: markWidth, height: Self.captionHeight), size: 15,
                    color: palette.failure, bold: true, alignment: .trailing)
            }
        }
        drawBox(field, in: box, isFocused: isFocused, on: &canvas)
        for (line, failure) in row.failures.enumerated() {
            canvas.text(
                failure,
                in: Frame(
                    x: frame.x + 4, y: box.maxY + 4 + Double(line) * Self.failureLine, width: frame.width - 4,
                    height: Self.failureLine),
                size: 13, color: palette.failure)
        }
        canvas.close()
    }

    /// The field's place in the focus order, a small number in the margin before its box.
    private func drawOrder(_ number: Int, beside box: Frame, on canvas: inout SVGCanvas) {
        let badge = Frame(x: 1, y: box.y + 14, width: 14, height: 16)
        let digits = String(number)
        // Smaller type for more digits, so three fit in the margin.
        let size = min(9, 12 / TextMetrics.width(of: digits, size: 1, bold: true))
        canvas.openBox("formgen-order", badge)
        canvas.rect(badge, fill: palette.badge, radius: 7)
        canvas.text(digits, in: badge, size: size, color: palette.badgeText, bold: true, alignment: .center)
        canvas.close()
    }

    /// The field's box: its adornments, text or placeholder, and the buttons it shows.
    private func drawBox(_ field: ValidatedForm.Field, in box: Frame, isFocused: Bool, on canvas: inout SVGCanvas) {
        canvas.openBox("formgen-input", box)
        canvas.rect(
            box, fill: form.layout == .form ? palette.card : palette.background,
            stroke: isFocused ? palette.accent : palette.separator, strokeWidth: isFocused ? 2 : 1, radius: 8)
        let line = Frame(x: box.x, y: box.y, width: box.width, height: 44)
        var leading = box.x + 10
        var trailing = box.maxX - 10
        if let adornment = field.leading {
            let width = symbolWidth(adornment.systemImage)
            drawSymbol(
                adornment.systemImage, isButton: adornment.action != nil,
                in: Frame(x: leading, y: line.midY - 14, width: width, height: 28), on: &canvas)
            leading += width + 8
        }
        if let adornment = field.trailing {
            let width = symbolWidth(adornment.systemImage)
            trailing -= width
            drawSymbol(
                adornment.systemImage, isButton: adornment.action != nil,
                in: Frame(x: trailing, y: line.midY - 14, width: width, height: 28), on: &canvas)
            trailing -= 8
        }
        if field.kind == .secure && field.revealToggle {
            let width = symbolWidth("eye")
            trailing -= width
            drawSymbol(
                "eye", isButton: true, in: Frame(x: trailing, y: line.midY - 14, width: width, height: 28), on: &canvas)
            trailing -= 8
        }
        let sample = isFocused ? sampleText(of: field) : ""
        if field.clearButton && !sample.isEmpty {
            // xmark.circle.fill, drawn rather than named: it is the one symbol every clear button has.
            trailing -= 18
            canvas.circle(centerX: trailing + 9, centerY: line.midY, radius: 8, fill: palette.placeholder)
            canvas.polyline(
                [(trailing + 6, line.midY - 3), (trailing + 12, line.midY + 3)], stroke: palette.background, width: 1.6)
            canvas.polyline(
                [(trailing + 12, line.midY - 3), (trailing + 6, line.midY + 3)], stroke: palette.background, width: 1.6)
            trailing -= 8
        }
        let textFrame = Frame(x: leading, y: line.midY - 14, width: max(0, trailing - leading), height: 28)
        var caretX = leading
        if !sample.isEmpty {
            let shown = field.kind == .secure ? String(repeating: "\u{2022}", count: min(sample.count, 12)) : sample
            canvas.text(
                shown, in: Frame(x: textFrame.x, y: textFrame.y, width: textFrame.width - 3, height: textFrame.height),
                size: 17, color: palette.label)
            caretX = leading + min(textFrame.width - 3, TextMetrics.width(of: shown, size: 17)) + 1
        } else if let placeholder = field.placeholder {
            canvas.text(
                translation.text(placeholder),
                in: Frame(x: textFrame.x + 3, y: textFrame.y, width: textFrame.width - 3, height: textFrame.height),
                size: 17,
                color: palette.placeholder)
        }
        if isFocused {
            canvas.rect(Frame(x: caretX, y: line.midY - 11, width: 2, height: 22), fill: palette.accent)
        }
        canvas.close()
    }

    /// What a focused field holds: its title, translated, unless its rules could refuse it.
    private func sampleText(of field: ValidatedForm.Field) -> String {
        guard !field.sampleText.isEmpty else { return "" }
        let text = translation.text(field.title)
        if let maximum = field.rules?.maxLength, text.count > maximum { return "" }
        return text
    }

    /// A placeholder glyph wide enough for the symbol's name, within reason.
    private func symbolWidth(_ name: String) -> Double {
        min(88, max(28, TextMetrics.width(of: name, size: 9) + 10))
    }

    /// An SF Symbol, drawn as a dashed box with its name: an image in the secondary colour, a
    /// button in the accent colour with a solid outline.
    private func drawSymbol(_ name: String, isButton: Bool, in frame: Frame, on canvas: inout SVGCanvas) {
        canvas.openBox("formgen-symbol", frame)
        let color = isButton ? palette.accent : palette.secondaryLabel
        canvas.rect(frame, fill: "none", stroke: color, radius: 6, dashed: !isButton)
        canvas.text(name, in: frame.insetBy(4, 0), size: 9, color: color, alignment: .center)
        canvas.close()
    }

    // MARK: - Bar

    private func drawBar(_ bar: ValidatedForm.Bar, focusedID: String, in frame: Frame, on canvas: inout SVGCanvas) {
        canvas.openBox("formgen-bar", frame)
        canvas.rect(frame, fill: palette.bar)
        canvas.rect(Frame(x: frame.x, y: frame.y, width: frame.width, height: 0.5), fill: palette.separator)
        let inner = frame.insetBy(Self.margin, 0)
        switch bar.style {
        case .close(let title):
            canvas.text(
                translation.text(title), in: inner, size: 17, color: palette.accent, bold: true, alignment: .trailing)
        case .okCancel(let ok, let cancel, _):
            let half = (inner.width - 16) / 2
            canvas.text(
                translation.text(cancel), in: Frame(x: inner.x, y: inner.y, width: half, height: inner.height),
                size: 17,
                color: palette.accent)
            canvas.text(
                translation.text(ok), in: Frame(x: inner.maxX - half, y: inner.y, width: half, height: inner.height),
                size: 17, color: palette.accent, bold: true, alignment: .trailing)
        case .navigation(let done, _, _):
            // The chevrons move along the whole focus order, as the generated bar does.
            let order = form.fields.map(\.id)
            let index = order.firstIndex(of: focusedID) ?? 0
            let up = index > 0 ? palette.accent : palette.disabled
            let down = index < order.count - 1 ? palette.accent : palette.disabled
            let mid = frame.midY
            canvas.polyline(
                [(inner.x + 4, mid + 4), (inner.x + 12, mid - 4), (inner.x + 20, mid + 4)], stroke: up, width: 2.5)
            canvas.polyline(
                [(inner.x + 40, mid - 4), (inner.x + 48, mid + 4), (inner.x + 56, mid - 4)], stroke: down, width: 2.5)
            canvas.text(
                translation.text(done),
                in: Frame(x: inner.x + 72, y: inner.y, width: inner.width - 72, height: inner.height),
                size: 17, color: palette.accent, bold: true, alignment: .trailing)
        }
        canvas.close()
    }
}
