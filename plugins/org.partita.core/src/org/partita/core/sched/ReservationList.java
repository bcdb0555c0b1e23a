package org.partita.core.sched;

import java.util.Arrays;

/**
 * Conservative backfilling's reservations in plan order — by start, ties by arrival ({@link WaitingJob#sequence()})
 * — as a sorted array: a plan holds tens of reservations, and at that size binary search and array copies beat a
 * balanced tree (no node per reservation, no comparator calls).
 */
public final class ReservationList {

    /** A waiting job's place in the plan: {@code processors} held over {@code [start, start + duration)}. */
    public static final class Reservation {
        final WaitingJob job;
        final double duration;
        final int processors;
        double start;

        public WaitingJob job() {
            return job;
        }

        public double start() {
            return start;
        }

        /** Sets the start; only while the reservation is not in a list (the list is sorted by it). */
        public void setStart(double start) {
            this.start = start;
        }

        public Reservation(WaitingJob job) {
            this.job = job;
            this.duration = job.estimate();
            this.processors = job.processors();
        }
    }

    private Reservation[] items = new Reservation[16];
    private int size;

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** The {@code i}-th reservation in plan order. */
    public Reservation get(int i) {
        return items[i];
    }

    /** Inserts {@code r} at its place in plan order (its start set). */
    public void add(Reservation r) {
        if (size == items.length) {
            items = Arrays.copyOf(items, 2 * size);
        }
        int at = size;
        if (at > 0 && before(r, items[at - 1])) { // usually appended: planned after everything else
            at = search(r, size);
        }
        System.arraycopy(items, at, items, at + 1, size - at);
        items[at] = r;
        size++;
    }

    public void removeAt(int i) {
        System.arraycopy(items, i + 1, items, i, size - i - 1);
        items[--size] = null;
    }

    /** Removes {@code r}, which is in the list with its current start. */
    public void remove(Reservation r) {
        int at = search(r, size);
        if (at >= size || items[at] != r) {
            throw new IllegalStateException("job " + r.job.job().id() + " is not planned at " + r.start);
        }
        removeAt(at);
    }

    /**
     * Moves the {@code i}-th reservation to {@code start}, which must not be later than its current start: the
     * reservations before it keep their order and those after it their index.
     */
    public void moveEarlier(int i, double start) {
        Reservation r = items[i];
        if (start > r.start) {
            throw new IllegalArgumentException("job " + r.job.job().id() + " would move from " + r.start + " to "
                    + start);
        }
        r.start = start;
        int at = search(r, i);
        System.arraycopy(items, at, items, at + 1, i - at);
        items[at] = r;
    }

    /** Copies the reservations in plan order into {@code into} (grown when too small), which is returned. */
    public Reservation[] copy(Reservation[] into) {
        if (into.length < size) {
            into = new Reservation[items.length];
        }
        System.arraycopy(items, 0, into, 0, size);
        return into;
    }

    public void clear() {
        Arrays.fill(items, 0, size, null);
        size = 0;
    }

    /** The first index below {@code hi} whose reservation does not come before {@code r}, or {@code hi}. */
    private int search(Reservation r, int hi) {
        int lo = 0;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (before(items[mid], r)) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private static boolean before(Reservation a, Reservation b) {
        int c = Double.compare(a.start, b.start); // as the plan's order always was (a TreeSet by Double.compare)
        return c < 0 || (c == 0 && a.job.sequence() < b.job.sequence());
    }
}
