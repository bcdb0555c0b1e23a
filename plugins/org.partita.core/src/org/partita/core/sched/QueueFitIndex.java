package org.partita.core.sched;

import java.util.Arrays;

/**
 * The processors each queued job needs, by arrival position, as a tree of minima: the first job after a given one
 * that needs at most {@code p} processors is found in {@code O(log n)} instead of by walking the queue past every
 * wider job (EASY's backfill scan over a long queue, where most jobs are wider than the processors free).
 *
 * <p>Positions are the jobs' {@link WaitingJob#sequence() sequences} less a base; when a new job falls past the
 * window, the index is rebuilt from the queue with the base at its head (so the window slides with the queue and
 * its size follows the queue's span, not the length of the trace).
 */
final class QueueFitIndex {

    private static final int NONE = Integer.MAX_VALUE;

    private final WaitQueue queue;
    private long base;
    /** Leaves {@code n..2n-1}; node {@code i} holds the minimum of its children. */
    private int[] min;
    private WaitingJob[] jobs;
    private int n;

    QueueFitIndex(WaitQueue queue) {
        this.queue = queue;
        rebuild();
    }

    /** {@code w} was appended to the queue. */
    void added(WaitingJob w) {
        long pos = w.sequence - base;
        if (pos >= n) {
            rebuild();
        } else {
            set((int) pos, w, w.processors());
        }
    }

    /** {@code w} left the queue. */
    void removed(WaitingJob w) {
        set((int) (w.sequence - base), null, NONE);
    }

    /** The first queued job after position {@code sequence} that needs at most {@code processors}, or {@code null}. */
    WaitingJob nextAtMost(long sequence, int processors) {
        processors = Math.min(processors, NONE - 1);
        long from = Math.max(0, sequence - base + 1);
        if (from >= n) {
            return null;
        }
        int i = (int) from + n;
        if (min[i] > processors) {
            // up until a right sibling holds a fitting job, then down to its leftmost fitting leaf
            while (true) {
                if (i == 1) {
                    return null;
                }
                if ((i & 1) == 0 && min[i + 1] <= processors) {
                    i++;
                    break;
                }
                i >>>= 1;
            }
            while (i < n) {
                i <<= 1;
                if (min[i] > processors) {
                    i++;
                }
            }
        }
        return jobs[i - n];
    }

    private void set(int pos, WaitingJob w, int processors) {
        jobs[pos] = w;
        int i = pos + n;
        min[i] = processors;
        for (i >>>= 1; i > 0; i >>>= 1) {
            int m = Math.min(min[2 * i], min[2 * i + 1]);
            if (min[i] == m) {
                break;
            }
            min[i] = m;
        }
    }

    private void rebuild() {
        WaitingJob head = queue.head();
        base = head == null ? 0 : head.sequence;
        long span = queue.tail() == null ? 0 : queue.tail().sequence - base + 1;
        n = Integer.highestOneBit((int) Math.max(64, Math.min(1 << 29, 2 * span)) - 1) << 1;
        min = new int[2 * n];
        jobs = new WaitingJob[n];
        Arrays.fill(min, NONE);
        for (WaitingJob w = head; w != null; w = w.next) {
            int pos = (int) (w.sequence - base);
            jobs[pos] = w;
            min[pos + n] = w.processors();
        }
        for (int i = n - 1; i > 0; i--) {
            min[i] = Math.min(min[2 * i], min[2 * i + 1]);
        }
    }
}
