package org.partita.core.alloc;

import java.util.Arrays;
import java.util.List;

/**
 * Kim–Yoon's alloc_list in job-id order, with the deallocation rebuild (Fig. 8 Step 2) made incremental.
 *
 * <p>The rebuild carves the allocated submeshes out of the whole mesh one after the other, in job-id order. The list
 * it holds after the first k carves, and the work they took, depend only on those k submeshes, so both are kept per
 * prefix: a later rebuild resumes from the longest prefix that no allocation or release has changed since, and
 * reports the work of the full rebuild. The free list and the work count are exactly those of rebuilding from
 * scratch; only the carves already done are not repeated (a release in the middle of the order redoes half of
 * them on average, an allocation with the largest job id none). A prefix whose list the set's memo holds is kept as its
 * state number instead of a copy.
 */
final class AllocatedSubmeshes {

    private int n;
    private long[] ids = new long[16];
    private Rect[] rects = new Rect[16];
    /** prefix[k]: the rebuild's unsorted free list after carving the first k submeshes, when prefixState[k] < 0. */
    private long[][] prefix = new long[17][];
    /** The memo's state of that list, or -1. */
    private int[] prefixState = new int[17];
    private int[] prefixCount = new int[17];
    /** Work of those k carves, starting from the whole mesh. */
    private long[] prefixWork = new long[17];
    /** Prefixes 0..valid are up to date. */
    private int valid;

    int size() {
        return n;
    }

    boolean isEmpty() {
        return n == 0;
    }

    boolean contains(long jobId) {
        return Arrays.binarySearch(ids, 0, n, jobId) >= 0;
    }

    /** The allocated submeshes in job-id order. */
    List<Rect> values() {
        return Arrays.asList(Arrays.copyOf(rects, n));
    }

    void add(long jobId, Rect r) {
        int i = Arrays.binarySearch(ids, 0, n, jobId);
        if (i >= 0) {
            throw new IllegalStateException("job " + jobId + " is already allocated");
        }
        i = -i - 1;
        if (n == ids.length) {
            ids = Arrays.copyOf(ids, 2 * n);
            rects = Arrays.copyOf(rects, 2 * n);
            prefix = Arrays.copyOf(prefix, 2 * n + 1);
            prefixCount = Arrays.copyOf(prefixCount, 2 * n + 1);
            prefixState = Arrays.copyOf(prefixState, 2 * n + 1);
            prefixWork = Arrays.copyOf(prefixWork, 2 * n + 1);
        }
        System.arraycopy(ids, i, ids, i + 1, n - i);
        System.arraycopy(rects, i, rects, i + 1, n - i);
        ids[i] = jobId;
        rects[i] = r;
        n++;
        valid = Math.min(valid, i);
    }

    /** Removes the job's submesh and returns it, or null if the job holds none. */
    Rect remove(long jobId) {
        int i = Arrays.binarySearch(ids, 0, n, jobId);
        if (i < 0) {
            return null;
        }
        Rect r = rects[i];
        System.arraycopy(ids, i + 1, ids, i, n - i - 1);
        System.arraycopy(rects, i + 1, rects, i, n - i - 1);
        n--;
        rects[n] = null;
        valid = Math.min(valid, i);
        return r;
    }

    /**
     * Fig. 8 Step 2: sets {@code free} to the whole mesh minus every allocated submesh, in FSL order, and adds the
     * work of carving all of them from the whole mesh to {@code free.work}.
     */
    void rebuild(FreeSubmeshSet free) {
        long start = free.work;
        if (valid == 0) {
            free.setWhole();
            prefixWork[0] = 0;
        } else if (prefixState[valid] >= 0) {
            free.become(prefixState[valid]);
        } else {
            free.restore(prefix[valid], prefixCount[valid]);
        }
        long base = prefixWork[valid];
        for (int k = valid; k < n; k++) {
            Rect r = rects[k];
            free.carveUnsorted(r.x1(), r.y1(), r.x2(), r.y2());
            prefixState[k + 1] = free.knownState();
            if (prefixState[k + 1] < 0) {
                prefix[k + 1] = free.snapshot(prefix[k + 1]);
                prefixCount[k + 1] = free.size();
            }
            prefixWork[k + 1] = base + free.work - start;
        }
        valid = n;
        free.work = start + prefixWork[n];
        free.sort();
    }

    /** Drops every kept prefix: the set's memo was emptied, so their state numbers are void. */
    void forgetStates() {
        valid = 0;
    }
}
