package org.partita.core.space;

import java.util.List;

import org.partita.core.model.Stage;
import org.partita.core.strategy.ParameterValues;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.core.workload.IntDistribution;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobStructures;
import org.partita.core.workload.TaskGraph;

/**
 * How a rigid {@link Job} of the stream becomes a task graph for space sharing (the workload's
 * {@code structure <name> <parameters>} trait; Dandamudi and Yu §3.1, digest §I.3.1).
 *
 * <p>Reading of a job: {@code job.runTime()} is the job's total service demand D (uncorrelated model, §3.2), split
 * equally among the WORK tasks; synchronisation tasks cost {@code syn} each, on top of D. The maximum parallelism is
 * the structure's {@code mp} parameter when it is positive, else {@code job.processors()} (so a workload drawing
 * processors uniformly from 1..32 gives the paper's "maximum parallelism varied from 1 to mp").
 * <ul>
 * <li>{@code fork-join}: mp work tasks, then one join task of cost syn (default 0.1);</li>
 * <li>{@code divide-and-conquer}: binary, with {@code 2^floor(log2 mp)} work tasks (mp rounded down to a power of
 * two), DIVIDE and MERGE tasks of cost syn (default 0.1);</li>
 * <li>{@code gaussian-elimination}: {@code mp + 1} columns, a serial pivot task of cost syn (default 0.2) per
 * column, phases separated by barriers;</li>
 * <li>{@code rigid} (also when the workload gives no structure): the job as written in a trace, {@code processors}
 * independent tasks of {@code runTime} seconds each (demand {@code processors × runTime}, no synchronisation), so on
 * a partition of at least {@code processors} processors it runs {@code runTime}, and on {@code h} fewer processors
 * {@code ceil(processors / h) × runTime}. {@code mp} and {@code syn} do not apply.</li>
 * </ul>
 *
 * @param name the structure name as written
 * @param syn  cost of one synchronisation task (seconds)
 * @param mp   fixed maximum parallelism, or 0 for the job's processors
 */
public record JobStructure(String name, double syn, int mp) {

    public static final String RIGID = "rigid";
    public static final String FORK_JOIN = "fork-join";
    public static final String DIVIDE_AND_CONQUER = "divide-and-conquer";
    public static final String GAUSSIAN_ELIMINATION = "gaussian-elimination";

    /** The structure names, in documentation order. */
    public static final List<String> NAMES = List.of(FORK_JOIN, DIVIDE_AND_CONQUER, GAUSSIAN_ELIMINATION, RIGID);

    public JobStructure {
        if (!NAMES.contains(name)) {
            throw new IllegalArgumentException("structure '" + name + "' is not a space-sharing job structure; "
                    + "available: " + String.join(", ", NAMES));
        }
    }

    /**
     * The structure of a workload's {@code structure} trait; {@code null} means {@code rigid}. Unknown names and
     * parameters are errors naming them; the defaults and ranges are the descriptors' ({@link SpacePolicies}).
     */
    public static JobStructure of(Stage trait) {
        if (trait == null) {
            return new JobStructure(RIGID, 0, 0);
        }
        String name = trait.policy();
        StrategyDescriptor d = SpacePolicies.STRUCTURES.stream().filter(s -> s.name().equals(name)).findFirst()
                .orElse(null);
        if (d == null) {
            throw new IllegalArgumentException("structure '" + name + "' cannot run on a partition stage; "
                    + "available: " + String.join(", ", NAMES));
        }
        StrategyRegistry.validate(d, trait.parameters());
        ParameterValues v = d.values(trait.parameters());
        return new JobStructure(name, d.parameter("syn") == null ? 0 : v.number(d.declared("syn")),
                d.parameter("mp") == null ? 0 : v.integer(d.declared("mp")));
    }

    /** The maximum parallelism the job's graph will have. */
    public int maxParallelism(Job job) {
        int m = mp > 0 && !name.equals(RIGID) ? mp : job.processors();
        return name.equals(DIVIDE_AND_CONQUER) ? Integer.highestOneBit(m) : m;
    }

    /**
     * The work a job of maximum parallelism {@code processors} does beyond its demand: its synchronisation tasks
     * (fork-join: one join; divide-and-conquer: the DIVIDE and MERGE tasks; Gaussian elimination: one pivot per
     * column). 0 for rigid jobs.
     */
    public double synchronisationWork(int processors) {
        return name.equals(RIGID) ? 0 : graph(Job.rigid(0, 0, processors, 0)).totalWork();
    }

    /**
     * {@code E[synchronisation work]} when the jobs' processor counts follow {@code processors} (or, with a fixed
     * {@code mp}, for that maximum parallelism): with the mean demand, the mean work the offered utilisation counts.
     */
    public double meanSynchronisationWork(IntDistribution processors) {
        return mp > 0 ? synchronisationWork(mp) : processors.expectation(this::synchronisationWork);
    }

    /** The job's task graph. */
    public TaskGraph graph(Job job) {
        int m = mp > 0 ? mp : job.processors();
        double demand = job.runTime();
        return switch (name) {
            case FORK_JOIN -> JobStructures.forkJoin(m, demand, syn);
            case DIVIDE_AND_CONQUER -> JobStructures.divideAndConquer(31 - Integer.numberOfLeadingZeros(m), demand,
                    syn);
            case GAUSSIAN_ELIMINATION -> JobStructures.gaussianElimination(m, demand, syn);
            default -> rigid(job);
        };
    }

    private static TaskGraph rigid(Job job) {
        TaskGraph g = new TaskGraph();
        for (int i = 0; i < job.processors(); i++) {
            g.add("work", job.runTime());
        }
        return g;
    }
}
