# The two commands of the README: `make run` and `make test`. Both install what is missing
# (Debian 12 packages), configure and build a Release build in build/.
BUILD_DIR ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?= -DCMAKE_BUILD_TYPE=Release
FUZZ_SECONDS ?= 60
# make test-asan: a Debug build (Q_ASSERTs on) under AddressSanitizer and
# UndefinedBehaviorSanitizer, with clang, so that the suite also shows that clang builds it.
ASAN_BUILD_DIR ?= build-asan
ASAN_CXX ?= clang++-14
ASAN_CMAKE_FLAGS ?= -DCMAKE_BUILD_TYPE=Debug -DPAPERDESK_SANITIZE=ON -DPAPERDESK_WERROR=ON
# ccache, when installed, makes a second build of the same sources nearly free.
LAUNCHER := $(if $(shell command -v ccache),-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# A sanitizer's first report fails the test; LeakSanitizer reports leaks at exit.
SANITIZER_ENV := ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:strict_string_checks=1 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/sanitizers/lsan.supp:print_suppressions=0

.PHONY: all deps configure build run test test-asan bench fuzz check-format format package clean

all: build

deps:
	@scripts/install-deps

configure: deps
	@cmake -S . -B $(BUILD_DIR) $(CMAKE_FLAGS) >/dev/null

build: configure
	@cmake --build $(BUILD_DIR) --parallel $(JOBS)

run: build
	$(BUILD_DIR)/app/paperdesk $(ARGS)

test: build
	cd $(BUILD_DIR) && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel $(JOBS)

test-asan:
	@scripts/install-deps --fuzz
	@cmake -S . -B $(ASAN_BUILD_DIR) -DCMAKE_CXX_COMPILER=$(ASAN_CXX) $(LAUNCHER) \
		$(ASAN_CMAKE_FLAGS) >/dev/null
	@cmake --build $(ASAN_BUILD_DIR) --parallel $(JOBS)
	cd $(ASAN_BUILD_DIR) && QT_QPA_PLATFORM=offscreen $(SANITIZER_ENV) \
		ctest --output-on-failure --parallel $(JOBS)

bench: build
	scripts/run-bench $(BUILD_DIR)

# Each libFuzzer target for FUZZ_SECONDS, built with clang in build-fuzz/ (scripts/run-fuzz).
fuzz:
	@scripts/install-deps --fuzz
	scripts/run-fuzz $(FUZZ_SECONDS)

# The tracked C++ files against .clang-format (clang-format 14): check-format lists the files
# that differ and fails; format rewrites them.
check-format:
	@scripts/install-deps --format
	scripts/check-format

format:
	@scripts/install-deps --format
	scripts/check-format --apply

package: build
	cd $(BUILD_DIR) && cpack -G DEB

clean:
	rm -rf $(BUILD_DIR) $(ASAN_BUILD_DIR) build-fuzz
