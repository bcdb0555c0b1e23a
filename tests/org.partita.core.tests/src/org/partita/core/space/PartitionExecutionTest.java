package org.partita.core.space;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.workload.JobStructures;
import org.partita.core.workload.TaskGraph;

class PartitionExecutionTest {

    private static final double EPS = 1e-9;

    /**
     * Fork-join of 4 tasks (demand 8, so 2 s each) and a 0.1 s join on 2 processors:
     * <pre>
     * [0, 2)     tasks 0, 1 on positions 0, 1
     * [2, 4)     tasks 2, 3 on positions 0, 1
     * [4, 4.1)   join on position 0; position 1 idle
     * </pre>
     * makespan 4.1; on 4 processors one round: 2 + 0.1 = 2.1; on 1 processor 8.1. With eager release: at 0 and 2
     * the work level still has 4 and 2 unfinished tasks, so nothing goes; at 4 only the join is left (R = 1), so
     * position 1 is released at 4. Computing processors: 2 on [0, 4), 1 on [4, 4.1), so 8.1 processor-seconds in
     * all, and 2 · 3 + 0.05 between 1 and 4.05.
     */
    @Test
    void forkJoinOfFourTasksOnTwoProcessors() {
        TaskGraph g = JobStructures.forkJoin(4, 8, 0.1);
        PartitionExecution e = PartitionExecution.run(g, 2, false, false);
        assertEquals(4.1, e.makespan(), EPS);
        assertEquals(List.of(), e.releases());
        assertEquals(2 * 4.1, e.heldProcessorSeconds(), EPS);
        assertArrayEquals(new double[] {0, 4, 4.1}, e.busy().at(), EPS);
        assertArrayEquals(new int[] {2, 1, 0}, e.busy().count());
        assertEquals(8.1, e.busy().total(), EPS);
        assertEquals(6.05, e.busy().within(1, 4.05), EPS);
        assertEquals(0, e.busy().within(4.1, 9), EPS);
        assertEquals(2.1, PartitionExecution.run(g, 4, false, false).makespan(), EPS);
        assertEquals(8.1, PartitionExecution.run(g, 1, false, false).makespan(), EPS);
        // a partition wider than the job: the extra processors idle (no cap here)
        assertEquals(2.1, PartitionExecution.run(g, 10, false, false).makespan(), EPS);

        PartitionExecution eager = PartitionExecution.run(g, 2, true, false);
        assertEquals(4.1, eager.makespan(), EPS);
        assertEquals(1, eager.releases().size());
        assertEquals(4.0, eager.releases().get(0).offset(), EPS);
        assertArrayEquals(new int[] {1}, eager.releases().get(0).positions());
        assertEquals(1, eager.heldAtEnd());
        assertEquals(2 * 4 + 0.1, eager.heldProcessorSeconds(), EPS);
    }

    /**
     * Fork-join of 3 tasks of 2 s on 2 processors, eager: [0,2) tasks 0,1; at 2 task 2 takes position 0 and only 1
     * task is unfinished at any depth, so position 1 goes at 2; [2,4) task 2; [4,4.1) join. Makespan 4.1.
     */
    @Test
    void forkJoinReleasesInItsLastRound() {
        PartitionExecution e = PartitionExecution.run(JobStructures.forkJoin(3, 6, 0.1), 2, true, false);
        assertEquals(4.1, e.makespan(), EPS);
        assertEquals(1, e.releases().size());
        assertEquals(2.0, e.releases().get(0).offset(), EPS);
        assertArrayEquals(new int[] {1}, e.releases().get(0).positions());
    }

    /**
     * A wide partition given to a narrow job is released at once under eager release: fork-join of 2 tasks on 5
     * processors keeps 2 and releases positions 4, 3, 2 at time 0.
     */
    @Test
    void eagerReleaseTrimsAnOversizedPartitionAtTheStart() {
        PartitionExecution e = PartitionExecution.run(JobStructures.forkJoin(2, 4, 0.1), 5, true, false);
        assertEquals(2.1, e.makespan(), EPS);
        assertEquals(0.0, e.releases().get(0).offset(), EPS);
        assertArrayEquals(new int[] {4, 3, 2}, e.releases().get(0).positions());
        assertEquals(2.0, e.releases().get(1).offset(), EPS); // join left: position 1 goes
        assertArrayEquals(new int[] {1}, e.releases().get(1).positions());
    }

    /**
     * Gaussian elimination, mp = 2 (3 columns), demand 3 split over the 3 update tasks (1 s each), pivots 0.2 s,
     * on 2 processors:
     * <pre>
     * [0, 0.2)    T_1^1
     * [0.2, 1.2)  T_1^2, T_1^3 (both processors)
     * [1.2, 1.4)  T_2^2
     * [1.4, 2.4)  T_2^3
     * [2.4, 2.6)  T_3^3
     * </pre>
     * makespan 2.6; on 1 processor 0.6 + 3 = 3.6. Eager: at 1.2 the widest remaining level has 1 task, so position
     * 1 goes at 1.2 ("GE quickly starts releasing processors as the parallelism decreases"). The job holds 2
     * processors for 2.6 s but computes 3.6 processor-seconds: one processor idles through every pivot and T_2^3.
     */
    @Test
    void gaussianEliminationReleasesAsParallelismFalls() {
        TaskGraph g = JobStructures.gaussianElimination(2, 3, 0.2);
        PartitionExecution plain = PartitionExecution.run(g, 2, false, false);
        assertEquals(2.6, plain.makespan(), EPS);
        assertArrayEquals(new double[] {0, 0.2, 1.2, 2.6}, plain.busy().at(), EPS);
        assertArrayEquals(new int[] {1, 2, 1, 0}, plain.busy().count());
        assertEquals(3.6, plain.busy().total(), EPS);
        assertEquals(3.6, PartitionExecution.run(g, 1, false, false).makespan(), EPS);
        PartitionExecution e = PartitionExecution.run(g, 2, true, false);
        assertEquals(2.6, e.makespan(), EPS);
        assertEquals(1, e.releases().size());
        assertEquals(1.2, e.releases().get(0).offset(), EPS);
    }

    /**
     * Divide-and-conquer, mp = 4 (levels 1, 2, 4, 2, 1), demand 4 (work tasks 1 s), syn 0.1, on 2 processors:
     * <pre>
     * [0, 0.1)    D0
     * [0.1, 0.2)  D1a, D1b
     * [0.2, 1.2)  W0, W1
     * [1.2, 2.2)  W2, W3 (ready since 0.2, before M0 which became ready at 1.2: FIFO)
     * [2.2, 2.3)  M0, M1
     * [2.3, 2.4)  M
     * </pre>
     * makespan 2.4. Eager: nothing is released before the merge phase's last level ("DC will not release any
     * processors during the first half"); position 1 goes at 2.3.
     */
    @Test
    void divideAndConquerKeepsItsPartitionInTheFirstHalf() {
        TaskGraph g = JobStructures.divideAndConquer(2, 4, 0.1);
        PartitionExecution e = PartitionExecution.run(g, 2, true, false);
        assertEquals(2.4, e.makespan(), EPS);
        assertEquals(1, e.releases().size());
        assertEquals(2.3, e.releases().get(0).offset(), EPS);
        assertArrayEquals(new int[] {1}, e.releases().get(0).positions());
        assertEquals(2.4, PartitionExecution.run(g, 2, false, false).makespan(), EPS);
    }

    /**
     * On a ring only the idle top end of the partition may go. Tasks a (5 s) and b, c (1 s), independent, no join,
     * on 3 processors: a takes
     * position 0, b 1, c 2. At 1, b and c finish, R = 1: on a bus positions 2 and 1 go; on a ring too, since both
     * are idle and at the top. With a (1 s) and b, c (5 s) instead, at 1 position 0 is idle but below busy
     * positions: a bus releases it (R = 2), a ring cannot.
     */
    @Test
    void ringReleasesOnlyTheTopEnd() {
        TaskGraph g1 = new TaskGraph();
        g1.add("work", 5);
        g1.add("work", 1);
        g1.add("work", 1);
        PartitionExecution bus1 = PartitionExecution.run(g1, 3, true, false);
        PartitionExecution ring1 = PartitionExecution.run(g1, 3, true, true);
        assertArrayEquals(new int[] {2, 1}, bus1.releases().get(0).positions());
        assertArrayEquals(new int[] {2, 1}, ring1.releases().get(0).positions());

        TaskGraph g2 = new TaskGraph();
        g2.add("work", 1);
        g2.add("work", 5);
        g2.add("work", 5);
        PartitionExecution bus2 = PartitionExecution.run(g2, 3, true, false);
        PartitionExecution ring2 = PartitionExecution.run(g2, 3, true, true);
        assertEquals(1.0, bus2.releases().get(0).offset(), EPS);
        assertArrayEquals(new int[] {0}, bus2.releases().get(0).positions());
        assertEquals(List.of(), ring2.releases());
        assertEquals(5.0, ring2.makespan(), EPS);
    }

    /** The makespan without eager release equals the TaskGraph's own FIFO list-scheduling makespan. */
    @Test
    void agreesWithTaskGraphMakespan() {
        for (int mp = 1; mp <= 12; mp++) {
            for (int h = 1; h <= 14; h += 3) {
                for (TaskGraph g : List.of(JobStructures.forkJoin(mp, 7.3, 0.1),
                        JobStructures.divideAndConquer(31 - Integer.numberOfLeadingZeros(mp), 7.3, 0.1),
                        JobStructures.gaussianElimination(mp, 7.3, 0.2))) {
                    PartitionExecution run = PartitionExecution.run(g, h, false, false);
                    double m = run.makespan();
                    assertEquals(g.makespan(h), m, EPS);
                    // the processors that compute account for all the graph's work, never more than the partition
                    assertEquals(g.totalWork(), run.busy().total(), 1e-9);
                    for (int c : run.busy().count()) {
                        assertTrue(c >= 0 && c <= h);
                    }
                    // eager release never shortens a job; it never slows FJ and GE, whose levels are separated
                    // by barriers (a DC job may be slowed: subtrees at different depths overlap)
                    double eager = PartitionExecution.run(g, h, true, false).makespan();
                    assertTrue(eager >= m - EPS);
                    if (g.tasks().get(g.size() - 1).kind().equals("sync")
                            || g.tasks().get(0).kind().equals("pivot")) {
                        assertEquals(m, eager, EPS);
                    }
                    assertTrue(m >= g.criticalPath() - EPS && m >= g.totalWork() / h - EPS);
                }
            }
        }
    }
}
