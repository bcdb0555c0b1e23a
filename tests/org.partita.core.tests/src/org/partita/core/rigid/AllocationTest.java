package org.partita.core.rigid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;
import org.partita.core.metrics.Metric;
import org.partita.core.model.ModelContext;
import org.partita.core.model.ModelRun;
import org.partita.core.model.Pipeline;
import org.partita.core.model.Stage;
import org.partita.core.model.SweepPoint;
import org.partita.core.model.WorkloadTraits;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;
import org.partita.core.workload.ShapeRule;

/** A pipeline's {@code allocate} and {@code migrate} stages become the allocator the rigid model runs. */
class AllocationTest {

    private static final RigidModel MODEL = new RigidModel(StandardStrategies.shared());

    private static Pipeline stages(String name, Stage... stages) {
        return new Pipeline(name, ShapeRule.SQUARE, List.of(stages));
    }

    @Test
    void anAllocateStageIsTheAllocatorAndItsAbsenceTheDefault() {
        assertEquals(new Allocation("best-fit", Map.of()), Allocation.of(stages("B", Stage.of("allocate", "best-fit"))));
        assertEquals(new Allocation("rsr", Map.of("base", "first-fit", "t", "2")),
                Allocation.of(stages("R", Stage.of("allocate", "rsr", "t", "2", "base", "first-fit"))));
        assertEquals(new Allocation(Pipeline.DEFAULT_ALLOCATOR, Map.of()), Allocation.of(stages("N")));
    }

    @Test
    void aMigrateStageWrapsTheAllocatorAsItsBase() {
        Pipeline p = stages("M", Stage.of("queue", "fcfs"), Stage.of("allocate", "adaptive-scan"),
                Stage.of("migrate", "departure", "pool", "6"));
        assertEquals(new Allocation("migration", Map.of("base", "adaptive-scan", "pool", "6", "trigger", "departure")),
                Allocation.of(p));
        assertEquals("adaptive-scan", p.allocator(), "the allocate stage itself is as written");
        var e = assertThrows(IllegalArgumentException.class, () -> Allocation.of(stages("W",
                Stage.of("allocate", "rsr", "base", "first-fit"), Stage.of("migrate", "arrival"))));
        assertEquals("migration wraps a plain allocator; 'rsr' with parameters cannot be its base", e.getMessage());
        var v = assertThrows(IllegalArgumentException.class, () -> MODEL.validate(stages("W",
                Stage.of("allocate", "rsr", "base", "first-fit"), Stage.of("migrate", "arrival")),
                Machine.of(Topology.mesh(4, 4)), StandardStrategies.allocators(), new RandomStreams(1)));
        assertEquals("pipeline 'W': " + e.getMessage(), v.getMessage());
    }

    /**
     * {@code allocate first-fit} with {@code migrate departure} runs exactly as the migration allocator written with
     * its base and trigger: the same metrics on the same jobs, and it moves jobs where first-fit alone does not.
     */
    @Test
    void aMigrateStageRunsAsTheMigrationAllocatorWrittenOut() throws Exception {
        AllocatorRegistry registry = StandardStrategies.allocators();
        Pipeline staged = stages("M", Stage.of("allocate", "first-fit"), Stage.of("migrate", "departure"));
        Pipeline written = new Pipeline("M", "fcfs", "migration", Map.of("base", "first-fit", "trigger", "departure"),
                ShapeRule.SQUARE);
        assertTrue(MODEL.movesJobs(staged, registry));
        assertFalse(MODEL.movesJobs(stages("F", Stage.of("allocate", "first-fit")), registry));
        Machine mesh = Machine.of(Topology.mesh(4, 4));
        ModelRun a = MODEL.run(context(mesh, staged));
        ModelRun b = MODEL.run(context(mesh, written));
        ModelRun plain = MODEL.run(context(mesh, stages("M", Stage.of("allocate", "first-fit"))));
        for (Metric m : List.of(Metric.RESPONSE, Metric.WAIT, Metric.UTILIZATION, Metric.JOBS)) {
            assertEquals(b.metrics().get(m), a.metrics().get(m), m.column());
        }
        assertEquals(b.simulation().endTime(), a.simulation().endTime());
        assertTrue(a.violations().isEmpty(), a.violations().toString());
        assertNotEquals(plain.metrics().get(Metric.RESPONSE), a.metrics().get(Metric.RESPONSE),
                "the migrate stage is not ignored");
    }

    private static ModelContext context(Machine machine, Pipeline p) {
        return new ModelContext(machine, p, SweepPoint.NONE, JobSource.of(jobs()), WorkloadTraits.RIGID,
                new RandomStreams(7), SimulationConfig.DEFAULT, Double.NaN, true, List.of(),
                StandardStrategies.allocators(), false, null);
    }

    /** Shaped jobs that fragment a 4 × 4 mesh: small ones leave holes that a compaction can close. */
    private static List<Job> jobs() {
        List<Job> jobs = new ArrayList<>();
        RandomStreams streams = new RandomStreams(3);
        var r = streams.stream("jobs");
        double t = 0;
        for (int i = 1; i <= 400; i++) {
            t += -Math.log(1 - r.nextDouble()) * 0.6;
            jobs.add(Job.shaped(i, t, 1 + 4 * r.nextDouble(), 1 + r.nextInt(3), 1 + r.nextInt(3)));
        }
        return jobs;
    }
}
