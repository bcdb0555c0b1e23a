package org.partita.examples.strategies;

import org.partita.core.alloc.Allocation;
import org.partita.core.alloc.AllocationRequest;
import org.partita.core.alloc.Allocator;
import org.partita.core.machine.Topology;

/**
 * Last fit on a 2D mesh: the free a×b submesh whose base lies last in row-major order (scanning from the top-right
 * corner down), no rotation. First fit's mirror image: it is contiguous and gives every job exactly the nodes of its
 * shape. A job giving only a processor count p asks for min(p, W) × ⌈p / min(p, W)⌉ nodes (at least p).
 */
public final class LastFit implements Allocator {

    public static final String NAME = "last-fit";

    private final Topology topology;
    private final int width;
    private final int height;
    private final boolean[] busy;
    private int free;

    public LastFit(Topology topology) {
        if (topology.kind() != Topology.Kind.MESH || topology.dims().length != 2) {
            throw new IllegalArgumentException(NAME + " needs a 2D mesh, got " + topology);
        }
        this.topology = topology;
        this.width = topology.dims()[0];
        this.height = topology.dims()[1];
        this.busy = new boolean[topology.size()];
        this.free = topology.size();
    }

    @Override
    public String name() {
        return NAME;
    }

    /** {a, b}: the request's shape, or a rectangle of at least its processor count. */
    private int[] shape(AllocationRequest request) {
        if (request.shape() != null && request.shape().length == 2) {
            return request.shape();
        }
        int a = Math.min(request.processors(), width);
        return new int[] {a, (request.processors() + a - 1) / a};
    }

    @Override
    public Allocation allocate(AllocationRequest request) {
        int[] s = shape(request);
        if (s[0] > width || s[1] > height || s[0] * s[1] > free) {
            return null;
        }
        for (int y = height - s[1]; y >= 0; y--) {
            for (int x = width - s[0]; x >= 0; x--) {
                if (isFree(x, y, s[0], s[1])) {
                    int[] nodes = new int[s[0] * s[1]];
                    int k = 0;
                    for (int j = y; j < y + s[1]; j++) {
                        for (int i = x; i < x + s[0]; i++) {
                            int id = topology.nodeId(i, j);
                            busy[id] = true;
                            nodes[k++] = id;
                        }
                    }
                    free -= nodes.length;
                    return new Allocation(request.jobId(), nodes, true, 1.0);
                }
            }
        }
        return null;
    }

    private boolean isFree(int x, int y, int a, int b) {
        for (int j = y; j < y + b; j++) {
            for (int i = x; i < x + a; i++) {
                if (busy[topology.nodeId(i, j)]) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public void release(Allocation allocation) {
        for (int id : allocation.nodes()) {
            if (!busy[id]) {
                throw new IllegalStateException("job " + allocation.jobId() + " releases free node " + id);
            }
            busy[id] = false;
        }
        free += allocation.nodes().length;
    }

    @Override
    public int freeNodes() {
        return free;
    }

    @Override
    public boolean canEverFit(AllocationRequest request) {
        int[] s = shape(request);
        return s[0] <= width && s[1] <= height;
    }
}
