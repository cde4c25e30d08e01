import FormGenCore
import Testing

/// A template with one `⟦` marking where an error is expected; the marker is removed and its line and
/// column are counted here, independently of the engine's lexer.
struct TemplateFixture {
    let source: String
    let line: Int
    let column: Int

    init(_ marked: String) {
        var source = ""
        var line = 1
        var column = 1
        var markedAt = (line: 0, column: 0)
        for character in marked {
            if character == "⟦" {
                markedAt = (line, column)
                continue
            }
            source.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.source = source
        self.line = markedAt.line
        self.column = markedAt.column
    }

    /// The error expected at the marker in template `template`.
    func error(_ message: String, in template: String = "main") -> TemplateError {
        TemplateError(message, at: SourceLocation(file: template, line: line, column: column))
    }
}

extension TemplateFixture {
    /// Renders `source` as template "main" with `others` beside it.
    static func render(
        _ source: String,
        _ context: TemplateValue = [:],
        others: [String: String] = [:]
    ) throws(TemplateError) -> String {
        var sources = others
        sources["main"] = source
        return try TemplateSet(sources: sources).render("main", context: context)
    }

    /// The error that parsing or rendering `source` as "main" fails with, or `nil` if it succeeds.
    static func failure(
        _ source: String,
        _ context: TemplateValue = [:],
        others: [String: String] = [:]
    ) -> TemplateError? {
        do {
            _ = try render(source, context, others: others)
            return nil
        } catch {
            return error
        }
    }

    /// Expects `marked` (an error's place marked `⟦`) to fail to parse or render with `message` there.
    static func expectFailure(
        _ marked: String,
        others: [String: String] = [:],
        _ message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        expectFailure(marked, [:], others: others, message, sourceLocation: sourceLocation)
    }

    /// The same with `context` as the render's context.
    static func expectFailure(
        _ marked: String,
        _ context: TemplateValue,
        others: [String: String] = [:],
        _ message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let fixture = TemplateFixture(marked)
        let error = failure(fixture.source, context, others: others)
        #expect(error == fixture.error(message), sourceLocation: sourceLocation)
    }
}
