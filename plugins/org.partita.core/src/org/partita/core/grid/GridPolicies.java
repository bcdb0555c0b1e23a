package org.partita.core.grid;

import java.util.List;

import org.partita.core.experiment.PolicyInfo;
import org.partita.core.experiment.PolicyInfo.Parameter;
import org.partita.core.experiment.RunModel;

/** The IPG-SaLaD policies and workload trait, with what the language shows about them (registered in RunModels). */
public final class GridPolicies {

    private GridPolicies() {
    }

    private static final String PAPER = "Campos, Silva, Scherson and Eshaghian, An Information Power Grid Resource "
            + "Management Tool (IPG-SaLaD)";

    private static final Parameter LOCAL_BANDWIDTH = Parameter.number("local-bandwidth", "5", 0, Double.POSITIVE_INFINITY,
            "bandwidth of the links inside a cluster (between topology neighbours; every pair on a pool, bus or SMP), "
                    + "in data units per second; links between clusters take the machine's link bandwidths. The "
                    + "paper's system graphs have bandwidths 1–5 (Table 1); 5 = the fastest");

    /** {@code graphs random}: the task-graph generator ({@link GraphGenerator}). */
    public static final PolicyInfo GRAPHS_RANDOM = new PolicyInfo("graphs", "random", "tasks",
            "random nonuniform task DAGs: an edge i→j (i<j) with a fixed probability; work and data uniform",
            PAPER + " §5 (\"nonuniform random task graphs\"; the generator is not given)", List.of(
                    Parameter.integer("tasks", "0", 0, Integer.MAX_VALUE,
                            "tasks per job; 0 = the job's processors (its maximum parallelism)"),
                    Parameter.fraction("edge", "0.05", "probability of an edge between each pair of tasks"),
                    Parameter.number("work-min", "1", 0, Double.POSITIVE_INFINITY,
                            "smallest task work before scaling (> 0; Table 1 weights lie in 1–5)"),
                    Parameter.number("work-max", "5", 0, Double.POSITIVE_INFINITY,
                            "largest task work before scaling (>= work-min)"),
                    Parameter.number("data-min", "1", 0, Double.POSITIVE_INFINITY, "smallest data of an edge"),
                    Parameter.number("data-max", "5", 0, Double.POSITIVE_INFINITY,
                            "largest data of an edge (>= data-min)"),
                    Parameter.word("scale", "job", List.of("job", "none"),
                            "job: works are scaled so the total is the job's run time × processors; none: the job's "
                                    + "run time is not used")));

    /** {@code mapping cluster-m}. */
    public static final PolicyInfo CLUSTER_M = new PolicyInfo("mapping", "cluster-m", null,
            "Cluster-M: CNUG-clustered task graph mapped layer by layer onto the CNUG-clustered system graph",
            PAPER + " §2.1, §3.1, Figs. 2 and 4", List.of(LOCAL_BANDWIDTH,
                    Parameter.word("embed", "yes", List.of("yes", "no"),
                            "whether the inequality of Fig. 4 may embed a Spec cluster whole on one processor "
                                    + "(our reconstruction of the inequality: see docs/grid.md)")));

    /** {@code mapping mh}. */
    public static final PolicyInfo MH = new PolicyInfo("mapping", "mh", null,
            "El-Rewini and Lewis's mapping heuristic: list scheduling by static level, earliest finish processor",
            PAPER + " §1.1, Table 1 (baseline [ERL90])", List.of(LOCAL_BANDWIDTH));

    /** {@code mapping random}. */
    public static final PolicyInfo RANDOM = new PolicyInfo("mapping", "random", null,
            "every task on a uniformly drawn processor (reference point)", "reference point, not in the paper",
            List.of(LOCAL_BANDWIDTH));

    public static RunModel clusterM() {
        return new MappingModel(ctx -> {
            String embed = ctx.stage("mapping").word("embed", "yes");
            if (!embed.equals("yes") && !embed.equals("no")) {
                throw new IllegalArgumentException("mapping cluster-m: parameter 'embed' must be yes or no, got '"
                        + embed + "'");
            }
            return new ClusterM(embed.equals("yes"));
        });
    }

    public static RunModel mh() {
        return new MappingModel(ctx -> new MhMapper());
    }

    public static RunModel random() {
        return new MappingModel(ctx -> new RandomMapper(ctx.streams().stream("grid/random-map/"
                + ctx.pipeline().name())));
    }
}
