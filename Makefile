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
# scripts/fuzz.sh's output while it runs beside the tests. It runs at idle priority (SCHED_IDLE, `chrt
# --idle 0`): the suites time real audio, and on two busy cores a fuzzer at full priority competes with
# their timing checks; at idle priority it takes only the CPU they leave idle (they mostly wait on
# real-time streams), for the same 30 s a target. Not `nice`: SwiftPM starts its compilers at nice 0
# again, and libdispatch's worker threads (courses validate's lessons in parallel) drop a nice value
# too, while the idle policy is inherited by every process and thread.
IDLE = chrt --idle 0
FUZZ_LOG = .build-fuzz.log
# `courses validate`'s output: it runs beside the tests too (at idle priority, from the start of the run):
# it is CPU-bound (185 s of CPU, 93 s on 2 cores alone, its lessons in parallel; 2026-11-29). Sampled by
# process over a fresh clone's make test (2026-11-29, 983 CPU-s in 599 s): Chromium 388, courses validate
# 185, the servers 113, compiling (the Swift tests' targets, the fuzzers) 103, pytest 67, fuzzing 49,
# Playwright 28. The two cores are busy all through but for the serial tests (~110 s, ~40 CPU-s), so
# moving work around does not shorten the run: validate started when the browser suites finished (to
# leave them its CPU: they took 311 s inside make test against 267 s alone) ended the run 33 s after the
# Python suites (623 s against 598 s, fresh clones in the same hour). Only less CPU makes it shorter.
COURSES_LOG = .build-courses.log
# The Swift test targets' build and the Swift tests' output (they run beside the Python suites).
SWIFT_LOG = .build-swift-tests.log
# pytest workers for the parallel part (`make test WORKERS=2`). The suites mostly wait on real-time audio
# (the parallel part used ~370 s of CPU in ~750-900 s: under half a core per worker), so a third worker
# uses CPU two leave idle. Measured on a shared 2-core machine under load 15-50 from other work: 2 workers
# 1120 s (7 tests failed), 3 workers 967 s (3 failed), 4 workers 1213 s (11 failed); the failures were
# tests that read fixed time windows (an A/B switch's order, a count of renders, quiz sounds heard in
# time), at every count. At load 6-9, 2 workers passed everything in 893 s. The default stays 2, the one
# count seen to pass everything (and CI's 2 cores run nothing else). On an idle machine (2026-11-27) 3
# workers took 687 s for the parallel part (3 tests that read fixed time windows failed), no faster than
# 2 (650-745 s): the CPU left idle on average is not idle when the tests need it (Chromium and the
# servers work in bursts), and every test slowed down (the quiz walk 119 s against 33-57 s with 2).
# Sampled from /proc/stat (2026-11-27): the machine is 15-60% busy while the socket suites run and
# 97-100% through the browser suites. The socket suites alone on 4 workers took 212 s (2 workers hold
# them ~420 s), but the whole `make test` took longer (31 min 42 s against 27-28): the idle-priority
# jobs beside them (the Swift test build, the fuzzers, the course check) run on the CPU the socket
# suites leave idle, and with 4 workers they ran after the suites instead. WORKERS is now the browser
# suites' count only: they are bound by CPU (Chromium), 466 s on 2 workers and 502 s on 3, alone on an
# idle machine (2026-11-28).
WORKERS ?= 2
# The socket suites' workers: they run first, alone, then the browser suites. They wait on real-time
# audio: 190 s on 4 workers for 256 s of CPU (1.35 cores), alone on an idle machine; in `make test` on a
# built tree, 189 s, and the Python suites took 833 s against 948 s with both kinds mixed on 2 workers
# (socket 189 + browser 491 + serial 137 s; 2026-11-28, the same hour). Six workers: 160 and 155 s against
# 182 and 181 s on four, alone on an idle machine, interleaved (eight: 176 s); but inside `make test`, with the
# idle-priority jobs beside them, 170 s against 163 s on four (one pair, one built tree, 2026-11-29), and a
# fresh clone's 182 s against 159 s that morning: four stays.
SOCKET_WORKERS ?= 4

# Seconds since the test recipe began (`make test` prints when each part finished).
SINCE = $$(( $$(date +%s) - MAKE_TEST_T0 )) s into the test recipe

.PHONY: run test build release build-tests unit integration browser bench fuzz setup-run setup-test clean

run: setup-run release
	$(BIN) serve --host $(HOST) --port $(PORT) --data $(DATA)

# The server first: the Python suites need only it. Then, beside everything after it, at idle priority
# (the tests time real audio, and idle jobs take only the CPU the tests leave idle: the socket suites
# mostly wait on real-time streams and leave over half of two cores idle, the browser suites little): the
# Swift test targets' build (then the Swift tests, at normal priority: their store calls have timeouts, and they take ~46 s of CPU;
# the store tests also on a throwaway PostgreSQL), the course check (once per run:
# the CLI, lessons in parallel; the Swift tests do not repeat it) and the fuzzers (their own sanitizer
# build, scripts/fuzz.sh). Building the test targets once the server is built takes about 1 min on 2
# cores (77-89 s of CPU, 2026-11-29; their own code at -Onone, each emitted by the job that compiles it:
# Package.swift): beside the Python suites it no longer delays them. In front, in order: the deploy checks, the Python suites' parallel part, then their `serial` tests alone (the ones that measure
# under load; run even when the parallel part failed, so one run shows every failure). The run fails if
# any step failed, once all have finished; the Swift tests', the course check's and the fuzzers' output
# is printed at the end.
test: setup-test release
	@MAKE_TEST_T0=$$(date +%s); export MAKE_TEST_T0; \
	{ $(IDLE) $(BIN) courses validate; s=$$?; echo "courses validate: finished $(SINCE)"; exit $$s; } \
	  >$(COURSES_LOG) 2>&1 & courses=$$!; \
	{ $(IDLE) scripts/fuzz.sh 30; s=$$?; echo "fuzz: finished $(SINCE)"; exit $$s; } \
	  >$(FUZZ_LOG) 2>&1 & fuzz=$$!; \
	sh -c '$(IDLE) $(SWIFT) build $(FLAGS) --build-tests && scripts/pg-test-cluster.sh run $(SWIFT) test $(FLAGS) --skip-build; \
	  s=$$?; echo "Swift tests: finished $(SINCE)"; exit $$s' \
	  >$(SWIFT_LOG) 2>&1 & swift=$$!; \
	failed=""; \
	echo "make test: deploy checks"; \
	scripts/check-deploy.sh || failed="$$failed deploy-checks"; \
	echo "make test: Python suites (the socket suites on $(SOCKET_WORKERS) workers, the browser suites on $(WORKERS), then the serial tests alone); beside them: the Swift tests, courses validate, fuzzing"; \
	SYNTH_TRAINER_BIN=$(BIN) scripts/pg-test-cluster.sh run sh -c '$(PY) -m pytest -q -n $(SOCKET_WORKERS) --durations=10 -m "not serial" Tests/integration; i=$$?; \
	  echo "make test: socket suites finished $(SINCE)"; \
	  $(PY) -m pytest -q -n $(WORKERS) --durations=15 -m "not serial" Tests/browser; b=$$?; \
	  echo "make test: browser suites finished $(SINCE)"; \
	  $(PY) -m pytest -q -m serial Tests/integration Tests/browser; s=$$?; [ $$i -eq 0 ] && [ $$b -eq 0 ] && [ $$s -eq 0 ]' \
	  || failed="$$failed python-suites"; \
	echo "make test: Python suites finished $(SINCE)"; \
	wait $$swift || { failed="$$failed swift-tests"; grep -E "error:|✘|failed" $(SWIFT_LOG) | tail -n 40; }; \
	wait $$courses || failed="$$failed courses-validate"; \
	wait $$fuzz || failed="$$failed fuzzing"; \
	echo "make test: Swift tests"; tail -n 3 $(SWIFT_LOG); cat $(COURSES_LOG) $(FUZZ_LOG); \
	echo "make test: everything finished $(SINCE)"; \
	if [ -n "$$failed" ]; then echo "make test FAILED:$$failed (Swift tests: $(SWIFT_LOG); courses validate and fuzzing: output above)"; exit 1; fi

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
	rm -rf .build .build-test .build-fuzz $(FUZZ_LOG) $(COURSES_LOG) $(SWIFT_LOG)
