package org.partita.core.alloc;

/**
 * Hybrid allocation with user directives (Chang ch. 8, Table 8.1). Each job's flags choose the allowed schemes:
 * <pre>
 *                     communication-intensive    not communication-intensive
 *   memory-bounded    conventional only           ANCA
 *   not memory-bound  conventional or RSR         ANCA or RSR
 * </pre>
 * "Conventional" is adaptive scan (the chapter's baseline, [I]); RSR is RSR-t (default 2) over adaptive scan, or
 * modified RSR with {@code rsr=modified}; ANCA is ANCA-A (default 10). RSR and ANCA both try the full contiguous
 * request first. "If a job can be allocated by both RSR and ANCA scheme, RSR is used": with {@code both=rsr} (default)
 * an eligible job goes to RSR only; with {@code both=rsr-then-anca} ANCA is the fallback when RSR fails (the
 * digest's ambiguity, made a switch). Costs: ×{@code fold-penalty} per fold (default 2), +{@code anca-cost} (default
 * 5%) for a job ANCA splits. All schemes share one busy array.
 */
public final class UserDirectiveHybrid extends GridAllocator {

    private final AdaptiveScan conventional;
    private final Allocator rsr;
    private final Anca anca;
    private final boolean ancaFallback;

    UserDirectiveHybrid(GridState grid, int rsrT, boolean modified, double foldPenalty, int ancaA, double ancaCost,
            boolean ancaFallback) {
        super("user-directive", grid);
        requireGrid2D(name(), grid.topology, false);
        this.conventional = new AdaptiveScan(grid);
        this.rsr = modified ? new ModifiedRsr(new AdaptiveScan(grid), rsrT, foldPenalty)
                : new RestrictedSizeReduction("rsr", new AdaptiveScan(grid), grid.topology, rsrT, foldPenalty);
        this.anca = new Anca(grid, ancaA, 1.0 + ancaCost);
        this.ancaFallback = ancaFallback;
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        boolean mem = r.memoryBound(), comm = r.communicationBound();
        if (mem && comm) {
            return conventional.allocate(r);
        }
        if (mem) {
            return anca.allocate(r);
        }
        Allocation a = rsr.allocate(r);
        if (a == null && !comm && ancaFallback) {
            a = anca.allocate(r);
        }
        return a;
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        boolean mem = r.memoryBound(), comm = r.communicationBound();
        if (mem && comm) {
            return conventional.canEverFit(r);
        }
        if (mem) {
            return anca.canEverFit(r);
        }
        return rsr.canEverFit(r) || (!comm && ancaFallback && anca.canEverFit(r));
    }
}
