#!/usr/bin/env python3
"""Compares two runs of corpus_report_pgn (before.tsv after.tsv): games read, games with errors,
diagnostics by code, and every game that read without error before and reads differently now
(another export-format text, or no longer found at its offset), with the codes it has now, so
that each change can be matched to the warning that explains it."""
import collections
import sys


def load(path):
    games = {}
    for line in open(path, encoding='utf-8'):
        name, offset, line_no, ok, codes, digest = line.rstrip('\n').split('\t')
        games[(name.split('/')[-1], int(offset))] = (int(line_no), ok == '1', [c for c in codes.split(',') if c], digest)
    return games


def summary(games):
    by_code = collections.Counter()
    for _, ok, codes, _ in games.values():
        by_code.update(set(codes))
    errors = sum(1 for g in games.values() if not g[1])
    return len(games), errors, by_code


before, after = load(sys.argv[1]), load(sys.argv[2])
for label, games in (('before', before), ('after', after)):
    count, errors, by_code = summary(games)
    print(f'{label}: {count} games, {errors} with errors')
    for code, n in sorted(by_code.items()):
        print(f'  {code}: {n} games')
changed = collections.Counter()
for key, (line_no, ok, codes, digest) in sorted(before.items()):
    now = after.get(key)
    if not ok:
        continue
    if now is None:
        print(f'GONE {key[0]}:{line_no}')
        changed['gone'] += 1
    elif now[3] != digest:
        print(f'CHANGED {key[0]}:{line_no} now {",".join(now[2]) or "(no diagnostics)"}')
        changed['changed'] += 1
print(f'games that read without error before and read differently now: {sum(changed.values())} {dict(changed)}')
