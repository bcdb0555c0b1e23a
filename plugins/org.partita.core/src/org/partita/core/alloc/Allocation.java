package org.partita.core.alloc;

/**
 * A placement handed out by an {@link Allocator}: the request's job id, its nodes, whether they are contiguous, and
 * the run-time factor of the placement (1 = none; Chang's RSR doubles it per fold, non-contiguous placements may
 * add a communication penalty).
 *
 * <p>A placement of one 2D submesh ({@link #ofWindow}) keeps its rectangle and lists its node ids only when
 * {@link #nodes()} is first called: at 512 × 512 a job holds tens of thousands of nodes, and the simulation
 * itself never needs their list on a homogeneous mesh (the allocators release a window row by row).
 */
public final class Allocation {

    private final long jobId;
    private final boolean contiguous;
    private final double runtimeFactor;
    /** The submesh, or null for a placement given by its nodes. */
    private final Rect window;
    private final int meshWidth;
    private int[] nodes;

    /**
     * @param jobId         the request's job id
     * @param nodes         allocated node ids, ascending, no duplicates
     * @param contiguous    whether the nodes form one submesh / subcube of the topology
     * @param runtimeFactor multiplier applied to the job's run time by the placement
     */
    public Allocation(long jobId, int[] nodes, boolean contiguous, double runtimeFactor) {
        this(jobId, null, 0, nodes, contiguous, runtimeFactor);
    }

    private Allocation(long jobId, Rect window, int meshWidth, int[] nodes, boolean contiguous,
            double runtimeFactor) {
        this.jobId = jobId;
        this.window = window;
        this.meshWidth = meshWidth;
        this.nodes = nodes;
        this.contiguous = contiguous;
        this.runtimeFactor = runtimeFactor;
    }

    /** The contiguous placement of submesh {@code window} of a 2D mesh {@code meshWidth} nodes wide. */
    public static Allocation ofWindow(long jobId, Rect window, int meshWidth, double runtimeFactor) {
        return new Allocation(jobId, window, meshWidth, null, true, runtimeFactor);
    }

    /** This placement for job {@code id} with run-time factor {@code factor}: the same nodes, and window if any. */
    public Allocation reissued(long id, double factor) {
        return new Allocation(id, window, meshWidth, nodes, contiguous, factor);
    }

    public long jobId() {
        return jobId;
    }

    /** The allocated node ids, ascending, no duplicates (the same array at every call). */
    public int[] nodes() {
        if (nodes == null) {
            nodes = window.nodes(meshWidth);
        }
        return nodes;
    }

    /** The submesh of a placement made by {@link #ofWindow} (its identity marks it), or null. */
    public Rect window() {
        return window;
    }

    public boolean contiguous() {
        return contiguous;
    }

    public double runtimeFactor() {
        return runtimeFactor;
    }

    public int size() {
        return window != null ? window.size() : nodes.length;
    }

    @Override
    public String toString() {
        return "Allocation[jobId=" + jobId + ", " + (window != null ? "window=" + window : size() + " nodes")
                + ", contiguous=" + contiguous + ", runtimeFactor=" + runtimeFactor + "]";
    }
}
