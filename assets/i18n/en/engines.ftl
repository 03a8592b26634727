# The engine manager: adding, testing and setting up engines.

# The engine manager.
engines-title = Engines
engines-add-uci = Add UCI engine…
engines-add-heading = Add a UCI engine
engines-select = Select an engine.
engines-save-changes = Save changes
engines-remove = Remove engine
engines-built-in = Built into Tempo
engines-test-launch = Test launch
engines-reset-options = Reset options
engines-starting = Starting { $name }…
engines-test-failed = Test launch failed: { $error }
engines-test-ok = Test launch OK: { $name }; played { $mv } from the start position ({ $seconds } s)
engines-test-ok-author = Test launch OK: { $name } by { $author }; played { $mv } from the start position ({ $seconds } s)
engines-options = Options
engines-options-note = Stored values apply whenever this engine starts.
engines-program = Program
engines-arguments = Arguments
engines-working-dir = Working directory
engines-working-dir-hint = Tempo's own
engines-choose = Choose…
engines-range = { $min } to { $max }
engines-button-tip = Sends it to the running engine
engines-default-name = Engine
engines-added = Added { $name }
engines-removed = Removed { $name }
engines-saved = Saved { $name }
engines-error-no-name = give the engine a name
engines-error-not-a-file = program '{ $program }' is not a file
engines-error-no-folder = working directory '{ $folder }' does not exist
engines-error-exists = an engine named { $name } exists already
