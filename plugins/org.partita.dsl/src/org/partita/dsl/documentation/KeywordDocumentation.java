package org.partita.dsl.documentation;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.partita.SettingKey;
import org.partita.dsl.partita.StageKind;

/**
 * What each keyword of the language means, for hover and content assist. Statement kinds that take a policy or
 * distribution ({@code allocate}, {@code arrivals}, …) list the names the {@link Catalog} knows for them, so the
 * list is never written twice, and {@code measure} lists its metrics: the catalog is the caller's (the one of the
 * registry its injector binds).
 */
public final class KeywordDocumentation {

    /** Each keyword's text, given the catalog whose names it lists. */
    private static final Map<String, Function<Catalog, String>> TEXT = new LinkedHashMap<>();

    static {
        // ---- top level and structure
        put("machine", "A machine: a topology (`mesh 32 x 32`, `hypercube 8`, `pool 64`, …), a `grid { … }` of "
                + "clusters or a `random-grid`. At top level it is named and reusable; in an experiment it is the machine simulated, "
                + "written inline or as a reference to a named machine.");
        put("workload", "A workload: `synthetic { … }` (generated jobs) or `trace \"file.swf\"` (a Standard "
                + "Workload Format log). At top level it is named and reusable.");
        put("pipeline", "A policy pipeline: queue → partition → allocate → share → migrate → mapping → balance. "
                + "Each experiment compares its pipelines on the same jobs. The grid stages (mapping, balance, share "
                + "concurrent-gang or ipg-gang) combine into IPG-SaLaD's integrated system.");
        put("experiment", "An experiment: one machine, one workload, the pipelines to compare, replications, "
                + "measured metrics and charts. Runs the cross product of its sweep variables.");
        put("extends", "Inherit every member of another experiment; members written here replace the inherited "
                + "ones, `set` replaces a workload parameter.");
        put("grid", "A heterogeneous grid: clusters with their own topology and speed, joined by links (IPG).");
        put("random-grid", "`random-grid N speed A to B bandwidth C to D links P`: a random heterogeneous grid of N "
                + "one-processor nodes drawn from the experiment's seed (IPG Table 1: 100 nodes, speeds and "
                + "bandwidths in 1-5): speeds and bandwidths uniform in their ranges, a random spanning tree plus a "
                + "link between each other pair with probability P.");
        put("links", "`links P` of a `random-grid`: the probability of a link between two nodes beyond the random "
                + "spanning tree that keeps the grid connected (0 to 1).");
        put("cluster", "A cluster of a grid: `cluster name topology [speed s]`.");
        put("link", "A link between two clusters of a grid: `link a b bandwidth B [latency L]`.");
        put("bandwidth", "Bandwidth of a grid link (> 0); `bandwidth C to D`: the range of a random grid's link "
                + "bandwidths.");
        put("latency", "Latency of a grid link, a duration (s, ms, min, h).");
        put("speed", "Relative processor speed of a topology or cluster (default 1; > 0); `speed A to B`: the range "
                + "of a random grid's node speeds.");
        put("synthetic", "Generated jobs: arrival process, service times, job sides or sizes, run control.");
        put("trace", "Jobs replayed from a Standard Workload Format log; the path is relative to the experiment "
                + "file.");
        put("jobs", "`jobs N warmup W`: measure N completions after W warm-up completions (Chang97, Table 3.1).");
        put("warmup", "Completions discarded before measuring starts.");
        put("stop", "`stop at T`: end the run at simulated time T instead of after a number of jobs.");
        put("at", "`stop at T`: the simulated time at which the run ends. In a claim, `at VARIABLE VALUE`: the sweep "
                + "point it speaks about; `by at least X%`, `by at most X%`: a one-sided margin.");
        put("speedup", "Speedup of a malleable application by processor count: `speedup bt { 8: 5.9, 16: 12.1 }` "
                + "(Corbalan02 Table 3.1). With `time T1 request R fraction F` it is one application of a mix: jobs "
                + "of this application arrive at λ = P·U·F/T1, each with sequential time T1 and request R "
                + "(Corbalan02 Fig. 3.3).");
        put("submit", "`submit for T`: jobs arrive during the first T seconds only; the run then goes on until "
                + "every job has finished (Corbalan02's 300-s workloads).");
        put("for", "`submit for T`: the length of the submission window. In a claim, `for VARIABLE A to B`: the "
                + "sweep points whose variable lies in [A, B].");
        put("horizon", "`horizon T`: the metric `completed-within-horizon` counts the measured jobs finished by T "
                + "(IPG Tables 5-7: cumulative jobs completed).");
        put("over", "`over ALLOCATOR`: the allocator a size-reducing or splitting strategy (rsr, anca) wraps. In a "
                + "claim, `over VARIABLE`: the sweep variable along which a trend is judged.");
        put("to", "Upper end of a range: `0.1 to 0.6 step 0.05` sweeps, `uniform 1 to 32` bounds a distribution.");
        put("step", "Step of a swept range; the ends are included.");
        put("replications", "`replications N [to MAX] [seed S] [confidence C%] [within W% of METRIC]`: "
                + "independent runs per sweep point; with `to` and `within`, replications stop once the "
                + "confidence interval is narrow enough (Kim and Yoon: ±3% at 95%).");
        put("seed", "Base seed of the random streams; the same seed gives byte-identical results.");
        put("confidence", "Confidence level of the reported intervals, e.g. `95%`.");
        put("within", "Sequential stopping: relative half-width of the confidence interval to reach, e.g. "
                + "`3%`; in a claim, the tolerance of `near`: `near FF on wait within 5%`.");
        put("until", "`replications 3 to 40 until decided`: add a replication of every pipeline at each point where a "
                + "claim is still inconclusive, until each is decided or the maximum is reached.");
        put("decided", "`until decided`: replicate until the claims at each point are decided (or the maximum).");
        put("of", "The metric whose confidence interval decides sequential stopping.");
        TEXT.put("measure", c -> "Metrics to report: " + String.join(", ", c.names("metric")) + ". `measure … by "
                + "application` (or user, group, queue, `size 4, 16, 64`) also reports the per-job metrics of each "
                + "class of jobs in classes.csv.");
        put("chart", "`chart \"title\" METRIC vs VARIABLE`: one curve per pipeline, rendered to PNG and SVG; "
                + "`… by application`: one per pipeline and class; `QUANTITY vs time`: a quantity of timeline.csv "
                + "(busy, free, queued, largest-free, fragmentation) over simulated time.");
        put("timeline", "`timeline 60 s`: every run samples its busy and free processors, queued jobs, the largest "
                + "job that could start and the external fragmentation every 60 s of simulated time, into "
                + "timeline.csv and timeline-summary.csv.");
        put("vs", "The sweep variable on the chart's horizontal axis.");
        put("set", "`set PARAMETER VALUES`: replace a workload parameter in an experiment that extends another.");

        // ---- claims
        put("expect", "A claim about this experiment's results, checked after every run: `expect A below B on "
                + "response by 31% to 56% at load 0.47`, `expect A not above B on wait`, `expect A below 20 s on "
                + "wait`, `expect A increasing on response over load`. It holds when the replications' confidence "
                + "intervals separate in its direction, fails when they separate the other way, and is "
                + "inconclusive otherwise; a failed claim makes `partita run` exit with code 3.");
        put("below", "The subject's interval lies entirely below the other pipeline's (or the number).");
        put("above", "The subject's interval lies entirely above the other pipeline's (or the number).");
        put("not", "`not below` / `not above`: fails only when the opposite strict claim holds (\"never worse "
                + "than\"). `not reproduced \"why\"`: a paper's claim the model does not bear out; checked and "
                + "reported, never failing a run.");
        put("on", "The metric a claim is about (one the experiment measures).");
        put("by", "The size of the difference in percent, by the papers' improvement formula (other − this) / this: "
                + "`by 31% to 56%`, `by at least 10%`, `by at most 5%`.");
        put("least", "`by at least X%`: the difference is X% or more.");
        put("most", "`by at most X%`: the difference is X% or less.");
        put("increasing", "The metric rises along the variable: no two neighbouring points fall apart downwards and "
                + "the last point lies above the first.");
        put("decreasing", "The metric falls along the variable: no two neighbouring points fall apart upwards and "
                + "the last point lies below the first.");
        put("peaking", "The metric has its maximum strictly inside the range, above both ends.");
        put("reproduced", "`not reproduced \"why\"`: keep a paper's claim the model does not bear out, with the "
                + "reason.");

        // ---- pipeline stages (the names come from the catalog)
        stage(StageKind.QUEUE.getLiteral(), "Queue discipline: which waiting job is tried next.");
        stage(StageKind.PARTITION.getLiteral(), "Partition sizing on pools, buses and rings: how many processors a job gets.");
        stage(StageKind.ALLOCATE.getLiteral(), "Allocation strategy: which processors a job gets (contiguous or not).");
        stage(StageKind.SHARE.getLiteral(), "Processor sharing: gang scheduling or dynamic space sharing.");
        stage(StageKind.MIGRATE.getLiteral(), "Job migration: when running jobs are moved to compact the machine (Chang97 ch. 7).");
        stage(StageKind.MAPPING.getLiteral(), "Static mapping of task graphs onto a grid; with balance or a gang share stage, the first "
                + "stage of the integrated system.");
        stage(StageKind.BALANCE.getLiteral(), "Dynamic load balancing on a grid; with mapping or a gang share stage, the load balancer of "
                + "the integrated system.");

        // ---- workload settings
        stage(SettingKey.ARRIVALS.getLiteral(), "Arrival process, with its intensity: `load`, `rate` or `traffic`.");
        stage(SettingKey.SERVICE.getLiteral(), "Service-time distribution.");
        stage(SettingKey.SIDES.getLiteral(), "Side lengths of the submesh a job asks for (mesh and torus).");
        stage(SettingKey.SIZE.getLiteral(), "Number of processors a job asks for.");
        stage(SettingKey.DIMENSION.getLiteral(), "Dimension of the subcube a job asks for (hypercube).");
        stage(SettingKey.STRUCTURE.getLiteral(), "Internal structure of a job (rigid, fork-join, …).");
        stage(SettingKey.ESTIMATES.getLiteral(), "Run-time estimates that backfilling sees.");
        stage(SettingKey.SHAPES.getLiteral(), "How a processor count becomes a submesh shape.");
        stage(SettingKey.DIRECTIVES.getLiteral(), "User directives: memory- and communication-bound jobs (Chang97 ch. 8).");

        // ---- topologies
        put("pool", "`pool P`: P interchangeable processors without topology (partitioning, DY).");
        put("bus", "`bus P`: P processors on a shared bus.");
        put("ring", "`ring P`: P processors in a ring; node i neighbours i±1 mod P.");
        put("smp", "`smp P`: a shared-memory multiprocessor with P processors (processor sharing, Corbalan02).");
        put("mesh", "`mesh W x H [x D]`: a 2-D or 3-D mesh; jobs get submeshes (Chang97; Kim and Yoon).");
        put("torus", "`torus W x H [x D]`: a mesh with wrap-around links.");
        put("hypercube", "`hypercube N`: a binary N-cube with 2^N nodes (N <= 30).");
        put("x", "Separates the side lengths of a mesh or torus: `32 x 32`.");

        // ---- units
        put("s", "Seconds (the default unit of durations).");
        put("ms", "Milliseconds.");
        put("min", "Minutes.");
        put("h", "Hours.");
        put("%", "Percent: a fraction written as a percentage (`60%` = 0.6).");
    }

    private KeywordDocumentation() {
    }

    private static void put(String keyword, String text) {
        TEXT.put(keyword, c -> text);
    }

    /** A statement kind: {@code text}, then the names {@code catalog} knows for it. */
    private static void stage(String keyword, String text) {
        TEXT.put(keyword, c -> {
            List<String> names = c.names(keyword);
            return text + (names.isEmpty() ? "" : " Known: " + String.join(", ", names) + ".");
        });
    }

    /** Markdown documentation of {@code keyword}, with the names {@code catalog} knows; {@code null} when none. */
    public static String of(Catalog catalog, String keyword) {
        String text = plain(catalog, keyword);
        return text == null ? null : "**" + keyword + "** — " + text;
    }

    /** The one-line description without the heading, or {@code null}. */
    public static String plain(Catalog catalog, String keyword) {
        Function<Catalog, String> text = TEXT.get(keyword);
        return text == null ? null : text.apply(catalog);
    }
}
