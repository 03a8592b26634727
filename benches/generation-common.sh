# Shell functions shared by the network generation scripts (sourced, not run).

# Every named file must exist, or the run stops before any work.
require_files() {
  local file
  for file in "$@"; do
    if [ ! -f "$file" ]; then
      echo "not found: $file" >&2
      exit 1
    fi
  done
}

# Runs a command for at most SECONDS (SIGINT, so datagen and self-play end cleanly); `timeout 0`
# would kill at once, so 0 means no limit here.
limited() {
  local seconds=$1
  shift
  if [ "$seconds" -gt 0 ]; then
    timeout -s INT "$seconds" "$@" || [ $? -eq 124 ]
  else
    "$@"
  fi
}
