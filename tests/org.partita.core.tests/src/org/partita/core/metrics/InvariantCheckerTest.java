package org.partita.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.machine.Topology;
import org.partita.core.metrics.InvariantChecker.Placement;

class InvariantCheckerTest {

    static List<String> check(InvariantChecker c) {
        return c.violations().stream().map(Object::toString).toList();
    }

    @Test
    void validScheduleHasNoViolations() {
        InvariantChecker c = new InvariantChecker(4)
                .add(new Placement(1, 0, 0, 10, 2, new int[] {0, 1}))
                .add(new Placement(2, 0, 10, 15, 3, new int[] {0, 1, 2})) // reuses 0,1 at the release instant
                .add(new Placement(3, 1, 10, 12, 1, new int[] {3}))
                .add(new Placement(4, 10, 15, Double.NaN, 4, new int[] {0, 1, 2, 3})); // still running
        assertEquals(List.of(), check(c));
    }

    @Test
    void overlapIsReportedWithNodeAndTime() {
        InvariantChecker c = new InvariantChecker(4)
                .add(new Placement(1, 0, 0, 10, 2, new int[] {0, 1}))
                .add(new Placement(2, 0, 5, 8, 1, new int[] {1}));
        assertEquals(List.of("job 2: node 1 is already held by job 1 at time 5.0"), check(c));
    }

    @Test
    void zeroLengthPlacementsConflictOnlyWithHolders() {
        InvariantChecker ok = new InvariantChecker(1)
                .add(new Placement(1, 0, 0, 0, 1, new int[] {0}))
                .add(new Placement(2, 0, 0, 0, 1, new int[] {0}))
                .add(new Placement(3, 0, 0, 4, 1, new int[] {0}));
        assertEquals(List.of(), check(ok));
        InvariantChecker bad = new InvariantChecker(1)
                .add(new Placement(1, 0, 0, 4, 1, new int[] {0}))
                .add(new Placement(2, 2, 2, 2, 1, new int[] {0}));
        assertEquals(List.of("job 2: node 0 is already held by job 1 at time 2.0"), check(bad));
    }

    @Test
    void perPlacementInvariants() {
        InvariantChecker c = new InvariantChecker(4)
                .add(new Placement(1, 5, 3, 10, 1, new int[] {0}))
                .add(new Placement(2, 0, 0, 1, 3, new int[] {1, 2}))
                .add(new Placement(3, 0, 0, 1, 1, new int[] {4}))
                .add(new Placement(4, 0, 0, 1, 2, new int[] {3, 3}))
                .add(new Placement(5, 0, 2, 1, 1, new int[] {3}));
        assertEquals(List.of("job 1: starts at 3.0 before its submit time 5.0",
                "job 2: allocated 2 nodes but requested 3",
                "job 3: node id 4 outside 0..3",
                "job 4: node 3 listed twice",
                "job 5: ends at 1.0 before it starts at 2.0"), check(c));
        assertEquals(List.of(), check(new InvariantChecker(4).allowSizeReduction()
                .add(new Placement(2, 0, 0, 1, 3, new int[] {1, 2}))));
    }

    @Test
    void optionalContiguity() {
        Topology mesh = Topology.mesh(4, 4);
        InvariantChecker c = new InvariantChecker(16).requireContiguity(mesh)
                .add(new Placement(1, 0, 0, 1, 4, new int[] {0, 1, 4, 5}))
                .add(new Placement(2, 0, 0, 1, 2, new int[] {2, 7}));
        assertEquals(List.of("job 2: allocation is not contiguous in mesh:4x4"), check(c));
    }

    @Test
    void readsJobsCsv() throws Exception {
        String csv = "job_id,submit,start,end,requested_procs,allocated_procs,nodes,wait,pipeline\n"
                + "1,0,0,10,2,2,0 1,0,p\n"
                + "2,0,5,,1,1,1,5,p\n";
        List<Placement> ps = InvariantChecker.readJobsCsv(new StringReader(csv));
        assertEquals(2, ps.size());
        assertTrue(Double.isNaN(ps.get(1).end()));
        assertEquals(List.of("job 2: node 1 is already held by job 1 at time 5.0"),
                check(new InvariantChecker(2).addAll(ps)));
        var e = assertThrows(IllegalArgumentException.class, () -> InvariantChecker.readJobsCsv(new StringReader(
                "job_id,submit,start,end,requested_procs,allocated_procs,nodes\n1,0,x,1,1,1,0\n")));
        assertEquals("jobs.csv line 2, column start: 'x' is not a number", e.getMessage());
    }
}
