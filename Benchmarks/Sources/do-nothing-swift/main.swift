// The floor of a Swift process that needs no Foundation, as formgen does not: starts, does nothing.
if CommandLine.arguments.count > 99 { print("unused") }
