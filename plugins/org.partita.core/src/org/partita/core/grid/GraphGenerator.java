package org.partita.core.grid;

import java.util.Map;
import java.util.random.RandomGenerator;

import org.partita.core.model.Stage;
import org.partita.core.strategy.ParameterValues;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.Job;
import org.partita.core.workload.RandomTaskGraphs;
import org.partita.core.workload.RealDistribution;
import org.partita.core.workload.TaskGraph;

/**
 * The workload trait {@code graphs random}: how a grid job's task graph is drawn ({@link RandomTaskGraphs}).
 * A job becomes {@code tasks} tasks ({@code 0} = the job's processors, its maximum parallelism) with work uniform in
 * {@code [work-min, work-max]} and, for each pair {@code i < j}, an edge with probability {@code edge} carrying data
 * uniform in {@code [data-min, data-max]}. With {@code scale job} the works are then multiplied by one factor so
 * that the total work is the job's area {@code runTime × processors} (seconds on a speed-1 processor); with
 * {@code scale none} the job's run time is not used.
 */
public record GraphGenerator(int tasks, double edge, double workMin, double workMax, double dataMin, double dataMax,
        boolean scaleToJob) {

    /** The defaults of {@code graphs random}, as its descriptor declares them. */
    public static final GraphGenerator DEFAULT = read(Map.of());

    /** Besides each parameter's own range (the descriptor's): the two intervals must not be empty. */
    public GraphGenerator {
        if (workMax < workMin) {
            throw new IllegalArgumentException("graphs random: need work-min <= work-max, got " + workMin + " and "
                    + workMax);
        }
        if (dataMax < dataMin) {
            throw new IllegalArgumentException("graphs random: need data-min <= data-max, got " + dataMin + " and "
                    + dataMax);
        }
    }

    /** Reads a {@code graphs} trait, checked against its descriptor; {@code null} gives the defaults. */
    public static GraphGenerator of(Stage trait) {
        if (trait == null) {
            return DEFAULT;
        }
        StrategyDescriptor d = GridPolicies.GRAPHS_RANDOM;
        if (!trait.policy().equals(d.name())) {
            throw new IllegalArgumentException("graphs: unknown generator '" + trait.policy() + "'; available: "
                    + d.name());
        }
        StrategyRegistry.validate(d, trait.parameters());
        return read(trait.parameters());
    }

    private static GraphGenerator read(Map<String, String> parameters) {
        StrategyDescriptor d = GridPolicies.GRAPHS_RANDOM;
        ParameterValues v = d.values(parameters);
        return new GraphGenerator(v.integer(d.declared("tasks")), v.number(d.declared("edge")),
                v.number(d.declared("work-min")), v.number(d.declared("work-max")),
                v.number(d.declared("data-min")), v.number(d.declared("data-max")),
                v.word(d.declared("scale")).equals("job"));
    }

    private static RealDistribution uniform(double lo, double hi) {
        return hi > lo ? Distributions.uniform(lo, hi) : Distributions.constant(lo);
    }

    /** The task graph of {@code job}, drawn from {@code random}. */
    public TaskGraph graph(Job job, RandomGenerator random) {
        int n = tasks > 0 ? tasks : job.processors();
        TaskGraph g = RandomTaskGraphs.generate(n, edge, uniform(workMin, workMax), uniform(dataMin, dataMax),
                random);
        if (!scaleToJob) {
            return g;
        }
        double factor = job.runTime() * job.processors() / g.totalWork();
        TaskGraph scaled = new TaskGraph();
        for (TaskGraph.Task t : g.tasks()) {
            scaled.add(t.kind(), t.work() * factor);
        }
        for (TaskGraph.Edge e : g.edges()) {
            scaled.edge(e.from(), e.to(), e.data());
        }
        return scaled;
    }
}
