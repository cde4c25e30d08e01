/// A parsed template: the tree the renderer walks. Text is final (whitespace rules already applied).
package indirect enum TemplateNode: Sendable {
    case text(String)
    case output(ValueExpression)
    /// `if`/`elif` branches in order, then the `else` body (empty if there is none).
    case conditional([(condition: TemplateCondition, body: [TemplateNode])], otherwise: [TemplateNode])
    case loop(TemplateLoop)
    case include(name: String, position: SourceLocation)
}

/// `{% for variable in sequence %} body {% empty %} empty {% endfor %}`.
package struct TemplateLoop: Sendable {
    package var variable: String
    package var sequence: ValueExpression
    package var body: [TemplateNode]
    package var empty: [TemplateNode]

    package init(variable: String, sequence: ValueExpression, body: [TemplateNode], empty: [TemplateNode]) {
        (self.variable, self.sequence, self.body, self.empty) = (variable, sequence, body, empty)
    }
}

/// A value with filters applied: `field.label | swiftString`.
///
/// A class, as every read of a value hands its expression on: sharing it costs one reference count,
/// where copying a struct cost one for each of its strings and arrays.
package final class ValueExpression: Sendable {
    package let operand: TemplateOperand
    package let filters: [FilterCall]
    /// The expression as written, for messages.
    package let source: String
    package let position: SourceLocation

    package init(operand: TemplateOperand, filters: [FilterCall], source: String, position: SourceLocation) {
        self.operand = operand
        self.filters = filters
        self.source = source
        self.position = position
    }
}

/// What a value expression starts from.
package enum TemplateOperand: Sendable {
    case variable(VariablePath)
    case string(String)
    case integer(Int)
}

/// `name.member.member`; split into head and members so a path is never empty.
package struct VariablePath: Sendable {
    package let head: PathComponent
    package let members: [PathComponent]

    package init(head: PathComponent, members: [PathComponent]) {
        (self.head, self.members) = (head, members)
    }
}

/// One name in a dotted path, with its place so a failed lookup points at the name that failed.
package struct PathComponent: Sendable {
    package var name: String
    package var position: SourceLocation

    package init(name: String, position: SourceLocation) {
        (self.name, self.position) = (name, position)
    }
}

/// `| name`.
package struct FilterCall: Sendable {
    package var filter: TemplateFilter
    package var position: SourceLocation

    package init(filter: TemplateFilter, position: SourceLocation) {
        (self.filter, self.position) = (filter, position)
    }
}

/// The condition of an `if` or `elif`.
package indirect enum TemplateCondition: Sendable {
    case value(ValueExpression)
    case not(TemplateCondition)
    case and(TemplateCondition, TemplateCondition)
    case or(TemplateCondition, TemplateCondition)
    case comparison(ValueExpression, equal: Bool, ValueExpression, position: SourceLocation)
}
