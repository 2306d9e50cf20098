# The two commands a new user needs (see README.md):
#   make run   builds a release server and starts it on http://127.0.0.1:8080 (SQLite in ./data)
#   make test  runs every test: Swift unit/signal tests, server integration over loopback, browser tests;
#              the store tests also run on a throwaway PostgreSQL (scripts/pg-test-cluster.sh run ...)
SWIFT ?= swift
HOST ?= 127.0.0.1
PORT ?= 8080
DATA ?= ./data
# One build folder serves both commands: a release build with testing enabled (`@testable import`
# needs it), so `make run` after `make test` (or the reverse) compiles nothing again. The only cost of
# -enable-testing is that internal symbols stay visible to the tests; the server is as fast.
SCRATCH = .build-test
FLAGS = -c release --scratch-path $(SCRATCH) -Xswiftc -enable-testing
BIN = $(SCRATCH)/release/synth-trainer
# The test virtualenv made by scripts/setup.sh test (Debian's own python3 has no pip).
PY = .venv/bin/python
# scripts/fuzz.sh's output while it runs beside the Python suites. It runs under `nice`: the suites
# time real audio, and on two busy cores a fuzzer at full priority competes with their timing checks; niced,
# it takes the CPU they leave idle (they mostly wait on real-time streams) for the same 30 s a target.
FUZZ_LOG = .build-fuzz.log

.PHONY: run test build release build-tests unit integration browser bench fuzz setup-run setup-test clean

run: setup-run release
	$(BIN) serve --host $(HOST) --port $(PORT) --data $(DATA)

# In order: the build (server and tests), the Swift tests (the store tests also on a throwaway
# PostgreSQL), the course check (once per run: the CLI, lessons in parallel; the Swift tests do not
# repeat it), the deploy checks, then the Python suites with the fuzzers (their own sanitizer build,
# scripts/fuzz.sh) running beside them, off the critical path: the run fails if either failed, once
# both have finished.
test: setup-test build-tests
	scripts/pg-test-cluster.sh run $(SWIFT) test $(FLAGS) --skip-build
	$(BIN) courses validate
	scripts/check-deploy.sh
	@nice -n 19 scripts/fuzz.sh 30 >$(FUZZ_LOG) 2>&1 & fuzz=$$!; \
	SYNTH_TRAINER_BIN=$(BIN) scripts/pg-test-cluster.sh run sh -c '$(PY) -m pytest -q -n 2 -m "not serial" Tests/integration Tests/browser && $(PY) -m pytest -q -m serial Tests/integration Tests/browser'; \
	suites=$$?; wait $$fuzz; fuzzed=$$?; cat $(FUZZ_LOG); \
	if [ $$fuzzed -ne 0 ]; then echo "make test: fuzzing FAILED (scripts/fuzz.sh, output above)"; fi; \
	if [ $$suites -ne 0 ]; then echo "make test: the Python suites FAILED"; fi; \
	[ $$suites -eq 0 ] && [ $$fuzzed -eq 0 ]

setup-run:
	@scripts/setup.sh run

setup-test:
	@scripts/setup.sh test

build: release

release:
	$(SWIFT) build $(FLAGS) --product synth-trainer

build-tests:
	$(SWIFT) build $(FLAGS) --build-tests

unit: setup-run build-tests
	scripts/pg-test-cluster.sh run $(SWIFT) test $(FLAGS) --skip-build

integration: setup-test release
	SYNTH_TRAINER_BIN=$(BIN) scripts/pg-test-cluster.sh run $(PY) -m pytest -q Tests/integration

browser: setup-test release
	SYNTH_TRAINER_BIN=$(BIN) $(PY) -m pytest -q Tests/browser

fuzz: setup-run
	scripts/fuzz.sh 300

bench: setup-run release
	$(BIN) bench

clean:
	rm -rf .build .build-test .build-fuzz $(FUZZ_LOG)
