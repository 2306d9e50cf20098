# The two commands a new user needs (see README.md):
#   make run   builds a release server and starts it on http://127.0.0.1:8080 (SQLite in ./data)
#   make test  runs every test: Swift unit/signal tests, server integration over loopback, browser tests;
#              the store tests also run on a throwaway PostgreSQL (scripts/pg-test-cluster.sh run ...)
SWIFT ?= swift
HOST ?= 127.0.0.1
PORT ?= 8080
DATA ?= ./data
BIN = .build/release/synth-trainer
# The test virtualenv made by scripts/setup.sh test (Debian's own python3 has no pip).
PY = .venv/bin/python

.PHONY: run test build release unit integration browser bench fuzz setup-run setup-test clean

run: setup-run release
	$(BIN) serve --host $(HOST) --port $(PORT) --data $(DATA)

# The tests build once: release, with testing enabled (`@testable import` needs it), in their own
# folder so `make run` keeps its plain release build. The Swift tests, the course check and the server
# the integration and browser tests start all come from that one build (a debug build besides it cost
# CI several minutes, mostly swift-crypto's BoringSSL compiled twice).
TEST_SCRATCH = .build-test
TEST_FLAGS = -c release --scratch-path $(TEST_SCRATCH)
TEST_BIN = $(TEST_SCRATCH)/release/synth-trainer

test: setup-test
	$(SWIFT) build $(TEST_FLAGS) -Xswiftc -enable-testing --build-tests
	scripts/pg-test-cluster.sh run $(SWIFT) test $(TEST_FLAGS) --skip-build
	$(TEST_BIN) courses validate
	scripts/fuzz.sh 30
	scripts/check-deploy.sh
	SYNTH_TRAINER_BIN=$(TEST_BIN) scripts/pg-test-cluster.sh run sh -c '$(PY) -m pytest -q -n 2 -m "not serial" Tests/integration Tests/browser && $(PY) -m pytest -q -m serial Tests/integration Tests/browser'

setup-run:
	@scripts/setup.sh run

setup-test:
	@scripts/setup.sh test

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release

unit: setup-run
	scripts/pg-test-cluster.sh run $(SWIFT) test

integration: setup-test release
	scripts/pg-test-cluster.sh run $(PY) -m pytest -q Tests/integration

browser: setup-test release
	$(PY) -m pytest -q Tests/browser

fuzz: setup-run
	scripts/fuzz.sh 300

bench: setup-run release
	$(BIN) bench

clean:
	rm -rf .build .build-test .build-fuzz
