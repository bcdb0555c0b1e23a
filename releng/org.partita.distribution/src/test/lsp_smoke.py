#!/usr/bin/env python3
"""Smoke test of the packaged language server: start `java -jar partita-language-server.jar`, speak LSP over
stdio, open a file with two known mistakes and expect both diagnostics back. Exit 0 on success, 1 otherwise.

Usage: lsp_smoke.py JAVA JAR
"""
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TEXT = "experiment A {\n machine mesh 8 x 8\n pipeline P { queue fcfs allocate frist-fit }\n}\n"
EXPECTED = ["has no workload", "unknown allocation strategy 'frist-fit'"]


def main(java, jar):
    workspace = Path(tempfile.mkdtemp(prefix="partita-lsp-"))
    server = subprocess.Popen([java, "-jar", jar], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL)

    def send(message):
        body = json.dumps(message).encode()
        server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        server.stdin.flush()

    def receive():
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = server.stdout.read(1)
            if not byte:
                raise SystemExit("language server closed its output")
            header += byte
        length = next(int(line.split(":")[1]) for line in header.decode().split("\r\n")
                      if line.lower().startswith("content-length"))
        return json.loads(server.stdout.read(length))

    try:
        send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
              "params": {"processId": None, "rootUri": workspace.as_uri(), "capabilities": {}}})
        while receive().get("id") != 1:
            pass
        send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        uri = (workspace / "a.partita").as_uri()
        send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "partita", "version": 1, "text": TEXT}}})
        deadline = time.time() + 60
        while time.time() < deadline:
            message = receive()
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                found = [d["message"] for d in message["params"]["diagnostics"]]
                if all(any(e in f for f in found) for e in EXPECTED):
                    print("language server: diagnostics OK:", found)
                    return 0
        print("language server: expected diagnostics", EXPECTED, "not received", file=sys.stderr)
        return 1
    finally:
        server.kill()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
