import Foundation

// Touch Foundation so that it is linked and loaded, as formgen's is; then exit.
_ = ProcessInfo.processInfo.processIdentifier
