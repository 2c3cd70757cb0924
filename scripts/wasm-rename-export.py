#!/usr/bin/env python3
"""Renames one export of a wasm module in place: wasm-rename-export.py FILE OLD NEW.

scripts/wasm-link.sh uses it to keep the function table that the split chunks share with the
main module: wasm-bindgen drops the linker's `__indirect_function_table` export (trunk has no
way to pass `--keep-lld-exports`), but keeps an export of any other name.
"""
import sys


def uleb(data, i):
    value = shift = 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


def enc(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def main(path, old, new):
    data = open(path, "rb").read()
    out, i, renamed = bytearray(data[:8]), 8, 0
    while i < len(data):
        section = data[i]
        size, body_start = uleb(data, i + 1)
        body = data[body_start:body_start + size]
        if section == 7:  # the export section
            count, j = uleb(body, 0)
            new_body = bytearray(enc(count))
            for _ in range(count):
                length, j = uleb(body, j)
                name = body[j:j + length].decode()
                j += length
                if name == old:
                    name, renamed = new, renamed + 1
                kind = body[j]
                index, k = uleb(body, j + 1)
                new_body += enc(len(name.encode())) + name.encode() + bytes([kind]) + body[j + 1:k]
                j = k
            body = bytes(new_body)
        out += bytes([section]) + enc(len(body)) + body
        i = body_start + size
    if renamed != 1:
        sys.exit(f"{path}: expected one export named {old}, found {renamed}")
    open(path, "wb").write(out)


if __name__ == "__main__":
    main(*sys.argv[1:])
