package org.partita.core.alloc;

/**
 * What a 2D mesh's first fit knows after a failed search: "no a×b window was free after the n-th release", plus the
 * bounding boxes of the releases since. Allocations only take nodes away, so such a fact stays true until a release;
 * and a window that is free now but was not free then holds a node released since. So a later first fit for a×b (or
 * any larger a′×b′, which contains an a×b window) only needs the bases whose window overlaps one of those boxes: a
 * blocked head retried after arrivals costs nothing, and after a release only the bases near the freed nodes.
 *
 * <p>A pure cache: it never changes which base is found, only how many bases are looked at to find it.
 */
final class FailedWindows {

    /** Releases remembered; a fact older than this many releases is answered by a full sweep. */
    static final int RELEASES = 64;
    /** Failed shapes remembered (the most recent ones). */
    private static final int SHAPES = 8;

    private final int[] x1 = new int[RELEASES];
    private final int[] y1 = new int[RELEASES];
    private final int[] x2 = new int[RELEASES];
    private final int[] y2 = new int[RELEASES];
    private long releases;

    private final int[] failedA = new int[SHAPES];
    private final int[] failedB = new int[SHAPES];
    private final long[] failedAt = new long[SHAPES];
    private int shapes;
    private int nextShape;

    /** Records a release whose nodes lie in the box (x1, y1)–(x2, y2), corners inclusive. */
    void released(int bx1, int by1, int bx2, int by2) {
        int i = (int) (releases % RELEASES);
        x1[i] = bx1;
        y1[i] = by1;
        x2[i] = bx2;
        y2[i] = by2;
        releases++;
    }

    /** Records that no a×b window is free now. */
    void failed(int a, int b) {
        for (int i = 0; i < shapes; i++) {
            if (failedA[i] == a && failedB[i] == b) {
                failedAt[i] = releases;
                return;
            }
        }
        failedA[nextShape] = a;
        failedB[nextShape] = b;
        failedAt[nextShape] = releases;
        nextShape = (nextShape + 1) % SHAPES;
        shapes = Math.max(shapes, nextShape == 0 ? SHAPES : nextShape);
    }

    /**
     * The latest release count after which no a×b window was free (a failure of a smaller shape counts too), or -1
     * when none is known or too many releases have happened since to list them.
     */
    long knownBlockedSince(int a, int b) {
        long best = -1;
        for (int i = 0; i < shapes; i++) {
            if (failedA[i] <= a && failedB[i] <= b) {
                best = Math.max(best, failedAt[i]);
            }
        }
        return best >= 0 && releases - best <= RELEASES ? best : -1;
    }

    /** Number of releases so far. */
    long releases() {
        return releases;
    }

    /** Box of release number {@code n} (0-based), as {x1, y1, x2, y2}; only the last {@value #RELEASES} exist. */
    int[] box(long n) {
        int i = (int) (n % RELEASES);
        return new int[] {x1[i], y1[i], x2[i], y2[i]};
    }
}
