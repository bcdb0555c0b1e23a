package org.partita.core.alloc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.machine.Topology;

/**
 * Chang 1997 §7.2: "a candidate for migration is selected from the candidate pool" (one, not each until one
 * works), and arrival migration at the allocation failure of an incoming job (not at the waiting head's retries).
 * Each case on a 4 × 2 mesh of 1 × 2 columns, worked by hand; the earlier readings stay available as options.
 */
class MigrationReadingsTest {

    private static final Topology MESH = Topology.mesh(4, 2);

    private static AllocationRequest column(long id) {
        return AllocationRequest.ofShape(id, 1, 2);
    }

    /**
     * Columns 0, 1 hold jobs 1, 2 and a 2 × 2 job 3 holds columns 2-3; job 1 leaves. The first-ranked candidate is
     * job 3 (square) and has no closer place; job 2 could move to column 0, but it is not the selected candidate.
     */
    @Test
    void departureTriesTheSelectedCandidateOnly() {
        for (String candidate : List.of("best", "any")) {
            Allocator m = MeshAllocators.create("migration", MESH, Map.of("candidate", candidate), null);
            Allocation a = m.allocate(column(1));
            m.allocate(column(2));
            assertEquals(new Rect(2, 0, 3, 1), Rect.ofNodes(m.allocate(AllocationRequest.ofShape(3, 2, 2)).nodes(),
                    4));
            m.release(a);
            List<Relocation> moved = m.drainRelocations();
            if (candidate.equals("best")) {
                assertTrue(moved.isEmpty(), "job 3 is selected and cannot move; nothing else is tried");
            } else {
                assertEquals(1, moved.size());
                assertEquals(2, moved.get(0).jobId());
                assertEquals(new Rect(0, 0, 0, 1), Rect.ofNodes(moved.get(0).to().nodes(), 4));
            }
        }
    }

    /**
     * Jobs 1, 2, 3 in columns 0, 1, 2; job 2 leaves; a 2 × 2 job 4 fails. The selected candidate is job 1 (equal
     * shapes: the older first), already in the corner: no migration. Moving job 3 to column 1 would have made room.
     */
    @Test
    void arrivalTriesTheSelectedCandidateOnly() {
        for (String candidate : List.of("best", "any")) {
            Allocator m = MeshAllocators.create("migration", MESH, Map.of("trigger", "arrival", "candidate",
                    candidate), null);
            m.allocate(column(1));
            Allocation b = m.allocate(column(2));
            m.allocate(column(3));
            m.release(b);
            Allocation d = m.allocate(AllocationRequest.ofShape(4, 2, 2));
            if (candidate.equals("best")) {
                assertNull(d);
                assertTrue(m.drainRelocations().isEmpty());
            } else {
                assertEquals(new Rect(2, 0, 3, 1), Rect.ofNodes(d.nodes(), 4));
                assertEquals(3, m.drainRelocations().get(0).jobId());
            }
        }
    }

    /**
     * Pool 2. Jobs 1-4 fill the columns; job 2 leaves and a 2 × 2 job 5 fails: its selected candidate, job 3, can
     * move to column 1, but job 5 still does not fit (column 2 alone), so nothing moves. Job 4 leaves; job 5's
     * retry finds columns 1 and 3 free. Moving job 3 to column 1 would now let it in, but the retry is not an
     * incoming job's failure.
     */
    @Test
    void arrivalMigratesForIncomingJobsOnly() {
        for (String on : List.of("incoming", "every-failure")) {
            Allocator m = MeshAllocators.create("migration", MESH, Map.of("trigger", "arrival", "pool", "2",
                    "arrival-on", on), null);
            m.allocate(column(1));
            Allocation b = m.allocate(column(2));
            m.allocate(column(3));
            Allocation e = m.allocate(column(4));
            m.release(b);
            assertNull(m.allocate(AllocationRequest.ofShape(5, 2, 2)));
            assertTrue(m.drainRelocations().isEmpty());
            m.release(e);
            Allocation retry = m.allocate(AllocationRequest.ofShape(5, 2, 2));
            if (on.equals("incoming")) {
                assertNull(retry);
                assertTrue(m.drainRelocations().isEmpty());
            } else {
                assertNotNull(retry);
                assertEquals(new Rect(2, 0, 3, 1), Rect.ofNodes(retry.nodes(), 4));
                List<Relocation> moved = m.drainRelocations();
                assertEquals(3, moved.get(0).jobId());
                assertEquals(new Rect(1, 0, 1, 1), Rect.ofNodes(moved.get(0).to().nodes(), 4));
            }
        }
    }
}
