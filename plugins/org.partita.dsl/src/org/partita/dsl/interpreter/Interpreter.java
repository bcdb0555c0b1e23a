package org.partita.dsl.interpreter;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.partita.core.claims.ClaimsFile;
import org.partita.core.claims.UndecidedPoints;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.Shard;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.scenario.Scenario;
import org.partita.core.scenario.ScenarioExperiment;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.dsl.partita.Experiment;

/**
 * Runs a {@link Scenario} on the simulation core: hands its core experiment ({@link ScenarioExperiment}) to the
 * {@link ExperimentRunner} (parallel across pipelines, sweep points and replications, byte-identical output for any
 * thread count), then renders the charts ({@link Charts}).
 */
public final class Interpreter {

    /**
     * What a run should do beyond the scenario.
     *
     * @param strategies every strategy the run may name (queue disciplines, allocators, stage policies):
     *                   {@link StandardStrategies#registry()} unless given
     */
    public record RunOptions(Path out, int threads, boolean check, boolean resume, boolean jobsCsv,
            ExperimentRunner.Progress progress, double timeline, StrategyRegistry strategies) {

        /** Options with the default strategies. */
        public RunOptions(Path out, int threads, boolean check, boolean resume, boolean jobsCsv,
                ExperimentRunner.Progress progress, double timeline) {
            this(out, threads, check, resume, jobsCsv, progress, timeline, StandardStrategies.registry());
        }

        /** Options with the default strategies, without a timeline. */
        public RunOptions(Path out, int threads, boolean check, boolean resume, boolean jobsCsv,
                ExperimentRunner.Progress progress) {
            this(out, threads, check, resume, jobsCsv, progress, Double.NaN);
        }

        /** These options with the strategies of {@code registry}. */
        public RunOptions withStrategies(StrategyRegistry registry) {
            return new RunOptions(out, threads, check, resume, jobsCsv, progress, timeline, registry);
        }
    }

    private Interpreter() {
    }

    /**
     * The scenario of validated experiment {@code e} as a run with {@code options} reads it: its queue disciplines
     * are checked against {@code options.strategies()}, the registry the run will use.
     *
     * @throws IllegalArgumentException naming the pipeline when the experiment cannot be run with those strategies
     */
    public static Scenario read(Experiment e, RunOptions options) {
        return ScenarioReader.read(e, options.strategies());
    }

    /** Reads {@code e} with {@link #read(Experiment, RunOptions)} and runs it as {@link #run(Scenario, RunOptions)}. */
    public static ExperimentResult run(Experiment e, RunOptions options) throws IOException, InterruptedException {
        return run(read(e, options), options);
    }

    /** Runs {@code s}, writes the result files and the charts into {@code options.out()}. */
    public static ExperimentResult run(Scenario s, RunOptions options) throws IOException, InterruptedException {
        return report(s, runner(s, options).run(), options);
    }

    /**
     * Runs shard {@code shard} of the experiment's runs into the store under {@code options.out()}, writing no
     * result files ({@link #merge} does, once every shard is done).
     */
    public static ExperimentRunner.ShardReport runShard(Scenario s, RunOptions options, Shard shard)
            throws IOException, InterruptedException {
        return runner(s, options).runShard(shard);
    }

    /**
     * Writes the result files, charts and claims from the runs the shards stored under {@code options.out()}.
     *
     * @throws org.partita.core.experiment.MissingRunsException when some runs are missing (nothing is written)
     */
    public static ExperimentResult merge(Scenario s, RunOptions options) throws IOException, InterruptedException {
        return report(s, runner(s, options).merge(), options);
    }

    private static ExperimentRunner runner(Scenario s, RunOptions options) {
        return new ExperimentRunner(ScenarioExperiment.of(s), options.strategies(),
                new ExperimentRunner.Options(options.out(), options.jobsCsv(), options.threads(), options.check(),
                        s.wallClock(), options.progress(), options.resume(), s.columns(), false,
                        Double.isNaN(options.timeline()) ? s.timeline() : options.timeline())
                        .withClasses(ScenarioExperiment.classes(s)).withMore(new UndecidedPoints(s.claims())));
    }

    private static ExperimentResult report(Scenario s, ExperimentResult result, RunOptions options)
            throws IOException {
        if (options.out() != null) {
            removeEarlierReports(options.out());
            Charts.renderAll(s, result, options.out());
            if (!s.claims().isEmpty()) {
                ClaimsFile.write(options.out(), s.name(), ClaimsFile.evaluate(s.claims(), result));
            }
        }
        return result;
    }

    /**
     * Removes the charts and claims an earlier run left in {@code out}: a run owns its output folder, so a chart
     * or claim no longer in the file does not survive next to this run's results.
     */
    private static void removeEarlierReports(Path out) throws IOException {
        Files.deleteIfExists(out.resolve(ClaimsFile.NAME));
        Files.deleteIfExists(out.resolve(Charts.FILE));
        try (DirectoryStream<Path> charts = Files.newDirectoryStream(out, "chart-*.{png,svg}")) {
            for (Path p : charts) {
                Files.deleteIfExists(p);
            }
        }
    }
}
