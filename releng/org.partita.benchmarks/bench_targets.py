"""What bench.py measures: the whole-process replay targets and the JMH benchmark sets."""

# Whole-process targets: (key, description, trace, extra arguments, target seconds or None, memory target MB)
REPLAYS = [
    ("fcfs-1m", "FCFS replay, 1 M jobs", "1m", ["--queue", "fcfs"], 1.2, 150),
    ("easy-1m", "EASY replay, 1 M jobs", "1m", ["--queue", "easy"], 1.5, 150),
    ("conservative-1m", "Conservative backfilling replay, 1 M jobs", "1m", ["--queue", "conservative"], 3.0, 150),
    ("easy-1m-jobs-csv", "EASY replay, 1 M jobs, with --jobs-csv", "1m", ["--queue", "easy", "--jobs-csv"], None,
     150),
    ("easy-10k", "EASY replay, 10 k jobs", "10k", ["--queue", "easy"], None, 150),
    # the generated shapes (trace_shapes.py): a long queue, many small short jobs
    ("fcfs-overload-1m", "FCFS replay, 1 M jobs, long queue (overloaded stretches)", "overload-1m",
     ["--queue", "fcfs"], None, 150),
    ("easy-overload-1m", "EASY replay, 1 M jobs, long queue (overloaded stretches)", "overload-1m",
     ["--queue", "easy"], None, 150),
    ("fcfs-small-1m", "FCFS replay, 1 M small short jobs", "small-1m", ["--queue", "fcfs"], None, 150),
    ("easy-small-1m", "EASY replay, 1 M small short jobs", "small-1m", ["--queue", "easy"], None, 150),
    # Kim and Yoon's free submesh list against adaptive scan on a 16 x 16 mesh (FCFS; the jobs wider than the mesh
    # are rejected): the list's replay should be no slower than the scan's
    ("mesh16-as-1m", "FCFS replay, 1 M jobs, 16 × 16 mesh, adaptive scan", "1m",
     ["--machine", "mesh:16x16", "--allocate", "adaptive-scan"], None, 150),
    ("mesh16-fsl-1m", "FCFS replay, 1 M jobs, 16 × 16 mesh, free submesh list", "1m",
     ["--machine", "mesh:16x16", "--allocate", "free-submesh-list"], None, 150),
]

# Targets judged against another target of the same run: key -> (the other's key, what the goal names it)
NO_SLOWER_THAN = {"mesh16-fsl-1m": ("mesh16-as-1m", "adaptive scan's")}

# Replays whose goal is also relative: at most this share of the previous version's wall time, measured in the same
# run (FCFS and EASY on the three trace shapes: 25 % faster).
FASTER_THAN_PREVIOUS = {"fcfs-1m", "easy-1m", "fcfs-overload-1m", "easy-overload-1m", "fcfs-small-1m",
                        "easy-small-1m"}
FASTER_SHARE = 0.75

JMH_TARGETS = [
    ("PaperLoadAllocatorBenchmark", {"side": "64,256,512"}),
    ("AllocatorBenchmark", {"strategy": "adaptive-scan,free-submesh-list,busy-list", "side": "16,64,256,512"}),
    ("BackfillBenchmark", {}),
]
JMH_ALL = [
    ("AllocatorBenchmark", {"side": "16,64,256,512"}),
    ("PaperLoadAllocatorBenchmark", {}),
    ("BackfillBenchmark", {}),
    ("EventQueueBenchmark", {}),
    ("RunModelBenchmark", {}),
]
