// A stand-in for Xcode's `PreviewsMacros` compiler plugin, which the SwiftUI stub's `#Preview`
// names and which no Linux toolchain has. The compiler type-checks a macro's arguments against its
// declaration before it asks the plugin for the expansion, so the preview's body is checked against
// the stub like any other code. The expansion is empty: the real one registers the preview with
// Xcode, which nothing here runs.
//
// It speaks the compiler's plugin protocol on standard input and output: each message is JSON,
// after its length as eight little-endian bytes. Built by build.sh; clients load it with
// `-load-plugin-executable OUTDIR/PreviewsMacros#PreviewsMacros`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `count` bytes of standard input, or `nil` at its end.
func readBytes(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
        let result = bytes[filled...].withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        guard result > 0 else { return nil }
        filled += result
    }
    return bytes
}

func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    var written = 0
    while written < bytes.count {
        let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard result > 0 else { exit(1) }
        written += result
    }
}

func send(_ json: String) {
    let payload = Array(json.utf8)
    let length = (0..<8).map { UInt8(truncatingIfNeeded: payload.count >> (8 * $0)) }
    writeAll(length + payload, to: 1)
}

func fail(_ message: String) -> Never {
    writeAll(Array("PreviewsMacros stand-in: \(message)\n".utf8), to: 2)
    exit(1)
}

while let header = readBytes(8) {
    let length = header.reversed().reduce(0) { $0 << 8 | Int($1) }
    // An empty message ends the session, as the end of input does.
    if length == 0 { break }
    guard let payload = readBytes(length) else { fail("the message ended early") }
    let message = String(decoding: payload, as: UTF8.self)
    if message.hasPrefix(#"{"getCapability""#) {
        send(#"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    } else if message.hasPrefix(#"{"expandFreestandingMacro""#), message.contains(#""typeName":"SwiftUIView""#) {
        send(#"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
    } else {
        fail("only #Preview's SwiftUIView expansion is stood in for, not: \(message.prefix(200))")
    }
}
