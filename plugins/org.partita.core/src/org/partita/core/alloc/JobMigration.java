package org.partita.core.alloc;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Job migration for meshes (Chang ch. 7) over a base allocator that can re-occupy given nodes.
 *
 * <ul>
 * <li><b>Candidate pool</b>: the {@code pool} most recently allocated jobs still running (default 6).</li>
 * <li><b>Choice</b> [I]: near-square and small jobs first — rank by aspect ratio max/min of the request, then by
 * area, then older first. A job is migrated at most once; one migration per trigger.</li>
 * <li><b>Candidates tried</b>: {@code candidate best} (default) tries only the first-ranked candidate, as §7.2
 * does ("a candidate for migration is selected from the candidate pool"; "the system selects a job from the
 * candidate pool and check if it can be migrated"); {@code candidate any} tries the ranked candidates until one
 * moves (an earlier reading).</li>
 * <li><b>Move</b>: the candidate's nodes are treated as free and the base allocator looks for its new place; the
 * move is accepted only if the new base is closer to the lower-left corner (Manhattan distance of the lowest x and
 * lowest y; [I]), otherwise it is undone.</li>
 * <li><b>Triggers</b>: {@code arrival} (on an allocation failure, a move is kept only if the failed job then fits),
 * {@code departure} (after each release, move one candidate toward the corner), {@code both} (Chang's aggressive
 * approach). Default {@code departure}, the best in Chang's results. With {@code arrival-on incoming} (default)
 * arrival migration is tried at a job's first failed attempt only, the allocation failure of an incoming job
 * (§7.2, Fig. 7.3 "Migration at Job Allocation"); the queue head's retries after departures do not migrate.
 * {@code arrival-on every-failure} migrates at every failed attempt (an earlier reading).</li>
 * <li><b>Cost</b>: the job restarts from its last checkpoint; with CP checkpoints evenly spaced over its run time
 * (interval R/(CP+1), the start being an implicit checkpoint) it loses the time since the last one, plus
 * {@code restart-cost} seconds. CP = 0 means migration at any instant without loss (Chang). Data transfer is
 * ignored.</li>
 * </ul>
 * Moves are reported as {@link Relocation}s by {@link #drainRelocations()}; the relocated allocation keeps the
 * job's run-time factor.
 */
public final class JobMigration extends AbstractAllocator {

    /** When migration is attempted. */
    public enum Trigger { ARRIVAL, DEPARTURE, BOTH }

    /** Which candidates a trigger tries: the first-ranked one (§7.2) or each in rank order until one moves. */
    public enum Candidates { BEST, ANY }

    /** Which failed attempts start arrival migration: a job's first (§7.2) or every one. */
    public enum ArrivalOn { INCOMING, EVERY_FAILURE }

    private final NodeReservable base;
    private final int w;
    private final Trigger trigger;
    private final int poolSize;
    private final int checkpoints;
    private final double restartCost;
    private final Candidates tried;
    private final ArrivalOn arrivalOn;
    private JobClock clock;

    /** Jobs whose allocation has failed at least once and that wait still: their retries are not incoming. */
    private final Set<Long> failedBefore = new HashSet<>();

    private final Map<Long, Entry> live = new HashMap<>();
    private final ArrayDeque<Long> pool = new ArrayDeque<>();
    private final Set<Long> migrated = new HashSet<>();
    private final List<Relocation> relocations = new ArrayList<>();
    private long sequence;

    private static final class Entry {
        final AllocationRequest request;
        Allocation allocation;
        final long order;

        Entry(AllocationRequest request, Allocation allocation, long order) {
            this.request = request;
            this.allocation = allocation;
            this.order = order;
        }
    }

    public JobMigration(NodeReservable base, int meshWidth, Trigger trigger, int poolSize, int checkpoints,
            double restartCost) {
        this(base, meshWidth, trigger, poolSize, checkpoints, restartCost, Candidates.BEST, ArrivalOn.INCOMING);
    }

    public JobMigration(NodeReservable base, int meshWidth, Trigger trigger, int poolSize, int checkpoints,
            double restartCost, Candidates tried, ArrivalOn arrivalOn) {
        super(AllocatorDescriptors.MIGRATION);
        this.tried = tried;
        this.arrivalOn = arrivalOn;
        this.w = meshWidth;
        if (poolSize < 1 || checkpoints < 0 || restartCost < 0) {
            throw new IllegalArgumentException("migration: pool >= 1, checkpoints >= 0, restart-cost >= 0 required");
        }
        this.base = base;
        this.trigger = trigger;
        this.poolSize = poolSize;
        this.checkpoints = checkpoints;
        this.restartCost = restartCost;
    }

    /** Binds the engine's clock; required when checkpoints &gt; 0. */
    @Override
    public void bindClock(JobClock clock) {
        this.clock = clock;
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        Allocation a = base.allocate(r);
        boolean incoming = failedBefore.add(r.jobId());
        if (a == null && trigger != Trigger.DEPARTURE && (incoming || arrivalOn == ArrivalOn.EVERY_FAILURE)) {
            a = migrateFor(r);
        }
        if (a != null) {
            failedBefore.remove(r.jobId());
            record(r, a);
        }
        return a;
    }

    private void record(AllocationRequest r, Allocation a) {
        if (live.put(r.jobId(), new Entry(r, a, sequence++)) != null) {
            throw new IllegalStateException("job " + r.jobId() + " is already allocated");
        }
        pool.addLast(r.jobId());
        while (pool.size() > poolSize) {
            pool.removeFirst();
        }
    }

    @Override
    protected void free(Allocation a) {
        Entry e = live.remove(a.jobId());
        if (e == null) {
            throw new IllegalStateException("job " + a.jobId() + " is not allocated");
        }
        pool.remove(a.jobId());
        migrated.remove(a.jobId());
        base.release(e.allocation);
        if (trigger != Trigger.ARRIVAL) {
            for (Entry c : candidates()) {
                if (tryMove(c, null) != null || tried == Candidates.BEST) {
                    break;
                }
            }
        }
    }

    /** Arrival approach: a move that lets {@code r} fit, and {@code r}'s allocation; null if none. */
    private Allocation migrateFor(AllocationRequest r) {
        for (Entry c : candidates()) {
            Allocation got = tryMove(c, r);
            if (got != null || tried == Candidates.BEST) {
                return got;
            }
        }
        return null;
    }

    private List<Entry> candidates() {
        List<Entry> out = new ArrayList<>();
        for (long id : pool) {
            if (!migrated.contains(id)) {
                out.add(live.get(id));
            }
        }
        out.sort(Comparator.comparingDouble((Entry e) -> aspect(e.request)).thenComparingInt(e -> e.request
                .processors()).thenComparingLong(e -> e.order));
        return out;
    }

    private static double aspect(AllocationRequest r) {
        int[] s = r.shape();
        if (s == null || s.length < 2) {
            return 1.0;
        }
        int max = 1, min = Integer.MAX_VALUE;
        for (int v : s) {
            max = Math.max(max, v);
            min = Math.min(min, v);
        }
        return (double) max / min;
    }

    /**
     * Moves candidate {@code c} toward the corner. With {@code waiting == null} (departure) the move is kept if it
     * gets closer; otherwise it is kept only if {@code waiting} then fits, and {@code waiting}'s allocation is
     * returned. Returns null (state unchanged) when the move is not made; for departure, the new allocation.
     */
    private Allocation tryMove(Entry c, AllocationRequest waiting) {
        Allocation old = c.allocation;
        base.release(old);
        Allocation moved = base.allocate(c.request);
        if (moved == null || distance(moved.nodes()) >= distance(old.nodes())) {
            if (moved != null) {
                base.release(moved);
            }
            base.occupy(c.request, old.nodes());
            return null;
        }
        Allocation result = moved;
        if (waiting != null) {
            result = base.allocate(waiting);
            if (result == null) {
                base.release(moved);
                base.occupy(c.request, old.nodes());
                return null;
            }
        }
        Allocation to = moved.reissued(c.request.jobId(), old.runtimeFactor());
        c.allocation = to;
        migrated.add(c.request.jobId());
        migrations++;
        relocations.add(new Relocation(c.request.jobId(), to, restartCost + lostWork(c.request.jobId())));
        return result;
    }

    /** Work lost since the last of {@code checkpoints} evenly spaced checkpoints (0 when CP = 0). */
    private double lostWork(long jobId) {
        if (checkpoints == 0) {
            return 0;
        }
        if (clock == null) {
            throw new IllegalStateException("migration with checkpoints > 0 needs the engine's JobClock"
                    + " (JobMigration.bindClock)");
        }
        return lostWork(clock.now() - clock.startTime(jobId), clock.runTime(jobId), checkpoints);
    }

    /** Time since the last checkpoint, checkpoints every R/(CP+1) from the start. */
    public static double lostWork(double elapsed, double runTime, int checkpoints) {
        if (checkpoints == 0 || runTime <= 0) {
            return 0;
        }
        double interval = runTime / (checkpoints + 1);
        double last = Math.min(Math.floor(elapsed / interval), checkpoints) * interval;
        return Math.max(0, elapsed - last);
    }

    private int distance(int[] nodes) {
        int minX = Integer.MAX_VALUE, minY = Integer.MAX_VALUE;
        for (int n : nodes) {
            minX = Math.min(minX, n % w);
            minY = Math.min(minY, n / w);
        }
        return minX + minY;
    }

    @Override
    public List<Relocation> drainRelocations() {
        List<Relocation> out = List.copyOf(relocations);
        relocations.clear();
        return out;
    }

    @Override
    public int freeNodes() {
        return base.freeNodes();
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        return base.canEverFit(r);
    }

    @Override
    protected long delegatedSteps() {
        return base.stats().searchSteps();
    }
}
