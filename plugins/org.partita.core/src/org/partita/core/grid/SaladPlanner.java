package org.partita.core.grid;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

import org.partita.core.workload.Job;
import org.partita.core.workload.RandomStreams;
import org.partita.core.workload.TaskGraph;

/**
 * The first stage of the integrated system (IPG-SaLaD §3, Fig. 1): the initial task assignment of each arriving
 * job, made once and kept, so that the no-balancing reference run of the Normalized Performance replays the same
 * graphs on the same PEs.
 *
 * <p>With a {@code mapping} stage the job is a task graph ({@link GraphGenerator}, the {@code graphs} trait) that
 * the static allocator maps onto the whole system graph as if the job were alone (§3); the result is only "a
 * suggested initial assignment". Without one, the job is {@code processors} independent tasks of work
 * {@code runTime}, placed by the balance stage's {@code placement} exactly as {@link BalancingSystem} places them.
 */
public final class SaladPlanner {

    /**
     * @param graph the job's task graph
     * @param dag   the same as arrays
     * @param pes   the PE of each task
     * @param alone the mapping's execution on the idle system (§2.6), or {@code null} without a mapping stage
     */
    record Plan(TaskGraph graph, Dag dag, int[] pes, MappedExecution alone) {
    }

    private final Mapper mapper;
    private final SystemGraph system;
    private final GraphGenerator generator;
    private final RandomGenerator graphRandom;
    private final String placement;
    private final int size;
    private final SplittableRandom placementRandom;
    private final Map<Long, Plan> plans = new HashMap<>();
    private int rotation;

    /** A planner whose jobs are task graphs mapped by {@code mapper}. */
    public static SaladPlanner mapping(Mapper mapper, SystemGraph system, GraphGenerator generator,
            RandomGenerator graphs) {
        return new SaladPlanner(mapper, system, generator, graphs, null, system.size(), 0);
    }

    /** A planner whose jobs are independent tasks placed by {@code placement} (seeded as the balancing run's). */
    public static SaladPlanner placement(String placement, int size, long seed) {
        return new SaladPlanner(null, null, null, null, placement, size, seed);
    }

    private SaladPlanner(Mapper mapper, SystemGraph system, GraphGenerator generator, RandomGenerator graphRandom,
            String placement, int size, long seed) {
        this.mapper = mapper;
        this.system = system;
        this.generator = generator;
        this.graphRandom = graphRandom;
        this.placement = placement;
        this.size = size;
        this.placementRandom = new SplittableRandom(RandomStreams.derive(seed, "balance/placement"));
    }

    boolean maps() {
        return mapper != null;
    }

    /** The task graph of {@code job} (its plan is made if it is not yet). */
    public TaskGraph graph(Job job) {
        return plan(job).graph();
    }

    /** The initial PE of each task of {@code job} (its plan is made if it is not yet). */
    public int[] pes(Job job) {
        return plan(job).pes().clone();
    }

    /** The plan of {@code job}: made at its first arrival, the same on every later run. */
    Plan plan(Job job) {
        return plans.computeIfAbsent(job.id(), id -> mapper != null ? map(job) : place(job));
    }

    private Plan map(Job job) {
        TaskGraph g = generator.graph(job, graphRandom);
        Dag dag = new Dag(g);
        int[] pes = mapper.map(g, system);
        for (int i = 0; i < pes.length; i++) {
            if (pes[i] < 0 || pes[i] >= size) {
                throw new IllegalStateException("mapping: task " + i + " of job " + job.id()
                        + " mapped to processor " + pes[i] + ", outside 0.." + (size - 1));
            }
        }
        return new Plan(g, dag, pes, MappedExecution.of(dag, system, pes));
    }

    /** {@link BalancingSystem}'s placement: round robin from a rotating start, over all PEs or half, or random. */
    private Plan place(Job job) {
        int n = job.processors();
        TaskGraph g = new TaskGraph();
        int[] pes = new int[n];
        int span = placement.equals(BalanceConfig.HALF) ? Math.max(1, size / 2) : size;
        for (int i = 0; i < n; i++) {
            g.add("task", job.runTime());
            pes[i] = placement.equals(BalanceConfig.RANDOM_PLACEMENT) ? placementRandom.nextInt(size) : (rotation + i) % span;
        }
        rotation = (rotation + n) % span;
        return new Plan(g, new Dag(g), pes, null);
    }
}
