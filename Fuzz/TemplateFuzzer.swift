// libFuzzer entry point: any bytes as a template, parsed, then rendered against a small context
// that has strings, booleans, numbers, arrays and nesting, with two small templates beside it so
// that includes resolve (the built-in ones are seeds of the corpus instead).
let context: TemplateValue = [
    "name": "Form\"\\(x)\n",
    "flag": true,
    "count": 3,
    "none": .null,
    "fields": [["id": "a", "label": "名前"], ["id": "default", "label": .null]],
    "nested": ["deeper": ["value": "x"]],
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let sources = [
        "fuzz.template": text,
        "part.template": "{{ name | swiftString }}{% for field in fields %}{{ field.id | identifier }}{% endfor %}\n",
        "loop.template": "{% include \"part.template\" %}{% include \"fuzz.template\" %}",
    ]
    do {
        let templates = try TemplateSet(sources: sources)
        _ = try templates.render("fuzz.template", context: context)
    } catch {
        _ = error.diagnostic().formatted
    }
    return 0
}
