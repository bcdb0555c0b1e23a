package org.partita.core.grid;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

import org.partita.core.model.ModelContext;
import org.partita.core.model.RunModel;
import org.partita.core.model.Stage;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.Strategy;
import org.partita.core.strategy.StrategyContext;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyProvider;
import org.partita.core.strategy.StrategyRegistry;

/**
 * The IPG-SaLaD policies ({@link StrategyDescriptor}s with their factories) and workload trait (a descriptor too),
 * with their models, as registered in {@link org.partita.core.experiment.RunModels}.
 */
public final class GridPolicies {

    private GridPolicies() {
    }

    // The balance policies' names: written here only (BalanceConfig, Balancer and the models use these).
    public static final String NONE_NAME = "none";
    public static final String RATE_OF_CHANGE_NAME = "rate-of-change";
    public static final String GRADIENT_NAME = "gradient";
    public static final String SID_NAME = "sid";
    public static final String CJD_NAME = "cjd";
    // The gang share policies' names.
    public static final String CONCURRENT_GANG_NAME = "concurrent-gang";
    public static final String IPG_GANG_NAME = "ipg-gang";

    private static final String PAPER = "Campos, Silva, Scherson and Eshaghian, An Information Power Grid Resource "
            + "Management Tool (IPG-SaLaD)";

    /** Every mapping policy's; positive: a link of bandwidth 0 would never deliver. */
    static final Parameter LOCAL_BANDWIDTH = new Parameter("local-bandwidth", Parameter.Unit.NUMBER, "5", 0, true,
            Double.POSITIVE_INFINITY, false, List.of(),
            "bandwidth of the links inside a cluster (between topology neighbours; every pair on a pool, bus or SMP), "
                    + "in data units per second; links between clusters take the machine's link bandwidths. The "
                    + "paper's system graphs have bandwidths 1–5 (Table 1); 5 = the fastest");

    /** {@code graphs random}: the task-graph generator ({@link GraphGenerator}). */
    public static final StrategyDescriptor GRAPHS_RANDOM = StrategyDescriptor.trait(Family.GRAPHS, "random", "tasks",
            "random nonuniform task DAGs: an edge i→j (i<j) with a fixed probability; work and data uniform",
            PAPER + " §5 (\"nonuniform random task graphs\"; the generator is not given)", List.of(
                    Parameter.integer("tasks", "0", 0, Integer.MAX_VALUE,
                            "tasks per job; 0 = the job's processors (its maximum parallelism)"),
                    Parameter.fraction("edge", "0.05", "probability of an edge between each pair of tasks"),
                    new Parameter("work-min", Parameter.Unit.NUMBER, "1", 0, true, Double.POSITIVE_INFINITY, false,
                            List.of(), "smallest task work before scaling (> 0; Table 1 weights lie in 1–5)"),
                    Parameter.number("work-max", "5", 0, Double.POSITIVE_INFINITY,
                            "largest task work before scaling (>= work-min)"),
                    Parameter.number("data-min", "1", 0, Double.POSITIVE_INFINITY, "smallest data of an edge"),
                    Parameter.number("data-max", "5", 0, Double.POSITIVE_INFINITY,
                            "largest data of an edge (>= data-min)"),
                    Parameter.word("scale", "job", List.of("job", "none"),
                            "job: works are scaled so the total is the job's run time × processors; none: the job's "
                                    + "run time is not used")));

    /** {@code mapping cluster-m}. */
    public static final StrategyDescriptor CLUSTER_M = stage(Family.MAPPING, "cluster-m", null,
            "Cluster-M: the CNDG-clustered task graph mapped top-down, one DAG level at a time, onto the "
                    + "CNUG-clustered system graph, clusters sized by computing power",
            PAPER + " §2.1, §3.1, Figs. 2-4 (Fig. 3 rebuilt from the text)", List.of(LOCAL_BANDWIDTH,
                    Parameter.word("embed", "yes", List.of("yes", "no"),
                            "whether the inequality of Fig. 4 may embed a Spec cluster whole on one processor "
                                    + "(our reconstruction of the inequality: see docs/grid.md)")));

    /** {@code mapping mh}. */
    public static final StrategyDescriptor MH = stage(Family.MAPPING, "mh", null,
            "El-Rewini and Lewis's mapping heuristic: list scheduling by static level, earliest finish processor",
            PAPER + " §1.1, Table 1 (baseline [ERL90])", List.of(LOCAL_BANDWIDTH));

    /** {@code mapping random}. */
    public static final StrategyDescriptor RANDOM = stage(Family.MAPPING, "random", null,
            "every task on a uniformly drawn processor (reference point)", "reference point, not in the paper",
            List.of(LOCAL_BANDWIDTH));

    private static final String BALANCE_PAPER = PAPER + " §2.2, §3.2, Tables 2–4";

    /** Parameters every balance policy takes (thresholds, timing, network, the task model of the run). */
    private static final List<Parameter> BALANCE_PARAMETERS = List.of(
                Parameter.integer("ht", "4", 1, Integer.MAX_VALUE,
                        "HT, high threshold (tasks): load >= HT makes a PE a source; only load above HT is given "
                                + "away. Must exceed lt. Not given in the paper"),
                Parameter.integer("lt", "1", 0, Integer.MAX_VALUE,
                        "LT, low threshold (tasks): load <= LT makes a PE a sink. 0 <= ct <= lt < ht"),
                Parameter.integer("ct", "1", 0, Integer.MAX_VALUE,
                        "CT, critical threshold (tasks): load < CT requests load whatever DL (rate of change only)"),
                Parameter.time("slice", "1", "time slice (s); PEs run their tasks round robin one slice each"),
                Parameter.integer("interval", "2", 1, Integer.MAX_VALUE,
                        "sample interval τ in slices (\"a multiple of the time slice duration\")"),
                Parameter.time("nd", "2", "ND's initial value (s), \"an arbitrary (positive) value\""),
                new Parameter("nd-weight", Parameter.Unit.NUMBER, "0.5", 0, true, 1, false, List.of(),
                        "weight of a new round-trip time in ND's moving average (our reconstruction)"),
                Parameter.integer("critical-amount", "1", 1, Integer.MAX_VALUE,
                        "tasks a CT-triggered request asks for at least (not in the paper)"),
                Parameter.integer("max-hops", "3", 0, Integer.MAX_VALUE,
                        "with 'forward hops', times a request may be forwarded before it returns unfulfilled (not "
                                + "in the paper)"),
                Parameter.number("latency", "0.1", 0, Double.POSITIVE_INFINITY,
                        "seconds per hop of a message; on a bus each message occupies the medium this long"),
                Parameter.number("transfer", "0.2", 0, Double.POSITIVE_INFINITY,
                        "further seconds per migrated task"),
                Parameter.word("placement", BalanceConfig.UNIFORM, BalanceConfig.PLACEMENTS,
                        "where a job's tasks start: round robin over all PEs (Table 2, stable), over the first half "
                                + "(Table 3, unstable), a random PE each (Table 4)"),
                Parameter.fraction("spawn", "0.5",
                        "probability that a finishing task spawns two children (\"new tasks were generated "
                                + "internally\"; the process is not given)"),
                Parameter.integer("generations", "3", 0, Integer.MAX_VALUE,
                        "generations of children a job's tasks may spawn"));

    private static List<Parameter> balanceParameters() {
        return BALANCE_PARAMETERS;
    }

    /** How far a Rate-of-Change request is forwarded. */
    private static final Parameter FORWARD = Parameter.word("forward", BalanceConfig.DEFAULT_FORWARD,
            BalanceConfig.FORWARDS, "sources: a request is forwarded to the first source of each recipient's table "
                    + "that it has not reached yet, until a PE serves it or none is left, then it comes back "
                    + "unfulfilled (§3.2.1-3.2.2, which give no hop limit); hops: at most max-hops forwards, to any "
                    + "source but the requester and the sender");

    /** What fills a Rate-of-Change PE's tables beyond placements and the loads messages carry. */
    private static final Parameter TABLES = Parameter.word("tables", BalanceConfig.DEFAULT_TABLES,
            BalanceConfig.TABLES, "scheduler: at each of its sample intervals a PE's source and sink tables take the "
                    + "dynamic scheduler's current task allocation (§3: 'The load balancer also receives input from "
                    + "the dynamic scheduler in the form of the current task allocation for each resource'); "
                    + "placement: only the static allocator's mappings and the loads messages carry (§3.2.2)");

    /** When a Rate-of-Change PE updates its ND estimate. */
    private static final Parameter ND_UPDATE = Parameter.word("nd-update", BalanceConfig.DEFAULT_ND_UPDATE,
            BalanceConfig.ND_UPDATES, "load: ND is updated when requested load arrives (§3.2.1: 'the time it "
                    + "takes between the initiation of a load request and the reception of load'); answer: on an "
                    + "unfulfilled answer too");

    /** {@code balance rate-of-change}. */
    public static final StrategyDescriptor RATE_OF_CHANGE = stage(Family.BALANCE, RATE_OF_CHANGE_NAME, null,
            "Rate-of-Change: receiver-initiated; a PE asks a known source for load when its falling load predicts "
                    + "idleness within the network delay, or its load is below CT", BALANCE_PAPER,
            with(balanceParameters(), FORWARD, TABLES, ND_UPDATE));

    private static List<Parameter> with(List<Parameter> base, Parameter... more) {
        List<Parameter> all = new ArrayList<>(base);
        all.addAll(List.of(more));
        return List.copyOf(all);
    }

    /** {@code balance none}. */
    public static final StrategyDescriptor NO_BALANCING = stage(Family.BALANCE, NONE_NAME, null,
            "no load balancing (T_noLB of the Normalized Performance)", BALANCE_PAPER, balanceParameters());

    /** {@code balance gradient}. */
    public static final StrategyDescriptor GRADIENT = stage(Family.BALANCE, GRADIENT_NAME, null,
            "Gradient Model: heavy PEs send tasks down a proximity map towards lightly loaded PEs",
            BALANCE_PAPER + " (baseline [LK91])", balanceParameters());

    /** {@code balance sid}. */
    public static final StrategyDescriptor SID = stage(Family.BALANCE, SID_NAME, null,
            "Sender Initiated Diffusion: surplus over the neighbourhood average goes to under-loaded neighbours",
            BALANCE_PAPER + " (baseline [WLR93])", balanceParameters());

    /** The dispatcher's own parameters (§1.2: one PE that every load report and request reaches). */
    private static final List<Parameter> DISPATCHER_PARAMETERS = List.of(
            Parameter.word("dispatcher", BalanceConfig.DEFAULT_DISPATCHER, BalanceConfig.DISPATCHERS,
                    "node: the dispatcher is a node that serves the state-change messages (sent whenever a PE's "
                            + "load changed) and the requests one at a time, dispatch-time each (§1.2, the text); "
                            + "free: no service time, loads reported once per interval and read at placement"),
            Parameter.number("dispatch-time", Double.toString(BalanceConfig.DEFAULT_DISPATCH_TIME), 0,
                    Double.POSITIVE_INFINITY, "seconds the dispatcher node spends on each message it serves; "
                            + "default one hop's default latency (ours: the paper gives no costs)"));

    /** {@code balance cjd}. */
    public static final StrategyDescriptor CJD = stage(Family.BALANCE, CJD_NAME, null,
            "Central Job Dispatcher: PE 0 keeps a load table and orders the most loaded PE to serve a requester",
            BALANCE_PAPER + " (baseline [LHWS96])", dispatcherParameters());

    /** The balance parameters and the dispatcher's own. */
    private static List<Parameter> dispatcherParameters() {
        return with(balanceParameters(), DISPATCHER_PARAMETERS.toArray(new Parameter[0]));
    }

    /**
     * Balance parameter {@code key}, with its default and range: those every policy takes, the dispatcher's and
     * forwarding's ({@link BalanceConfig#of} reads each through this, whatever the policy).
     */
    static Parameter balanceParameter(String key) {
        List<Parameter> all = with(with(BALANCE_PARAMETERS, FORWARD, TABLES, ND_UPDATE),
                DISPATCHER_PARAMETERS.toArray(new Parameter[0]));
        return all.stream().filter(p -> p.name().equals(key)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no balance parameter '" + key + "'"));
    }

    /** The gang share policies' parameters ({@link GangConfig#of} reads each through {@link #gangParameter}). */
    private static final List<Parameter> GANG_PARAMETERS = List.of(
                Parameter.time("slice", "1", "slice length (s), the period of the global clock; not given"),
                Parameter.integer("steps", "10", 1, Integer.MAX_VALUE,
                        "simulation steps per slice (a task blocking mid-slice frees the rest of its slot)"),
                Parameter.integer("rows", "4", 1, Integer.MAX_VALUE,
                        "most rows (slices per period) of the trace diagram; jobs wait when none has room"),
                new Parameter("alpha", Parameter.Unit.NUMBER, "2", 1, true, Double.POSITIVE_INFINITY, false,
                        List.of(), "α > 1 of Pr(T) = max(α λ_IO, λ_COMP), equation (1); value not given"),
                Parameter.fraction("beta", "0.3",
                        "β: a task of priority <= β is not run outside its own slot; value not given"),
                new Parameter("smoothing", Parameter.Unit.NUMBER, "0.5", 0, true, 1, false, List.of(),
                        "weight of the last slice in the grades of membership (our reconstruction)"),
                Parameter.word("class", "compute", GangConfig.CLASSES,
                        "the tasks' behaviour (Tables 5, 6, 7): I/O-intensive, computation-intensive, "
                                + "synchronization-intensive"),
                Parameter.time("burst", "0.5", "mean compute burst (s) between I/O waits or barriers; each burst "
                        + "is uniform in [burst/2, 3 burst/2]"),
                Parameter.number("io-time", "1.5", 0, Double.POSITIVE_INFINITY,
                        "I/O wait after each burst of an io task (s)"));

    private static List<Parameter> gangParameters() {
        return GANG_PARAMETERS;
    }

    /** Gang parameter {@code key}, with its default and range. */
    static Parameter gangParameter(String key) {
        return GANG_PARAMETERS.stream().filter(p -> p.name().equals(key)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no gang parameter '" + key + "'"));
    }

    private static final String GANG_PAPER = PAPER + " §2.3, §3.3, Tables 5–7";

    /** {@code share concurrent-gang}. */
    public static final StrategyDescriptor CONCURRENT_GANG = stage(Family.SHARE, CONCURRENT_GANG_NAME, null,
            "Concurrent Gang: gang scheduling whose idle and blocked slots are filled by a per-processor scheduler "
                    + "using fuzzy task classes", GANG_PAPER, gangParameters());

    /** {@code share ipg-gang}. */
    public static final StrategyDescriptor IPG_GANG = stage(Family.SHARE, IPG_GANG_NAME, null,
            "plain gang scheduling on the same trace diagram (the baseline of Tables 5–7): idle and blocked slots "
                    + "stay idle", GANG_PAPER, gangParameters());

    /**
     * The policies with their factories, in registration order: a mapping makes a {@link Mapper} (drawing from the
     * context's random stream), a balance policy its {@link BalanceConfig}, a gang policy its {@link GangConfig}.
     */
    public static final List<Strategy> STRATEGIES = List.of(
            new Strategy(CLUSTER_M, c -> new ClusterM(c.values(CLUSTER_M).word(CLUSTER_M.declared("embed"))
                    .equals("yes"))),
            new Strategy(MH, c -> new MhMapper()),
            new Strategy(RANDOM, c -> new RandomMapper(c.random())),
            new Strategy(RATE_OF_CHANGE, c -> BalanceConfig.of(Stage.of(RATE_OF_CHANGE, c.parameters()))),
            new Strategy(NO_BALANCING, c -> BalanceConfig.of(Stage.of(NO_BALANCING, c.parameters()))),
            new Strategy(GRADIENT, c -> BalanceConfig.of(Stage.of(GRADIENT, c.parameters()))),
            new Strategy(SID, c -> BalanceConfig.of(Stage.of(SID, c.parameters()))),
            new Strategy(CJD, c -> BalanceConfig.of(Stage.of(CJD, c.parameters()))),
            new Strategy(CONCURRENT_GANG, c -> GangConfig.of(Stage.of(CONCURRENT_GANG, c.parameters()), true)),
            new Strategy(IPG_GANG, c -> GangConfig.of(Stage.of(IPG_GANG, c.parameters()), false)));

    /**
     * The core's grid policies, provided exactly as a strategy provider outside the core provides its own (compare
     * {@code extensions/strategies}' {@code ExampleStrategies}); {@code experiment.StandardStrategies} registers it.
     */
    public static final class CoreGrid implements StrategyProvider {

        @Override
        public List<Strategy> strategies() {
            return STRATEGIES;
        }
    }

    private static StrategyDescriptor stage(Family family, String name, String primary, String description,
            String paper, List<Parameter> parameters) {
        return StrategyDescriptor.of(family, name, description, paper).withPrimary(primary)
                .withParameters(parameters);
    }

    /** What the factory {@code strategies} holds for {@code stage}'s policy makes, which must be a {@code type}. */
    private static <T> T create(Stage stage, RandomGenerator random, Class<T> type, StrategyRegistry strategies) {
        Family family = Family.of(stage.kind());
        Object made = strategies.create(family, stage.policy(), new StrategyContext(null, stage.parameters(), random));
        if (!type.isInstance(made)) {
            throw new IllegalArgumentException(stage.kind() + " " + stage.policy() + ": the strategy of "
                    + strategies.origin(family, stage.policy()) + " does not make a " + type.getName());
        }
        return type.cast(made);
    }

    /** The settings of a {@code balance} stage. */
    static BalanceConfig balanceConfig(Stage stage, StrategyRegistry strategies) {
        return create(stage, null, BalanceConfig.class, strategies);
    }

    /** The settings of a gang {@code share} stage. */
    static GangConfig gangConfig(Stage stage, StrategyRegistry strategies) {
        return create(stage, null, GangConfig.class, strategies);
    }

    /** The model of the {@code mapping} stages: the mapper of a run comes from its policy's factory. */
    public static RunModel mapping(StrategyRegistry strategies) {
        return new MappingModel(ctx -> mapper(ctx, strategies));
    }

    /** The mapper of a run's {@code mapping} stage, made by its policy's factory. */
    static Mapper mapper(ModelContext ctx, StrategyRegistry strategies) {
        return create(ctx.stage(Family.MAPPING.word()), ctx.streams().stream("grid/random-map/" + ctx.pipeline().name()),
                Mapper.class, strategies);
    }

    /** The model of a pipeline combining two or three grid stages: the integrated system. */
    public static RunModel integrated(StrategyRegistry strategies) {
        return new SaladModel(strategies);
    }

    /** The model of the {@code balance} stages. */
    public static RunModel balance(StrategyRegistry strategies) {
        return new BalanceModel(strategies);
    }

    /** The model of the gang {@code share} stages. */
    public static RunModel gang(StrategyRegistry strategies) {
        return new GangModel(strategies);
    }
}
