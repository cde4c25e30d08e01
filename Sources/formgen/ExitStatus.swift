/// Process exit codes, as CONTRACT §4 fixes them (64 is `EX_USAGE` from sysexits).
enum ExitStatus: Int32 {
    case success = 0
    case failure = 1
    case usage = 64
}
