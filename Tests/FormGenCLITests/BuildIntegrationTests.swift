import Foundation
import Testing

/// What build systems rely on: output bytes that depend on the inputs alone, output names known
/// before a run (`formgen outputs`), and Xcode file lists (`--xcfilelist`).
@Suite struct BuildIntegrationTests {
    static let fileManager = FileManager.default

    /// Every example spec: the package's and those of the example packages.
    static var exampleSpecs: [URL] {
        let root = FormGenProcess.packageRoot
        let specs = (try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent("Specs").path)) ?? []
        var urls = specs.filter { $0.hasSuffix(".json") }.map { root.appendingPathComponent("Specs/\($0)") }
        let examples = root.appendingPathComponent("Examples")
        let walker = fileManager.enumerator(atPath: examples.path)
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".formgen.json") && !path.contains(".build/") {
                urls.append(examples.appendingPathComponent(path))
            }
        }
        return urls.sorted { $0.path < $1.path }
    }

    /// The names and bytes of every file under `directory`, by path from it.
    static func contents(of directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in fileManager.subpaths(atPath: directory.path) ?? [] {
            let url = directory.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// `formgen` with `arguments` in `directory`, under `umask` and `environment`, through a shell
    /// because a process's umask is inherited and `Process` cannot set it.
    static func run(
        _ arguments: [String], in directory: URL, umask: String, environment: [String: String]
    ) throws -> FormGenProcess.Outcome {
        try FormGenProcess.run(
            ["-c", "umask \(umask) && exec \"$0\" \"$@\"", FormGenProcess.executable.path] + arguments,
            in: directory, environment: environment, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    /// The package's example specs, which are one run's specs.
    static var packageSpecs: [URL] {
        let folder = FormGenProcess.packageRoot.appendingPathComponent("Specs").path
        return exampleSpecs.filter { $0.path.hasPrefix(folder + "/") }
    }

    /// A project with the package's example specs under `Specs/` and a full template set under `Templates/`,
    /// each file created in the order given, so that directories list them in different orders.
    static func project(at root: URL, templates: URL, reversed: Bool) throws -> [String] {
        let specs = Self.packageSpecs.map(\.lastPathComponent)
        let specFolder = root.appendingPathComponent("Specs")
        let templateFolder = root.appendingPathComponent("Templates")
        try fileManager.createDirectory(at: specFolder, withIntermediateDirectories: true)
        try fileManager.createDirectory(at: templateFolder, withIntermediateDirectories: true)
        let source = Dictionary(uniqueKeysWithValues: Self.packageSpecs.map { ($0.lastPathComponent, $0) })
        for name in reversed ? specs.reversed() : specs {
            let spec = try #require(source[name])
            try Data(contentsOf: spec).write(to: specFolder.appendingPathComponent(name))
        }
        let templateNames = try fileManager.contentsOfDirectory(atPath: templates.path).sorted()
        for name in reversed ? templateNames.reversed() : templateNames {
            try Data(contentsOf: templates.appendingPathComponent(name))
                .write(to: templateFolder.appendingPathComponent(name))
        }
        return specs.map { "Specs/\($0)" }
    }

    static func temporaryDirectory() throws -> URL {
        try GenerateCommandTests.temporaryDirectory().resolvingSymlinksInPath()
    }

    /// The same generation from two checkouts, one run with relative paths from the checkout and
    /// one with absolute paths from elsewhere, each under its own locale, time zone, umask and home,
    /// with the specs and templates created in opposite orders and named in opposite orders: every
    /// byte written is the same, the file lists' included.
    @Test func theBytesDependOnTheInputsAlone() throws {
        let scratch = try Self.temporaryDirectory()
        defer { try? Self.fileManager.removeItem(at: scratch) }
        let templates = scratch.appendingPathComponent("dumped")
        #expect(try FormGenProcess.run(["templates", "dump", templates.path]).status == 0)
        let first = scratch.appendingPathComponent("one")
        let second = scratch.appendingPathComponent("elsewhere/two")
        let specs = try Self.project(at: first, templates: templates, reversed: false)
        _ = try Self.project(at: second, templates: templates, reversed: true)

        let relative = try Self.run(
            specs + ["-o", "Generated", "--templates", "Templates", "--xcfilelist", "Lists/FormGen"], in: first,
            umask: "022",
            environment: ["LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8", "TZ": "UTC", "HOME": first.path])
        #expect(relative.status == 0, "\(relative.standardError)")
        let absolute = try Self.run(
            specs.reversed().map { second.appendingPathComponent($0).path } + [
                "-o", second.appendingPathComponent("Generated").path, "--templates",
                second.appendingPathComponent("Templates").path, "--xcfilelist",
                second.appendingPathComponent("Lists/FormGen").path,
            ], in: second, umask: "077",
            environment: [
                "LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "TZ": "Pacific/Kiritimati",
                "HOME": scratch.appendingPathComponent("no-home").path,
            ])
        #expect(absolute.status == 0, "\(absolute.standardError)")
        // From a third directory, absolute paths into the second checkout: the forms are the same
        // again (the lists name paths from the current directory, as Xcode reads them).
        let third = try Self.run(
            specs.map { second.appendingPathComponent($0).path } + [
                "-o", second.appendingPathComponent("Elsewhere").path, "--templates",
                second.appendingPathComponent("Templates").path,
            ], in: scratch, umask: "000", environment: ["LANG": "C", "LC_ALL": "ja_JP.eucJP", "TZ": "America/St_Johns"])
        #expect(third.status == 0, "\(third.standardError)")

        let generated = try Self.contents(of: first.appendingPathComponent("Generated"))
        #expect(generated.count == specs.count + SupportFiles.names.count)
        #expect(try Self.contents(of: second.appendingPathComponent("Generated")) == generated)
        #expect(try Self.contents(of: second.appendingPathComponent("Elsewhere")) == generated)
        let lists = try Self.contents(of: first.appendingPathComponent("Lists"))
        #expect(lists.keys.sorted() == ["FormGen-inputs.xcfilelist", "FormGen-outputs.xcfilelist"])
        #expect(try Self.contents(of: second.appendingPathComponent("Lists")) == lists)
        #expect(!lists.values.contains { String(decoding: $0, as: UTF8.self).contains(scratch.path) })
    }

    /// `formgen outputs` names exactly the files a run writes, for every example spec alone, for all of
    /// them together, and for each part of `--only`.
    @Test func outputsNamesWhatARunWrites() throws {
        let scratch = try Self.temporaryDirectory()
        defer { try? Self.fileManager.removeItem(at: scratch) }
        let specs = Self.exampleSpecs.map(\.path)
        let packageSpecs = specs.filter {
            $0.hasPrefix(FormGenProcess.packageRoot.appendingPathComponent("Specs").path)
        }
        #expect(specs.count > packageSpecs.count && packageSpecs.count > 5)
        let runs = specs.map { [$0] } + [packageSpecs]
        for (index, run) in runs.enumerated() {
            for part in [nil, "forms", "support"] {
                let output = scratch.appendingPathComponent("\(index)-\(part ?? "all")")
                let options = ["-o", output.path] + (part.map { ["--only", $0] } ?? [])
                let named = try FormGenProcess.run(["outputs"] + run + options)
                #expect(named.status == 0, "\(named.standardError)")
                #expect(!Self.fileManager.fileExists(atPath: output.path), "outputs wrote into \(output.path)")
                let written = try FormGenProcess.run(run + options)
                #expect(written.status == 0, "\(run): \(written.standardError)")
                let lines = named.standardOutput.split(separator: "\n").map(String.init)
                let files = try Self.contents(of: output).keys.map { output.appendingPathComponent($0).path }
                #expect(lines.count == Set(lines).count)
                #expect(lines.sorted() == files.sorted(), "\(run) \(part ?? "all")")
            }
        }
    }

    /// `formgen outputs` reads no spec: it names the outputs of specs that do not exist, and of a
    /// spec that is not valid, and refuses what a run would refuse by the names alone.
    @Test func outputsReadsNoSpec() throws {
        let missing = try FormGenProcess.run(["outputs", "Nowhere/Gone.formgen.json", "Bad.json", "-o", "Out"])
        #expect(missing.status == 0, "\(missing.standardError)")
        #expect(
            missing.standardOutput.split(separator: "\n")
                == ["Out/Gone.swift", "Out/Bad.swift"] + SupportFiles.names.map { "Out/\($0)"[...] })
        let twice = try FormGenProcess.run(["outputs", "A/Login.json", "B/Login.formgen.json", "-o", "Out"])
        #expect(twice.status == 1)
        #expect(twice.standardOutput.isEmpty)
        #expect(
            twice.standardError.contains("'A/Login.json' and 'B/Login.formgen.json' would both generate 'Login.swift'"))
        let stdin = try FormGenProcess.run(["outputs", "-", "-o", "Out"])
        #expect(stdin.status == 64)
        // One path a line: a line break in a path would make it two.
        for arguments in [
            ["Login\nForm.json", "-o", "Out"], ["Login.json", "-o", "Out\r"],
            ["Login.json", "-o", "Out", "--xcfilelist", "Lists/a\nb"],
        ] {
            let broken = try FormGenProcess.run(["outputs"] + arguments)
            #expect(broken.status == 1)
            #expect(broken.standardOutput.isEmpty)
            #expect(broken.standardError.contains("error: holds a line break"), "\(broken.standardError)")
        }
    }

    /// The lines of an Xcode file list as Xcode reads them: comments and blank lines left out,
    /// `$(SRCROOT)` replaced by the project's folder.
    static func xcodeFileList(_ url: URL, sourceRoot: URL) throws -> [URL] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map {
            URL(fileURLWithPath: $0.replacingOccurrences(of: "$(SRCROOT)", with: sourceRoot.path)).standardized
        }
    }

    /// Xcode's test for a Run Script phase with file lists: it runs when an output is missing or an
    /// input is newer than an output.
    static func needsRun(inputs: [URL], outputs: [URL]) throws -> Bool {
        func modified(_ url: URL) throws -> Date? {
            try? fileManager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        }
        let outputDates = try outputs.map(modified)
        guard let oldestOutput = outputDates.compactMap(\.self).min(), !outputDates.contains(nil) else { return true }
        for input in inputs where try #require(try modified(input)) > oldestOutput { return true }
        return false
    }

    static func setModified(_ urls: [URL], to date: Date) throws {
        for url in urls { try fileManager.setAttributes([.modificationDate: date], ofItemAtPath: url.path) }
    }

    /// Lists written ahead of the build by `formgen outputs`, read as Xcode reads them, name every
    /// spec and template the run reads and every file it writes, and a rerun is needed exactly when
    /// an input is newer than an output: after a run that changed no byte, too.
    @Test func xcfilelistsRerunExactlyWhenAnInputIsNewer() throws {
        let project = try Self.temporaryDirectory()
        defer { try? Self.fileManager.removeItem(at: project) }
        let templates = project.appendingPathComponent("dumped")
        #expect(try FormGenProcess.run(["templates", "dump", templates.path]).status == 0)
        let specs = try Self.project(at: project, templates: templates, reversed: false)
        let arguments = specs + ["-o", "Forms/Generated", "--templates", "Templates", "--xcfilelist", "FormGen"]
        let listed = try FormGenProcess.run(["outputs"] + arguments, in: project)
        #expect(listed.status == 0, "\(listed.standardError)")
        let inputs = try Self.xcodeFileList(
            project.appendingPathComponent("FormGen-inputs.xcfilelist"), sourceRoot: project)
        let outputs = try Self.xcodeFileList(
            project.appendingPathComponent("FormGen-outputs.xcfilelist"), sourceRoot: project)
        let templateFiles = try Self.fileManager.contentsOfDirectory(atPath: templates.path).filter {
            $0.hasSuffix(".template")
        }.sorted().map {
            project.appendingPathComponent("Templates/\($0)")
        }
        #expect(inputs == specs.map { project.appendingPathComponent($0) } + templateFiles)
        // The lists are sorted; `outputs` prints in the order a run writes.
        let printed = listed.standardOutput.split(separator: "\n").map { project.appendingPathComponent(String($0)) }
        let lists = ["FormGen-inputs.xcfilelist", "FormGen-outputs.xcfilelist"].map {
            project.appendingPathComponent($0)
        }
        #expect(outputs == outputs.sorted { $0.path < $1.path })
        #expect(outputs.count == SupportFiles.names.count + specs.count)
        #expect(Set((outputs + lists).map(\.path)) == Set(printed.map(\.path)))
        #expect(printed.count == outputs.count + lists.count)
        #expect(try Self.needsRun(inputs: inputs, outputs: outputs))

        let first = try FormGenProcess.run(arguments, in: project)
        #expect(first.status == 0, "\(first.standardError)")
        // The lists, which `formgen outputs` wrote, have a summary line of their own.
        #expect(
            first.standardOutput.hasSuffix("\nfile lists: 0 written, 2 unchanged in .\n"), "\(first.standardOutput)")
        #expect(outputs.allSatisfy { Self.fileManager.fileExists(atPath: $0.path) })
        #expect(try !Self.needsRun(inputs: inputs, outputs: outputs))

        // Times a minute apart: inputs older than outputs, then one spec, then one template, newer.
        let now = Date()
        let before = try Self.contents(of: project.appendingPathComponent("Forms/Generated"))
        for input in [inputs[0], inputs[inputs.count - 1]] {
            try Self.setModified(inputs, to: now.addingTimeInterval(-300))
            try Self.setModified(outputs, to: now.addingTimeInterval(-200))
            #expect(try !Self.needsRun(inputs: inputs, outputs: outputs))
            try Self.setModified([input], to: now.addingTimeInterval(-100))
            #expect(try Self.needsRun(inputs: inputs, outputs: outputs), "\(input.path)")
            let rerun = try FormGenProcess.run(arguments, in: project)
            #expect(rerun.status == 0, "\(rerun.standardError)")
            #expect(rerun.standardOutput.hasPrefix("0 written, \(outputs.count) unchanged"))
            #expect(rerun.standardOutput.hasSuffix("\nfile lists: 0 written, 2 unchanged in .\n"))
            #expect(try !Self.needsRun(inputs: inputs, outputs: outputs), "\(input.path)")
        }
        #expect(try Self.contents(of: project.appendingPathComponent("Forms/Generated")) == before)

        // One output older than an input, or missing: a rerun is needed.
        try Self.setModified([outputs[3]], to: now.addingTimeInterval(-400))
        #expect(try Self.needsRun(inputs: inputs, outputs: outputs))
        try Self.setModified([outputs[3]], to: now)
        #expect(try !Self.needsRun(inputs: inputs, outputs: outputs))
        try Self.fileManager.removeItem(at: outputs[0])
        #expect(try Self.needsRun(inputs: inputs, outputs: outputs))
    }

    /// A file list that cannot be written stops the run before any file is: the lists and the files
    /// are one write.
    @Test func aFileListThatCannotBeWrittenStopsTheRunBeforeAnyFile() throws {
        let project = try Self.temporaryDirectory()
        defer { try? Self.fileManager.removeItem(at: project) }
        let output = project.appendingPathComponent("Out")
        // No one, root included, can make a folder in /proc.
        let run = try FormGenProcess.run(
            ["Specs/LoginForm.json", "-o", output.path, "--xcfilelist", "/proc/formgen-lists/FormGen"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("/proc/formgen-lists: error: cannot create the output directory"))
        #expect(((try? Self.fileManager.contentsOfDirectory(atPath: output.path)) ?? []).isEmpty)
    }

    /// File lists whose folder lies where the run writes a file, spelt another way, are refused
    /// before any folder is made: made first, the folder took the file's place.
    @Test func aFileListFolderInsideAGeneratedFileStopsTheRunBeforeAnyFolder() throws {
        let project = try Self.temporaryDirectory()
        defer { try? Self.fileManager.removeItem(at: project) }
        let output = project.appendingPathComponent("Out")
        let run = try FormGenProcess.run(
            [
                "Specs/LoginForm.json", "-o", output.path, "--xcfilelist",
                project.appendingPathComponent("Out/./Lists/../LoginForm.swift/Lists/FormGen").path,
            ])
        #expect(run.status == 1)
        #expect(
            run.standardError.contains(
                "LoginForm.swift/Lists: error: lies inside '\(output.path)/LoginForm.swift', which this run writes as a file"
            ))
        #expect(!Self.fileManager.fileExists(atPath: output.path))
    }

    /// A line of a list is one path in which Xcode replaces no build setting: a path with a line
    /// break or a `$`, as typed or once a link is followed, is refused with nothing written.
    @Test func aPathAFileListCannotHoldIsRefused() throws {
        let project = try Self.temporaryDirectory()
        defer { try? Self.fileManager.removeItem(at: project) }
        for folder in ["we$(HOME)x", "line\nbreak", "cost$5"] {
            let real = project.appendingPathComponent(folder)
            try Self.fileManager.createDirectory(at: real, withIntermediateDirectories: true)
            try Self.fileManager.copyItem(
                at: FormGenProcess.packageRoot.appendingPathComponent("Specs/LoginForm.json"),
                to: real.appendingPathComponent("LoginForm.json"))
            let link = project.appendingPathComponent("plain")
            try? Self.fileManager.removeItem(at: link)
            try Self.fileManager.createSymbolicLink(atPath: link.path, withDestinationPath: folder)
            for spec in ["\(folder)/LoginForm.json", "plain/LoginForm.json"] {
                let run = try FormGenProcess.run([spec, "-o", "Out", "--xcfilelist", "FormGen"], in: project)
                #expect(run.status == 1)
                #expect(
                    run.standardError
                        == "\(spec.replacingOccurrences(of: "\n", with: "\\n")): error: cannot be named in an Xcode file list: its path, links followed, holds a "
                        + "line break or a '$'\n1 error\n")
                #expect(!Self.fileManager.fileExists(atPath: project.appendingPathComponent("Out").path))
            }
            try Self.fileManager.removeItem(at: real)
        }
    }

    /// A file list in the way that formgen did not write stops the run before anything is written.
    @Test func aForeignFileListStopsTheRun() throws {
        let project = try Self.temporaryDirectory()
        defer { try? Self.fileManager.removeItem(at: project) }
        let list = project.appendingPathComponent("FormGen-outputs.xcfilelist")
        try Data("$(SRCROOT)/Mine.swift\n".utf8).write(to: list)
        let run = try FormGenProcess.run(
            [
                "Specs/LoginForm.json", "-o", project.appendingPathComponent("Out").path, "--xcfilelist",
                project.appendingPathComponent("FormGen").path,
            ])
        #expect(run.status == 1)
        #expect(run.standardError.contains("FormGen-outputs.xcfilelist: error: refusing to overwrite a file list"))
        #expect(!Self.fileManager.fileExists(atPath: project.appendingPathComponent("Out").path))
        #expect(try Data(contentsOf: list) == Data("$(SRCROOT)/Mine.swift\n".utf8))
    }
}
