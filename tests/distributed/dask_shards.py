#!/usr/bin/python3
"""A distributed run of `boardnotation pgn convert --to parquet`, tested: a local Dask scheduler
with two worker processes maps byte-range shards of one PGN file to Parquet parts through the
CLI, and the union of the parts must equal the single-process result game for game
(compare-parquet.mjs). Run by tests/js/distributed.test.cjs on the fixtures; see docs/archives.md.

    apt-get install -y python3-distributed      # Debian's Dask (pip is not needed)
    /usr/bin/python3 tests/distributed/dask_shards.py [FILE.pgn] [--shards N]

Without a file it builds its input from ../shared/corpus/pgn: every file of the corpus
concatenated (historical, FICS, annotated, lichess studies, TCEC engine games, Chess960) and the
first 1,000 games of bench/archive/make-input.mjs's lichess-like mix ([%clk] and [%eval] after
every move).

Shards: byte ranges [start, end) of about equal size, cut anywhere (in a game, in a comment):
each worker runs the CLI with `--range START:END` on the file, which reads exactly the games that
start in its range, so the ranges need no coordination. Each shard's game numbers count from 1 in
its own part; the part's file name says which shard it is, so the parts in name order are the
whole file in order.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

from dask_run import map_on_cluster, shard_count

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLI = [os.environ.get("NODE", "node"), os.path.join(ROOT, "npm", "bin", "boardnotation.cjs")]
# The same tag columns in every part, so that the parts share one schema (docs/pgn.md).
TAGS = "Event,Site,Date,Round,White,Black,Result,WhiteElo,BlackElo,ECO,TimeControl"


def build_input(folder):
    corpus = os.path.join(ROOT, "..", "shared", "corpus", "pgn")
    path = os.path.join(folder, "input.pgn")
    mix = os.path.join(folder, "mix.pgn")
    subprocess.run(["node", os.path.join(ROOT, "bench", "archive", "make-input.mjs"), mix, "1"],
                   check=True, stdout=subprocess.DEVNULL)
    offsets = game_starts(mix)
    with open(mix, "rb") as f:
        mixed = f.read()[: offsets[1000]]
    with open(path, "wb") as out:
        for name in sorted(os.listdir(corpus)):
            if name.endswith(".pgn"):
                with open(os.path.join(corpus, name), "rb") as f:
                    out.write(f.read().rstrip() + b"\n\n")
        out.write(mixed)
    return path


def game_starts(path):
    """Byte offsets of every game, from the library's header index (no PGN parsed in Python)."""
    listing = subprocess.run(CLI + ["pgn", "index", path, "--to", "jsonl"], check=True,
                             capture_output=True, text=True).stdout
    return [json.loads(line)["offset"] for line in listing.splitlines() if line]


def shards_of(path, count):
    """count byte ranges of about equal size, cut with no regard for where games are."""
    size = os.path.getsize(path)
    cuts = [size * k // count for k in range(count + 1)]
    return list(zip(cuts, cuts[1:]))


def convert_shard(path, start, end, out):
    """Runs on a Dask worker: the games that start in [start, end) into one Parquet part."""
    result = subprocess.run(CLI + ["pgn", "convert", path, "--range", f"{start}:{end}", "--to", "parquet",
                                   "--tags", TAGS, "-o", out], capture_output=True)
    # Exit 1 means games with errors (they are rows, with their error); anything else failed.
    if result.returncode not in (0, 1):
        raise RuntimeError(f"shard {start}:{end}: {result.stderr.decode()}")
    return {"part": out, "bytes": end - start, "pid": os.getpid(), "status": result.returncode}


def main():
    args = sys.argv[1:]
    count = shard_count(args)

    with tempfile.TemporaryDirectory(prefix="bn-dask-") as folder:
        path = args[0] if args else build_input(folder)
        whole = os.path.join(folder, "whole.parquet")
        started = time.time()
        single = subprocess.run(CLI + ["pgn", "convert", path, "--to", "parquet", "--tags", TAGS, "-o", whole],
                                capture_output=True)
        assert single.returncode in (0, 1), single.stderr.decode()
        one_process = time.time() - started

        shards = shards_of(path, count)
        parts = [os.path.join(folder, f"part-{k:05d}.parquet") for k in range(len(shards))]
        done, distributed, workers = map_on_cluster(convert_shard, [path] * len(shards), [s for s, _ in shards],
                                                    [e for _, e in shards], parts)
        print(f"{os.path.getsize(path)} bytes in {len(shards)} shards on {workers} worker processes: "
              f"{distributed:.1f} s (one process: {one_process:.1f} s)")
        compare = subprocess.run(["node", os.path.join(ROOT, "tests", "distributed", "compare-parquet.mjs"), whole]
                                 + parts, cwd=ROOT)
        return compare.returncode


if __name__ == "__main__":
    sys.exit(main())
