extension FormGenPlugin {
    /// The tool this plugin runs: the artifact bundle's formgen.
    static let toolName = "formgen"
}
