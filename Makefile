# Tempo: `make run` starts the app, `make test` runs every check CI runs.
# Both first install the system packages the build needs (Debian/Ubuntu), with sudo when not root.

CARGO ?= cargo
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
APT_PACKAGES := pkg-config libasound2-dev libxkbcommon-dev libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libxi-dev libwayland-dev

.PHONY: run test deps build release bench clippy fmt

deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  $(SUDO) apt-get update -q && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q $$missing; \
	fi

build: deps
	$(CARGO) build --release

run: build
	$(CARGO) run --release --

test: deps
	$(CARGO) test --release --all-targets
	$(CARGO) clippy --release --all-targets -- -D warnings
	$(CARGO) fmt --check

bench: deps
	$(CARGO) bench --bench perft_peers
