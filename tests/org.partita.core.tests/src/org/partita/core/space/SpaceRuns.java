package org.partita.core.space;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.machine.MachineSpec;
import org.partita.core.metrics.Metric;
import org.partita.core.model.ModelContext;
import org.partita.core.model.ModelRun;
import org.partita.core.model.Pipeline;
import org.partita.core.model.Stage;
import org.partita.core.model.SweepPoint;
import org.partita.core.model.WorkloadTraits;
import org.partita.core.sched.RunningJob;
import org.partita.core.workload.Distributions;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;
import org.partita.core.workload.RealDistribution;
import org.partita.core.workload.ShapeRule;
import org.partita.core.workload.SyntheticWorkload;

/** Helpers that run the space-sharing model directly (without the experiment runner). */
final class SpaceRuns {

    /** The space-sharing model of the default strategies. */
    private static final SpaceSharingModel MODEL = new SpaceSharingModel(StandardStrategies.shared());

    private SpaceRuns() {
    }

    /** What a test observer saw of one job. */
    record Seen(long id, double submit, double start, double end, int[] nodes) {
    }

    /** Records starts and completions. */
    static final class Recorder implements SimulationObserver {
        final List<Seen> completed = new ArrayList<>();
        final List<RunningJob> started = new ArrayList<>();
        int arrivals;
        double measurementStart = Double.NaN;

        @Override
        public void jobArrived(Job job, double now) {
            arrivals++;
        }

        @Override
        public void jobStarted(RunningJob job, double now) {
            started.add(job);
        }

        @Override
        public void jobCompleted(RunningJob r, boolean measured, double now) {
            completed.add(new Seen(r.job().id(), r.job().submit(), r.start(), now, r.allocation().nodes()));
        }

        @Override
        public void measurementStarted(double now) {
            measurementStart = now;
        }

        Seen job(long id) {
            for (Seen s : completed) {
                if (s.id() == id) {
                    return s;
                }
            }
            throw new AssertionError("job " + id + " did not complete");
        }
    }

    static Stage partition(String policy, String... params) {
        return Stage.of("partition", policy, params);
    }

    static WorkloadTraits structure(String name, String... params) {
        return new WorkloadTraits(Stage.of("structure", name, params), Map.of(), null);
    }

    static ModelRun run(String machine, Stage partition, WorkloadTraits traits, JobSource jobs,
            SimulationConfig config, boolean check, SimulationObserver... observers) {
        Pipeline p = new Pipeline("p", "fcfs", "pool", Map.of(), ShapeRule.NONE, Map.of(), List.of(partition));
        RandomStreams streams = new RandomStreams(1);
        return MODEL.run(new ModelContext(MachineSpec.parse(machine), p, SweepPoint.NONE, jobs,
                traits, streams, config, Double.NaN, check, List.of(observers)));
    }

    /**
     * The paper's workload (§3.2, digest §I.3.2): maximum parallelism uniform on 1..32 (the job's processors),
     * demand H2 with mean 16 and CV {@code cvd}, inter-arrival times exponential ({@code cva = 1}) or H2 with CV
     * {@code cva}, at offered utilization {@code u}: {@code λ = u·P/D = 4u} on 64 processors.
     */
    static SyntheticWorkload paperWorkload(int jobs, double u, double cva, double cvd) {
        return paperWorkload(jobs, u, cva, cvd, 0);
    }

    /**
     * The paper's workload of {@code structure} jobs: the offered utilization counts the structure's synchronisation
     * work too, {@code λ = u·P/(D + E[sync])}, as the interpreter does.
     */
    static SyntheticWorkload paperWorkload(int jobs, double u, double cva, double cvd, String structure) {
        return paperWorkload(jobs, u, cva, cvd, JobStructure.of(Stage.of("structure", structure))
                .meanSynchronisationWork(Distributions.uniformInt(1, 32)));
    }

    private static SyntheticWorkload paperWorkload(int jobs, double u, double cva, double cvd, double sync) {
        double rate = SpaceLoad.arrivalRate(u, 64, 16 + sync);
        RealDistribution ia = cva == 1 ? Distributions.exponential(1 / rate)
                : Distributions.hyperExponential(1 / rate, cva);
        return SyntheticWorkload.sized(jobs, ia, Distributions.hyperExponential(16, cvd),
                Distributions.uniformInt(1, 32));
    }

    /**
     * Mean response time over {@code seeds} replications (seeds 1..n) of {@code jobs} jobs, the first 10% warm-up.
     */
    static double meanResponse(String machine, String structure, Stage partition, double u, double cva, double cvd,
            int jobs, int seeds) {
        return meanMetric(machine, structure, partition, u, cva, cvd, jobs, seeds, Metric.RESPONSE);
    }

    /** The mean of {@code metric} over {@code seeds} runs of the paper's workload. */
    static double meanMetric(String machine, String structure, Stage partition, double u, double cva, double cvd,
            int jobs, int seeds, Metric metric) {
        double sum = 0;
        for (long seed = 1; seed <= seeds; seed++) {
            RandomStreams streams = new RandomStreams(seed);
            Pipeline p = new Pipeline("p", "fcfs", "pool", Map.of(), ShapeRule.NONE, Map.of(), List.of(partition));
            ModelRun r = MODEL.run(new ModelContext(MachineSpec.parse(machine), p,
                    SweepPoint.NONE, paperWorkload(jobs, u, cva, cvd, structure).open(streams), structure(structure), streams,
                    SimulationConfig.DEFAULT.withWarmup(jobs / 10), Double.NaN, false, List.of()));
            sum += r.metrics().get(metric);
        }
        return sum / seeds;
    }

    /**
     * One run of the paper's workload as an experiment file runs it: an unbounded Poisson stream at offered
     * utilization {@code u} (synchronisation work counted), {@code measured} completions after {@code warmup}, so
     * the window ends while jobs still arrive (no drain at the end).
     */
    static ModelRun steadyRun(String structure, Stage partition, double u, int warmup, int measured, long seed) {
        double sync = JobStructure.of(Stage.of("structure", structure))
                .meanSynchronisationWork(Distributions.uniformInt(1, 32));
        double rate = SpaceLoad.arrivalRate(u, 64, 16 + sync);
        SyntheticWorkload w = SyntheticWorkload.sized(Long.MAX_VALUE, Distributions.exponential(1 / rate),
                Distributions.hyperExponential(16, 3.5), Distributions.uniformInt(1, 32));
        RandomStreams streams = new RandomStreams(seed);
        Pipeline p = new Pipeline("p", "fcfs", "pool", Map.of(), ShapeRule.NONE, Map.of(), List.of(partition));
        return MODEL.run(new ModelContext(MachineSpec.parse("bus:64"), p, SweepPoint.NONE,
                w.open(streams), structure(structure), streams,
                SimulationConfig.DEFAULT.withWarmup(warmup).withMaxCompletions(measured), Double.NaN, false,
                List.of()));
    }

    /** {@code (a - b) / b} in percent, the paper's improvement formula (denominator: the better policy). */
    static double improvement(double a, double b) {
        return 100 * (a - b) / b;
    }

    static String fmt(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }
}
