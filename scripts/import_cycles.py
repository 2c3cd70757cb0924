#!/usr/bin/env python3
"""Finds import circles between the files of a Rust crate: file A names an item of file B and B
one of A, directly or around a longer loop. Usage: scripts/import_cycles.py ROOT_FILE...
(crates/model/src/lib.rs, src/main.rs). Prints each circle and exits 1 if there is one.

An edge A → B is a path A names (`use` lines and paths in code, comments left out) whose item is
defined in B: `crate::…`, `super::…` and `self::…` paths are resolved through the modules'
`pub use` re-exports to the file that defines the item. A module and the modules inside it are
one family: a `mod.rs` that declares, re-exports or calls its children, and children that use
their parent's items, make no circle (that is what a folder is for); files of one folder, and
folders side by side, do.
"""
import re
import sys
from pathlib import Path

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


def strip_comments(text):
    """The text without comments and string literals, line breaks kept."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif c == '"' or text.startswith('r#"', i) or text.startswith('r"', i):
            if c == "r":
                hashes = re.match(r"r(#*)\"", text[i:]).group(1)
                end = '"' + hashes
                j = text.find(end, i + 2 + len(hashes))
                j = n if j < 0 else j + len(end)
            else:
                j = i + 1
                while j < n and text[j] != '"':
                    j += 2 if text[j] == "\\" else 1
                j += 1
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif c == "'" and re.match(r"'(\\.|[^\\'])'", text[i:i + 4]):
            i += len(re.match(r"'(\\.|[^\\'])'", text[i:i + 4]).group(0))
        else:
            out.append(c)
            i += 1
    return "".join(out)


def expand_use_tree(prefix, tree):
    """`a::{b, c::{d, e as f}}` → [a::b, a::c::d, a::c::e]."""
    tree = tree.strip()
    if not tree:
        return []
    depth, split = 0, None
    for k, ch in enumerate(tree):
        if ch == "{":
            if depth == 0 and split is None:
                split = k
            depth += 1
        elif ch == "}":
            depth -= 1
    if split is None:
        path = tree.split(" as ")[0].strip()
        return [prefix + path if path != "self" else prefix.rstrip(":")]
    head = tree[:split]
    inner = tree[split + 1:tree.rindex("}")]
    parts, depth, cur = [], 0, ""
    for ch in inner:
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
            continue
        depth += ch == "{"
        depth -= ch == "}"
        cur += ch
    parts.append(cur)
    out = []
    for p in parts:
        out += expand_use_tree(prefix + head, p)
    return out


class Crate:
    def __init__(self, root):
        self.root = Path(root)
        self.files = {}  # module path (tuple) → file
        self.collect(self.root, ())

    def collect(self, file, module):
        self.files[module] = file
        text = strip_comments(file.read_text())
        base = file.parent if file.name in ("lib.rs", "main.rs", "mod.rs") else file.parent / file.stem
        for m in re.finditer(r"^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(" + IDENT + r")\s*;", text, re.M):
            name = m.group(1)
            for candidate in (base / f"{name}.rs", base / name / "mod.rs"):
                if candidate.exists():
                    self.collect(candidate, module + (name,))

    def text(self, module):
        return strip_comments(self.files[module].read_text())

    def reexports(self, module):
        """name → absolute path, for the module's `pub use` lines."""
        out = {}
        for m in re.finditer(r"\bpub(?:\([^)]*\))?\s+use\s+([^;]+);", self.text(module)):
            for path in expand_use_tree("", m.group(1)):
                absolute = self.absolute(module, path.split("::"))
                if absolute:
                    alias = re.search(r"\bas\s+(" + IDENT + r")", m.group(1))
                    out[absolute[-1]] = absolute
        return out

    def absolute(self, module, segments):
        if not segments:
            return None
        head = segments[0]
        if head == "crate":
            return tuple(segments[1:])
        if head == "self":
            return module + tuple(segments[1:])
        if head == "super":
            parent = module
            while segments and segments[0] == "super":
                parent = parent[:-1]
                segments = segments[1:]
            return parent + tuple(segments)
        if (module + (head,)) in self.files:
            return module + tuple(segments)
        return None

    def defining_file(self, path, seen=None):
        """The module whose file defines the item at `path` (following re-exports)."""
        seen = seen or set()
        if path in seen:
            return None
        seen.add(path)
        for k in range(len(path), -1, -1):
            module = path[:k]
            if module in self.files:
                rest = path[k:]
                if not rest:
                    return module
                reexported = self.reexports(module).get(rest[0])
                if reexported and reexported[:len(module)] != module + (rest[0],):
                    target = self.defining_file(reexported + rest[1:], seen)
                    if target is not None:
                        return target
                return module
        return None

    def edges(self):
        out = {m: set() for m in self.files}
        for module in self.files:
            text = self.text(module)
            paths = []
            for m in re.finditer(r"\b(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);", text):
                if m.group(1):
                    continue  # re-exports are a module's plumbing, resolved where they are used
                paths += [p.split("::") for p in expand_use_tree("", m.group(2))]
            code = re.sub(r"\buse\s+[^;]+;", "", text)
            for m in re.finditer(r"\b(?:crate|super|self)(?:::" + IDENT + r")+", code):
                paths.append(m.group(0).split("::"))
            for segments in paths:
                absolute = self.absolute(module, segments)
                if absolute is None:
                    continue
                target = self.defining_file(absolute)
                if target is None or target == module:
                    continue
                if target[:len(module)] == module or module[:len(target)] == target:
                    continue  # a module and its own children: one family
                out[module].add(target)
        return out

    def name(self, module):
        return str(self.files[module])


def cycles(edges):
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(component)

    sys.setrecursionlimit(10000)
    for v in edges:
        if v not in index:
            visit(v)
    return out


def main():
    found = False
    for root in sys.argv[1:]:
        crate = Crate(root)
        edges = crate.edges()
        for component in cycles(edges):
            found = True
            members = set(component)
            print(f"import circle in {root}:")
            for v in sorted(component):
                for w in sorted(edges[v] & members):
                    print(f"  {crate.name(v)} → {crate.name(w)}")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
