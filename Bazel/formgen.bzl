"""formgen_library: the SwiftUI code of formgen specs, one action per spec.

    load("@formgen//:formgen.bzl", "formgen_library")

    formgen_library(
        name = "forms",
        specs = glob(["Forms/*.json"]),
        tool = "//tools:formgen",  # a formgen executable: a file, or a rule that builds one
    )

Each spec's form is written by an action of its own, which reads that spec and the templates, so
Bazel runs them in parallel, remotely, or not at all when neither has changed; one more action
writes the support files, which read every spec because what they hold depends on the parts of
the runtime the forms use. Output names are those `formgen outputs` prints, known before formgen runs.
Nothing here is specific to WORKSPACE or MODULE.bazel: the rule loads in either.
"""

load(":output_names.bzl", "FORM_FILE_EXTENSION", "SPEC_SUFFIXES", "SUPPORT_FILES")

def _form_file_name(spec):
    """`Login.formgen.json` → `Login.swift`, as formgen names it."""
    stem = spec.basename
    for suffix in SPEC_SUFFIXES:
        if stem.endswith(suffix):
            stem = stem[:-len(suffix)]
            break
    if not stem:
        fail("the spec '%s' leaves no name for its form's file; rename it" % spec.short_path)
    return stem + FORM_FILE_EXTENSION

def _formgen_library_impl(ctx):
    options = ["--quiet"]
    if ctx.attr.access:
        options += ["--access", ctx.attr.access]

    # formgen reads a directory of templates: the target's own, holding the given ones and nothing else.
    templates = []
    for template in ctx.files.templates:
        copy = ctx.actions.declare_file("%s.templates/%s" % (ctx.label.name, template.basename))
        ctx.actions.expand_template(template = template, output = copy, substitutions = {})
        templates.append(copy)
    if templates:
        options += ["--templates", templates[0].dirname]

    forms = []
    sources = {}
    for spec in ctx.files.specs:
        name = _form_file_name(spec)
        if name.lower() in sources:
            fail("the specs '%s' and '%s' would both generate '%s'" % (sources[name.lower()], spec.short_path, name))
        sources[name.lower()] = spec.short_path
        form = ctx.actions.declare_file("%s/%s" % (ctx.label.name, name))
        arguments = ctx.actions.args()
        arguments.add(spec)
        arguments.add("-o", form.dirname)
        arguments.add_all(["--only", "forms"] + options)
        ctx.actions.run(
            executable = ctx.executable.tool,
            arguments = [arguments],
            inputs = [spec] + templates,
            outputs = [form],
            mnemonic = "FormGen",
            progress_message = "formgen: generating %s" % form.short_path,
        )
        forms.append(form)

    support = []
    for name in SUPPORT_FILES:
        if name.lower() in sources:
            fail("the spec '%s' would generate '%s', the name of a support file" % (sources[name.lower()], name))
        support.append(ctx.actions.declare_file("%s/%s" % (ctx.label.name, name)))
    if ctx.files.specs:
        arguments = ctx.actions.args()
        arguments.add_all(ctx.files.specs)
        arguments.add("-o", support[0].dirname)
        arguments.add_all(["--only", "support"] + options)
        ctx.actions.run(
            executable = ctx.executable.tool,
            arguments = [arguments],
            inputs = ctx.files.specs + templates,
            outputs = support,
            mnemonic = "FormGenSupport",
            progress_message = "formgen: generating the support files of %s" % ctx.label,
        )
    else:
        support = []

    return [DefaultInfo(files = depset(forms + support))]

formgen_library = rule(
    implementation = _formgen_library_impl,
    doc = "The Swift files formgen generates from form specs: one per spec, and the support files.",
    attrs = {
        "specs": attr.label_list(
            allow_files = [".json"],
            doc = "The form specs (`*.json`, `*.formgen.json`).",
        ),
        "tool": attr.label(
            mandatory = True,
            executable = True,
            allow_files = True,
            cfg = "exec",
            doc = "A formgen executable: the artifact bundle's binary as a file, or a rule that builds one.",
        ),
        "templates": attr.label_list(
            allow_files = [".template"],
            doc = "Templates that replace the built-in ones of the same names (`formgen templates dump`).",
        ),
        "access": attr.string(
            values = ["", "public", "internal"],
            doc = "The access level of the generated declarations, overriding the specs'.",
        ),
    },
)
