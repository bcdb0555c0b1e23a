package org.partita.core.malleable;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * Which application holds which processor, and how a policy's allocations are applied to the processors: targets
 * are clamped to {@code [1, request]} ({@code [0, request]} when time-shared) and their total to P (the largest
 * allocations, the latest started on ties, lose one processor at a time); shrinking applications release their
 * highest-numbered processors, growing ones take the lowest-numbered free ones (applications keep their processors
 * when they can, as the CPUManager's affinity placement does, Corbalán §3.4.1).
 */
final class ProcessorMap {

    /** Records a broken invariant or a policy error (the simulation keeps the first hundred). */
    interface Violations {
        void add(long job, String message);
    }

    private final int processors;
    private final boolean timeSharing;
    private final Violations violations;
    private final int[] owner;

    ProcessorMap(int processors, boolean timeSharing, Violations violations) {
        this.processors = processors;
        this.timeSharing = timeSharing;
        this.violations = violations;
        this.owner = new int[processors];
        Arrays.fill(owner, -1);
    }

    /** Clamps every target to its range and the total to P. */
    void clampTargets(List<RunningApp> running, double now) {
        int total = 0;
        for (RunningApp a : running) {
            int t = a.target();
            if (t < (timeSharing ? 0 : 1) || t > a.request()) {
                violations.add(a.id(), "policy gave " + t + " processors (request " + a.request() + ") at " + now);
                t = Math.max(timeSharing ? 0 : 1, Math.min(t, a.request()));
                a.setTarget(t);
            }
            total += t;
        }
        while (total > processors) {
            RunningApp largest = null;
            for (RunningApp a : running) {
                if (largest == null || a.target() >= largest.target()) {
                    largest = a;
                }
            }
            largest.setTarget(largest.target() - 1);
            total--;
        }
    }

    /** Gives every application {@code target()} processors: shrinking ones first, so growing ones find them. */
    void place(List<RunningApp> running) {
        for (RunningApp a : running) {
            int excess = a.processors.cardinality() - a.target();
            for (int i = 0; i < excess; i++) {
                int p = a.processors.previousSetBit(processors - 1);
                a.processors.clear(p);
                owner[p] = -1;
            }
        }
        int next = 0;
        for (RunningApp a : running) {
            int missing = a.target() - a.processors.cardinality();
            for (int i = 0; i < missing; i++) {
                while (owner[next] >= 0) {
                    next++;
                }
                owner[next] = (int) a.order();
                a.processors.set(next);
            }
        }
    }

    /** Frees every processor of {@code a}. */
    void release(RunningApp a) {
        for (int p = a.processors.nextSetBit(0); p >= 0; p = a.processors.nextSetBit(p + 1)) {
            owner[p] = -1;
        }
        a.processors.clear();
    }

    /** No processor held twice, capacity never exceeded, every application holds what it was given, none early. */
    void check(List<RunningApp> running, double now) {
        int total = 0;
        BitSet seen = new BitSet(processors);
        for (RunningApp a : running) {
            total += a.allocation();
            if (a.allocation() < 1 && !timeSharing) {
                violations.add(a.id(), "runs without a processor at " + now);
            }
            if (a.processors.cardinality() != a.allocation()) {
                violations.add(a.id(), "holds " + a.processors.cardinality() + " processors but is allocated "
                        + a.allocation() + " at " + now);
            }
            if (seen.intersects(a.processors)) {
                violations.add(a.id(), "holds a processor another job holds at " + now);
            }
            seen.or(a.processors);
            for (int p = a.processors.nextSetBit(0); p >= 0; p = a.processors.nextSetBit(p + 1)) {
                if (owner[p] != a.order()) {
                    violations.add(a.id(), "processor " + p + " is recorded for another job at " + now);
                }
            }
            if (a.start() < a.job().submit()) {
                violations.add(a.id(), "starts at " + a.start() + " before its submit time " + a.job().submit());
            }
        }
        if (total > processors) {
            violations.add(-1, "allocations sum to " + total + " > " + processors + " processors at " + now);
        }
    }
}
