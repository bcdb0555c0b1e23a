package org.partita.core.engine;

import java.util.ArrayList;
import java.util.List;

import org.partita.core.alloc.Allocator;
import org.partita.core.alloc.PoolAllocator;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.MetricsCollector;
import org.partita.core.metrics.PlacementRecorder;
import org.partita.core.metrics.RunMetrics;
import org.partita.core.sched.FcfsPolicy;
import org.partita.core.sched.QueuePolicy;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;

/** Test helper: runs a small simulation and keeps what tests look at. */
public final class Sims {

    public final List<InvariantChecker.Placement> placements;
    public final RunMetrics metrics;
    public final SimulationResult result;

    private Sims(List<InvariantChecker.Placement> placements, RunMetrics metrics, SimulationResult result) {
        this.placements = placements;
        this.metrics = metrics;
        this.result = result;
    }

    public static Sims fcfsPool(int p, SimulationConfig cfg, List<Job> jobs, SimulationObserver... extra) {
        return run(Machine.of(Topology.pool(p)), new PoolAllocator(p), new FcfsPolicy(), cfg, jobs, extra);
    }

    public static Sims run(Machine m, Allocator alloc, QueuePolicy policy, SimulationConfig cfg, List<Job> jobs,
            SimulationObserver... extra) {
        PlacementRecorder rec = new PlacementRecorder();
        MetricsCollector mc = new MetricsCollector(m.size(), alloc, Double.NaN, false);
        List<SimulationObserver> obs = new ArrayList<>(List.of(rec, mc));
        obs.addAll(List.of(extra));
        Simulation sim = new Simulation(m, alloc, policy, RequestFactory.AS_GIVEN, cfg, obs);
        SimulationResult r = sim.run(JobSource.of(jobs));
        return new Sims(rec.placements(), mc.metrics(), r);
    }

    /** The placement of job {@code id} (the first, if it moved). */
    public InvariantChecker.Placement of(long id) {
        return placements.stream().filter(p -> p.jobId() == id).findFirst().orElseThrow();
    }
}
