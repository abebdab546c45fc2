# The two commands of the README: `make run` and `make test`. Both install what is missing
# (Debian 12 packages), configure and build a Release build in build/.
BUILD_DIR ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?= -DCMAKE_BUILD_TYPE=Release
FUZZ_SECONDS ?= 60

.PHONY: all deps configure build run test bench fuzz package clean

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

bench: build
	scripts/run-bench $(BUILD_DIR)

# Each libFuzzer target for FUZZ_SECONDS, built with clang in build-fuzz/ (scripts/run-fuzz).
fuzz:
	@scripts/install-deps --fuzz
	scripts/run-fuzz $(FUZZ_SECONDS)

package: build
	cd $(BUILD_DIR) && cpack -G DEB

clean:
	rm -rf $(BUILD_DIR) build-fuzz
