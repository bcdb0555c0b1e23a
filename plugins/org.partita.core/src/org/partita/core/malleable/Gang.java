package org.partita.core.malleable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Gang scheduling with an Ousterhout matrix (Corbalán Ch. 7, §7.2) and, optionally, Compress&amp;Join re-packing of
 * malleable jobs (§7.4, Fig. 7.9–7.11).
 *
 * <h2>Gang (first fit + migration + replication)</h2>
 * The matrix is a list of time slots, each a list of jobs whose allocations sum to at most P. A job gets its full
 * request. A new job goes into the first slot with enough idle processors, or into a new slot; a queued job starts
 * only if this keeps at most {@code slots} time slots (4 in the thesis; the thesis' 50-slot buffer of started but
 * unplaced jobs is the FIFO queue here). Every time-sharing quantum (6 s) the running gangs stop and the next slot
 * becomes current; if it has idle processors and a job finished during the last quantum, jobs migrate from
 * low-loaded slots (load = used processors / P) to the most loaded slot where they fit, and emptied slots vanish.
 * Then jobs of other slots that fit in the current slot's holes also run during this quantum (replication,
 * "alternative scheduling"), each job in at most one place. A completion does not re-pack: its processors stay idle
 * until the quantum ends (unless every job of the running gang finished: then the next slot is dispatched at once);
 * a job started during a quantum runs at once if it was placed in the current slot.
 *
 * <h2>Compress&amp;Join</h2>
 * Instead of first fit, the whole matrix is regenerated whenever a job starts or finishes: jobs, in start order,
 * are inserted into the first slot where {@code Compressed(job, slot)} succeeds, else into a new slot.
 * {@code Compressed}: if the job's request fits the slot's idle processors it is inserted with its request;
 * otherwise the slot plus the job (at its request) must shed {@code need = Σ alloc - P} processors, one at a time
 * from the application with the smallest efficiency at its current allocation (never below one processor); the
 * result is accepted only if every application of the slot keeps more than {@code threshold} (0.5) of the speedup
 * it had before this compression, {@code S(new)/S(before) > threshold} (per application, against its allocation in
 * the slot before the attempt — the digest's recommended reading of §7.4). Efficiencies are the applications'
 * speedup curves as the performance monitor reports them (this model's measurements are exact, so Dowdy's
 * extrapolation is not needed). No migration step: regeneration packs the matrix.
 *
 * <h2>PDGS (§7.3, rebuilt from the prose; Fig. 7.6 is lost)</h2>
 * Gang scheduling evaluated every space-sharing quantum (the simulation's quantum, 0.1 s; a time-sharing quantum is
 * a whole number of them). Every running application that has measured its speedup with its slot allocation and
 * is below the target efficiency loses {@code step} processors (the thesis' example uses 2; PDPA's step is 4), at
 * least one remaining; every such change is treated like an arrival: the matrix is re-packed by migration, and the
 * current slot is dispatched again (replication may fill the freed processors). Its multiprogramming rule
 * (§7.3.1): a queued job starts only when every application of the current slot is measured and reaches the target
 * and that slot has idle processors ("a new application is allowed to join the slot"), and, as in gang, the job
 * fits a hole at its full request or fewer than {@code slots} slots are in use. (The thesis' applications start
 * sequentially on one processor and are re-packed when they open their parallelism; here a job is placed at its
 * full request by first fit at once.)
 * Applications start with their full request and only shrink (PDPA's INC needs idle processors in their slot and a
 * change of the system, which this rebuild does not model).
 */
public final class Gang implements TimeSharing {

    private static final class Entry {
        final RunningApp app;
        int alloc;

        Entry(RunningApp app, int alloc) {
            this.app = app;
            this.alloc = alloc;
        }
    }

    private final int maxSlots;
    private final boolean compress;
    private final double threshold;
    private final boolean performanceDriven;
    private final double target;
    private final int step;
    private final int ticksPerSlot;
    private int ticks;

    private final List<List<Entry>> slots = new ArrayList<>();
    private final Set<Entry> runSet = Collections.newSetFromMap(new IdentityHashMap<>());
    private int current;
    private boolean switchPending;
    private boolean finishedSinceSwitch;

    /**
     * @param maxSlots  time slots at most (4)
     * @param compress  Compress&amp;Join re-packing instead of first fit + migration
     * @param threshold Compress&amp;Join's speedup-loss threshold (0.5)
     */
    public Gang(int maxSlots, boolean compress, double threshold) {
        this(maxSlots, compress, threshold, false, Double.NaN, 1, 1);
    }

    private Gang(int maxSlots, boolean compress, double threshold, boolean performanceDriven, double target,
            int step, int ticksPerSlot) {
        if (maxSlots < 1) {
            throw new IllegalArgumentException("gang: slots must be >= 1, got " + maxSlots);
        }
        if (step < 1 || ticksPerSlot < 1) {
            throw new IllegalArgumentException("pdgs: step and quanta per slot must be >= 1");
        }
        this.maxSlots = maxSlots;
        this.compress = compress;
        this.threshold = threshold;
        this.performanceDriven = performanceDriven;
        this.target = target;
        this.step = step;
        this.ticksPerSlot = ticksPerSlot;
    }

    /**
     * PDGS (§7.3): gang scheduling evaluated every space-sharing quantum; {@code ticksPerSlot} space-sharing quanta
     * make one time-sharing quantum.
     *
     * @param target efficiency an application must reach, else it loses {@code step} processors
     */
    public static Gang pdgs(int maxSlots, double target, int step, int ticksPerSlot) {
        return new Gang(maxSlots, false, 0.5, true, target, step, ticksPerSlot);
    }

    @Override
    public boolean quantum() {
        return true;
    }

    /** Time slots in use (after the last allocation). */
    public int slotCount() {
        return slots.size();
    }

    @Override
    public void quantumEnded() {
        if (++ticks >= ticksPerSlot) {
            ticks = 0;
            switchPending = true;
        }
    }

    @Override
    public boolean accepts(List<RunningApp> running, RunningApp candidate, int processors) {
        sync(running, processors);
        if (compress) {
            List<RunningApp> all = new ArrayList<>(running);
            all.add(candidate);
            return regenerate(all, processors, false) <= maxSlots;
        }
        if (performanceDriven && !slots.isEmpty() && !joinsCurrentSlot(processors)) {
            return false;
        }
        for (List<Entry> s : slots) {
            if (processors - used(s) >= candidate.request()) {
                return true;
            }
        }
        return slots.size() < maxSlots;
    }

    /**
     * PDGS's multiprogramming rule (§7.3.1): every application of the current slot is measured at its allocation
     * and reaches the target, and the slot has idle processors.
     */
    private boolean joinsCurrentSlot(int processors) {
        if (!performanceDriven || slots.isEmpty()) {
            return false;
        }
        List<Entry> cur = slots.get(current);
        for (Entry e : cur) {
            if (!e.app.measured() || e.app.allocation() != e.alloc || e.app.efficiency(e.alloc) < target) {
                return false;
            }
        }
        return processors - used(cur) > 0;
    }

    @Override
    public void allocate(List<RunningApp> apps, int processors, boolean queued) {
        boolean repacked = sync(apps, processors);
        if (slots.isEmpty()) {
            return;
        }
        if (performanceDriven && evaluate(processors)) {
            repacked = true;
            if (!switchPending) {
                migrate(processors); // a changed allocation is re-packed like an arrival (§7.3)
                dispatch(processors);
            }
        }
        if (switchPending) {
            switchPending = false;
            current = (current + 1) % slots.size();
            if (!compress && finishedSinceSwitch && processors - used(slots.get(current)) > 0) {
                migrate(processors);
            }
            finishedSinceSwitch = false;
            dispatch(processors);
        } else if (repacked || runSet.isEmpty()) {
            dispatch(processors);
        }
        Map<RunningApp, Integer> alloc = new IdentityHashMap<>();
        for (Entry e : runSet) {
            alloc.put(e.app, e.alloc);
        }
        for (RunningApp a : apps) {
            a.setTarget(alloc.getOrDefault(a, 0));
        }
    }

    /**
     * Removes finished applications and places new ones; returns whether the current slot's contents changed
     * (so that the running set must be rebuilt).
     */
    private boolean sync(List<RunningApp> apps, int processors) {
        Set<RunningApp> live = Collections.newSetFromMap(new IdentityHashMap<>());
        live.addAll(apps);
        Set<RunningApp> placed = Collections.newSetFromMap(new IdentityHashMap<>());
        boolean finished = false;
        for (int i = 0; i < slots.size(); i++) {
            List<Entry> s = slots.get(i);
            for (int k = s.size() - 1; k >= 0; k--) {
                if (!live.contains(s.get(k).app)) {
                    runSet.remove(s.remove(k));
                    finished = true;
                } else {
                    placed.add(s.get(k).app);
                }
            }
            if (s.isEmpty()) {
                slots.remove(i);
                if (i < current) {
                    current--;
                }
                i--;
            }
        }
        if (current >= slots.size()) {
            current = 0;
        }
        finishedSinceSwitch |= finished;
        List<RunningApp> fresh = new ArrayList<>();
        for (RunningApp a : apps) {
            if (!placed.contains(a)) {
                fresh.add(a);
            }
        }
        if (compress) {
            if (finished || !fresh.isEmpty()) {
                regenerate(apps, processors, true);
                return true;
            }
            return false;
        }
        for (RunningApp a : fresh) {
            int i = firstFit(a, processors);
            if (i == current && !runSet.isEmpty()) {
                Entry e = slots.get(i).get(slots.get(i).size() - 1);
                int idle = processors;
                for (Entry r : runSet) {
                    idle -= r.alloc;
                }
                if (e.alloc <= idle) {
                    runSet.add(e); // placed in the running slot: it joins the running gang at once
                }
            }
        }
        return false;
    }

    private int firstFit(RunningApp a, int processors) {
        for (int i = 0; i < slots.size(); i++) {
            if (processors - used(slots.get(i)) >= a.request()) {
                slots.get(i).add(new Entry(a, a.request()));
                return i;
            }
        }
        List<Entry> s = new ArrayList<>();
        s.add(new Entry(a, a.request()));
        slots.add(s);
        return slots.size() - 1;
    }

    private static int used(List<Entry> s) {
        int u = 0;
        for (Entry e : s) {
            u += e.alloc;
        }
        return u;
    }

    /** The current slot's jobs, then jobs of the other slots that fit in its holes (replication). */
    private void dispatch(int processors) {
        runSet.clear();
        if (slots.isEmpty()) {
            return;
        }
        int free = processors;
        for (Entry e : slots.get(current)) {
            runSet.add(e);
            free -= e.alloc;
        }
        for (int k = 1; k < slots.size() && free > 0; k++) {
            for (Entry e : slots.get((current + k) % slots.size())) {
                if (e.alloc <= free) {
                    runSet.add(e);
                    free -= e.alloc;
                }
            }
        }
    }

    /**
     * PDGS: every running application measured at its slot allocation and below the target loses {@code step}
     * processors (at least one remains); returns whether an allocation changed.
     */
    private boolean evaluate(int processors) {
        boolean changed = false;
        for (Entry e : runSet) {
            RunningApp a = e.app;
            if (a.measured() && a.allocation() == e.alloc && e.alloc > 1 && a.efficiency(e.alloc) < target) {
                e.alloc = Math.max(1, e.alloc - step);
                changed = true;
            }
        }
        return changed;
    }

    /** Moves jobs from less loaded slots into the most loaded slot where they fit; drops emptied slots. */
    private void migrate(int processors) {
        List<Entry> cur = slots.get(current);
        List<List<Entry>> order = new ArrayList<>(slots);
        order.sort((x, y) -> Integer.compare(used(x), used(y)));
        for (List<Entry> from : order) {
            for (Entry e : new ArrayList<>(from)) {
                List<Entry> best = null;
                for (List<Entry> to : slots) {
                    if (to != from && used(to) >= used(from) && processors - used(to) >= e.alloc
                            && (best == null || used(to) > used(best))) {
                        best = to;
                    }
                }
                if (best != null) {
                    from.remove(e);
                    best.add(e);
                }
            }
        }
        slots.removeIf(List::isEmpty);
        int i = indexOf(cur);
        current = i >= 0 ? i : Math.min(current, slots.size() - 1);
    }

    private int indexOf(List<Entry> slot) {
        for (int i = 0; i < slots.size(); i++) {
            if (slots.get(i) == slot) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Compress&amp;Join: rebuilds the matrix from {@code apps} (in order); returns the number of slots. With
     * {@code commit} false nothing is changed (admission test).
     */
    private int regenerate(List<RunningApp> apps, int processors, boolean commit) {
        List<List<Entry>> built = new ArrayList<>();
        for (RunningApp a : apps) {
            boolean placed = false;
            for (List<Entry> s : built) {
                if (compressed(s, a, processors)) {
                    placed = true;
                    break;
                }
            }
            if (!placed) {
                List<Entry> s = new ArrayList<>();
                s.add(new Entry(a, a.request()));
                built.add(s);
            }
        }
        if (commit) {
            RunningApp currentFirst = slots.isEmpty() || current >= slots.size() ? null
                    : slots.get(current).get(0).app;
            slots.clear();
            slots.addAll(built);
            current = 0;
            for (int i = 0; i < slots.size(); i++) {
                for (Entry e : slots.get(i)) {
                    if (e.app == currentFirst) {
                        current = i;
                    }
                }
            }
            dispatch(processors);
        }
        return built.size();
    }

    /** {@code Compressed(job, slot)} of Fig. 7.10 (rebuilt from the prose), see the class comment. */
    private boolean compressed(List<Entry> slot, RunningApp app, int processors) {
        int used = used(slot);
        if (processors - used >= app.request()) {
            slot.add(new Entry(app, app.request()));
            return true;
        }
        int n = slot.size();
        int[] alloc = new int[n + 1];
        for (int i = 0; i < n; i++) {
            alloc[i] = slot.get(i).alloc;
        }
        alloc[n] = app.request();
        int[] before = alloc.clone();
        int need = used + app.request() - processors;
        for (int k = 0; k < need; k++) {
            int worst = -1;
            double worstEff = Double.POSITIVE_INFINITY;
            for (int i = 0; i <= n; i++) {
                RunningApp a = i < n ? slot.get(i).app : app;
                if (alloc[i] > 1) {
                    double e = a.efficiency(alloc[i]);
                    if (e < worstEff) {
                        worstEff = e;
                        worst = i;
                    }
                }
            }
            if (worst < 0) {
                return false;
            }
            alloc[worst]--;
        }
        for (int i = 0; i <= n; i++) {
            RunningApp a = i < n ? slot.get(i).app : app;
            if (!(a.speedup(alloc[i]) / a.speedup(before[i]) > threshold)) {
                return false;
            }
        }
        for (int i = 0; i < n; i++) {
            slot.get(i).alloc = alloc[i];
        }
        slot.add(new Entry(app, alloc[n]));
        return true;
    }
}
