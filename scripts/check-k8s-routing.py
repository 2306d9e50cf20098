"""Structural checks of deploy/k8s that schema validation cannot make (scripts/check-deploy.sh runs
this): the Ingress routes as the nginx cluster site does. Its upstream-hash-by names the routing map,
the controller ConfigMap defines that map, and the map is the nginx site's own (same key, same
fallback to the client's address when the socket URL has no class). Exit 1 with the reason otherwise."""
import pathlib
import re
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parents[1]


def map_block(text: str, variable: str) -> str | None:
    """The body of `map ... $variable { ... }`, whitespace folded; None when absent."""
    m = re.search(r"map\s+(\$\w+)\s+\$" + re.escape(variable.lstrip("$")) + r"\s*\{([^}]*)\}", text)
    return None if m is None else m.group(1) + " " + " ".join(m.group(2).split())


def main() -> int:
    docs = [d for f in sorted((ROOT / "deploy/k8s").glob("*.yaml")) for d in yaml.safe_load_all(f.read_text()) if d]
    problems = []
    ingresses = [d for d in docs if d["kind"] == "Ingress"]
    snippets = "\n".join(d.get("data", {}).get("http-snippet", "") for d in docs if d["kind"] == "ConfigMap")
    site = (ROOT / "deploy/nginx/synth-trainer-cluster.conf").read_text()
    for ing in ingresses:
        key = ing["metadata"].get("annotations", {}).get("nginx.ingress.kubernetes.io/upstream-hash-by", "")
        if not key.startswith("$"):
            problems.append(f"Ingress {ing['metadata']['name']}: upstream-hash-by {key!r} is not a variable")
            continue
        ours = map_block(snippets, key)
        if ours is None:
            problems.append(f"Ingress {ing['metadata']['name']} hashes on {key}, which no ConfigMap http-snippet defines "
                            "(an undefined or empty key sends every request to one pod)")
        elif ours != map_block(site, key):
            problems.append(f"the ConfigMap's map of {key} differs from the nginx site's: {ours!r} vs {map_block(site, key)!r}")
        elif '""' not in ours:
            problems.append(f"the map of {key} has no fallback for a URL without a class")
    if not ingresses:
        problems.append("no Ingress in deploy/k8s")
    for p in problems:
        print(f"check-k8s-routing: {p}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
