#!/usr/bin/python3
"""A distributed run of `boardnotation sgf convert --to parquet`, tested: a local Dask scheduler
with two worker processes maps shards of a Go archive (lists of SGF files) to Parquet parts
through the CLI, and the union of the parts must equal the single-process result game for game
(compare-parquet.mjs --key game_id: every column but game_id, which counts from 1 in each part).
The sibling of dask_shards.py (PGN byte ranges); not part of the default Jest run, see
docs/archives.md ("Go archives").

    apt-get install -y python3-distributed      # Debian's Dask (pip is not needed)
    /usr/bin/python3 tests/distributed/dask_sgf.py [FOLDER] [--shards N]

Without a folder it copies ../shared/corpus/sgf and adds a file that is no SGF (named .sgf: its
row carries its error and the shard exits 1), one in ISO-8859-1 without CA, a collection of two
game trees and a file that is not SGF (skipped with a warning).

Shards: the folder's files in the order the CLI reads them (names sorted, folders recursively),
cut into N runs of about equal count; each worker hands its run to the CLI as a list on standard
input (--files-from -: an archive of hundreds of thousands of files has too many names for one
command line). The rows name their file and game, so a part needs no offset.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

from dask_run import map_on_cluster, shard_count

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLI = [os.environ.get("NODE", "node"), os.path.join(ROOT, "npm", "bin", "boardnotation.cjs")]


def build_input(folder):
    corpus = os.path.join(ROOT, "..", "shared", "corpus", "sgf")
    archive = os.path.join(folder, "archive")
    shutil.copytree(corpus, archive)
    extra = {
        "zz-broken.sgf": b"no game in here",
        "zz-latin1.sgf": b"(;SZ[9]PB[caf\xe9];B[ee];W[cc])",
        "zz-two-trees.sgf": b"(;SZ[9];B[aa];W[bb])(;SZ[13]PW[second];B[dd])",
        "zz-notes.txt": b"not a game",
    }
    for name, data in extra.items():
        with open(os.path.join(archive, name), "wb") as f:
            f.write(data)
    return archive


def files_of(folder):
    """The folder's files in the CLI's order: entries sorted by name, folders recursively."""
    found = []
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        found.extend(files_of(path) if os.path.isdir(path) else [path])
    return found


def convert_shard(paths, out):
    """Runs on a Dask worker: the shard's files through the CLI into one Parquet part."""
    result = subprocess.run(CLI + ["sgf", "convert", "--files-from", "-", "--to", "parquet", "--jobs", "1", "-o", out],
                            input="\n".join(paths).encode(), capture_output=True)
    # Exit 1 means files with errors (they are rows, with their error); anything else failed.
    if result.returncode not in (0, 1):
        raise RuntimeError(f"shard {paths[0]}..: {result.stderr.decode()}")
    return {"part": out, "files": len(paths), "pid": os.getpid(), "status": result.returncode}


def main():
    args = sys.argv[1:]
    count = shard_count(args)

    with tempfile.TemporaryDirectory(prefix="bn-dask-sgf-") as folder:
        archive = args[0] if args else build_input(folder)
        whole = os.path.join(folder, "whole.parquet")
        started = time.time()
        single = subprocess.run(CLI + ["sgf", "convert", archive, "--to", "parquet", "-o", whole],
                                capture_output=True)
        assert single.returncode in (0, 1), single.stderr.decode()
        one_process = time.time() - started

        files = files_of(archive)
        size = -(-len(files) // count)
        shards = [files[k : k + size] for k in range(0, len(files), size)]
        parts = [os.path.join(folder, f"part-{k:05d}.parquet") for k in range(len(shards))]
        done, distributed, workers = map_on_cluster(convert_shard, shards, parts)
        print(f"{len(files)} files in {len(shards)} shards on {workers} worker processes: "
              f"{distributed:.1f} s (one process: {one_process:.1f} s)")
        compare = subprocess.run(["node", os.path.join(ROOT, "tests", "distributed", "compare-parquet.mjs"),
                                  "--key", "game_id", whole] + parts, cwd=ROOT)
        return compare.returncode


if __name__ == "__main__":
    sys.exit(main())
