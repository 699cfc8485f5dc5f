#!/usr/bin/env bash
# The built-in demo until the console lands: start the local APNs simulator (it makes its CA and a
# provider key on first start), then use the ready-made profile profiles/local-simulator.json to
# fire real HTTP/2 pushes over TLS, show the linter refusing a bad push before it leaves, and the
# validator pointing at a syntax error.
set -euo pipefail
pushtui=${1:?usage: scripts/demo.sh PATH_TO_PUSHTUI}
cd "$(dirname "$0")/.."
log=$(mktemp)
journal=${XDG_STATE_HOME:-$HOME/.local/state}/pushtui/simulator/journal.jsonl
"$pushtui" sim --port 2197 --journal "$journal" >"$log" 2>&1 &
sim=$!
trap 'kill "$sim" 2>/dev/null; wait "$sim" 2>/dev/null; rm -f "$log"' EXIT

# Wait for the simulator's ready line (poll with a deadline, never a blind sleep).
for _ in $(seq 1 500); do
    grep -q '^pushtui sim ready' "$log" && break
    kill -0 "$sim" 2>/dev/null || { cat "$log"; echo "(is port 2197 taken? the demo profile expects the simulator there)"; exit 1; }
    sleep 0.01
done
grep '^pushtui sim ready' "$log" || { echo "the simulator did not start:"; cat "$log"; exit 1; }

step() { printf '\n\033[1m$ %s\033[0m\n' "$*"; }
run() { step "pushtui $*"; "$pushtui" "$@" || echo "(exit code $?)"; }

run send --profile local-simulator --all-tokens --title "pushtui" --alert "Hello from the terminal"
run send --profile local-simulator --all-tokens --type background --priority 10 --alert "wake up"
run send --profile local-simulator --token 8f3a0c5e2b7d4e6f9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f \
    --alert "What goes on the wire" --dry-run
step "printf '{\"aps\": {\"alert\": \"hi\",}}' | pushtui validate -"
printf '{"aps": {"alert": "hi",}}' | "$pushtui" validate - || echo "(exit code $?)"
printf '\nThe simulator journal (one JSON line per request): %s\n' "$journal"
