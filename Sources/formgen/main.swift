import FormGenCore
import Foundation

let status = FormGenCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
