package org.partita.core.malleable;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.partita.core.model.Stage;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.Strategy;
import org.partita.core.strategy.StrategyContext;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyProvider;
import org.partita.core.strategy.StrategyRegistry;

/**
 * The {@code share} policies of Corbalán's thesis ({@link StrategyDescriptor}s, each with the factory of its
 * {@link SharePolicy}) and the {@code structure malleable} workload trait ({@link StrategyDescriptor}), and how a
 * {@link Stage} becomes a {@link SharePolicy} and {@link MalleableSimulation.Settings}.
 */
public final class MalleablePolicies {

    private MalleablePolicies() {
    }

    static final String PAPER = "Corbalán, Coordinated Scheduling and Dynamic Performance Analysis in "
            + "Multiprocessor Systems (PhD thesis, UPC 2002)";

    private static Parameter mpl(String doc) {
        return Parameter.integer("mpl", "4", 1, 100000, doc);
    }

    private static final Parameter QUANTUM = Parameter.time("quantum", "0.1",
            "the processor scheduler's quantum in seconds: performance is read and the allocation re-evaluated "
                    + "every quantum (CPUManager, §3.4: 100 ms)");

    private static final Parameter MEASURE = Parameter.number("measure", "0.1", 0, 3600,
            "with monitor exact: seconds an application runs with a new allocation before its speedup there is "
                    + "known (one quantum, as Equal_efficiency measures during a quantum, §6.3.3)");

    private static final Parameter MONITOR = Parameter.word("monitor", "exact",
            List.of("exact", "selfanalyzer"),
            "how speedups become known: exact = the curve's value, measure seconds after each change; "
                    + "selfanalyzer = measured from iteration times (baseline, Amdahl's factor, measurement error, "
                    + "0.6/0.4 moving average; Ch. 4, the thesis' system), whose results depend on the iteration "
                    + "count the thesis does not give (docs/malleable.md)");

    private static final Parameter BASELINE = Parameter.integer("baseline", "4", 1, 100000,
            "SelfAnalyzer: processors of the reference iterations, fewer when the allocation is smaller (§4.6: 4 "
                    + "is best)");

    private static final Parameter SAMPLES = Parameter.integer("samples", "3", 1, 100000,
            "SelfAnalyzer: iterations averaged per measurement (the thesis: several)");

    private static final Parameter NOISE = Parameter.number("noise", "0.05", 0, 0.5,
            "SelfAnalyzer: largest relative error of one iteration's measured time (uniform); one measured speedup "
                    + "lies within (1-noise)/(1+noise) and (1+noise)/(1-noise) of the error-free value");

    private static final List<Parameter> MONITORING = List.of(MONITOR, BASELINE, SAMPLES, NOISE);

    private static List<Parameter> with(List<Parameter> own, List<Parameter> more) {
        List<Parameter> all = new ArrayList<>(own);
        all.addAll(more);
        return List.copyOf(all);
    }

    private static final Parameter TARGET = Parameter.fraction("target", "0.7",
            "target efficiency: an application receives no processor whose measured efficiency would fall below "
                    + "it (PDML, §6.2; 0.7 in Ch. 6)");

    /** {@code share equipartition}. */
    public static final StrategyDescriptor EQUIPARTITION = share("equipartition", "mpl",
            "equal processor shares, capped by each request, re-applied at every start and finish; fixed "
                    + "multiprogramming level",
            PAPER + " §6.3.1 (Fig. 6.3, 6.4), after McCann et al.",
            List.of(mpl("fixed multiprogramming level: jobs running at once (4 in the thesis)")));

    /** {@code share equip++}. */
    public static final StrategyDescriptor EQUIP_PP = share("equip++", "target",
            "Equipartition that withholds processors below the target efficiency (PDML) and starts jobs when "
                    + "processors are free and every allocation is stable",
            PAPER + " §6.3.2 (Fig. 6.5), §6.2",
            with(List.of(TARGET, mpl("default multiprogramming level, kept as a minimum (4 in the thesis)"), QUANTUM,
                    MEASURE), MONITORING));

    /** {@code share equal-efficiency}. */
    public static final StrategyDescriptor EQUAL_EFFICIENCY = share("equal-efficiency", "mpl",
            "one processor each, then one at a time to the application with the highest measured or "
                    + "Dowdy-extrapolated efficiency; fixed multiprogramming level",
            PAPER + " §6.3.3 (Fig. 6.6-6.8), after Nguyen, Zahorjan and Vaswani",
            with(List.of(mpl("fixed multiprogramming level (4 in the thesis)"), QUANTUM, MEASURE), MONITORING));

    /** {@code share equal-eff++}. */
    public static final StrategyDescriptor EQUAL_EFF_PP = share("equal-eff++", "target",
            "Equal_efficiency that stops allocating when the best next efficiency is below the target (PDML); "
                    + "dynamic multiprogramming level",
            PAPER + " §6.3.4 (Fig. 6.10), §6.2",
            with(List.of(TARGET, mpl("default multiprogramming level, kept as a minimum (4 in the thesis)"), QUANTUM,
                    MEASURE), MONITORING));

    /** The name of {@link #PDPA}, for the language's check of its thresholds' order. */
    public static final String PDPA_NAME = "pdpa";

    /** {@code share pdpa}. */
    public static final StrategyDescriptor PDPA = share(PDPA_NAME, null,
            "Performance-Driven Processor Allocation: a per-application state machine (NO_REF/INC/DEC/STABLE) "
                    + "searching the largest allocation that reaches the target efficiency, with a dynamic "
                    + "multiprogramming level",
            PAPER + " Ch. 5 (§5.3, Fig. 5.3, 5.5, 5.8)",
            with(List.of(Parameter.fraction("high", "0.9",
                            "high_eff under heavy load: efficiency considered very good, above it the "
                                    + "application grows (§5.3.3: 0.9)"),
                    Parameter.fraction("low", "0.7",
                            "low_eff under heavy load: the target efficiency, below it the application shrinks "
                                    + "(§5.3.3: 0.7)"),
                    Parameter.fraction("lighthigh", "0.7", "high_eff under light load (§5.3.3: 0.7)"),
                    Parameter.fraction("lightlow", "0.5", "low_eff under light load (§5.3.3: 0.5)"),
                    Parameter.integer("increment", "4", 1, 100000,
                            "processors added to an INC application, and removed from a DEC one (§5.3.3: 4)"),
                    Parameter.word("load", "running", List.of("running", "level", "queued", "heavy", "light"),
                            "when the machine counts as heavily loaded (§5.3.3: a function of the running "
                                    + "applications): running = their requests add up to more than the machine's "
                                    + "processors; level = at least mpl of them run; queued = jobs wait in the "
                                    + "queue; heavy = always; light = never"),
                    Parameter.word("gate", "global", List.of("global", "job"),
                            "global: the state machine runs only when every application has measured its "
                                    + "current allocation (Fig. 5.8 as printed); job: each measured application is "
                                    + "evaluated (as the prose of §5.3.2 reads)"),
                    Parameter.integer("changes", "3", 0, 100000,
                            "state changes of a STABLE application caused by a system change, at most (§5.3.2: 3 "
                                    + "per parallel region)"),
                    Parameter.word("dynstep", "on", List.of("on", "off"),
                            "on: a DEC application drops at once to S(cur)/high_eff processors when that is more "
                                    + "than step (dynamic step, Fig. 5.5)"),
                    mpl("default multiprogramming level, kept as a minimum (4 in the thesis)"), QUANTUM, MEASURE),
                    MONITORING));

    private static final Parameter SLOTS = Parameter.integer("slots", "4", 1, 1000,
            "time slots of the Ousterhout matrix at most: a queued job starts only if it still fits (§7.3: 4)");

    private static final Parameter TS_QUANTUM = Parameter.time("quantum", "6",
            "time-sharing quantum in seconds: the current slot changes every quantum (§7.3: 6 s; 3 s was too "
                    + "short on the real machine)");

    /** {@code share gang}. */
    public static final StrategyDescriptor GANG = share("gang", "slots",
            "gang scheduling: Ousterhout matrix with first-fit placement, job migration between slots and job "
                    + "replication into the current slot's holes; every job gets its full request",
            PAPER + " §7.2-7.3 (Fig. 7.2-7.4)", List.of(SLOTS, TS_QUANTUM));

    /** {@code share compress-join}. */
    public static final StrategyDescriptor COMPRESS_JOIN = share("compress-join", "threshold",
            "gang scheduling whose matrix is regenerated at every start and finish by Compress&Join: malleable "
                    + "jobs are shrunk (least efficient first) so that they join a slot instead of opening one",
            PAPER + " §7.4 (Fig. 7.9-7.11)",
            with(List.of(Parameter.fraction("threshold", "0.5",
                            "a compression is accepted only if every job of the slot keeps more than this share "
                                    + "of its speedup (§7.4: a 50% speedup loss)"),
                    SLOTS, TS_QUANTUM), MONITORING));

    /** {@code share pdgs}. */
    public static final StrategyDescriptor PDGS = share("pdgs", "target",
            "Performance-Driven Gang Scheduling: gang scheduling whose applications lose step processors each "
                    + "space-sharing quantum while below the target efficiency, the matrix being re-packed after "
                    + "each change; a job starts when the current slot is stable and has idle processors",
            PAPER + " §7.3 (Fig. 7.6, 7.7)",
            with(List.of(Parameter.fraction("target", "0.7",
                            "target efficiency (PDPA's low_eff, 0.7 in Ch. 6-7); with bounds pdpa, low_eff under "
                                    + "heavy load"),
                    Parameter.word("bounds", "pdpa", List.of("pdpa", "fixed"),
                            "pdpa = PDPA's load-dependent low_eff (§7.3: \"a processor allocation policy equal to "
                                    + "the implemented in PDPA\"; §5.3.3): target when the started applications' "
                                    + "requests (every slot) exceed P, lightlow otherwise; fixed = target always "
                                    + "(docs/malleable.md)"),
                    Parameter.fraction("lightlow", "0.5", "low_eff under light load with bounds pdpa (§5.3.3: 0.5)"),
                    Parameter.integer("increment", "4", 1, 100000,
                            "processors an application below the target loses per evaluation (PDPA: 4; the "
                                    + "example of Fig. 7.7 uses 2)"),
                    SLOTS, TS_QUANTUM,
                    Parameter.time("ssquantum", "0.1",
                            "space-sharing quantum in seconds: performance is evaluated every ssquantum (100 ms); "
                                    + "quantum is rounded to a whole number of them"),
                    MEASURE), MONITORING));

    /** {@code structure malleable}: how the model reads a rigid job. */
    public static final StrategyDescriptor STRUCTURE = StrategyDescriptor.trait(Family.STRUCTURE, "malleable",
            "runtime",
            "malleable applications (Corbalán): a job's processors are its request (maximum parallelism), its "
                    + "speedup curve is the workload's curve number application (SWF field 14, from 1, in the "
                    + "order written; Table 3.1's swim, bt, hydro2d, apsi when none is written), or a uniform "
                    + "draw when the application is unknown",
            PAPER + " §3.3 (Launcher), Table 3.1",
            List.of(Parameter.word("runtime", "sequential", List.of("sequential", "requested"),
                    "what a job's run time is: its sequential time T1 (the thesis' workloads), or its run time "
                            + "on its requested processors, so that T1 = run time x S(request)"),
                    Parameter.integer("iterations", "200", 1, 1000000000,
                            "outer iterations of every application (its iterative parallel region, §4.3): the "
                                    + "SelfAnalyzer measures T1/iterations of sequential work at a time; the "
                                    + "thesis gives no count, 200 is NAS BT class A's time steps (bt.A of "
                                    + "Table 3.1)")));

    /**
     * The share policies of the thesis, each with the factory making its {@link SharePolicy} from a validated stage's
     * parameters (a parameter left out takes its descriptor's default), in registration order.
     */
    public static final List<Strategy> STRATEGIES = List.of(
            new Strategy(EQUIPARTITION, c -> new Equipartition()),
            new Strategy(EQUAL_EFFICIENCY, c -> new EqualEfficiency()),
            new Strategy(PDPA, c -> new Pdpa(num(c, PDPA, "high"), num(c, PDPA, "low"), num(c, PDPA, "lighthigh"),
                    num(c, PDPA, "lightlow"), integer(c, PDPA, "increment"),
                    PdpaLoad.valueOf(word(c, PDPA, "load").toUpperCase(Locale.ROOT)),
                    word(c, PDPA, "gate").equals("global"), integer(c, PDPA, "changes"),
                    word(c, PDPA, "dynstep").equals("on"), integer(c, PDPA, "mpl"))),
            new Strategy(EQUIP_PP, c -> new Equipartition(num(c, EQUIP_PP, "target"))),
            new Strategy(EQUAL_EFF_PP, c -> new EqualEfficiency(num(c, EQUAL_EFF_PP, "target"))),
            new Strategy(GANG, c -> new Gang(integer(c, GANG, "slots"), false, 0.5)),
            new Strategy(COMPRESS_JOIN, c -> new Gang(integer(c, COMPRESS_JOIN, "slots"), true,
                    num(c, COMPRESS_JOIN, "threshold"))),
            new Strategy(PDGS, c -> Gang.pdgs(integer(c, PDGS, "slots"), num(c, PDGS, "target"),
                    word(c, PDGS, "bounds").equals("pdpa") ? num(c, PDGS, "lightlow") : Double.NaN,
                    integer(c, PDGS, "increment"),
                    (int) Math.max(1, Math.round(num(c, PDGS, "quantum") / num(c, PDGS, "ssquantum"))))));

    /**
     * The core's share policies, provided exactly as a strategy provider outside the core provides its own (compare
     * {@code extensions/strategies}' {@code ExampleStrategies}); {@code experiment.StandardStrategies} registers it.
     */
    public static final class CoreSharing implements StrategyProvider {

        @Override
        public List<Strategy> strategies() {
            return STRATEGIES;
        }
    }

    /** The thesis's policies alone, for the one-policy conveniences {@link #policy(Stage)} and {@link #settings}. */
    private static final StrategyRegistry THESIS = new StrategyRegistry().addAll(new CoreSharing(),
            StrategyRegistry.BUILT_IN);

    private static StrategyDescriptor share(String name, String primary, String description, String paper,
            List<Parameter> parameters) {
        return StrategyDescriptor.of(Family.SHARE, name, description, paper).withPrimary(primary)
                .withParameters(parameters);
    }

    /** The descriptor of share policy {@code name}, or an error naming the known ones. */
    static StrategyDescriptor info(String name, StrategyRegistry strategies) {
        StrategyDescriptor d = strategies.descriptor(Family.SHARE, name);
        if (d == null) {
            throw new IllegalArgumentException("unknown share policy '" + name + "'; available: "
                    + String.join(", ", strategies.descriptors(Family.SHARE).stream().map(StrategyDescriptor::name)
                            .toList()));
        }
        return d;
    }

    private static double num(Stage s, StrategyDescriptor info, String name) {
        return s.number(info.declared(name));
    }

    private static int integer(Stage s, StrategyDescriptor info, String name) {
        return s.integer(info.declared(name));
    }

    private static double num(StrategyContext c, StrategyDescriptor d, String name) {
        return c.values(d).number(d.declared(name));
    }

    private static int integer(StrategyContext c, StrategyDescriptor d, String name) {
        return c.values(d).integer(d.declared(name));
    }

    private static String word(StrategyContext c, StrategyDescriptor d, String name) {
        return c.values(d).word(d.declared(name));
    }

    /** {@link #policy(Stage, StrategyRegistry)} among the thesis's policies only (one policy, as tests run it). */
    public static SharePolicy policy(Stage s) {
        return policy(s, THESIS);
    }

    /**
     * The policy a {@code share} stage names, made by the factory {@code strategies} holds for it once its parameters
     * are checked.
     */
    public static SharePolicy policy(Stage s, StrategyRegistry strategies) {
        info(s.policy(), strategies);
        Object policy = strategies.create(Family.SHARE, s.policy(), new StrategyContext(null, s.parameters(), null));
        if (!(policy instanceof SharePolicy share)) {
            throw new IllegalArgumentException("share " + s.policy() + ": the strategy of "
                    + strategies.origin(Family.SHARE, s.policy()) + " does not make a "
                    + SharePolicy.class.getName());
        }
        return share;
    }

    /** {@link #settings(Stage, Stage, StrategyRegistry)} among the thesis's policies only. */
    public static MalleableSimulation.Settings settings(Stage s, Stage structure) {
        return settings(s, structure, THESIS);
    }

    /**
     * The run settings of a validated {@code share} stage (a policy of {@code strategies}) and the workload's
     * {@code structure} (or null).
     */
    public static MalleableSimulation.Settings settings(Stage s, Stage structure, StrategyRegistry strategies) {
        StrategyDescriptor info = info(s.policy(), strategies);
        StrategyRegistry.validate(info, s.parameters());
        boolean requested = false;
        int iterations = Integer.parseInt(STRUCTURE.parameter("iterations").defaultValue());
        if (structure != null) {
            if (!structure.policy().equals(STRUCTURE.name())) {
                throw new IllegalArgumentException("share " + s.policy() + " needs malleable jobs: the workload's "
                        + "structure is '" + structure.policy() + "', not '" + STRUCTURE.name() + "'");
            }
            StrategyRegistry.validate(STRUCTURE, structure.parameters());
            requested = structure.word(STRUCTURE.declared("runtime")).equals("requested");
            iterations = structure.integer(STRUCTURE.declared("iterations"));
        }
        double quantum = info.parameter("ssquantum") != null ? num(s, info, "ssquantum")
                : info.parameter("quantum") == null ? 0.1 : num(s, info, "quantum");
        double measure = info.parameter("measure") == null ? 0 : num(s, info, "measure");
        int mpl = info.parameter("mpl") == null ? 1 : integer(s, info, "mpl"); // gang: the matrix decides
        SelfAnalyzer.Settings monitor = null;
        if (info.parameter("monitor") != null && s.word(MONITOR).equals("selfanalyzer")) {
            monitor = new SelfAnalyzer.Settings(integer(s, info, "baseline"), integer(s, info, "samples"),
                    num(s, info, "noise"), iterations);
        }
        return new MalleableSimulation.Settings(mpl, quantum, measure, requested, monitor);
    }
}
