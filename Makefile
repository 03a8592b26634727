# Tempo: `make run` starts the app, `make test` runs every check CI runs.
# Both first install the system packages the build needs (Debian/Ubuntu), with sudo when not root.

CARGO ?= cargo
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
APT_PACKAGES := pkg-config libasound2-dev libxkbcommon-dev libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libxi-dev libwayland-dev
# The real window under a virtual X server with Mesa's software OpenGL, for `make screenshots`.
SCREENSHOT_PACKAGES := xvfb xauth libgl1-mesa-dri
SCREENSHOT_DIR := target/screenshots

.PHONY: run test deps build release bench clippy fmt install uninstall deb screenshots screenshot-deps measure-gui measure-review measure-analysis

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
	$(CARGO) test --profile ci --all-targets
	$(CARGO) clippy --profile ci --all-targets --features script -- -D warnings
	$(CARGO) fmt --check

bench: deps
	$(CARGO) bench --bench perft_peers

# User or system install of the binary, desktop entry, icons, MIME types and AppStream data.
PREFIX ?= /usr/local
ICON_SIZES := 16 24 32 48 64 128 256 512

install: build
	install -Dm755 target/release/tempo $(DESTDIR)$(PREFIX)/bin/tempo
	install -Dm644 packaging/linux/io.github.tempochess.Tempo.desktop $(DESTDIR)$(PREFIX)/share/applications/io.github.tempochess.Tempo.desktop
	install -Dm644 packaging/linux/io.github.tempochess.Tempo.metainfo.xml $(DESTDIR)$(PREFIX)/share/metainfo/io.github.tempochess.Tempo.metainfo.xml
	install -Dm644 packaging/linux/tempo-mime.xml $(DESTDIR)$(PREFIX)/share/mime/packages/tempo-mime.xml
	for s in $(ICON_SIZES); do install -Dm644 packaging/icons/hicolor/$${s}x$${s}/apps/tempo.png $(DESTDIR)$(PREFIX)/share/icons/hicolor/$${s}x$${s}/apps/tempo.png; done
	install -Dm644 packaging/icons/hicolor/scalable/apps/tempo.svg $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/tempo.svg
	-command -v update-mime-database >/dev/null && update-mime-database $(DESTDIR)$(PREFIX)/share/mime
	-command -v update-desktop-database >/dev/null && update-desktop-database $(DESTDIR)$(PREFIX)/share/applications
	@echo "Installed to $(DESTDIR)$(PREFIX)"

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/tempo
	rm -f $(DESTDIR)$(PREFIX)/share/applications/io.github.tempochess.Tempo.desktop
	rm -f $(DESTDIR)$(PREFIX)/share/metainfo/io.github.tempochess.Tempo.metainfo.xml
	rm -f $(DESTDIR)$(PREFIX)/share/mime/packages/tempo-mime.xml
	for s in $(ICON_SIZES); do rm -f $(DESTDIR)$(PREFIX)/share/icons/hicolor/$${s}x$${s}/apps/tempo.png; done
	rm -f $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/tempo.svg
	-command -v update-mime-database >/dev/null && update-mime-database $(DESTDIR)$(PREFIX)/share/mime
	-command -v update-desktop-database >/dev/null && update-desktop-database $(DESTDIR)$(PREFIX)/share/applications
	@echo "Removed from $(DESTDIR)$(PREFIX)"

# A .deb with cargo-deb (installed on first use); lists its contents afterwards.
deb: build
	@command -v cargo-deb >/dev/null || $(CARGO) install --locked cargo-deb
	$(CARGO) deb --no-build
	dpkg-deb -c target/debian/*.deb

screenshot-deps:
	@missing=""; for p in $(SCREENSHOT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  $(SUDO) apt-get update -q && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q $$missing; \
	fi

# Drives the real window through its key screens under Xvfb and writes PNGs to target/screenshots/
# (a 2560×1440 screen, for the large window at scale 2; the others are 1200×800 windows).
screenshots: deps screenshot-deps
	$(CARGO) build --release --features script
	mkdir -p $(SCREENSHOT_DIR)
	TEMPO_SCREENSHOTS=$(abspath $(SCREENSHOT_DIR)) LIBGL_ALWAYS_SOFTWARE=1 \
	  xvfb-run -a -s "-screen 0 2560x1440x24" ./target/release/tempo
	@ls -l $(SCREENSHOT_DIR)/*.png

# Frame times while engines play each other for a minute, and start-up time, under Xvfb.
measure-gui: deps screenshot-deps
	$(CARGO) build --release --features script
	TEMPO_MEASURE_SECS=60 LIBGL_ALWAYS_SOFTWARE=1 xvfb-run -a -s "-screen 0 1280x860x24" ./target/release/tempo

# Wall time and frame times while a 40-move game is reviewed at 0.5 s per position, under Xvfb.
measure-review: deps screenshot-deps
	$(CARGO) build --release --features script
	TEMPO_MEASURE_REVIEW=500 LIBGL_ALWAYS_SOFTWARE=1 xvfb-run -a -s "-screen 0 1280x860x24" ./target/release/tempo

# Three analysis engines sharing the CPU: each one's nodes/s together against alone, and the
# frame times with the three on, 20 s per phase, under Xvfb.
measure-analysis: deps screenshot-deps
	$(CARGO) build --release --features script
	TEMPO_MEASURE_ANALYSIS=20 LIBGL_ALWAYS_SOFTWARE=1 xvfb-run -a -s "-screen 0 1280x860x24" ./target/release/tempo
