package org.partita.core.grid;

import java.util.random.RandomGenerator;

import org.partita.core.model.Stage;
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

    /** The defaults of {@code graphs random}. */
    public static final GraphGenerator DEFAULT = new GraphGenerator(0, 0.05, 1, 5, 1, 5, true);

    public GraphGenerator {
        if (tasks < 0) {
            throw new IllegalArgumentException("graphs random: tasks must be >= 0, got " + tasks);
        }
        if (!(edge >= 0 && edge <= 1)) {
            throw new IllegalArgumentException("graphs random: edge must be a probability in [0, 1], got " + edge);
        }
        if (!(workMin > 0 && workMax >= workMin)) {
            throw new IllegalArgumentException("graphs random: need 0 < work-min <= work-max, got " + workMin
                    + " and " + workMax);
        }
        if (!(dataMin >= 0 && dataMax >= dataMin)) {
            throw new IllegalArgumentException("graphs random: need 0 <= data-min <= data-max, got " + dataMin
                    + " and " + dataMax);
        }
    }

    /** Reads a {@code graphs} trait; {@code null} gives the defaults. */
    public static GraphGenerator of(Stage trait) {
        if (trait == null) {
            return DEFAULT;
        }
        String random = GridPolicies.GRAPHS_RANDOM.name();
        if (!trait.policy().equals(random)) {
            throw new IllegalArgumentException("graphs: unknown generator '" + trait.policy() + "'; available: "
                    + random);
        }
        String scale = trait.word("scale", "job");
        if (!scale.equals("job") && !scale.equals("none")) {
            throw new IllegalArgumentException("graphs random: parameter 'scale' must be job or none, got '" + scale
                    + "'");
        }
        return new GraphGenerator(trait.integer("tasks", DEFAULT.tasks), trait.number("edge", DEFAULT.edge),
                trait.number("work-min", DEFAULT.workMin), trait.number("work-max", DEFAULT.workMax),
                trait.number("data-min", DEFAULT.dataMin), trait.number("data-max", DEFAULT.dataMax),
                scale.equals("job"));
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
