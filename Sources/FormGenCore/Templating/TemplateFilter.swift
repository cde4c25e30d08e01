/// The fixed set of filters. Each is strict about the type it is given, so a template that feeds a
/// filter the wrong value fails loudly instead of producing subtly wrong Swift.
enum TemplateFilter: String, CaseIterable, Sendable {
    /// string → a complete Swift string literal (``SwiftEscaping/stringLiteral(_:)``).
    case swiftString
    /// string → a Swift identifier, backticked if it is a keyword; an error if it is not an identifier.
    case identifier
    /// string → a call's argument label (``SwiftEscaping/argumentLabel(_:)``); an error if not an identifier.
    case argumentLabel
    /// string → the same with its first character lowercased.
    case lowerFirst
    /// string → the same with its first character uppercased.
    case upperFirst
    /// array of strings, `join:", "` → the strings joined with the separator.
    case join
    /// string, `indent:4` → every line but the first that is not blank prefixed with that many spaces, so a
    /// multi-line value can be placed at an indented position.
    case indent
    /// array or string → its number of elements or characters.
    case count

    enum ArgumentKind {
        case none, string, integer
    }

    var argumentKind: ArgumentKind {
        switch self {
        case .swiftString, .identifier, .argumentLabel, .lowerFirst, .upperFirst, .count: .none
        case .join: .string
        case .indent: .integer
        }
    }

    /// How an argument is written, for the message when it is missing.
    var argumentExample: String {
        switch self {
        case .join: "join:\", \""
        case .indent: "indent:4"
        default: rawValue
        }
    }

    /// A message for the template's author, reported at the filter's name.
    struct Failure: Error {
        var message: String
    }

    func apply(to value: TemplateValue, argument: TemplateValue?) throws(Failure) -> TemplateValue {
        switch self {
        case .swiftString:
            return .string(SwiftEscaping.stringLiteral(try string(value)))
        case .identifier:
            return .string(SwiftEscaping.identifier(try identifierName(value)))
        case .argumentLabel:
            return .string(SwiftEscaping.argumentLabel(try identifierName(value)))
        case .lowerFirst:
            let text = try string(value)
            return .string(text.prefix(1).lowercased() + text.dropFirst())
        case .upperFirst:
            let text = try string(value)
            return .string(text.prefix(1).uppercased() + text.dropFirst())
        case .join:
            guard case .array(let elements) = value else { throw mismatch("an array of strings", value) }
            var strings: [String] = []
            for (index, element) in elements.enumerated() {
                guard case .string(let text) = element else {
                    throw Failure(
                        message:
                            "filter 'join' expects an array of strings, but element \(index) is \(element.typeName)"
                    )
                }
                strings.append(text)
            }
            guard case .string(let separator)? = argument else { throw argumentMismatch("a string", argument) }
            return .string(strings.joined(separator: separator))
        case .indent:
            let text = try string(value)
            guard case .int(let width)? = argument, width >= 0 else {
                throw argumentMismatch("a non-negative integer", argument)
            }
            return .string(Self.indent(text, by: width))
        case .count:
            switch value {
            case .array(let elements): return .int(elements.count)
            case .string(let text): return .int(text.count)
            default: throw mismatch("an array or a string", value)
            }
        }
    }

    private func string(_ value: TemplateValue) throws(Failure) -> String {
        guard case .string(let text) = value else { throw mismatch("a string", value) }
        return text
    }

    private func identifierName(_ value: TemplateValue) throws(Failure) -> String {
        let name = try string(value)
        guard SwiftEscaping.isValidIdentifier(name) else {
            throw Failure(
                message: "filter '\(rawValue)' expects a Swift identifier (an ASCII letter or '_', then letters, "
                    + "digits or '_'), got \(SwiftEscaping.stringLiteral(name))"
            )
        }
        return name
    }

    private func mismatch(_ expected: String, _ value: TemplateValue) -> Failure {
        Failure(message: "filter '\(rawValue)' expects \(expected), got \(value.typeName)")
    }

    private func argumentMismatch(_ expected: String, _ argument: TemplateValue?) -> Failure {
        let got: String
        switch argument {
        case .int(let value)?: got = "\(value)"
        case let other?: got = other.typeName
        case nil: got = "nothing"
        }
        return Failure(message: "filter '\(rawValue)' needs \(expected) argument, got \(got)")
    }

    /// Blank lines stay empty so the output has no trailing whitespace.
    private static func indent(_ text: String, by width: Int) -> String {
        let prefix = String(repeating: " ", count: width)
        var result = ""
        var line = ""
        var isFirstLine = true
        func flush() {
            if !isFirstLine && !line.allSatisfy(TemplateLexer.isSpaceOrTab) {
                result += prefix
            }
            result += line
            line = ""
        }
        for character in text {
            if TemplateLexer.isLineBreak(character) {
                flush()
                result.append(character)
                isFirstLine = false
            } else {
                line.append(character)
            }
        }
        flush()
        return result
    }
}
