"""Sends a batch of pushes through aioapns (PyPI) to a running server: the pushtui simulator or nginx.

pushtui-bench (against the simulator) and Benchmarks/neutral/neutral_bench.py (against nginx) run
this with the interpreter of the venv that `./dev bench` makes (.build/bench-venv) and read the one
JSON object it prints:
  {"client": "aioapns 4.0", "count": N, "delivered": N, "seconds": S, "p50_ms": ..., "p99_ms": ...,
   "peak_rss_bytes": ..., "problems": {"400 BadDeviceToken": 3}}

Same pushes as the other clients: one topic, the payload file's JSON, one distinct token per line
of the tokens file, ES256 provider tokens from the same .p8 key, one HTTP/2 connection with at
most --concurrency streams. TLS verification stays on: the context trusts the server's CA.
"""
import argparse
import asyncio
import json
import ssl
import sys
import time
from importlib.metadata import version
from urllib.parse import urlsplit

from aioapns import APNs, NotificationRequest, PushType
from aioapns.connection import APNsDevelopmentClientProtocol


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True, help="the server's https://HOST:PORT")
    parser.add_argument("--ca", required=True, help="PEM file of the CA that issued the server's certificate")
    parser.add_argument("--key", required=True, help="the .p8 provider key")
    parser.add_argument("--key-id", required=True)
    parser.add_argument("--team-id", required=True)
    parser.add_argument("--topic", required=True)
    parser.add_argument("--tokens", required=True, help="file with one hex device token per line")
    parser.add_argument("--payload", required=True, help="file holding the JSON payload")
    parser.add_argument("--concurrency", type=int, default=100, help="pushes in flight at once")
    return parser.parse_args()


def server_protocol(host, port):
    """aioapns dials Apple's hosts, named in class attributes: a subclass names the server under test.
    The name is also what the certificate is checked against, so verification still applies.

    nginx ends every answer with a DATA frame, an empty one when the answer has no body, where APNs
    sends a 200 as HEADERS alone; aioapns parses every DATA frame as APNs's error JSON and drops the
    connection on an empty one. The subclass skips empty frames, which leaves aioapns doing exactly
    what it does against APNs."""
    def on_data_received(self, raw_data, stream_id):
        if raw_data:
            APNsDevelopmentClientProtocol.on_data_received(self, raw_data, stream_id)
    return type("ServerProtocol", (APNsDevelopmentClientProtocol,),
                {"APNS_SERVER": host, "APNS_PORT": port, "on_data_received": on_data_received})


def peak_rss_bytes():
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return None


def percentile(sorted_values, fraction):
    if not sorted_values:
        return None
    rank = max(0, min(len(sorted_values) - 1, int(-(-fraction * len(sorted_values) // 1)) - 1))
    return sorted_values[rank]


async def send_all(options):
    address = urlsplit(options.url)
    context = ssl.create_default_context(cafile=options.ca)
    context.set_alpn_protocols(["h2"])
    with open(options.key) as key_file:
        key = key_file.read()
    with open(options.tokens) as tokens_file:
        tokens = [line.strip() for line in tokens_file if line.strip()]
    with open(options.payload) as payload_file:
        message = json.load(payload_file)

    client = APNs(key=key, key_id=options.key_id, team_id=options.team_id, topic=options.topic,
                  use_sandbox=True, ssl_context=context, max_connections=1)
    client.pool.protocol_class = server_protocol(address.hostname, address.port)

    next_index = 0
    delivered = 0
    problems = {}
    latencies = []

    async def worker():
        nonlocal next_index, delivered
        while next_index < len(tokens):
            token = tokens[next_index]
            next_index += 1
            request = NotificationRequest(device_token=token, message=message, push_type=PushType.ALERT)
            started = time.perf_counter()
            try:
                result = await client.send_notification(request)
            except Exception as error:  # a failed push is a figure, not the end of the run
                problems[type(error).__name__] = problems.get(type(error).__name__, 0) + 1
                continue
            latencies.append(time.perf_counter() - started)
            if result.is_successful:
                delivered += 1
            else:
                label = f"{result.status} {result.description}"
                problems[label] = problems.get(label, 0) + 1

    started = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(max(1, options.concurrency))))
    seconds = time.perf_counter() - started
    connections = len(client.pool.connections)
    client.pool.close()
    latencies.sort()
    return {
        "client": f"aioapns {version('aioapns')}",
        "count": len(tokens),
        "delivered": delivered,
        "seconds": seconds,
        "connections": connections,
        "p50_ms": None if not latencies else percentile(latencies, 0.5) * 1000,
        "p99_ms": None if not latencies else percentile(latencies, 0.99) * 1000,
        "peak_rss_bytes": peak_rss_bytes(),
        "problems": problems,
    }


def main():
    options = parse_arguments()
    figures = asyncio.run(send_all(options))
    json.dump(figures, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
