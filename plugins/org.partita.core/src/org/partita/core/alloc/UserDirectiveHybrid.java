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
 *
 * <p>Flags: by default each request's own {@link AllocationRequest#memoryBound()} and
 * {@link AllocationRequest#communicationBound()} (from the workload's job); parameters {@code memory-bound} and
 * {@code communication-bound} ({@code true}/{@code false}) override them for every job. Chang's default for a job
 * that states nothing is "both true", which makes the hybrid plain adaptive scan; SWF traces carry no directives and
 * their jobs have both flags false (RSR first), so give {@code memory-bound=true communication-bound=true} to
 * replay a trace under Chang's default.
 */
public final class UserDirectiveHybrid extends GridAllocator {

    private final AdaptiveScan conventional;
    private final Allocator rsr;
    private final Anca anca;
    private final boolean ancaFallback;
    private final Boolean memoryBound;
    private final Boolean communicationBound;

    UserDirectiveHybrid(GridState grid, int rsrT, boolean modified, double foldPenalty, int ancaA, double ancaCost,
            boolean ancaFallback, Boolean memoryBound, Boolean communicationBound) {
        super(AllocatorDescriptors.USER_DIRECTIVE, grid);
        requireGrid2D(name(), grid.topology, false);
        this.conventional = new AdaptiveScan(grid);
        this.rsr = modified ? new ModifiedRsr(new AdaptiveScan(grid), rsrT, foldPenalty)
                : new RestrictedSizeReduction(AllocatorDescriptors.RSR, new AdaptiveScan(grid), grid.topology, rsrT,
                        foldPenalty);
        this.anca = new Anca(grid, ancaA, 1.0 + ancaCost);
        this.ancaFallback = ancaFallback;
        this.memoryBound = memoryBound;
        this.communicationBound = communicationBound;
    }

    @Override
    protected Allocation place(AllocationRequest request) {
        AllocationRequest r = withFlags(request);
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
    public boolean canEverFit(AllocationRequest request) {
        AllocationRequest r = withFlags(request);
        boolean mem = r.memoryBound(), comm = r.communicationBound();
        if (mem && comm) {
            return conventional.canEverFit(r);
        }
        if (mem) {
            return anca.canEverFit(r);
        }
        return rsr.canEverFit(r) || (!comm && ancaFallback && anca.canEverFit(r));
    }

    /** The request with the directive flags in force (parameters override the job's own). */
    AllocationRequest withFlags(AllocationRequest r) {
        boolean mem = memoryBound == null ? r.memoryBound() : memoryBound;
        boolean comm = communicationBound == null ? r.communicationBound() : communicationBound;
        if (mem == r.memoryBound() && comm == r.communicationBound()) {
            return r;
        }
        return new AllocationRequest(r.jobId(), r.processors(), r.shape(), mem, comm);
    }
}
