package org.partita.suite;

import java.nio.file.Path;
import java.util.List;

import org.partita.core.claims.ClaimOutcome;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.scenario.Scenario;

/**
 * One experiment of a suite after its run: where it came from, its results and claims, how long it took, or why it
 * could not run.
 *
 * @param file     the experiment file's name
 * @param name     the experiment's name ({@code null} when the file itself is invalid)
 * @param scenario what the file says, for the charts and the report ({@code null} when invalid)
 * @param out      where its results are
 * @param result   its results, or {@code null} when it failed
 * @param claims   its claims' outcomes, in file order
 * @param seconds  wall time of the run
 * @param error    why it failed (the file's diagnostics, or the exception of the run), or {@code null}
 * @param missing  in a build from the store alone ({@code partita suite --from-store}), which of its runs are not
 *                 stored yet, so that it was not reported; {@code null} otherwise
 */
public record SuiteRun(String file, String name, Scenario scenario, Path out, ExperimentResult result,
        List<ClaimOutcome> claims, double seconds, String error, String missing) {

    public SuiteRun {
        claims = List.copyOf(claims);
    }

    /** An experiment that ran, or failed to. */
    public SuiteRun(String file, String name, Scenario scenario, Path out, ExperimentResult result,
            List<ClaimOutcome> claims, double seconds, String error) {
        this(file, name, scenario, out, result, claims, seconds, error, null);
    }

    public boolean failed() {
        return error != null;
    }

    /** Whether it was left out of a build from the store alone because some of its runs are not stored yet. */
    public boolean notStored() {
        return missing != null;
    }
}
