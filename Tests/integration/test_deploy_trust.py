"""The Kubernetes manifest trusts X-Forwarded-For only from the gateway's proxies: a trusted range as
wide as the cluster's pod network (10.0.0.0/8) also holds clients, which could then pose as any address
and slip past every per-client limit (issue 23). Static: reads deploy/k8s/synth-trainer.yaml."""
import ipaddress

import yaml

from conftest import REPO

MANIFEST = REPO / "deploy" / "k8s" / "synth-trainer.yaml"


def documents():
    return [d for d in yaml.safe_load_all(MANIFEST.read_text()) if d]


def test_only_the_gateways_addresses_are_trusted_as_proxies():
    pods = next(d for d in documents() if d["kind"] == "StatefulSet")
    env = {e["name"]: e.get("value") for c in pods["spec"]["template"]["spec"]["containers"] for e in c.get("env", [])}
    ranges = [ipaddress.ip_network(r.strip(), strict=False) for r in env["SYNTH_TRAINER_TRUSTED_PROXY"].split(",")]
    for r in ranges:
        # A node's pod range (a /24 is usual) or single addresses: never a whole cluster's network.
        assert r.num_addresses <= 256 * 4, f"{r} is wider than a few nodes' pod ranges: it holds clients too"
    text = MANIFEST.read_text()
    assert "kubectl get pods -n envoy-gateway-system -o wide" in text, "the manifest says how to find the proxies' addresses"
    assert "kubectl get pods -n envoy-gateway-system -o wide" in (REPO / "deploy" / "README.md").read_text()


def test_only_the_gateway_may_reach_the_pods():
    policy = next(d for d in documents() if d["kind"] == "NetworkPolicy")
    assert policy["spec"]["podSelector"]["matchLabels"] == {"app.kubernetes.io/name": "synth-trainer"}
    sources = [s for rule in policy["spec"]["ingress"] for s in rule["from"]]
    assert sources == [{"namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "envoy-gateway-system"}}}]
