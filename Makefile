# Tempo: `make run` starts the app, `make test` runs every check CI runs.
# Both first install the system packages the build needs (Debian/Ubuntu), with sudo when not root.

CARGO ?= cargo
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
APT_PACKAGES := pkg-config libasound2-dev libxkbcommon-dev libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libxi-dev libwayland-dev
# The real window under a virtual X server with Mesa's software OpenGL, for `make screenshots`.
SCREENSHOT_PACKAGES := xvfb xauth libgl1-mesa-dri
SCREENSHOT_DIR := target/screenshots

.PHONY: run test deps build release bench clippy fmt screenshots screenshot-deps measure-gui

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

screenshot-deps:
	@missing=""; for p in $(SCREENSHOT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  $(SUDO) apt-get update -q && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q $$missing; \
	fi

# Drives the real window through its key screens under Xvfb and writes PNGs to target/screenshots/.
screenshots: build screenshot-deps
	mkdir -p $(SCREENSHOT_DIR)
	TEMPO_SCREENSHOTS=$(abspath $(SCREENSHOT_DIR)) LIBGL_ALWAYS_SOFTWARE=1 \
	  xvfb-run -a -s "-screen 0 1280x860x24" ./target/release/tempo
	@ls -l $(SCREENSHOT_DIR)/*.png

# Frame times while engines play each other for a minute, and start-up time, under Xvfb.
measure-gui: build screenshot-deps
	TEMPO_MEASURE_SECS=60 LIBGL_ALWAYS_SOFTWARE=1 xvfb-run -a -s "-screen 0 1280x860x24" ./target/release/tempo
