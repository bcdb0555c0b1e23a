package org.partita.core.rigid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.experiment.RunModels;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.machine.Cluster;
import org.partita.core.machine.Link;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;
import org.partita.core.metrics.Metric;
import org.partita.core.model.ModelContext;
import org.partita.core.model.ModelRun;
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;
import org.partita.core.model.WorkloadTraits;
import org.partita.core.sched.RunningJob;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;
import org.partita.core.workload.ShapeRule;

/** The rigid engine run as a {@link org.partita.core.model.RunModel}, as every pipeline without a stage is. */
class RigidModelTest {

    private static final RigidModel MODEL = new RigidModel(StandardStrategies.shared());

    private static ModelContext context(Machine machine, Pipeline p, List<Job> jobs, boolean check,
            List<SimulationObserver> observers) {
        return new ModelContext(machine, p, SweepPoint.NONE, JobSource.of(jobs), WorkloadTraits.RIGID,
                new RandomStreams(1), SimulationConfig.DEFAULT, Double.NaN, check, observers,
                StandardStrategies.allocators(), false, null);
    }

    /**
     * The golden FCFS schedule on a 4-processor pool (engine.SimulationTest): job 1 (2 × 10 s) starts at 0; job 2
     * (3 × 5 s) waits for it, and job 3 (1 × 2 s, submitted at 1) behind job 2, both start at 10; job 4 (4 × 1 s,
     * submitted at 10) at 15. Waits 0, 10, 9, 5: mean 6; responses 10, 15, 11, 6: mean 10.5; utilization 41
     * processor-seconds over 4 · 16; completions in the order 1, 3, 2, 4.
     */
    @Test
    void runsThePipelinesQueueAndAllocatorAndTellsTheContextsObservers() throws Exception {
        List<Job> jobs = List.of(Job.rigid(1, 0, 2, 10), Job.rigid(2, 0, 3, 5), Job.rigid(3, 1, 1, 2),
                Job.rigid(4, 10, 4, 1));
        List<Long> completed = new ArrayList<>();
        SimulationObserver seen = new SimulationObserver() {
            @Override
            public void jobCompleted(RunningJob job, boolean measured, double now) {
                completed.add(job.job().id());
            }
        };
        ModelRun run = MODEL.run(context(Machine.of(Topology.pool(4)), Pipeline.of("P", "fcfs", "pool"), jobs, true,
                List.of(seen)));
        assertEquals(4, run.metrics().get(Metric.JOBS));
        assertEquals(6.0, run.metrics().get(Metric.WAIT), 1e-12);
        assertEquals(10.5, run.metrics().get(Metric.RESPONSE), 1e-12);
        assertEquals(0.640625, run.metrics().get(Metric.UTILIZATION), 1e-12);
        assertEquals(16, run.simulation().endTime());
        assertEquals(List.of(1L, 3L, 2L, 4L), completed);
        assertTrue(run.violations().isEmpty(), run.violations().toString());
    }

    @Test
    void aGridMachineNeedsAStageModelNamedInTheMessage() {
        Machine grid = Machine.grid(List.of(new Cluster("a", Topology.pool(2), 1.0),
                new Cluster("b", Topology.pool(2), 1.0)), List.of(new Link("a", "b", 100)));
        var e = assertThrows(IllegalArgumentException.class, () -> MODEL.run(context(grid,
                Pipeline.of("G", "fcfs", "pool"), List.of(Job.rigid(1, 0, 1, 1)), false, List.of())));
        assertEquals("pipeline 'G': a grid machine needs a mapping or balance stage (cluster-m, mh, random)", e.getMessage());
    }

    @Test
    void validationNamesThePipelineAndWhatIsWrong() {
        Machine mesh = Machine.of(Topology.mesh(4, 4));
        AllocatorRegistry registry = StandardStrategies.allocators();
        RandomStreams streams = new RandomStreams(1);
        var queue = assertThrows(IllegalArgumentException.class, () -> MODEL.validate(
                Pipeline.of("Q", "no-such-queue", "first-fit"), mesh, registry, streams));
        assertTrue(queue.getMessage().startsWith("pipeline 'Q': ") && queue.getMessage().contains("no-such-queue"),
                queue.getMessage());
        var alloc = assertThrows(IllegalArgumentException.class, () -> MODEL.validate(
                Pipeline.of("A", "fcfs", "no-such-allocator"), mesh, registry, streams));
        assertTrue(alloc.getMessage().startsWith("pipeline 'A': unknown allocator 'no-such-allocator'; available: "),
                alloc.getMessage());
        MODEL.validate(Pipeline.of("F", "fcfs", "first-fit"), mesh, registry, streams);
    }

    @Test
    void onlyAMigratingAllocatorMovesJobsAndRigidJobsBringTheirWork() {
        AllocatorRegistry registry = StandardStrategies.allocators();
        assertFalse(MODEL.movesJobs(Pipeline.of("F", "fcfs", "first-fit"), registry));
        assertTrue(MODEL.movesJobs(new Pipeline("M", "fcfs", "migration", Map.of(), ShapeRule.SQUARE), registry));
        assertTrue(MODEL.rigidWork());
        assertSame(RunModels.standard().rigid(), RunModels.standard().model(Pipeline.of("F", "fcfs", "first-fit")));
    }
}
