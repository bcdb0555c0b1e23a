package org.partita.core.alloc;

import org.partita.core.machine.Topology;

/**
 * Base of the strategies that work on a {@link GridState} busy array. Several of them may share one state (the
 * user-directive hybrid, modified RSR over its conventional allocator); releasing just frees the nodes.
 */
public abstract class GridAllocator extends AbstractAllocator implements NodeReservable {

    final GridState grid;

    GridAllocator(String name, GridState grid) {
        super(name);
        this.grid = grid;
    }

    /** The grid this allocator manages. */
    public Topology topology() {
        return grid.topology;
    }

    @Override
    public int freeNodes() {
        return grid.freeCount();
    }

    @Override
    protected void free(Allocation allocation) {
        grid.release(allocation);
    }

    @Override
    protected long externalWork() {
        return grid.work;
    }

    /** The grid's change count: every strategy on a grid decides from the grid alone (and what it shares it with). */
    @Override
    protected long stateVersion() {
        return grid.changes();
    }

    /** The grid's work counter, so that a strategy sharing the grid counts a repeated refusal as it did the first. */
    @Override
    protected void replayExternalWork(long work) {
        grid.work += work;
    }

    @Override
    public Allocation occupy(AllocationRequest request, int[] nodes) {
        grid.occupy(nodes);
        return new Allocation(request.jobId(), nodes.clone(), Contiguity.isBox(nodes, grid.topology), 1.0);
    }

    /** The request's sides {a, b, c}, or null if no shape of its size fits. */
    int[] shape(AllocationRequest r) {
        return MeshShapes.shape(r, grid.w, grid.h, grid.d);
    }

    /** Whether an a×b×c box fits the empty grid. */
    boolean fitsGrid(int[] s) {
        return s != null && s[0] <= grid.w && s[1] <= grid.h && s[2] <= grid.d;
    }

    /** Occupies the window with base id {@code base} and returns a contiguous allocation. */
    Allocation take(AllocationRequest r, int base, int a, int b, int c, double runtimeFactor) {
        return grid.take(r.jobId(), grid.x(base), grid.y(base), grid.z(base), a, b, c, runtimeFactor);
    }

    static void requireGrid2D(String name, Topology t, boolean torusOk) {
        if (!t.isGrid() || t.dims().length != 2 || (!torusOk && t.kind() == Topology.Kind.TORUS)) {
            throw new IllegalArgumentException(name + " needs a 2D mesh" + (torusOk ? " or torus" : "") + ", got " + t);
        }
    }
}
