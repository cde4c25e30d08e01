extension FormGenPlugin {
    /// The tool this plugin runs: formgen's generate path alone, built from source.
    static let toolName = "formgen-plugin-tool"
}
