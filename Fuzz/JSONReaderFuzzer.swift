// libFuzzer entry point: any bytes through the JSON reader, and positions for whatever it reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let source = SourceFile(name: "fuzz.json", bytes: bytes)
    do {
        _ = try JSONReader.read(bytes)
    } catch {
        _ = source.location(at: error.offset)
    }
    return 0
}
