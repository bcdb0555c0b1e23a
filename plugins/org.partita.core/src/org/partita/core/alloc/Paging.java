package org.partita.core.alloc;

import java.util.BitSet;

import org.partita.core.machine.Topology;

/**
 * Paging (Liu et al.; Chang §2.1.1.2): the 2D mesh is cut into pages of {@code page-side}×{@code page-side} nodes
 * (pages on the right and top edge are clipped when the side does not divide the mesh), indexed in row-major order
 * of the page grid; a job takes free pages in index order until they hold at least p nodes. Whole pages are
 * allocated, so a job whose size is not a multiple of the page gets extra nodes (internal fragmentation). Chang gives
 * no page size; Liu et al. study pages of 2^i × 2^i, i = 0..3 [X]; the default here is 1 (Paging(0)).
 * O(number of pages) per request.
 */
public final class Paging extends AbstractAllocator {

    private final Topology topology;
    private final int side;
    private final int pagesX;
    private final int pagesY;
    private final int w;
    private final int h;
    private final BitSet freePages;
    private int freeCount;
    private final CommunicationPenalty penalty;

    public Paging(Topology topology, int pageSide, CommunicationPenalty penalty) {
        super(AllocatorDescriptors.PAGING);
        GridAllocator.requireGrid2D(AllocatorDescriptors.PAGING, topology, false);
        if (pageSide < 1) {
            throw new IllegalArgumentException("paging: page-side must be >= 1");
        }
        this.topology = topology;
        this.side = pageSide;
        this.w = topology.dims()[0];
        this.h = topology.dims()[1];
        this.pagesX = (w + side - 1) / side;
        this.pagesY = (h + side - 1) / side;
        this.freePages = new BitSet(pagesX * pagesY);
        freePages.set(0, pagesX * pagesY);
        this.freeCount = w * h;
        this.penalty = penalty;
    }

    private int pageWidth(int page) {
        return Math.min(side, w - (page % pagesX) * side);
    }

    private int pageHeight(int page) {
        return Math.min(side, h - (page / pagesX) * side);
    }

    private int pageSize(int page) {
        return pageWidth(page) * pageHeight(page);
    }

    @Override
    protected Allocation place(AllocationRequest r) {
        int p = r.processors();
        if (p > freeCount) {
            return null;
        }
        int got = 0;
        java.util.List<Integer> pages = new java.util.ArrayList<>();
        for (int pg = freePages.nextSetBit(0); pg >= 0 && got < p; pg = freePages.nextSetBit(pg + 1)) {
            steps++;
            pages.add(pg);
            got += pageSize(pg);
        }
        if (got < p) {
            return null;
        }
        int[] nodes = new int[got];
        int i = 0;
        for (int pg : pages) {
            freePages.clear(pg);
            int x0 = (pg % pagesX) * side, y0 = (pg / pagesX) * side;
            for (int y = y0; y < y0 + pageHeight(pg); y++) {
                for (int x = x0; x < x0 + pageWidth(pg); x++) {
                    nodes[i++] = x + w * y;
                }
            }
        }
        freeCount -= got;
        java.util.Arrays.sort(nodes);
        boolean c = Contiguity.matchesRequest(nodes, r, topology);
        return new Allocation(r.jobId(), nodes, c, penalty.factor(c));
    }

    @Override
    protected void free(Allocation a) {
        java.util.TreeSet<Integer> pages = new java.util.TreeSet<>();
        for (int v : a.nodes()) {
            pages.add((v % w) / side + pagesX * ((v / w) / side));
        }
        int n = 0;
        for (int pg : pages) {
            if (freePages.get(pg)) {
                throw new IllegalStateException("page " + pg + " is not busy");
            }
            n += pageSize(pg);
        }
        if (n != a.nodes().length) {
            throw new IllegalStateException("allocation of job " + a.jobId() + " does not consist of whole pages");
        }
        for (int pg : pages) {
            freePages.set(pg);
        }
        freeCount += n;
    }

    @Override
    public int freeNodes() {
        return freeCount;
    }

    @Override
    public boolean canEverFit(AllocationRequest r) {
        return r.processors() <= w * h;
    }
}
