package org.partita.core.alloc;

import org.partita.core.machine.Topology;

/**
 * RSR-t, Restricted Size Reduction (Chang ch. 3, Fig. 3.2 with s = MAX{k − t, 0}): the job is offered to the base
 * allocator at full size; if that fails it is folded and retried, at most t times. Folding:
 * <ul>
 * <li>mesh: the longer side is halved, rounded up, width first on a tie (§3.3, ch. 8 "folds a job in the larger
 * dimension"; rounding and tie-break are [I]);</li>
 * <li>2D buddy base: the next smaller power-of-two square, 1/4 of the nodes (§3.3), counted as two halvings;</li>
 * <li>hypercube: k-cube → (k−1)-cube; other topologies: ⌈p/2⌉ processors.</li>
 * </ul>
 * A placement after halvings f runs {@code fold-penalty^f} times longer (default 2: "doubled for every size
 * reduction", §3.4 and ch. 8). A memory-bound job (user directive) is never folded. O(t·C(base)).
 */
public final class RestrictedSizeReduction extends AbstractAllocator {

    private final Allocator base;
    private final Topology topology;
    private final int t;
    private final double foldPenalty;

    public RestrictedSizeReduction(String name, Allocator base, Topology topology, int t, double foldPenalty) {
        super(name);
        if (t < 0) {
            throw new IllegalArgumentException(name + ": t must be >= 0");
        }
        this.base = base;
        this.topology = topology;
        this.t = t;
        this.foldPenalty = foldPenalty;
    }

    /** One fold: the reduced request and the number of halvings it costs, or null if it cannot shrink. */
    Folded fold(AllocationRequest r) {
        if (base instanceof Buddy2D) {
            int[] s = MeshShapes.shape(r, topology.dims()[0], topology.dims()[1], 1);
            int[] next = s == null ? null : Buddy2D.reduce(s);
            return next == null ? null : new Folded(AllocationRequest.ofShape(r.jobId(), next), 2);
        }
        if (topology.isGrid()) {
            int[] d = topology.dims();
            int[] s = MeshShapes.shape(r, d[0], d[1], d.length > 2 ? d[2] : 1);
            if (s == null) {
                return null;
            }
            int[] next = foldMesh(s[0], s[1], s[2]);
            if (next == null) {
                return null;
            }
            int[] shape = d.length > 2 ? next : new int[] {next[0], next[1]};
            return new Folded(new AllocationRequest(r.jobId(), next[0] * next[1] * next[2], shape, r.memoryBound(),
                    r.communicationBound()), 1);
        }
        int p = r.processors();
        if (p <= 1) {
            return null;
        }
        int next = topology.kind() == Topology.Kind.HYPERCUBE ? HypercubeBuddy.roundUp(p) / 2 : (p + 1) / 2;
        return new Folded(new AllocationRequest(r.jobId(), next, null, r.memoryBound(), r.communicationBound()), 1);
    }

    /** Halves the longest side (rounded up; x before y before z on ties); null at 1×1×1. */
    public static int[] foldMesh(int a, int b, int c) {
        if (a == 1 && b == 1 && c == 1) {
            return null;
        }
        if (a >= b && a >= c) {
            return new int[] {(a + 1) / 2, b, c};
        }
        if (b >= c) {
            return new int[] {a, (b + 1) / 2, c};
        }
        return new int[] {a, b, (c + 1) / 2};
    }

    record Folded(AllocationRequest request, int halvings) {
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        AllocationRequest cur = r;
        int halvings = 0;
        int limit = r.memoryBound() ? 0 : t;
        for (int f = 0;; f++) {
            if (base.canEverFit(cur)) {
                Allocation a = base.allocate(cur);
                if (a != null) {
                    double factor = a.runtimeFactor() * Math.pow(foldPenalty, halvings);
                    return a.reissued(r.jobId(), factor);
                }
            }
            if (f == limit) {
                return null;
            }
            Folded next = fold(cur);
            if (next == null) {
                return null;
            }
            cur = next.request();
            halvings += next.halvings();
        }
    }

    @Override
    protected void free(Allocation a) {
        base.release(a);
    }

    @Override
    public int freeNodes() {
        return base.freeNodes();
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        AllocationRequest cur = r;
        int limit = r.memoryBound() ? 0 : t;
        for (int f = 0; cur != null; f++) {
            if (base.canEverFit(cur)) {
                return true;
            }
            if (f == limit) {
                return false;
            }
            Folded next = fold(cur);
            cur = next == null ? null : next.request();
        }
        return false;
    }

    /**
     * The base's state version: folding depends on nothing else. None over a grid strategy, whose grid others may
     * share and count work in (the user-directive hybrid); such a base answers a repeated refusal itself.
     */
    @Override
    protected long stateVersion() {
        return base instanceof AbstractAllocator b && !(base instanceof GridAllocator) ? b.stateVersion() : -1;
    }

    @Override
    protected long delegatedSteps() {
        return base.stats().searchSteps();
    }
}
