/// A part of what a run writes, for a build system that runs each part as an action of its own
/// (`--only`): one action per spec for its form, one for the support files.
public enum OutputPart: String, CaseIterable, Sendable {
    /// The forms' files, one per spec.
    case forms
    /// The support files, made for the forms of the run's specs alone.
    case support

    /// Whether a run limited to this part writes files of `kind`.
    public func includes(_ kind: OutputKind) -> Bool {
        switch (self, kind.scope) {
        case (.forms, .form), (.support, .target): true
        default: false
        }
    }
}

extension OutputKind {
    /// The names of the files a run writes for specs of these file names, in the order it writes
    /// them: each spec's form, then the support files. Known from the names alone, before any
    /// spec is read, which is what lets a build system declare them (`formgen outputs`).
    public static func runFileNames(specFileNames: [String], part: OutputPart? = nil) -> [String] {
        all.flatMap { kind -> [String] in
            guard part?.includes(kind) ?? true else { return [] }
            switch kind.scope {
            case .form: return specFileNames.map { formFileName(forSpec: $0, formName: "") }
            case .target(let fileName): return [fileName]
            case .table, .templateKit, .picture: return []
            }
        }
    }
}
