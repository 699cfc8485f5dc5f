#!/usr/bin/env bash
# The built-in demo until the console lands: start the local APNs simulator with a generated
# provider key, mint a provider token with pushtui, and fire real HTTP/2 pushes at it over TLS
# with curl (verification on, the simulator's CA given), then show what the simulator logged.
set -euo pipefail
pushtui=${1:?usage: scripts/demo.sh PATH_TO_PUSHTUI}
state=${PUSHTUI_DEMO_DIR:-${XDG_STATE_HOME:-$HOME/.local/state}/pushtui/demo}
mkdir -p "$state"
log=$(mktemp)
"$pushtui" sim --state-dir "$state" --port 0 --journal "$state/journal.jsonl" >"$log" 2>&1 &
sim=$!
trap 'kill "$sim" 2>/dev/null; wait "$sim" 2>/dev/null; rm -f "$log"' EXIT

# Wait for the simulator's ready line (poll with a deadline, never a blind sleep).
for _ in $(seq 1 500); do
    grep -q '^pushtui sim ready' "$log" && break
    kill -0 "$sim" 2>/dev/null || { cat "$log"; exit 1; }
    sleep 0.01
done
ready=$(grep '^pushtui sim ready' "$log") || { echo "simulator did not start:"; cat "$log"; exit 1; }
field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$ready"; }
endpoint=$(field endpoint); ca=$(field ca); key=$(field key); key_id=$(field key-id); team_id=$(field team-id)
echo "$ready"

jwt=$("$pushtui" jwt --key-file "$key" --key-id "$key_id" --team-id "$team_id")
token=$(printf 'a%.0s' $(seq 1 64))
push() { # push-type topic payload
    curl --http2 --cacert "$ca" -sS -o /dev/stderr -w '  -> HTTP %{http_code} over HTTP/%{http_version}\n' \
        -H "authorization: bearer $jwt" -H "apns-push-type: $1" -H "apns-topic: $2" \
        --data-binary "$3" "$endpoint/3/device/$token" 2>&1
}
echo; echo "alert push:"
push alert com.example.demo '{"aps":{"alert":{"title":"Hello","body":"from pushtui"},"sound":"default"}}'
echo; echo "a voip push to a topic without the .voip suffix (the simulator answers as APNs would):"
push voip com.example.demo '{"aps":{}}'
echo; echo "simulator journal: $state/journal.jsonl"
tail -n 2 "$state/journal.jsonl"
