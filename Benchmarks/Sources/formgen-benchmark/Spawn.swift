import Foundation

/// Runs a program and measures it: wall time and the peak resident memory the kernel reports.
enum Spawn {
    struct Measurement {
        var seconds: Double
        var peakMegabytes: Double
    }

    /// Runs `arguments[0]` with the rest as its arguments, output discarded.
    static func run(_ arguments: [String]) -> Measurement {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = now()
        let status = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        precondition(status == 0, "cannot start \(arguments[0]): \(String(cString: strerror(status)))")
        var waitStatus: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &waitStatus, 0, &usage)
        let seconds = now() - start
        precondition(waitStatus == 0, "\(arguments.joined(separator: " ")) failed with status \(waitStatus)")
        return Measurement(seconds: seconds, peakMegabytes: Double(usage.ru_maxrss) / 1024)
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
