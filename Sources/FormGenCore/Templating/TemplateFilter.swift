/// The fixed set of filters, none of which takes an argument. Each is strict about the type it is given, so
/// a template that feeds a filter the wrong value fails loudly instead of producing subtly wrong Swift.
enum TemplateFilter: String, CaseIterable, Sendable {
    /// string → a complete Swift string literal (``SwiftEscaping/stringLiteral(_:)``).
    case swiftString
    /// string → a Swift identifier, backticked if it is a keyword; an error if it is not an identifier.
    case identifier
    /// string → a call's argument label (``SwiftEscaping/argumentLabel(_:)``); an error if not an identifier.
    case argumentLabel
    /// string → the identifier as written after `.`, `$` or `_`, never backticked
    /// (``SwiftEscaping/memberName(_:)``); an error if it is not an identifier or is a word that position
    /// does not take (``SwiftEscaping/nonMemberNames``).
    case name

    /// A message for the template's author, reported at the filter's name.
    struct Failure: Error {
        var message: String
    }

    func apply(to value: TemplateValue) throws(Failure) -> TemplateValue {
        switch self {
        case .swiftString:
            return .string(SwiftEscaping.stringLiteral(try string(value)))
        case .identifier:
            return .string(SwiftEscaping.identifier(try identifierName(value)))
        case .argumentLabel:
            return .string(SwiftEscaping.argumentLabel(try identifierName(value)))
        case .name:
            // `memberName` checks that `name` is an identifier, so the check is made once.
            let name = try string(value)
            guard let member = SwiftEscaping.memberName(name) else {
                guard SwiftEscaping.isValidIdentifier(name) else { throw notAnIdentifier(name) }
                let words = SwiftEscaping.nonMemberNames.sorted { $0.lowercased() < $1.lowercased() }.map { "'\($0)'" }
                throw Failure(
                    message: "filter 'name' cannot write \(SwiftEscaping.stringLiteral(name)): "
                        + "\(words.dropLast().joined(separator: ", ")) and \(words.last ?? "") mean something else "
                        + "after '.' or '_'"
                )
            }
            return .string(member)
        }
    }

    private func string(_ value: TemplateValue) throws(Failure) -> String {
        guard case .string(let text) = value else {
            throw Failure(message: "filter '\(rawValue)' expects a string, got \(value.typeName)")
        }
        return text
    }

    private func identifierName(_ value: TemplateValue) throws(Failure) -> String {
        let name = try string(value)
        guard SwiftEscaping.isValidIdentifier(name) else { throw notAnIdentifier(name) }
        return name
    }

    private func notAnIdentifier(_ name: String) -> Failure {
        Failure(
            message: "filter '\(rawValue)' expects a Swift identifier (an ASCII letter or '_', then letters, "
                + "digits or '_'), got \(SwiftEscaping.stringLiteral(name))"
        )
    }
}
