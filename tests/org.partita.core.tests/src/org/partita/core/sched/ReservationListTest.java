package org.partita.core.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.partita.core.alloc.AllocationRequest;
import org.partita.core.sched.ReservationList.Reservation;
import org.partita.core.workload.Job;

/**
 * The sorted reservation array against a {@code TreeSet} by {@code (start, arrival)} with {@link Double#compare}
 * (the order the plan always had), on random sequences of insertions (many equal starts, signed zeros), removals
 * of a given reservation, removals by index as a pass starts due jobs, moves earlier in place and copies.
 */
class ReservationListTest {

    private static final Comparator<Reservation> ORDER = Comparator.<Reservation>comparingDouble(Reservation::start)
            .thenComparingLong(r -> r.job().sequence());

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void randomOperationsKeepTheOrderOfATreeSet(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        WaitQueue queue = new WaitQueue(); // numbers the jobs in arrival order
        ReservationList list = new ReservationList();
        TreeSet<Reservation> reference = new TreeSet<>(ORDER);
        Reservation[] scratch = new Reservation[0];
        for (int step = 0; step < 5000; step++) {
            int op = rnd.nextInt(10);
            if (op < 5 || reference.isEmpty()) {
                Job job = Job.rigid(step, 0, 1, 10);
                WaitingJob w = new WaitingJob(job, AllocationRequest.ofProcessors(step, 1), 0);
                queue.add(w);
                Reservation r = new Reservation(w);
                int kind = rnd.nextInt(8);
                r.setStart(kind == 0 ? -0.0 : kind == 1 ? 0.0 : rnd.nextInt(seed % 2 == 0 ? 5 : 500));
                list.add(r);
                reference.add(r);
            } else if (op < 7) {
                Reservation r = new ArrayList<>(reference).get(rnd.nextInt(reference.size()));
                list.remove(r);
                reference.remove(r);
            } else if (op < 8) {
                int i = rnd.nextInt(list.size());
                Reservation r = list.get(i);
                list.removeAt(i);
                assertEquals(true, reference.remove(r));
            } else if (op < 9) { // a compression moves one earlier
                int i = rnd.nextInt(list.size());
                Reservation r = list.get(i);
                reference.remove(r);
                list.moveEarlier(i, r.start() - rnd.nextInt(3));
                reference.add(r);
            } else {
                scratch = list.copy(scratch);
                List<Reservation> copied = new ArrayList<>(java.util.Arrays.asList(scratch).subList(0, list.size()));
                assertEquals(new ArrayList<>(reference), copied);
            }
            assertEquals(reference.size(), list.size());
            assertEquals(reference.isEmpty(), list.isEmpty());
            int i = 0;
            for (Reservation r : reference) {
                assertEquals(r, list.get(i++), "step " + step);
            }
        }
        list.clear();
        assertEquals(0, list.size());
    }

    @org.junit.jupiter.api.Test
    void aReservationNeverMovesLater() {
        WaitQueue queue = new WaitQueue();
        WaitingJob w = new WaitingJob(Job.rigid(1, 0, 1, 10), AllocationRequest.ofProcessors(1, 1), 0);
        queue.add(w);
        Reservation r = new Reservation(w);
        r.setStart(3);
        ReservationList list = new ReservationList();
        list.add(r);
        assertThrows(IllegalArgumentException.class, () -> list.moveEarlier(0, 4));
        list.moveEarlier(0, 2);
        assertEquals(2, list.get(0).start());
    }

    @ParameterizedTest
    @ValueSource(doubles = {3, 4})
    void removingAReservationThatIsNotThereFails(double start) {
        WaitQueue queue = new WaitQueue();
        WaitingJob w = new WaitingJob(Job.rigid(1, 0, 1, 10), AllocationRequest.ofProcessors(1, 1), 0);
        queue.add(w);
        Reservation r = new Reservation(w);
        r.setStart(3);
        ReservationList list = new ReservationList();
        if (start == 3) {
            Reservation other = new Reservation(w);
            other.setStart(3);
            list.add(other);
        }
        assertThrows(IllegalStateException.class, () -> list.remove(r));
    }
}
