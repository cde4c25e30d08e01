# Written by Scripts/regenerate from OutputKind in FormGenCore; do not edit.
"""The files formgen writes, as formgen names them, for formgen_library to declare."""

# The spec file suffixes that a form's file name drops, longest first.
SPEC_SUFFIXES = [".formgen.json", ".json"]

# What a form's file name ends with.
FORM_FILE_EXTENSION = ".swift"

# The files written once per target, whatever its specs: the support files.
SUPPORT_FILES = [
    "FormGenSupport.swift",
    "FormGenTextField.swift",
    "FormGenSecureField.swift",
    "FormGenNavigationBar.swift",
    "FormGenInputRules.swift",
    "FormGenKeyboardAvoidance.swift",
]
