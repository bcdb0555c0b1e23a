package org.partita.cli;

import java.nio.file.Path;

import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.MissingRunsException;
import org.partita.core.scenario.Scenario;
import org.partita.dsl.interpreter.Interpreter;

import picocli.CommandLine.Command;

/**
 * {@code partita merge FILE}: writes the results of an experiment whose runs were stored by the shards of
 * {@code partita run --shard K/N}, byte-identical to an unsharded run's; names the missing runs when some are.
 */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Write the results of an experiment from the runs its shards stored (partita run --shard K/N).",
            "Reads <out>/.partial/, runs nothing, and writes the same files, charts and claims as an unsharded "
                    + "'partita run' with the same options, whatever the number of shards and the order they "
                    + "finished in. Give the same --out, --jobs-csv and --check as the shards.",
            "When runs are missing, each is named with its pipeline, sweep point, replication and shard, nothing "
                    + "is written and the exit code is 4; run those shards again (or 'partita run --resume' to run "
                    + "the rest here), then merge again."},
        footer = {"", "Exit codes: 0 success, 1 invalid file or failed --check, 2 invalid command line, 3 an expect "
                + "claim failed, 4 runs are missing."})
public final class MergeCommand extends ExperimentsCommand {

    @Override
    protected boolean simulates() {
        return false;
    }

    @Override
    protected String done() {
        return " merged";
    }

    @Override
    protected ExperimentResult produce(Scenario s, Path dir, int threads, ProgressBar bar) throws Exception {
        try {
            return Interpreter.merge(s, new Interpreter.RunOptions(dir, threads, check, false, jobsCsv, bar,
                    timelineStep()));
        } catch (MissingRunsException e) {
            throw new RunsMissing("experiment " + s.name() + ": " + e.getMessage() + "\nrun the shards named "
                    + "again (partita run " + file + " --shard K/N with the same options), or the rest here with "
                    + "partita run --resume; then merge again");
        }
    }
}
