#!/usr/bin/env python3
"""Client throughput against a neutral server: nginx on loopback (one worker, HTTP/2 over TLS,
POST /3/device/* answered 200 with an apns-id once the body is read), with no added latency and
with N ms (echo_sleep, non-blocking). Side by side in one run, each the best of several rounds:
pushtui send, pushtui send --json, h2load -m 100 and -m 1000, a bare C libcurl-multi loop
(Benchmarks/neutral/curl_multi_loop.c, the ceiling of pushtui's transport library) and aioapns.
Reports pushes/s (the fastest round) and CPU µs per push (user+sys of the client process, from wait4;
the smallest of the rounds, which interleave the clients) and ratios. --before runs an earlier pushtui
build beside the current one.

First, the GOAWAY case (--goaway; skipped when empty): nginx ending every connection with GOAWAY
after one stream, the curl CLI one process per push as the reference, pushtui send at each batch
size, with the pushes delivered twice and the TLS resumptions from nginx's access log.

Run by `./dev bench neutral` (which installs nginx, libnginx-mod-http-echo, nghttp2-client and
builds pushtui in release mode); the simulator stays for correctness, not for client speed.
"""
import argparse
import base64
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TOPIC = "com.example.bench"
KEY_ID = "BENCHKEY01"
TEAM_ID = "BENCHTEAM1"
# A client that has not finished a run by then is reported as not finishing, not waited for.
RUN_TIMEOUT = 120


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pushtui", required=True, help="the release pushtui binary")
    parser.add_argument("--python", default=sys.executable, help="a python with aioapns (the bench venv)")
    parser.add_argument("--count", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--latency-ms", type=int, default=50)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    parser.add_argument("--only", default="", help="comma-separated client names to run (default all)")
    parser.add_argument("--goaway", default="200,2000",
                        help="batch sizes for pushtui send against nginx ending every connection after one stream "
                             "(comma-separated; empty skips the GOAWAY case)")
    parser.add_argument("--curl-pushes", type=int, default=200,
                        help="pushes sent one curl process each, the GOAWAY case's reference")
    parser.add_argument("--goaway-only", action="store_true", help="run only the GOAWAY case")
    parser.add_argument("--before", default="", help="another pushtui binary (an earlier build) to run beside, as 'before: …' rows")
    parser.add_argument("--instructions", action="store_true",
                        help="only count instructions a push (valgrind's callgrind) of pushtui send --json and the C loop, at 0 ms")
    return parser.parse_args()


def run_timed(command, env=None):
    """Runs `command`; returns (exit status, stdout, stderr, wall seconds, CPU seconds user+sys of the
    client process, read from the reaped children's rusage around it)."""
    before = os.times()
    started = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    try:
        out, err = process.communicate(timeout=RUN_TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        err += f"\ndid not finish within {RUN_TIMEOUT} s".encode()
    wall = time.monotonic() - started
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return process.returncode, out.decode(errors="replace"), err.decode(errors="replace"), wall, cpu


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def make_fixtures(directory, count):
    def openssl(*args):
        subprocess.run(["openssl", *args], check=True, capture_output=True)
    ca_key, ca = f"{directory}/ca.key", f"{directory}/ca.pem"
    openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", ca_key,
            "-out", ca, "-days", "1", "-subj", "/CN=pushtui bench CA")
    key, csr, cert = f"{directory}/server.key", f"{directory}/server.csr", f"{directory}/server.pem"
    openssl("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", key, "-out", csr,
            "-subj", "/CN=127.0.0.1")
    with open(f"{directory}/san.ext", "w") as ext:
        ext.write("subjectAltName=IP:127.0.0.1,DNS:localhost\n")
    openssl("x509", "-req", "-in", csr, "-CA", ca, "-CAkey", ca_key, "-CAcreateserial", "-out", cert, "-days", "1",
            "-extfile", f"{directory}/san.ext")
    p8 = f"{directory}/AuthKey_{KEY_ID}.p8"
    openssl("genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", p8)
    os.chmod(p8, 0o600)
    tokens = f"{directory}/tokens.txt"
    with open(tokens, "w") as out:
        for index in range(count):
            out.write(f"{index:064x}\n")
    # The authorization the reference clients send: a provider token of the shape and length pushtui
    # sends (header and claims as ProviderJWT writes them, a random 64-byte signature; nginx checks
    # nothing). Its bytes cost on every request (libcurl 7.88 formats each custom header byte by byte,
    # and nghttp2 never indexes `authorization` in HPACK), so a short stand-in would charge pushtui for
    # the protocol's own cost: with `bearer bench` the C loop did 11% fewer instructions a push (callgrind).
    def base64url(data):
        return base64.urlsafe_b64encode(data).rstrip(b"=").decode()
    header = base64url(json.dumps({"alg": "ES256", "kid": KEY_ID}, separators=(",", ":")).encode())
    claims = base64url(json.dumps({"iss": TEAM_ID, "iat": int(time.time())}, separators=(",", ":")).encode())
    authorization = f"bearer {header}.{claims}.{base64url(os.urandom(64))}"
    # A 200-byte alert, as APNs receives it.
    body = '{"aps":{"alert":"%s"}}'
    text = body % ("x" * (200 - len(body % "")))
    payload = f"{directory}/payload.json"
    with open(payload, "w") as out:
        out.write(text)
    return {"ca": ca, "cert": cert, "key": key, "p8": p8, "tokens": tokens, "payload": payload,
            "authorization": authorization}


NGINX_CONF = """
worker_processes 1;
daemon off;
master_process off;
pid {dir}/nginx.pid;
error_log {dir}/error.log warn;
load_module /usr/lib/nginx/modules/ngx_http_echo_module.so;
events {{ worker_connections 4096; }}
http {{
    {access_log}
    client_body_temp_path {dir}/body;
    proxy_temp_path {dir}/proxy;
    fastcgi_temp_path {dir}/fastcgi;
    uwsgi_temp_path {dir}/uwsgi;
    scgi_temp_path {dir}/scgi;
    # One connection carries the whole run (since 1.19.7 this also caps requests per HTTP/2 connection:
    # the GOAWAY case sets it to 1, and nginx answers one stream per connection, then GOAWAY).
    keepalive_requests {keepalive_requests};
    keepalive_timeout 300s;
    http2_max_concurrent_streams 1000;
    client_body_buffer_size 16k;
    # APNs answers with the apns-id the request carried, or a new one when it carried none; aioapns
    # finds the push an answer belongs to by it.
    map $http_apns_id $apns_id {{ "" $request_id; default $http_apns_id; }}
    server {{
        listen 127.0.0.1:{port} ssl http2;
        ssl_certificate {cert};
        ssl_certificate_key {key};
        location /3/device/ {{
            echo_read_request_body;
            {sleep}
            add_header apns-id $apns_id always;
            echo -n "";
        }}
    }}
}}
"""


class Nginx:
    def __init__(self, directory, fixtures, latency_ms, requests_per_connection=None):
        """`requests_per_connection` (default: more than any run sends) makes nginx end each connection
        with GOAWAY after that many requests; it also logs every answer (status and path) to
        access.log, so that the run can be checked for pushes delivered twice."""
        self.directory = directory
        self.access_log = f"{directory}/access.log" if requests_per_connection else None
        os.makedirs(directory, exist_ok=True)
        self.port = free_port()
        sleep = f"echo_sleep {latency_ms / 1000:.3f};" if latency_ms else ""
        conf = f"{directory}/nginx.conf"
        with open(conf, "w") as out:
            access_log = f"log_format answers '$status $ssl_session_reused $request_uri'; access_log {self.access_log} answers;" if self.access_log else "access_log off;"
            out.write(NGINX_CONF.format(dir=directory, port=self.port, cert=fixtures["cert"], key=fixtures["key"], sleep=sleep,
                                        keepalive_requests=requests_per_connection or 100000000, access_log=access_log))
        self.process = subprocess.Popen(["nginx", "-c", conf, "-p", directory], stdout=subprocess.DEVNULL,
                                        stderr=subprocess.PIPE)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise SystemExit(f"nginx ended: {self.process.stderr.read().decode()}")
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", self.port)) == 0:
                    return
            time.sleep(0.02)
        raise SystemExit("nginx did not start listening within 10 s")

    @property
    def url(self):
        return f"https://127.0.0.1:{self.port}"

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def clients(args, fixtures, loop_binary, state):
    env = dict(os.environ, XDG_STATE_HOME=state)
    base = [args.pushtui, "send", "--ca-file", fixtures["ca"], "--key-file", fixtures["p8"], "--key-id", KEY_ID,
            "--team-id", TEAM_ID, "--topic", TOPIC, "--tokens-file", fixtures["tokens"], "--payload", fixtures["payload"]]

    def pushtui(extra, binary=None):
        def command(url):
            return ([binary] + base[1:] if binary else base) + ["--endpoint", url] + extra
        def parse(status, out, err):
            match = re.search(r"([\d,]+) pushes in ([\d.]+) s .*?: ([\d,]+) delivered", out + err)
            if not match:
                return None
            return int(match.group(3).replace(",", "")), float(match.group(2))
        return command, parse, env

    def h2load(streams):
        def command(url):
            return ["h2load", "-n", str(args.count), "-c", "1", "-t", "1", "-m", str(streams), "-d", fixtures["payload"],
                    "-H", f"apns-topic: {TOPIC}", "-H", "apns-push-type: alert", "-H", "apns-priority: 10",
                    "-H", "content-type: application/json", "-H", f"authorization: {fixtures['authorization']}",
                    f"{url}/3/device/{'0' * 64}"]
        def parse(status, out, err):
            finished = re.search(r"finished in ([\d.]+)(m?s)", out)
            codes = re.search(r"status codes: (\d+) 2xx", out)
            if not finished or not codes:
                return None
            seconds = float(finished.group(1)) / (1000 if finished.group(2) == "ms" else 1)
            return int(codes.group(1)), seconds
        return command, parse, None

    def curl_loop():
        def command(url):
            return [loop_binary, url, fixtures["ca"], str(args.count), "1000", fixtures["payload"], fixtures["authorization"], TOPIC]
        def parse(status, out, err):
            result = json.loads(out.strip().splitlines()[-1])
            return result["delivered"], result["seconds"]
        return command, parse, None

    def aioapns():
        def command(url):
            return [args.python, os.path.join(ROOT, "Benchmarks/aioapns/aioapns_send.py"), "--url", url, "--ca", fixtures["ca"],
                    "--key", fixtures["p8"], "--key-id", KEY_ID, "--team-id", TEAM_ID, "--topic", TOPIC,
                    "--tokens", fixtures["tokens"], "--payload", fixtures["payload"], "--concurrency", "1000"]
        def parse(status, out, err):
            result = json.loads(out.strip().splitlines()[-1])
            return result["delivered"], result["seconds"]
        return command, parse, None

    before = {}
    if args.before:
        before = {"before: pushtui send --json": pushtui(["--json"], args.before),
                  "before: pushtui send --connections 2": pushtui(["--connections", "2"], args.before)}
    return {
        **before,
        "pushtui send": pushtui([]),
        "pushtui send --json": pushtui(["--json"]),
        "pushtui send --connections 2": pushtui(["--connections", "2"]),
        "h2load -m 100": h2load(100),
        "h2load -m 1000": h2load(1000),
        "libcurl multi loop (C)": curl_loop(),
        "aioapns": aioapns(),
    }


def measure_once(name, client, url, args):
    """One round of one client: its figure, or None (and why on stderr)."""
    command, parse, env = client
    status, out, err, wall, cpu = run_timed(command(url), env=env)
    try:
        parsed = parse(status, out, err)
    except (ValueError, IndexError, KeyError):
        parsed = None
    if not parsed:
        print(f"  {name}: no result (exit {status}): {(err or out)[-400:]}", file=sys.stderr)
        return None
    delivered, seconds = parsed
    if delivered != args.count:
        print(f"  {name}: {delivered} of {args.count} delivered", file=sys.stderr)
    return {"pushes_per_s": delivered / seconds if seconds > 0 else 0, "cpu_us_per_push": cpu * 1e6 / args.count,
            "delivered": delivered, "seconds": seconds}


def best_of(figures):
    """The fastest round's rate and the smallest CPU of any round: on a shared machine other work
    only ever slows a round down or adds to its CPU, so the best of each is the closest to the truth."""
    best = dict(max(figures, key=lambda figure: figure["pushes_per_s"]))
    best["cpu_us_per_push"] = min(figure["cpu_us_per_push"] for figure in figures)
    return best


def goaway_server_says_goaway(server, fixtures):
    """Whether nginx really ends a connection with GOAWAY after one stream (nghttp's frame log)."""
    path = f"{server.url}/3/device/{'f' * 64}"
    done = subprocess.run(["nghttp", "-v", "-n", "-d", fixtures["payload"], "-H", f"apns-topic: {TOPIC}", path, path],
                          capture_output=True, text=True, timeout=30)
    return "recv GOAWAY frame" in done.stdout


def delivered_once(server, tokens):
    """From nginx's access log: how many of `tokens` were answered 200, how many of them more than
    once, and how many answers came on a connection that resumed a TLS session."""
    wanted = set(tokens)
    counts = {}
    resumed = 0
    with open(server.access_log) as log:
        for status, reused, path in (line.split() for line in log):
            token = path.rsplit("/", 1)[-1]
            if status == "200" and token in wanted:
                counts[token] = counts.get(token, 0) + 1
                resumed += reused == "r"
    return len(counts), sum(1 for count in counts.values() if count > 1), resumed


def goaway_case(args, fixtures, work):
    """Every push on a TLS connection of its own: nginx sends GOAWAY after each stream. The curl CLI,
    one process and one connection per push, is the reference for what the network allows; pushtui
    sends batches of each size in `--goaway`, so that a cost per reconnect that grows with the batch
    shows as a falling rate. Each batch goes to fresh devices, so nginx's log tells which pushes
    arrived twice."""
    sizes = [int(size) for size in args.goaway.split(",") if size]
    binaries = [("", args.pushtui)] + ([("before: ", args.before)] if args.before else [])
    all_tokens = [f"{index:064x}" for index in range(args.curl_pushes + sum(sizes) * args.rounds * len(binaries))]
    server = Nginx(f"{work}/nginx-goaway", fixtures, 0, requests_per_connection=1)
    try:
        print(f"nginx, GOAWAY after every stream (keepalive_requests 1): GOAWAY seen by nghttp: "
              f"{'yes' if goaway_server_says_goaway(server, fixtures) else 'NO'}", file=sys.stderr)
        tokens = iter(all_tokens)
        rows = []
        batch = [next(tokens) for _ in range(args.curl_pushes)]
        started = time.monotonic()
        for token in batch:
            subprocess.run(["curl", "-s", "-o", "/dev/null", "--http2", "--cacert", fixtures["ca"], "--data-binary",
                            f"@{fixtures['payload']}", "-H", f"apns-topic: {TOPIC}", "-H", "authorization: bearer bench",
                            f"{server.url}/3/device/{token}"], check=False)
        seconds = time.monotonic() - started
        delivered, twice, resumed = delivered_once(server, batch)
        rows.append(("curl CLI, a process per push", len(batch), delivered, twice, resumed, seconds))
        env = dict(os.environ, XDG_STATE_HOME=f"{work}/state-goaway")
        for (label, binary), size in ((binary, size) for size in sizes for binary in binaries):
            best = None
            for _ in range(args.rounds):
                batch = [next(tokens) for _ in range(size)]
                tokens_file = f"{work}/goaway-{size}.txt"
                with open(tokens_file, "w") as out:
                    out.write("\n".join(batch) + "\n")
                command = [binary, "send", "--ca-file", fixtures["ca"], "--key-file", fixtures["p8"], "--key-id", KEY_ID,
                           "--team-id", TEAM_ID, "--topic", TOPIC, "--tokens-file", tokens_file, "--payload", fixtures["payload"],
                           "--endpoint", server.url]
                status, out, err, wall, _ = run_timed(command, env=env)
                delivered, twice, resumed = delivered_once(server, batch)
                if status != 0:
                    print(f"  {label}pushtui send, {size}: exit {status}: {(err or out)[-300:]}", file=sys.stderr)
                row = (f"{label}pushtui send, {size:,} pushes", size, delivered, twice, resumed, wall)
                if best is None or row[5] < best[5]:
                    best = row
            rows.append(best)
    finally:
        server.stop()
    reference = rows[0][2] / rows[0][5]
    print("| GOAWAY after every stream | pushes | delivered | delivered twice | TLS resumed | s | pushes/s | ms/push | rate vs curl CLI |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, count, delivered, twice, resumed, seconds in rows:
        rate = delivered / seconds
        print(f"| {name} | {count:,} | {delivered:,} | {twice} | {resumed:,} | {seconds:.1f} | {rate:,.1f} | "
              f"{1000 * seconds / count:.1f} | {rate / reference:.2f}x |")
    current = [row for row in rows[1:] if not row[0].startswith("before: ")]
    if len(current) > 1:
        first, last = current[0], current[-1]
        print(f"\npushtui's time a push at {last[1]:,} over that at {first[1]:,}: "
              f"{(last[5] / last[1]) / (first[5] / first[1]):.2f}x (1.00x: the cost of a reconnect does not grow with the batch)")
    return {name: {"pushes": count, "delivered": delivered, "delivered_twice": twice, "tls_resumed": resumed,
                   "seconds": seconds, "pushes_per_s": delivered / seconds}
            for name, count, delivered, twice, resumed, seconds in rows}


def callgrind_instructions(command, work, name, env=None):
    """Instructions the process `command` executed, from callgrind's totals line; None when it failed."""
    out = f"{work}/callgrind.{name}"
    run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command],
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    if run.returncode != 0 or not os.path.exists(out):
        print(f"  {name}: valgrind failed: {run.stderr.decode()[-400:]}", file=sys.stderr)
        return None
    with open(out) as data:
        for line in data:
            if line.startswith(("totals:", "summary:")):
                return int(line.split()[1])
    return None


def instructions_case(args, fixtures, loop_binary, work):
    """Instructions a push, by callgrind, for pushtui send --json and the C loop against nginx at 0 ms:
    unlike time, they do not depend on the machine's load. pushtui runs as a copy with its debug
    info stripped (valgrind 3.19 cannot read Swift's) and a preloaded sigsuspend (sigsuspend_copy.c)."""
    shim = f"{work}/sigsuspend_copy.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-O2", "-o", shim, os.path.join(HERE, "sigsuspend_copy.c")], check=True)
    binary = f"{work}/pushtui.stripped"
    shutil.copy(args.pushtui, binary)
    subprocess.run(["strip", "--strip-debug", binary], check=True)
    server = Nginx(f"{work}/nginx-instructions", fixtures, 0)
    try:
        state = f"{work}/state-instructions"
        pushtui_command, _, pushtui_env = clients(args, fixtures, loop_binary, state)["pushtui send --json"]
        loop_command, _, _ = clients(args, fixtures, loop_binary, state)["libcurl multi loop (C)"]
        env = dict(pushtui_env, SWIFT_BACKTRACE="enable=no", LD_PRELOAD=shim)
        counts = {
            "libcurl multi loop (C)": callgrind_instructions(loop_command(server.url), work, "loop"),
            "pushtui send --json": callgrind_instructions([binary] + pushtui_command(server.url)[1:], work, "pushtui", env),
        }
    finally:
        server.stop()
    print("| client, %s pushes, 0 ms | instructions a push | vs the C loop |" % f"{args.count:,}")
    print("|---|---:|---:|")
    reference = counts["libcurl multi loop (C)"]
    for name, total in counts.items():
        if total is None:
            print(f"| {name} | failed | - |")
            continue
        ratio = f"{total / reference:.2f}x" if reference else "-"
        print(f"| {name} | {total / args.count:,.0f} | {ratio} |")
    return counts


def main():
    args = arguments()
    work = tempfile.mkdtemp(prefix="pushtui-neutral-")
    servers = []
    try:
        fixtures = make_fixtures(work, args.count)
        loop_binary = f"{work}/curl_multi_loop"
        subprocess.run(["cc", "-O2", "-o", loop_binary, os.path.join(HERE, "curl_multi_loop.c"), "-lcurl"], check=True)
        state = f"{work}/state"
        all_clients = clients(args, fixtures, loop_binary, state)
        wanted = [name for name in all_clients if not args.only or name in args.only.split(",")]
        report = {}
        if args.instructions:
            counts = instructions_case(args, fixtures, loop_binary, work)
            if args.json:
                print(json.dumps({name: total and total / args.count for name, total in counts.items()}, indent=2))
            return 0 if all(counts.values()) else 1
        if args.goaway:
            report["goaway"] = goaway_case(args, fixtures, work)
        for latency in () if args.goaway_only else (0, args.latency_ms):
            server = Nginx(f"{work}/nginx-{latency}ms", fixtures, latency)
            servers.append(server)
            figures = {}
            print(f"nginx, {latency} ms added latency: {args.count:,} pushes of a 200 B alert, one connection, best of {args.rounds}",
                  file=sys.stderr)
            names = [name for name in wanted if not (name.endswith("pushtui send --connections 2") and latency == 0)]
            rounds = {name: [] for name in names}
            # Rounds interleave the clients, so a burst of load elsewhere hits them alike.
            for _ in range(args.rounds):
                for name in names:
                    if rounds[name] is None:
                        continue
                    figure = measure_once(name, all_clients[name], server.url, args)
                    rounds[name] = rounds[name] + [figure] if figure else None
            for name in names:
                if rounds[name]:
                    figure = figures[name] = best_of(rounds[name])
                    print(f"  {name:38} {figure['pushes_per_s']:10,.0f} pushes/s {figure['cpu_us_per_push']:8.1f} µs CPU/push",
                          file=sys.stderr)
            server.stop()
            report[f"{latency}ms"] = figures
        if not args.goaway_only:
            print_table({latency: figures for latency, figures in report.items() if latency != "goaway"})
        if args.json:
            print(json.dumps(report, indent=2))
    finally:
        for server in servers:
            if server.process.poll() is None:
                server.stop()
        shutil.rmtree(work, ignore_errors=True)


def print_table(report):
    print("| server latency | client | pushes/s | CPU µs/push | pushes/s vs C loop | CPU vs C loop | vs h2load -m 1000 |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for latency, figures in report.items():
        loop = figures.get("libcurl multi loop (C)")
        h2 = figures.get("h2load -m 1000")
        for name, figure in figures.items():
            speed = f"{figure['pushes_per_s'] / loop['pushes_per_s']:.2f}x" if loop else "–"
            cpu = f"{figure['cpu_us_per_push'] / loop['cpu_us_per_push']:.2f}x" if loop else "–"
            versus = f"{figure['pushes_per_s'] / h2['pushes_per_s']:.2f}x" if h2 else "–"
            print(f"| {latency} | {name} | {figure['pushes_per_s']:,.0f} | {figure['cpu_us_per_push']:.1f} | {speed} | {cpu} | {versus} |")


if __name__ == "__main__":
    sys.exit(main())
