package org.partita.core.malleable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.partita.core.malleable.GangMatrix.Entry;

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
 * Instead of first fit, the whole matrix is regenerated whenever a job starts or finishes ({@link CompressAndJoin});
 * no migration step: regeneration packs the matrix.
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
 * change of the system, which this rebuild does not model). The target is PDPA's load-dependent low_eff
 * ({@code bounds pdpa}, the default, the text's "a processor allocation policy equal to the implemented in PDPA":
 * 0.7 when the applications of the matrix ask for more than the machine, 0.5 otherwise) or one fixed value
 * ({@code bounds fixed}; docs/malleable.md compares the two with the thesis' Table 7.6).
 */
public final class Gang implements TimeSharing {

    private final int maxSlots;
    private final CompressAndJoin compress;
    private final boolean performanceDriven;
    private final double target;
    /** PDPA's low_eff under light load, or NaN for one fixed target ({@link #pdgs(int, double, int, int)}). */
    private final double lightTarget;
    private final int step;
    private final int ticksPerSlot;
    private int ticks;

    private final GangMatrix matrix = new GangMatrix();
    private boolean switchPending;
    private boolean finishedSinceSwitch;

    /**
     * @param maxSlots  time slots at most (4)
     * @param compress  Compress&amp;Join re-packing instead of first fit + migration
     * @param threshold Compress&amp;Join's speedup-loss threshold (0.5)
     */
    public Gang(int maxSlots, boolean compress, double threshold) {
        this(maxSlots, compress, threshold, false, Double.NaN, Double.NaN, 1, 1);
    }

    private Gang(int maxSlots, boolean compress, double threshold, boolean performanceDriven, double target,
            double lightTarget, int step, int ticksPerSlot) {
        if (maxSlots < 1) {
            throw new IllegalArgumentException("gang: slots must be >= 1, got " + maxSlots);
        }
        if (step < 1 || ticksPerSlot < 1) {
            throw new IllegalArgumentException("pdgs: step and quanta per slot must be >= 1");
        }
        this.maxSlots = maxSlots;
        this.compress = compress ? new CompressAndJoin(threshold) : null;
        this.performanceDriven = performanceDriven;
        this.target = target;
        this.lightTarget = lightTarget;
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
        return new Gang(maxSlots, false, 0.5, true, target, Double.NaN, step, ticksPerSlot);
    }

    /**
     * PDGS with PDPA's load-dependent target (§7.3: "a processor allocation policy equal to the implemented in
     * PDPA"; §5.3.3: low_eff 0.7 under heavy load, 0.5 under light load). The load is PDPA's default reading
     * ({@link PdpaLoad#RUNNING}: heavy when the started applications ask for more than the machine) applied to the
     * applications started in the matrix, all slots (under PDPA every started application runs; under gang the
     * stopped ones are started too).
     *
     * @param heavyTarget low_eff under heavy load (0.7)
     * @param lightTarget low_eff under light load (0.5)
     */
    public static Gang pdgs(int maxSlots, double heavyTarget, double lightTarget, int step, int ticksPerSlot) {
        return new Gang(maxSlots, false, 0.5, true, heavyTarget, lightTarget, step, ticksPerSlot);
    }

    /** The target efficiency this space-sharing quantum: fixed, or PDPA's bound for the matrix' load. */
    private double target(int processors) {
        if (Double.isNaN(lightTarget)) {
            return target;
        }
        long requested = 0;
        int started = 0;
        for (List<Entry> slot : matrix.slots) {
            for (Entry e : slot) {
                requested += e.app.request();
                started++;
            }
        }
        return PdpaLoad.RUNNING.heavy(requested, started, processors, 0, false) ? target : lightTarget;
    }

    @Override
    public boolean quantum() {
        return true;
    }

    /** Time slots in use (after the last allocation). */
    public int slotCount() {
        return matrix.size();
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
        if (compress != null) {
            List<RunningApp> all = new ArrayList<>(running);
            all.add(candidate);
            return compress.regenerate(all, processors).size() <= maxSlots;
        }
        if (performanceDriven && !matrix.isEmpty() && !joinsCurrentSlot(processors)) {
            return false;
        }
        return matrix.fits(candidate.request(), processors) || matrix.size() < maxSlots;
    }

    /**
     * PDGS's multiprogramming rule (§7.3.1): every application of the current slot is measured at its allocation
     * and reaches the target, and the slot has idle processors.
     */
    private boolean joinsCurrentSlot(int processors) {
        List<Entry> cur = matrix.currentSlot();
        double bound = target(processors);
        for (Entry e : cur) {
            if (!e.app.measured() || e.app.allocation() != e.alloc || e.app.efficiency(e.alloc) < bound) {
                return false;
            }
        }
        return processors - GangMatrix.used(cur) > 0;
    }

    @Override
    public void allocate(List<RunningApp> apps, int processors, boolean queued) {
        boolean repacked = sync(apps, processors);
        if (matrix.isEmpty()) {
            return;
        }
        if (performanceDriven && evaluate(processors)) {
            repacked = true;
            if (!switchPending) {
                matrix.migrate(processors); // a changed allocation is re-packed like an arrival (§7.3)
                matrix.dispatch(processors);
            }
        }
        if (switchPending) {
            switchPending = false;
            matrix.current = (matrix.current + 1) % matrix.size();
            if (compress == null && finishedSinceSwitch
                    && processors - GangMatrix.used(matrix.currentSlot()) > 0) {
                matrix.migrate(processors);
            }
            finishedSinceSwitch = false;
            matrix.dispatch(processors);
        } else if (repacked || matrix.runSet.isEmpty()) {
            matrix.dispatch(processors);
        }
        Map<RunningApp, Integer> alloc = new IdentityHashMap<>();
        for (Entry e : matrix.runSet) {
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
        boolean finished = matrix.removeFinished(live, placed);
        finishedSinceSwitch |= finished;
        List<RunningApp> fresh = new ArrayList<>();
        for (RunningApp a : apps) {
            if (!placed.contains(a)) {
                fresh.add(a);
            }
        }
        if (compress != null) {
            if (finished || !fresh.isEmpty()) {
                matrix.replace(compress.regenerate(apps, processors), processors);
                return true;
            }
            return false;
        }
        for (RunningApp a : fresh) {
            int i = matrix.firstFit(a, processors);
            if (i == matrix.current && !matrix.runSet.isEmpty()) {
                List<Entry> slot = matrix.slots.get(i);
                Entry e = slot.get(slot.size() - 1);
                int idle = processors;
                for (Entry r : matrix.runSet) {
                    idle -= r.alloc;
                }
                if (e.alloc <= idle) {
                    matrix.runSet.add(e); // placed in the running slot: it joins the running gang at once
                }
            }
        }
        return false;
    }

    /**
     * PDGS: every running application measured at its slot allocation and below the target loses {@code step}
     * processors (at least one remains); returns whether an allocation changed.
     */
    private boolean evaluate(int processors) {
        boolean changed = false;
        double bound = target(processors);
        for (Entry e : matrix.runSet) {
            RunningApp a = e.app;
            if (a.measured() && a.allocation() == e.alloc && e.alloc > 1 && a.efficiency(e.alloc) < bound) {
                e.alloc = Math.max(1, e.alloc - step);
                changed = true;
            }
        }
        return changed;
    }
}
