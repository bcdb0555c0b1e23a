package org.partita.ui.launch;

import java.io.IOException;
import java.nio.file.Path;

import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.StandardStrategies;

/**
 * One experiment of a file, ready to run: the core {@link Experiment} (its name and machine tell the launch where
 * the results go and which views apply) and how its source runs it — the language's interpreter also renders the
 * file's charts next to the results contract files.
 */
public interface RunnableExperiment {

    /** The core experiment. */
    Experiment experiment();

    /**
     * Runs every (pipeline, sweep point, replication) and writes the results contract files into {@code out}.
     * Interrupting the calling thread cancels the run ({@link InterruptedException}, no {@code summary.csv}; the
     * finished runs stay in {@code out/.partial/} for a run with {@link RunSettings#resume()}).
     *
     * @param progress called after every finished run
     * @return the result, with each run's invariant violations when checked
     */
    ExperimentResult run(Path out, RunSettings settings, ExperimentRunner.Progress progress)
            throws IOException, InterruptedException;

    /** {@code experiment} run by the core's {@link ExperimentRunner} with the standard allocators, nothing more. */
    static RunnableExperiment of(Experiment experiment) {
        return new RunnableExperiment() {
            @Override
            public Experiment experiment() {
                return experiment;
            }

            @Override
            public ExperimentResult run(Path out, RunSettings s, ExperimentRunner.Progress progress)
                    throws IOException, InterruptedException {
                return new ExperimentRunner(experiment, StandardStrategies.allocators(),
                        new ExperimentRunner.Options(out, s.jobsCsv(), s.threads(), s.check(), false, progress,
                                s.resume(), null, false, s.timeline())).run();
            }
        };
    }
}
