"""Checks spec files against formgen's JSON Schema with an independent validator (python-jsonschema).

Usage: check_schema.py SCHEMA FILE...
Prints one line per file: "<file>\t<verdict>", where the verdict is "valid", "invalid" or
"not-json" (not RFC 8259 JSON: unparseable, NaN/Infinity, or lone surrogates), so the schema's
verdict can be compared with formgen's.
"""
import json
import sys

import jsonschema


def reject_constant(name):
    raise ValueError(name)


def main():
    schema = json.load(open(sys.argv[1], encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for path in sys.argv[2:]:
        try:
            document = json.loads(open(path, "rb").read().decode("utf-8"), parse_constant=reject_constant)
            json.dumps(document, ensure_ascii=False).encode("utf-8")
        except (ValueError, UnicodeError, RecursionError):
            print(f"{path}\tnot-json")
            continue
        verdict = "valid" if validator.is_valid(document) else "invalid"
        print(f"{path}\t{verdict}")


if __name__ == "__main__":
    main()
