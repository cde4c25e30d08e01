import Testing

@testable import FormGenCore
@testable import FormGenTooling

@Suite struct JSONPointerTests {
    @Test(arguments: [
        ("", [String]()), ("/", [""]), ("/a/b", ["a", "b"]), ("/a~1b", ["a/b"]), ("/m~0n", ["m~n"]),
        ("/~01", ["~1"]), ("/a%20b", ["a b"]), ("/%7E0", ["~"]), ("/caf%C3%A9", ["café"]),
    ])
    func readsTokens(fragment: String, tokens: [String]) throws {
        #expect(try JSONPointer(fragment: fragment).tokens == tokens)
    }

    @Test(arguments: ["a/b", "/a~", "/a~2", "/a%2", "/a%zz", "/a%FF"])
    func refusesMalformedPointers(fragment: String) {
        #expect(throws: JSONPointer.SyntaxError.self) { try JSONPointer(fragment: fragment) }
    }

    @Test func resolvesArrayIndicesWithoutLeadingZeros() throws {
        let root = try JSONReader.read(Array(#"{"a": [{"b": 1}, {"b": 2}]}"#.utf8))
        #expect(try JSONPointer(fragment: "/a/1/b").resolve(in: root).value == .number("2"))
        #expect(throws: JSONPointer.Miss.self) { try JSONPointer(fragment: "/a/01").resolve(in: root) }
        #expect(throws: JSONPointer.Miss.self) { try JSONPointer(fragment: "/a/-").resolve(in: root) }
    }

    /// A repeated key names its last member, as a JSON reader that keeps one value would. The
    /// objects gone through are kept by key, so that thousands of references into one object of
    /// 400,000 members (4.96 s in release, a scan each) cost a lookup each (0.32 s).
    @Test func keepsTheObjectsItGoesThroughByKey() throws {
        let root = try JSONReader.read(Array(#"{"defs": {"a": 1, "b": 2, "a": 3}, "x": true}"#.utf8))
        var objects = JSONPointer.KeyedObjects()
        func value(_ fragment: String) throws -> JSONNode.Value {
            try JSONPointer(fragment: fragment).resolve(in: root, suggesting: true, objects: &objects).value
        }
        #expect(try value("/defs/a") == .number("3"))
        #expect(objects.values.map(\.count).sorted() == [2, 2])
        #expect(try value("/defs/b") == .number("2"))
        #expect(objects.count == 2)
        #expect(throws: JSONPointer.Miss(message: "'#/defs' has no member 'c'", offset: 9)) {
            try JSONPointer(fragment: "/defs/c").resolve(in: root, suggesting: false, objects: &objects)
        }
    }

    @Test func escapingInvertsReading() throws {
        for token in ["a/b", "~", "~1", "/~0/", "plain"] {
            #expect(try JSONPointer(fragment: "/" + JSONPointer.escaped(token)).tokens == [token])
        }
    }
}
