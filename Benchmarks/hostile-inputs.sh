#!/usr/bin/env bash
# Prints, for each hostile input of issue 13 (findings 1-6), pushtui's exit code, wall time, peak
# resident memory and the first line it printed. Usage: Benchmarks/hostile-inputs.sh [PUSHTUI]
# (default: the release build, .build/release/pushtui). Needs /usr/bin/time, openssl, mkfifo.
set -u
pushtui=$(realpath "${1:-.build/release/pushtui}")
work=$(mktemp -d /tmp/pushtui-hostile-XXXXXX)
trap 'rm -rf "$work"' EXIT
cd "$work"
openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out AuthKey.p8 2>/dev/null && chmod 600 AuthKey.p8
token=$(printf 'ab%.0s' {1..32})
send=(send --endpoint https://127.0.0.1:9 --key-file AuthKey.p8 --key-id ABC123DEFG --team-id DEF123GHIJ)
printf '{"aps":{"alert":"\xff\xfe\xc3("}}' > bad.json
head -c 50000000 /dev/zero | tr '\0' a > one-line.txt
truncate -s 200M huge.json
awk -v t="$token" 'BEGIN { for (i = 0; i < 999999; i++) print t; print "zz-not-a-token" }' > million.txt
echo garbage > garbage.pem
mkfifo tokens.fifo
mkdir profiles huge-profile
profile() { printf '{"name":"%s","service":"apns","environment":"sandbox","endpoint":"https://127.0.0.1:9","topic":"%s","auth":{"type":"token","keyFile":"%s","keyID":"ABC123DEFG","teamID":"DEF123GHIJ"}}' "$2" "$3" "$4" > "$1/$2.json"; }
profile profiles zero com.example.app /dev/zero
profile profiles good com.example.app "$work/AuthKey.p8"
profile huge-profile huge "$(head -c 10000000 /dev/zero | tr '\0' a)" "$work/AuthKey.p8"
mkfifo profiles/stuck.json

measure() { # NAME STDIN ARGS...
    local name=$1 input=$2; shift 2
    local output status
    output=$(/usr/bin/time -f '%e %M' -o time.txt sh -c "exec \"\$0\" \"\$@\" $input" "$pushtui" "$@" 2>&1 | head -1 | cut -c1-110)
    read -r seconds peak < <(tail -1 time.txt)
    status=$(sed -n 's/^Command exited with non-zero status //p' time.txt); status=${status:-0}
    printf '%-34s exit %-3s %6ss %7s KB  %s\n' "$name" "$status" "$seconds" "$peak" "$output"
}

measure "1 send invalid UTF-8 file" "</dev/null" "${send[@]}" --topic com.example.app --token "$token" --payload bad.json
measure "1 send invalid UTF-8 stdin" "<bad.json" "${send[@]}" --topic com.example.app --token "$token" --payload -
measure "2 validate - stdin closed" "<&-" validate -
measure "2 validate - stdin write-only" "0>/dev/null" validate -
measure "2 validate - stdin a directory" "</" validate -
measure "2 send --payload - stdin closed" "<&-" "${send[@]}" --topic com.example.app --token "$token" --payload -
measure "3 send --payload - </dev/zero" "</dev/zero" "${send[@]}" --topic com.example.app --token "$token" --payload -
measure "3 jwt --key-file /dev/zero" "</dev/null" jwt --key-file /dev/zero --key-id ABC123DEFG --team-id DEF123GHIJ
measure "3 profile keyFile /dev/zero" "</dev/null" send --profiles profiles --profile zero --token "$token" --alert hi
measure "3 FIFO in profiles, other profile" "</dev/null" send --profiles profiles --profile good --token "$token" --alert hi --dry-run
measure "4 --tokens-file missing" "</dev/null" "${send[@]}" --topic com.example.app --alert hi --tokens-file missing.txt
measure "4 --tokens-file ''" "</dev/null" "${send[@]}" --topic com.example.app --alert hi --tokens-file ''
measure "4 --tokens-file directory" "</dev/null" "${send[@]}" --topic com.example.app --alert hi --tokens-file .
measure "4 --tokens-file FIFO" "</dev/null" "${send[@]}" --topic com.example.app --alert hi --tokens-file tokens.fifo
measure "5 50 MB token line" "</dev/null" "${send[@]}" --topic com.example.app --alert hi --tokens-file one-line.txt
measure "5 10 MB topic (profile)" "</dev/null" send --profiles huge-profile --profile huge --token "$token" --alert hi
measure "5 100,000-character Key ID" "</dev/null" send --endpoint https://127.0.0.1:9 --key-file AuthKey.p8 --key-id "$(head -c 100000 /dev/zero | tr '\0' K)" --team-id DEF123GHIJ --topic com.example.app --token "$token" --alert hi
measure "5 garbage caFile" "</dev/null" "${send[@]}" --topic com.example.app --token "$token" --alert hi --ca-file garbage.pem
measure "5 unreadable caFile" "</dev/null" "${send[@]}" --topic com.example.app --token "$token" --alert hi --ca-file missing.pem
measure "6 200 MB payload file" "</dev/null" "${send[@]}" --topic com.example.app --token "$token" --payload huge.json
measure "6 1,000,000 tokens, bad last line" "</dev/null" "${send[@]}" --topic com.example.app --alert hi --tokens-file million.txt
