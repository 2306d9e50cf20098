"""Structural checks of deploy/k8s that schema validation cannot make (scripts/check-deploy.sh runs this):
classes placed by pod name. A StatefulSet whose pods name themselves after the pod (the downward API's
metadata.name), one Service per pod and one Gateway API route per pod sending /ws?...&at=POD there,
everything else to the shared Service, ports that meet, and the Gateway API kinds in the field shapes
of their v1 CRDs (kubernetes-validate ships only core schemas and skips them). Exit 1 with the reasons.
Whether the per-pod files are what scripts/k8s-pod-routes.py writes is its own `--check`."""
import pathlib
import re
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parents[1]
GATEWAY_API = "gateway.networking.k8s.io/v1"
POD_NAME_LABEL = "statefulset.kubernetes.io/pod-name"
INSTANCE_ENV = "SYNTH_TRAINER_INSTANCE_NAME"

# Field shapes of Gateway and HTTPRoute in gateway.networking.k8s.io/v1, from the standard channel's
# CRDs (gateway-api v1.6): the keys each object may have (anything else fails, as kubectl's strict
# validation would), enums, patterns and list limits, then the CRDs' CEL rules in `route_rules`.
# Filters this does not describe (RequestMirror, URLRewrite, ExtensionRef, CORS) fail as unknown keys:
# add them here when a route needs one.
DNS_SUBDOMAIN = r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"
DNS_LABEL = r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"
HOSTNAME = r"^(\*\.)?[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"
HEADER_NAME = r"^[A-Za-z0-9!#$%&'*+\-.^_`|~]+$"
KIND = r"^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$"
DURATION = r"^([0-9]{1,5}(h|m|s|ms)){1,4}$"


def obj(required=(), **fields):
    return {"object": fields, "required": set(required)}


def arr(item, max_items):
    return {"list": item, "max": max_items}


def text(enum=None, pattern=None, max_len=253, min_len=1):
    return {"text": True, "enum": enum, "pattern": pattern, "max_len": max_len, "min_len": min_len}


def num(lo, hi, enum=None):
    return {"num": (lo, hi), "enum": enum}


STRINGS = {"map": True}  # labels, annotations: any string to string
GROUP = text(pattern=r"^$|" + DNS_SUBDOMAIN[1:], min_len=0)
PORT = num(1, 65535)
NAMED = obj(["name", "value"], name=text(pattern=HEADER_NAME, max_len=256), value=text(max_len=4096))
HEADER_MOD = obj(set=arr(NAMED, 16), add=arr(NAMED, 16), remove=arr(text(max_len=256), 16))
FILTER = obj(["type"], type=text(enum=["RequestHeaderModifier", "ResponseHeaderModifier", "RequestMirror", "RequestRedirect",
                                        "URLRewrite", "ExtensionRef", "CORS"]),
             requestHeaderModifier=HEADER_MOD, responseHeaderModifier=HEADER_MOD,
             requestRedirect=obj(scheme=text(enum=["http", "https"]), hostname=text(pattern=HOSTNAME), port=PORT,
                                 statusCode=num(301, 308, enum=[301, 302, 303, 307, 308]),
                                 path=obj(["type"], type=text(enum=["ReplaceFullPath", "ReplacePrefixMatch"]),
                                          replaceFullPath=text(max_len=1024), replacePrefixMatch=text(max_len=1024))))
MATCH = obj(path=obj(type=text(enum=["Exact", "PathPrefix", "RegularExpression"]), value=text(max_len=1024)),
            headers=arr(obj(["name", "value"], type=text(enum=["Exact", "RegularExpression"]),
                            name=text(pattern=HEADER_NAME, max_len=256), value=text(max_len=4096)), 16),
            queryParams=arr(obj(["name", "value"], type=text(enum=["Exact", "RegularExpression"]),
                                name=text(pattern=HEADER_NAME, max_len=256), value=text(max_len=1024)), 16),
            method=text(enum=["GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH"]))
BACKEND_REF = obj(["name"], group=GROUP, kind=text(pattern=KIND, max_len=63), name=text(),
                  namespace=text(pattern=DNS_LABEL, max_len=63), port=PORT, weight=num(0, 1000000), filters=arr(FILTER, 16))
PARENT_REF = obj(["name"], group=GROUP, kind=text(pattern=KIND, max_len=63), name=text(),
                 namespace=text(pattern=DNS_LABEL, max_len=63), sectionName=text(pattern=DNS_SUBDOMAIN), port=PORT)
METADATA = obj(["name"], name=text(pattern=DNS_SUBDOMAIN), namespace=text(pattern=DNS_LABEL, max_len=63),
               labels=STRINGS, annotations=STRINGS)
SHAPES = {
    "HTTPRoute": obj(["apiVersion", "kind", "metadata", "spec"], apiVersion=text(), kind=text(), metadata=METADATA, spec=obj(
        parentRefs=arr(PARENT_REF, 32), hostnames=arr(text(pattern=HOSTNAME), 16),
        rules=arr(obj(name=text(pattern=DNS_SUBDOMAIN), matches=arr(MATCH, 64), filters=arr(FILTER, 16),
                      backendRefs=arr(BACKEND_REF, 16),
                      timeouts=obj(request=text(pattern=DURATION), backendRequest=text(pattern=DURATION))), 16))),
    "Gateway": obj(["apiVersion", "kind", "metadata", "spec"], apiVersion=text(), kind=text(), metadata=METADATA, spec=obj(
        ["gatewayClassName", "listeners"], gatewayClassName=text(), addresses=arr(obj(type=text(), value=text()), 16),
        infrastructure=obj(labels=STRINGS, annotations=STRINGS),
        listeners=arr(obj(["name", "port", "protocol"], name=text(pattern=DNS_SUBDOMAIN), hostname=text(pattern=HOSTNAME),
                          port=PORT, protocol=text(max_len=255, pattern=r"^[a-zA-Z0-9]([-a-zA-Z0-9]*[a-zA-Z0-9])?$|"
                                                   + DNS_SUBDOMAIN[1:-1] + r"\/[A-Za-z0-9]+$"),
                          tls=obj(mode=text(enum=["Terminate", "Passthrough"]), options=STRINGS,
                                  certificateRefs=arr(obj(["name"], group=GROUP, kind=text(pattern=KIND), name=text(),
                                                          namespace=text(pattern=DNS_LABEL, max_len=63)), 64)),
                          allowedRoutes=obj(namespaces=obj(from_=text(enum=["All", "Selector", "Same"]), selector=obj(
                                                matchLabels=STRINGS, matchExpressions=arr(obj(["key", "operator"], key=text(),
                                                    operator=text(enum=["In", "NotIn", "Exists", "DoesNotExist"]),
                                                    values=arr(text(), 256)), 64))),
                                            kinds=arr(obj(["kind"], group=GROUP, kind=text(pattern=KIND)), 8))), 64))),
}


def shape(value, schema, where: str, problems: list):
    """Reports where `value` does not have `schema`'s shape."""
    if "map" in schema:
        if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
            problems.append(f"{where}: must map strings to strings")
    elif "object" in schema:
        if not isinstance(value, dict):
            return problems.append(f"{where}: must be an object")
        fields = {k.rstrip("_"): v for k, v in schema["object"].items()}  # from_: `from` is a Python keyword
        for key in value:
            if key not in fields:
                problems.append(f"{where}.{key}: not a field of this object in {GATEWAY_API}")
        for key in schema["required"] - value.keys():
            problems.append(f"{where}.{key}: required")
        for key, sub in fields.items():
            if key in value:
                shape(value[key], sub, f"{where}.{key}", problems)
    elif "list" in schema:
        if not isinstance(value, list):
            return problems.append(f"{where}: must be a list")
        if len(value) > schema["max"]:
            problems.append(f"{where}: {len(value)} entries, at most {schema['max']} allowed")
        for n, item in enumerate(value):
            shape(item, schema["list"], f"{where}[{n}]", problems)
    elif "num" in schema:
        lo, hi = schema["num"]
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi or value not in (schema["enum"] or [value]):
            problems.append(f"{where}: {value!r} is not an integer in {schema['enum'] or f'{lo}-{hi}'}")
    else:
        if not isinstance(value, str):
            return problems.append(f"{where}: {value!r} must be a string")
        if schema["enum"] and value not in schema["enum"]:
            problems.append(f"{where}: {value!r} is not one of {schema['enum']}")
        if not schema["min_len"] <= len(value) <= schema["max_len"]:
            problems.append(f"{where}: length {len(value)} outside {schema['min_len']}-{schema['max_len']}")
        if schema["pattern"] and not re.search(schema["pattern"], value):
            problems.append(f"{where}: {value!r} does not match {schema['pattern']}")


def route_rules(route: dict, where: str, problems: list):
    """The HTTPRoute CRD's CEL validations that bear on what we write."""
    rules = route["spec"].get("rules", [])
    if sum(len(r.get("matches", [])) for r in rules) >= 128:
        problems.append(f"{where}: 128 or more matches across its rules")
    for n, rule in enumerate(rules):
        for m, match in enumerate(rule.get("matches", [])):
            path = match.get("path", {})
            kind, value = path.get("type", "PathPrefix"), path.get("value", "/")
            if kind in ("Exact", "PathPrefix") and (not value.startswith("/") or any(
                    bad in value for bad in ("//", "/./", "/../", "%2f", "%2F", "#")) or value.endswith(("/..", "/."))
                    or not re.fullmatch(r"(?:[-A-Za-z0-9/._~!$&'()*+,;=:@]|%[0-9a-fA-F]{2})+", value)):
                problems.append(f"{where}.rules[{n}].matches[{m}].path: {value!r} is not a clean absolute path")
        for m, ref in enumerate(rule.get("backendRefs", [])):
            if ref.get("group", "") == "" and ref.get("kind", "Service") == "Service" and "port" not in ref:
                problems.append(f"{where}.rules[{n}].backendRefs[{m}]: a Service needs its port")
        filters = rule.get("filters", [])
        if rule.get("backendRefs") and any(f.get("type") == "RequestRedirect" for f in filters):
            problems.append(f"{where}.rules[{n}]: a RequestRedirect filter with backendRefs")
        for m, f in enumerate(filters):
            field = f.get("type", "")[:1].lower() + f.get("type", "")[1:]
            if set(f) - {"type"} != {field}:
                problems.append(f"{where}.rules[{n}].filters[{m}]: type {f.get('type')} needs exactly its own field {field}")


def service_port(service: dict, port: int):
    return next((p for p in service["spec"].get("ports", []) if p.get("port") == port), None)


def main() -> int:
    core = [(f, d) for f in sorted((ROOT / "deploy/k8s").glob("*.yaml")) for d in yaml.safe_load_all(f.read_text()) if d]
    gateway = [(f, d) for f in sorted((ROOT / "deploy/k8s/gateway").glob("*.yaml")) for d in yaml.safe_load_all(f.read_text()) if d]
    problems: list[str] = []
    for f, d in core:
        if d.get("apiVersion", "").startswith("gateway.networking.k8s.io/"):
            problems.append(f"{f.name}: {d['kind']} {d['metadata']['name']} belongs in deploy/k8s/gateway/ "
                            "(kubernetes-validate cannot read it)")
    for f, d in gateway:
        if d.get("apiVersion") != GATEWAY_API or d.get("kind") not in SHAPES:
            problems.append(f"gateway/{f.name}: {d.get('apiVersion')} {d.get('kind')}: "
                            f"only {GATEWAY_API} Gateway and HTTPRoute belong here")
            continue
        where = f"gateway/{f.name}: {d['kind']} {d.get('metadata', {}).get('name')}"
        before = len(problems)
        shape(d, SHAPES[d["kind"]], where, problems)
        if d["kind"] == "HTTPRoute" and len(problems) == before:
            route_rules(d, where, problems)
    if problems:  # the routing below reads these fields as the shapes say
        return report(problems)

    docs = [d for _, d in core]
    services = {d["metadata"]["name"]: d for d in docs if d["kind"] == "Service"}
    routes = {d["metadata"]["name"]: d for _, d in gateway if d["kind"] == "HTTPRoute"}
    gateways = {d["metadata"]["name"]: d for _, d in gateway if d["kind"] == "Gateway"}
    sets = [d for d in docs if d["kind"] == "StatefulSet"]
    if [d["kind"] for d in docs if d["kind"] in ("Deployment", "Ingress")]:
        problems.append("a Deployment or Ingress is left in deploy/k8s: the pods must have stable names and routes by name")
    if len(sets) != 1:
        return report(problems + [f"{len(sets)} StatefulSets in deploy/k8s, expected one"])
    sts = sets[0]
    name, replicas = sts["metadata"]["name"], sts["spec"].get("replicas", 1)
    pod = sts["spec"]["template"]
    labels = pod["metadata"].get("labels", {})
    if not set(sts["spec"]["selector"].get("matchLabels", {}).items()) <= set(labels.items()):
        problems.append(f"StatefulSet {name}: its selector does not select its own pods")
    if sts["spec"].get("podManagementPolicy") != "Parallel":
        problems.append(f"StatefulSet {name}: podManagementPolicy must be Parallel (a full pod is not ready and would stop "
                        "the pods above it from being made)")
    container = pod["spec"]["containers"][0]
    ports = {p.get("name"): p["containerPort"] for p in container.get("ports", [])}
    if "http" not in ports:
        return report(problems + [f"StatefulSet {name}: no container port named http"])
    env = {e["name"]: e for e in container.get("env", [])}
    field = env.get(INSTANCE_ENV, {}).get("valueFrom", {}).get("fieldRef", {})
    if field.get("fieldPath") != "metadata.name" or field.get("apiVersion", "v1") != "v1" or "value" in env.get(INSTANCE_ENV, {}):
        problems.append(f"StatefulSet {name}: {INSTANCE_ENV} must come from the downward API's metadata.name (the pod's name "
                        "is what its route matches `at` against)")

    def targets_http(port: dict) -> bool:
        return port.get("targetPort") in ("http", ports["http"])

    def selects(svc: dict, pod_name: str | None) -> bool:
        sel = svc["spec"].get("selector", {})
        own = sel.get(POD_NAME_LABEL)
        rest = {k: v for k, v in sel.items() if k != POD_NAME_LABEL}
        return own == pod_name and bool(rest or own) and set(rest.items()) <= set(labels.items())

    headless = services.get(sts["spec"].get("serviceName"))
    if headless is None or headless["spec"].get("clusterIP") != "None" or not selects(headless, None):
        problems.append(f"StatefulSet {name}: serviceName must name a headless Service (clusterIP: None) selecting its pods")
    shared = services.get(name)
    if shared is None or not selects(shared, None) or shared["spec"].get("publishNotReadyAddresses"):
        return report(problems + [f"no Service {name} selecting every ready pod (for pages, sign-ins, sockets without `at`)"])
    shared_port = next((p for p in shared["spec"].get("ports", []) if targets_http(p)), None)
    if shared_port is None:
        return report(problems + [f"Service {name}: no port targeting the container's http port"])

    pods = [f"{name}-{n}" for n in range(replicas)]
    per_pod = {n for n, s in services.items() if POD_NAME_LABEL in s["spec"].get("selector", {})}
    if per_pod != set(pods):
        problems.append(f"per-pod Services {sorted(per_pod)}, expected one for each of the {replicas} replicas: {pods} "
                        "(scripts/k8s-pod-routes.py)")
    for p in sorted(per_pod & set(pods)):
        svc = services[p]
        if not selects(svc, p):
            problems.append(f"Service {p}: must select pod {p} by {POD_NAME_LABEL} (and only the StatefulSet's labels beside it)")
        if svc["spec"].get("publishNotReadyAddresses") is not True:
            problems.append(f"Service {p}: needs publishNotReadyAddresses: a full or draining pod is not ready, "
                            "and its class's pages must still reach it")
        if not any(targets_http(port) for port in svc["spec"].get("ports", [])):
            problems.append(f"Service {p}: no port targeting the container's http port")

    main_route = routes.get(name)
    if main_route is None:
        return report(problems + [f"no HTTPRoute {name} (the default route to Service {name})"])
    parents, hosts = main_route["spec"].get("parentRefs"), main_route["spec"].get("hostnames")
    for route_name, route in routes.items():
        for ref in route["spec"].get("parentRefs", []):
            gw = gateways.get(ref["name"]) if ref.get("kind", "Gateway") == "Gateway" and "namespace" not in ref else None
            if gw is not None and "sectionName" in ref and ref["sectionName"] not in {l["name"] for l in gw["spec"]["listeners"]}:
                problems.append(f"HTTPRoute {route_name}: Gateway {gw['metadata']['name']} has no listener {ref['sectionName']}")
        for rule in route["spec"].get("rules", []):
            for ref in rule.get("backendRefs", []):
                svc = services.get(ref["name"]) if ref.get("kind", "Service") == "Service" and ref.get("group", "") == "" else None
                if svc is None or "namespace" in ref:
                    problems.append(f"HTTPRoute {route_name}: backend {ref['name']} is not a Service in deploy/k8s")
                elif (sp := service_port(svc, ref.get("port"))) is None or not targets_http(sp):
                    problems.append(f"HTTPRoute {route_name}: backend {ref['name']} port {ref.get('port')} is not its port to http")

    def rules_for(route: dict, path_type: str, path: str):
        return [r for r in route["spec"].get("rules", []) for m in r.get("matches", [{}])
                if m.get("path", {}).get("type", "PathPrefix") == path_type and m.get("path", {}).get("value", "/") == path
                and not m.get("headers") and not m.get("method")]

    default = [r for r in rules_for(main_route, "PathPrefix", "/") if not any(m.get("queryParams") for m in r.get("matches", [{}]))]
    if [[(b["name"], b.get("port")) for b in r.get("backendRefs", [])] for r in default] != [[(name, shared_port["port"])]]:
        problems.append(f"HTTPRoute {name}: needs one rule sending PathPrefix / to Service {name} port {shared_port['port']}")
    # Anything it sends elsewhere (a socket without `at` to one pod, say) would undo placement by load.
    if {b["name"] for r in main_route["spec"].get("rules", []) for b in r.get("backendRefs", [])} != {name}:
        problems.append(f"HTTPRoute {name}: sends to other backends than Service {name}")
    if [r.get("backendRefs") for r in rules_for(main_route, "Exact", "/metrics")] != [None]:
        problems.append(f"HTTPRoute {name}: needs a rule for Exact /metrics without backendRefs "
                        "(the gateway answers it; nothing is published)")
    for p in pods:
        route = routes.get(p)
        if route is None:
            problems.append(f"no HTTPRoute {p} (pages asking for pod {p} by name would get any pod) (scripts/k8s-pod-routes.py)")
            continue
        if route["spec"].get("parentRefs") != parents or route["spec"].get("hostnames") != hosts:
            problems.append(f"HTTPRoute {p}: parentRefs and hostnames must be those of HTTPRoute {name}")
        wanted = [{"path": {"type": "Exact", "value": "/ws"}, "queryParams": [{"type": "Exact", "name": "at", "value": p}]}]
        rules = route["spec"].get("rules", [])
        if [r.get("matches") for r in rules] != [wanted] or rules[0].get("filters"):
            problems.append(f"HTTPRoute {p}: needs exactly one rule, matching path Exact /ws with queryParams [Exact at={p}]")
        elif [(b["name"], b.get("kind", "Service")) for b in rules[0].get("backendRefs", [])] != [(p, "Service")]:
            # (that the port is the Service's port to http is checked for every backend above)
            problems.append(f"HTTPRoute {p}: its rule must send to Service {p}, and only there")
    extra = sorted(set(routes) - set(pods) - {name} - {r for r, d in routes.items() if not any(
        b for rule in d["spec"].get("rules", []) for b in rule.get("backendRefs", []))})
    if extra:
        problems.append(f"HTTPRoutes {extra} send traffic somewhere, but are neither {name} nor a pod's route")
    policy = next((d for d in docs if d["kind"] == "NetworkPolicy"), None)
    opened = {p.get("port") for r in (policy or {}).get("spec", {}).get("ingress", []) for p in r.get("ports", [])}
    if policy is None or not opened or opened - {ports["http"], "http"}:
        problems.append("the NetworkPolicy must exist and open only the container's http port")
    return report(problems)


def report(problems: list) -> int:
    for p in problems:
        print(f"check-k8s-routing: {p}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
