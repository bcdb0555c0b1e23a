package org.partita.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.alloc.PoolAllocator;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.experiment.Aggregate;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.Replications;
import org.partita.core.experiment.ResultFiles;
import org.partita.core.experiment.RunResult;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.experiment.TraceWorkload;
import org.partita.core.format.Numbers;
import org.partita.core.machine.Machine;
import org.partita.core.machine.MachineSpec;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.JobClasses;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.Statistics;
import org.partita.core.metrics.TimelineRecorder;
import org.partita.core.model.Pipeline;
import org.partita.core.model.SweepPoint;
import org.partita.core.sched.FcfsPolicy;
import org.partita.core.sched.QueuePolicies;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.core.workload.ShapeRule;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code partita replay TRACE.swf --machine ... --queue fcfs ...}: replays a trace without an experiment file. */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = {"Replay a Standard Workload Format trace on a machine and write the results.",
            "Writes summary.csv and rejected.csv (and jobs.csv with --jobs-csv) to the output directory."},
        footer = {"", "Machines: pool:P bus:P ring:P smp:P mesh:WxH mesh:WxHxD torus:WxH torus:WxHxD hypercube:N",
            "Exit codes: 0 success, 1 bad input or failed check, 2 invalid command line."})
public final class ReplayCommand extends Subcommand {

    @Parameters(index = "0", paramLabel = "TRACE", description = "The SWF trace file.")
    Path trace;

    @Option(names = "--machine", required = true, paramLabel = "SPEC",
            description = "Machine, e.g. pool:100, mesh:32x32, torus:8x8x8, hypercube:8.")
    String machine;

    @Option(names = "--queue", defaultValue = FcfsPolicy.NAME, paramLabel = "NAME",
            description = "Queue discipline (default: ${DEFAULT-VALUE}): fcfs, easy, conservative, bypass, mfcfs, "
                    + "sjf.")
    String queue;

    @Option(names = "--queue-param", paramLabel = "KEY=VALUE",
            description = "Queue discipline parameter, repeatable, e.g. threshold=25 for bypass.")
    Map<String, String> queueParams = new java.util.TreeMap<>();

    @Option(names = "--allocate", defaultValue = PoolAllocator.NAME, paramLabel = "NAME",
            description = "Allocation strategy (default: ${DEFAULT-VALUE}); 'partita allocators' lists them.")
    String allocate;

    @Option(names = "--alloc-param", paramLabel = "KEY=VALUE", mapFallbackValue = "",
            description = "Parameter of the allocation strategy, repeatable, e.g. --alloc-param t=3 "
                    + "(see 'partita allocators').")
    Map<String, String> allocParams = new java.util.TreeMap<>();

    @Option(names = "--shape", defaultValue = "square", paramLabel = "RULE",
            description = "How a processor count becomes a submesh on a mesh/torus: square, min-waste, row, none "
                    + "(default: ${DEFAULT-VALUE}).")
    String shape;

    @Option(names = "--out", defaultValue = "results", paramLabel = "DIR",
            description = "Output directory (default: ${DEFAULT-VALUE}).")
    Path out;

    @Option(names = "--jobs-csv", description = "Also write jobs.csv (one row per started job).")
    boolean jobsCsv;

    @Option(names = "--lenient", description = "Skip and count malformed trace lines instead of stopping.")
    boolean lenient;

    @Option(names = "--sort", description = "Replay the jobs in submit order even when the trace is not in that "
            + "order (reads the whole trace first); without it, a job submitted before the previous one stops the "
            + "replay naming its line.")
    boolean sort;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the random streams (default: "
            + "${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", defaultValue = "1", description = "Worker threads (default: ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--replications", defaultValue = "1", description = "Independent replications "
            + "(default: ${DEFAULT-VALUE}).")
    int replications;

    @Option(names = "--warmup", defaultValue = "0", paramLabel = "K",
            description = "Do not measure the first K completions (default: ${DEFAULT-VALUE}).")
    long warmup;

    @Option(names = "--max-jobs", defaultValue = "0", paramLabel = "N",
            description = "Stop after N measured completions; 0 = replay the whole trace (default).")
    long maxJobs;

    @Option(names = "--check", description = "Check the schedule's invariants (no node held twice, no start "
            + "before submit, node ids in range, enough nodes unless the strategy reduces sizes, contiguity when it "
            + "claims it); fails on a violation.")
    boolean check;

    @Option(names = "--timeline", paramLabel = "SECONDS", description = "Also write timeline.csv and "
            + "timeline-summary.csv: every SECONDS of simulated time, the busy and free processors, queued jobs, the "
            + "largest job that could start and the external fragmentation.")
    Double timeline;

    @Option(names = "--by", paramLabel = "ATTRIBUTE", description = "Also write classes.csv: response, wait and "
            + "bounded slowdown per class of jobs, by application, user, group, queue (SWF fields 14, 12, 13, 15) "
            + "or size with the bands' upper bounds, e.g. --by user, --by size:4,16,64.")
    String by;

    @Option(names = "--wall-clock", description = "Add the non-deterministic column of allocator wall-clock "
            + "nanoseconds per job.")
    boolean wallClock;

    /** The grouping of {@code --by}, or {@code null}. */
    private JobClasses classes() {
        if (by == null) {
            return null;
        }
        String[] parts = by.split(":", 2);
        JobClasses.Attribute a = JobClasses.Attribute.of(parts[0]);
        int[] bounds;
        try {
            bounds = parts.length < 2 ? new int[0]
                    : java.util.Arrays.stream(parts[1].split(",")).map(String::trim).mapToInt(Integer::parseInt)
                            .toArray();
        } catch (NumberFormatException e) {
            throw new UsageException("--by " + by + ": the size bands' bounds are whole numbers, e.g. size:4,16,64");
        }
        List<Metric> metrics = List.of(Metric.RESPONSE, Metric.WAIT, Metric.BOUNDED_SLOWDOWN);
        String problem = JobClasses.problem(a, bounds, metrics);
        if (problem != null) {
            throw new UsageException("--by " + by + ": " + problem + (a == null || bounds.length == 0
                    ? " (bands as size:4,16,64)" : ""));
        }
        return new JobClasses(a, bounds, List.of(), metrics);
    }

    @Override
    protected int execute() throws Exception {
        JobClasses classes = classes(); // a usage error before any work
        if (timeline != null && !TimelineRecorder.validStep(timeline)) {
            throw new UsageException("--timeline must be a number of seconds > 0");
        }
        StrategyRegistry strategies = StandardStrategies.registry();
        if (!QueuePolicies.contains(strategies, queue)) {
            throw new UsageException("unknown --queue '" + queue + "' (available: "
                    + String.join(", ", strategies.names(Family.QUEUE)) + ")");
        }
        try {
            QueuePolicies.create(strategies, queue, queueParams);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--queue-param: " + e.getMessage());
        }
        AllocatorRegistry registry = new AllocatorRegistry(strategies);
        if (!registry.contains(allocate)) {
            throw new UsageException("unknown --allocate '" + allocate + "' (available: "
                    + String.join(", ", registry.names()) + ")");
        }
        if (threads < 1 || replications < 1 || warmup < 0 || maxJobs < 0) {
            throw new UsageException("--threads and --replications must be >= 1, --warmup and --max-jobs >= 0");
        }
        Machine m;
        ShapeRule rule;
        try {
            m = MachineSpec.parse(machine);
            rule = ShapeRule.parse(shape);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        if (!Files.isRegularFile(trace)) {
            throw new java.nio.file.NoSuchFileException(trace.toString(), null,
                    Files.exists(trace) ? "not a regular file" : "no such trace file");
        }
        Pipeline pipeline = new Pipeline(queue + "-" + allocate, queue, allocate, allocParams, rule, queueParams);
        Experiment experiment = new Experiment("replay", m, List.of(pipeline), List.of(SweepPoint.NONE),
                new TraceWorkload(trace, lenient, false, sort), SimulationConfig.DEFAULT.withWarmup(warmup)
                        .withMaxCompletions(maxJobs).withTimeAllocations(wallClock),
                Replications.fixed(replications), seed, Double.NaN);
        ProgressBar bar = ProgressBar.start(err(), "replay");
        ExperimentResult result;
        try {
            ExperimentRunner runner = new ExperimentRunner(experiment, registry,
                    new ExperimentRunner.Options(out, jobsCsv, threads, check, wallClock, bar, false, null, false,
                            timeline == null ? Double.NaN : timeline).withClasses(classes));
            try {
                runner.validate();
            } catch (IllegalArgumentException e) {
                throw new UsageException("--allocate " + allocate + ": " + e.getMessage());
            }
            result = runner.run();
        } finally {
            bar.finish();
        }
        printSummary(result, m);
        if (check) {
            long bad = 0;
            for (RunResult r : result.runs()) {
                for (InvariantChecker.Violation v : r.violations()) {
                    if (bad++ < 10) {
                        err().println("partita: invariant violated: " + v);
                    }
                }
            }
            if (bad > 0) {
                err().println("partita: " + bad + " invariant violation(s)");
                return ErrorHandler.FAILURE;
            }
            out().println("check: all invariants hold");
        }
        return 0;
    }

    private void printSummary(ExperimentResult result, Machine m) {
        PrintWriter o = out();
        RunResult first = result.runs().get(0);
        o.println("replay " + trace + " on " + m + ", queue " + queue + ", allocate " + allocate
                + (m.topology().isGrid() ? ", shape " + ShapeRule.parse(shape).label() : ""));
        Map<String, Long> c = first.sourceCounters();
        o.println("trace: " + c.getOrDefault("swf_records", 0L) + " records, " + c.getOrDefault("swf_dropped", 0L)
                + " dropped, " + c.getOrDefault("swf_malformed_lines", 0L) + " malformed lines skipped, "
                + c.getOrDefault("swf_status_failed", 0L) + " failed, " + c.getOrDefault("swf_status_cancelled", 0L)
                + " cancelled, " + c.getOrDefault("swf_zero_run_time", 0L) + " zero run time");
        var sim = first.simulation();
        o.println("jobs: " + sim.arrived() + " arrived, " + sim.rejected() + " rejected (too wide), "
                + sim.completed() + " completed, " + sim.measured() + " measured, "
                + (sim.stillRunning().size() + sim.stillWaiting().size()) + " unfinished");
        Aggregate a = result.aggregates().get(0);
        boolean ci = a.replications() > 1;
        o.println(String.format(Locale.ROOT, "%-38s %18s%s", "metric", "mean",
                ci ? String.format(Locale.ROOT, " %16s", "±95% CI") : ""));
        for (Metric metric : ResultFiles.metricColumns(result.experiment(), wallClock)) {
            Statistics s = a.get(metric);
            String mean = s == null || Double.isNaN(s.mean()) ? "-" : Numbers.format(s.mean());
            String hw = s == null || Double.isNaN(s.halfWidth()) ? "-" : Numbers.format(s.halfWidth());
            o.println(String.format(Locale.ROOT, "%-38s %18s%s", metric.column(), mean,
                    ci ? String.format(Locale.ROOT, " %16s", hw) : ""));
        }
        o.println("results: " + out.resolve(ResultFiles.SUMMARY) + ", " + out.resolve(ResultFiles.REJECTED)
                + (jobsCsv ? ", " + out.resolve(ResultFiles.JOBS) : "")
                + (jobsCsv && Files.exists(out.resolve(ResultFiles.PLACEMENTS))
                        && StandardStrategies.shared().descriptor(Family.ALLOCATE, allocate) != null
                        && new AllocatorRegistry(StandardStrategies.shared()).descriptor(allocate, allocParams)
                                .has(StrategyDescriptor.Trait.MIGRATES)
                        ? ", " + out.resolve(ResultFiles.PLACEMENTS) : ""));
        o.flush();
    }
}
