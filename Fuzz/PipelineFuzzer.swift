// libFuzzer entry point: any bytes as a spec, through validation and, when valid, rendering of
// every generated file, with the built-in templates.

let renderer = try? FormRenderer.builtin()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let renderer else { fatalError("the built-in templates do not parse") }
    let source = SourceFile(name: "fuzz.formgen.json", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let result = GeneratorPipeline.generate([source], renderer: renderer)
    for diagnostic in result.diagnostics {
        _ = diagnostic.formatted
    }
    return 0
}
