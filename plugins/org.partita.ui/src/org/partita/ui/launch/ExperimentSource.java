package org.partita.ui.launch;

import java.nio.file.Path;

import org.partita.core.experiment.Experiment;

/**
 * Turns an experiment file into the core's {@link Experiment} — the language's interpreter. Contributed through the
 * extension point {@code org.partita.ui.experimentSources}; the launch runs the result with the core's
 * {@code ExperimentRunner}.
 */
public interface ExperimentSource {

    /**
     * @return the experiment described by {@code file}
     * @throws IllegalArgumentException with a one-line message naming file, line and field when the file is invalid
     * @throws Exception                on other failures (I/O, …)
     */
    Experiment load(Path file) throws Exception;
}
