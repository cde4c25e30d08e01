import FormGenCore

Executable.run(FormGenCommand.run)
