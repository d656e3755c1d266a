"""What the two Dask tests share (dask_shards.py for PGN byte ranges, dask_sgf.py for lists of SGF
files): the --shards argument, and a map of shards to Parquet parts on a local cluster of two
worker processes."""
import logging
import time


def shard_count(args, default=4):
    """The value of --shards in args (removed from them), else default."""
    if "--shards" not in args:
        return default
    k = args.index("--shards")
    count = int(args[k + 1])
    del args[k : k + 2]
    return count


def map_on_cluster(function, *lists):
    """function(*items) for each shard on a local Dask cluster (two worker processes, one thread
    each): the results in shard order, the seconds it took and the number of workers that ran."""
    from dask.distributed import Client, LocalCluster

    # silence_logs: the nanny's warnings when it stops its workers at the end are not news.
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                      silence_logs=logging.ERROR) as cluster, \
            Client(cluster) as client:
        started = time.time()
        done = client.gather(client.map(function, *lists, pure=False))
        return done, time.time() - started, len({d["pid"] for d in done})
