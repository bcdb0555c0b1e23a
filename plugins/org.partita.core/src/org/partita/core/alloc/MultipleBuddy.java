package org.partita.core.alloc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.partita.core.machine.Topology;

/**
 * Multiple Buddy Strategy, MBS (Liu et al.; Chang §2.1.1.2): p is factorised as Σ d_i·(2^i×2^i), 0 &le; d_i &le; 3
 * (base 4; base 8 and 2^i cubes on a 3D mesh), and d_i free blocks of each order are taken from the buddy system
 * ({@link BuddyBlocks}); a missing block is cut from a bigger one, and if none exists the request for it becomes 4
 * (8) requests one order lower. It never refuses a job while p nodes are free and allocates exactly p nodes.
 * Contiguous only when the job is one block of its requested shape (Chang §5.3.3: a 2^i square). Non-contiguous
 * placements take the {@link CommunicationPenalty} factor.
 */
public final class MultipleBuddy extends AbstractAllocator {

    private final Topology topology;
    private final BuddyBlocks blocks;
    private final Map<Long, List<int[]>> live = new HashMap<>();
    private final CommunicationPenalty penalty;

    public MultipleBuddy(String name, Topology topology, CommunicationPenalty penalty) {
        super(name);
        if (!topology.isGrid() || topology.kind() != Topology.Kind.MESH) {
            throw new IllegalArgumentException(name + " needs a 2D or 3D mesh, got " + topology);
        }
        int[] dm = topology.dims();
        this.topology = topology;
        this.blocks = new BuddyBlocks(dm[0], dm[1], dm.length > 2 ? dm[2] : 1);
        this.penalty = penalty;
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        int p = r.processors();
        if (p > blocks.freeCount()) {
            return null;
        }
        int base = 1 << blocks.dims();
        int top = blocks.maxOrder;
        long[] need = new long[top + 1];
        long unit = (long) blocks.blockSize(top);
        need[top] = p / unit;
        long rest = p % unit;
        for (int i = top - 1; i >= 0; i--) {
            unit /= base;
            need[i] = rest / unit;
            rest %= unit;
        }
        long w0 = blocks.work;
        List<int[]> got = new ArrayList<>();
        for (int i = top; i >= 0; i--) {
            while (need[i] > 0) {
                int b = blocks.get(i);
                if (b >= 0) {
                    got.add(new int[] {b, i});
                    need[i]--;
                } else {
                    if (i == 0) {
                        throw new IllegalStateException("MBS: free count and free blocks disagree");
                    }
                    need[i - 1] += need[i] * base;
                    need[i] = 0;
                }
            }
        }
        steps += blocks.work - w0;
        int[] nodes = new int[p];
        int k = 0;
        for (int[] b : got) {
            for (int v : blocks.nodes(b[0], b[1])) {
                nodes[k++] = v;
            }
        }
        java.util.Arrays.sort(nodes);
        if (live.put(r.jobId(), got) != null) {
            throw new IllegalStateException("job " + r.jobId() + " is already allocated");
        }
        boolean c = got.size() == 1 && Contiguity.matchesRequest(nodes, r, topology);
        return new Allocation(r.jobId(), nodes, c, penalty.factor(c));
    }

    @Override
    protected void free(Allocation a) {
        List<int[]> got = live.remove(a.jobId());
        if (got == null) {
            throw new IllegalStateException("job " + a.jobId() + " holds no MBS blocks");
        }
        long w0 = blocks.work;
        for (int[] b : got) {
            blocks.put(b[0], b[1]);
        }
        steps += blocks.work - w0;
    }

    @Override
    public int freeNodes() {
        return blocks.freeCount();
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        return r.processors() <= topology.size();
    }
}
