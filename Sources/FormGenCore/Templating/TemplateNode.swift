/// A parsed template: the tree the renderer walks. Text is final (whitespace rules already applied).
indirect enum TemplateNode: Sendable {
    case text(String)
    case output(ValueExpression)
    /// `if`/`elif` branches in order, then the `else` body (empty if there is none).
    case conditional([(condition: TemplateCondition, body: [TemplateNode])], otherwise: [TemplateNode])
    case loop(TemplateLoop)
    case include(name: String, position: SourceLocation)
}

/// `{% for variable in sequence %} body {% empty %} empty {% endfor %}`.
struct TemplateLoop: Sendable {
    var variable: String
    var sequence: ValueExpression
    var body: [TemplateNode]
    var empty: [TemplateNode]
}

/// A value with filters applied: `field.label | swiftString`.
struct ValueExpression: Sendable {
    let operand: TemplateOperand
    let filters: [FilterCall]
    /// The expression as written, for messages.
    let source: String
    let position: SourceLocation
}

/// What a value expression starts from.
enum TemplateOperand: Sendable {
    case variable(VariablePath)
    case string(String)
    case integer(Int)
}

/// `name.member.member`; split into head and members so a path is never empty.
struct VariablePath: Sendable {
    let head: PathComponent
    let members: [PathComponent]
}

/// One name in a dotted path, with its place so a failed lookup points at the name that failed.
struct PathComponent: Sendable {
    var name: String
    var position: SourceLocation
}

/// `| name`.
struct FilterCall: Sendable {
    var filter: TemplateFilter
    var position: SourceLocation
}

/// The condition of an `if` or `elif`.
indirect enum TemplateCondition: Sendable {
    case value(ValueExpression)
    case not(TemplateCondition)
    case and(TemplateCondition, TemplateCondition)
    case or(TemplateCondition, TemplateCondition)
    case comparison(ValueExpression, equal: Bool, ValueExpression, position: SourceLocation)
}
