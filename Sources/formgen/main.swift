import FormGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let status = FormGenCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
