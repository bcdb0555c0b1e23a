package org.partita.core.alloc;


/**
 * The "simple" non-contiguous model: any free processors, the lowest free ids first. Valid for every topology (it
 * ignores the interconnect) and never misses: a request is placed whenever enough processors are free. A request
 * with a shape is served with {@code processors()} = the shape's area, which is how internal fragmentation of a
 * shape rule shows up.
 *
 * <p>Search steps ({@link AllocatorStats#searchSteps()}): one per node taken or returned (the scan jumps over busy
 * nodes word-wise: the free nodes are the set bits of a {@code long[]}).
 */
public final class PoolAllocator implements Allocator {

    public static final String NAME = "pool";

    private final int size;
    /** Bit {@code i} of {@code free[i >> 6]} is set when node {@code i} is free. */
    private final long[] free;
    private int freeCount;
    private long requests;
    private long positions;

    public PoolAllocator(int size) {
        if (size <= 0) {
            throw new IllegalArgumentException("pool size must be positive");
        }
        this.size = size;
        this.free = new long[(size + 63) >>> 6];
        for (int i = 0; i < size; i++) {
            free[i >>> 6] |= 1L << i;
        }
        freeCount = size;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Allocation allocate(AllocationRequest request) {
        requests++;
        int p = request.processors();
        if (p > freeCount) {
            return null;
        }
        int[] nodes = new int[p];
        int k = 0;
        for (int w = 0; k < p; w++) { // the lowest free ids, a word at a time
            long word = free[w];
            while (word != 0 && k < p) {
                nodes[k++] = (w << 6) + Long.numberOfTrailingZeros(word);
                word &= word - 1;
            }
            free[w] = word;
        }
        positions += p;
        freeCount -= p;
        return new Allocation(request.jobId(), nodes, true, 1.0);
    }

    @Override
    public void release(Allocation allocation) {
        for (int n : allocation.nodes()) {
            if (n < 0 || n >= size || (free[n >>> 6] & (1L << n)) != 0) {
                throw new IllegalStateException("job " + allocation.jobId() + " releases node " + n
                        + " that is not allocated");
            }
            free[n >>> 6] |= 1L << n;
        }
        freeCount += allocation.nodes().length;
        positions += allocation.nodes().length;
    }

    @Override
    public int freeNodes() {
        return freeCount;
    }

    @Override
    public boolean canEverFit(AllocationRequest request) {
        return request.processors() <= size;
    }

    @Override
    public AllocatorStats stats() {
        return new AllocatorStats(requests, 0, 0, 0, 0, 0, positions);
    }
}
