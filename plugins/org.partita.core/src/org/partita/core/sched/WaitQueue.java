package org.partita.core.sched;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * Waiting jobs in arrival order: a doubly linked list through the {@link WaitingJob}s themselves, so appending,
 * removing the head and removing any job a backfilling policy picks are all {@code O(1)}.
 */
public final class WaitQueue implements Iterable<WaitingJob> {

    private WaitingJob head;
    private WaitingJob tail;
    private int size;
    private long nextSequence;
    /**
     * Built by {@link #nextAtMost} once the queue holds {@link #INDEX_FROM} jobs and kept up to date until it holds
     * fewer than {@link #DROP_INDEX_BELOW} (queues never asked pay nothing).
     */
    private QueueFitIndex fits;
    static final int INDEX_FROM = 64;
    static final int DROP_INDEX_BELOW = 16;

    public void add(WaitingJob w) {
        if (w.owner != null) {
            throw new IllegalStateException("job " + w.job().id() + " is already queued");
        }
        w.owner = this;
        w.sequence = nextSequence++;
        w.prev = tail;
        w.next = null;
        if (tail == null) {
            head = w;
        } else {
            tail.next = w;
        }
        tail = w;
        size++;
        if (fits != null) {
            fits.added(w);
        }
    }

    public void remove(WaitingJob w) {
        if (w.owner != this) {
            throw new IllegalStateException("job " + w.job().id() + " is not in this queue");
        }
        if (w.prev == null) {
            head = w.next;
        } else {
            w.prev.next = w.next;
        }
        if (w.next == null) {
            tail = w.prev;
        } else {
            w.next.prev = w.prev;
        }
        if (fits != null) {
            fits.removed(w);
        }
        w.prev = null;
        w.next = null;
        w.owner = null;
        size--;
    }

    /** The first (oldest) waiting job, or {@code null}. */
    public WaitingJob head() {
        return head;
    }

    /** The job after {@code w} in arrival order, or {@code null}. */
    public WaitingJob next(WaitingJob w) {
        return w.next;
    }

    /**
     * The first job after {@code w} in arrival order that needs at most {@code processors}, or {@code null}: what
     * walking {@link #next} past every wider job finds, in {@code O(log n)}. {@code w} may have left the queue
     * since (a backfill scan that just started it): the jobs after its former place are searched.
     */
    public WaitingJob nextAtMost(WaitingJob w, int processors) {
        // a short queue is walked: cheaper than keeping the index up to date at every arrival and start (the
        // bounds differ so that a queue hovering around one of them does not rebuild the index over and over)
        if (fits != null && size < DROP_INDEX_BELOW) {
            fits = null;
        }
        if (fits == null && size < INDEX_FROM) {
            WaitingJob x = w.owner == this ? w.next : head;
            while (x != null && (x.sequence <= w.sequence || x.processors() > processors)) {
                x = x.next;
            }
            return x;
        }
        if (fits == null) {
            fits = new QueueFitIndex(this);
        }
        return fits.nextAtMost(w.sequence, processors);
    }

    WaitingJob tail() {
        return tail;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public int size() {
        return size;
    }

    /** Iterates in arrival order. The current element may be removed (through {@link #remove}) while iterating. */
    @Override
    public Iterator<WaitingJob> iterator() {
        return new Iterator<>() {
            private WaitingJob nextUp = head;

            @Override
            public boolean hasNext() {
                return nextUp != null;
            }

            @Override
            public WaitingJob next() {
                if (nextUp == null) {
                    throw new NoSuchElementException();
                }
                WaitingJob w = nextUp;
                nextUp = w.next;
                return w;
            }
        };
    }
}
