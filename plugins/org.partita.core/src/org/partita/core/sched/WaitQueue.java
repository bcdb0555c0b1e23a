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
