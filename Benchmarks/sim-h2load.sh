#!/bin/bash
# h2load against a `pushtui sim` process: 1 and 4 connections, 100 streams each, valid ES256 tokens.
# Prints req/s and the simulator's CPU (user+sys, from /proc) per request.
# usage: Benchmarks/sim-h2load.sh PUSHTUI [REQUESTS]   (a release pushtui; compare two builds by running both in turn)
set -euo pipefail
pushtui=$1; requests=${2:-200000}
dir=$(mktemp -d)
"$pushtui" sim --state-dir "$dir/state" --initial-streams 100 > "$dir/out" &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 300); do grep -q "^pushtui sim ready:" "$dir/out" 2>/dev/null && break; sleep 0.1; done
field() { tr ' ' '\n' < "$dir/out" | sed -n "s/^$1=//p"; }
cpu() { awk '{print $14 + $15}' /proc/$pid/stat; }
jwt=$("$pushtui" jwt --key-file "$(field key)" --key-id "$(field key-id)" --team-id "$(field team-id)")
printf '{"aps":{"alert":{"title":"Benchmark","body":"Hello from h2load"},"sound":"default"}}' > "$dir/payload.json"
url="$(field endpoint)/3/device/$(printf 'ab%.0s' $(seq 32))"
tck=$(getconf CLK_TCK)
for c in 1 4; do
  before=$(cpu)
  out=$(h2load -n "$requests" -c $c -m 100 -d "$dir/payload.json" -H 'apns-topic: com.example.app' \
        -H 'apns-push-type: alert' -H "authorization: bearer $jwt" "$url")
  after=$(cpu)
  echo "c=$c $(grep -o '[0-9.]* req/s' <<<"$out") $(grep -o '[0-9]* 2xx' <<<"$out") sim-cpu=$(awk -v a=$after -v b=$before -v t=$tck -v n=$requests 'BEGIN{printf "%.2f", (a-b)/t*1e6/n}') us/req"
done
