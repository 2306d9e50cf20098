#!/usr/bin/env bash
# Fuzzes what comes off the network with libFuzzer: client messages and the teacher sign-in body.
# Usage: scripts/fuzz.sh [SECONDS per target, default 30]. Builds Fuzz/ with the fuzzer and address
# sanitizer, then runs each target over its corpus (Fuzz/Corpus/<name>) for a bounded time. New
# inputs it finds go to a scratch copy, not into the repository; a crash fails the run and leaves
# the input in .build-fuzz/crashes.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
scratch=.build-fuzz
# The build's own output is kept for a failure only: a failed build once left an empty fuzz log.
if ! build=$(swift build --package-path Fuzz --scratch-path "$scratch" -c release \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1); then
  echo "$build" | tail -40
  echo "fuzz: the fuzzers' build FAILED"
  exit 1
fi
mkdir -p "$scratch/crashes"
for target in FuzzClientRequest:client-request FuzzLoginBody:login-body; do
  exe=${target%%:*}; corpus=${target##*:}
  work="$scratch/corpus-$corpus"
  rm -rf "$work"; cp -r "Fuzz/Corpus/$corpus" "$work"
  echo "fuzz: $exe for ${seconds}s over $(ls "Fuzz/Corpus/$corpus" | wc -l) seeds"
  "$scratch/release/$exe" "$work" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$scratch/crashes/$exe-" -print_final_stats=1 2>"$scratch/$exe.log" \
    || { tail -40 "$scratch/$exe.log"; echo "fuzz: $exe FAILED (input in $scratch/crashes)"; exit 1; }
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$scratch/$exe.log" | sed "s/^/fuzz: $exe /"
done
