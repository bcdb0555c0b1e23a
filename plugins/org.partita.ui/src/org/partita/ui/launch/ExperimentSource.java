package org.partita.ui.launch;

import java.nio.file.Path;
import java.util.List;

/**
 * Turns an experiment file into runnable core experiments — the language's interpreter. Contributed through the
 * extension point {@code org.partita.ui.experimentSources} (the contribution with the highest {@code priority}
 * wins); the launch runs what it returns as an {@link ExperimentJob}.
 */
public interface ExperimentSource {

    /**
     * @return the experiments of {@code file}, in file order (none for a file that only defines what others use)
     * @throws InvalidExperimentException when the file has errors: nothing may run, the problems are reported
     * @throws Exception                  on other failures (I/O, …)
     */
    List<RunnableExperiment> load(Path file) throws Exception;
}
