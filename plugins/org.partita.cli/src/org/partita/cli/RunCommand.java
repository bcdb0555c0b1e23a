package org.partita.cli;

import java.nio.file.Path;
import java.util.Locale;

import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.Shard;
import org.partita.core.scenario.Scenario;
import org.partita.dsl.interpreter.Interpreter;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code partita run FILE}: validates an experiment file, runs its experiments and writes the results contract
 * ({@code summary.csv}, {@code rejected.csv}, {@code jobs.csv} on request) and the charts (PNG and SVG); with
 * {@code --shard K/N}, runs one shard of the runs into the shared store and leaves the files to {@code merge}.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Run the experiments of an experiment file (*.partita).",
            "The file is validated first: on an error every problem is printed as file:line:column and nothing "
                    + "runs. Each experiment writes summary.csv, rejected.csv (jobs.csv with --jobs-csv) and one "
                    + "PNG and one SVG per chart into results/<experiment>/ (or --out). Every finished run is kept in "
                    + "<out>/.partial/ until the experiment ends, so --resume goes on after an interruption.",
            "With --shard K/N only shard K of N of the runs is run and stored in <out>/.partial/; once every shard "
                    + "is done, 'partita merge' writes the same files an unsharded run writes."},
        footer = {"", "Exit codes: 0 success, 1 invalid file, failed run or failed --check, 2 invalid command line, "
                + "3 an expect claim failed (claims marked 'not reproduced' never fail a run)."})
public final class RunCommand extends ExperimentsCommand {

    @Option(names = "--resume", description = "Keep the runs finished by an interrupted run into the same output "
            + "directory and run only the rest; the final files are the same as an uninterrupted run's.")
    boolean resume;

    @Option(names = "--shard", paramLabel = "K/N", description = "Run only shard K of N of the runs (pipeline x "
            + "sweep point x replication, balanced by expected cost) and store them in <out>/.partial/ for "
            + "'partita merge'. Shards are independent: run them anywhere that sees the same output directory, in "
            + "any order; a shard run again runs only what it had not finished.")
    String shard;

    @Override
    protected ExperimentResult produce(Scenario s, Path dir, int threads, ProgressBar bar) throws Exception {
        Interpreter.RunOptions options = new Interpreter.RunOptions(dir, threads, check, resume, jobsCsv, bar,
                timelineStep());
        if (shard == null) {
            return Interpreter.run(s, options);
        }
        Shard k;
        try {
            k = Shard.parse(shard);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--shard: " + e.getMessage());
        }
        long start = System.nanoTime();
        ExperimentRunner.ShardReport r = Interpreter.runShard(s, options, k);
        out().println(String.format(Locale.ROOT, "experiment %s: shard %s ran %d of its %d runs in %.1f s (%d were "
                + "already stored)", s.name(), k, r.ran(), r.owned(), (System.nanoTime() - start) / 1e9,
                r.stored()));
        out().println("stored in " + dir.resolve(".partial") + "; when every shard is done: partita merge " + file
                + (out == null ? "" : " --out " + out) + (jobsCsv ? " --jobs-csv" : "") + (check ? " --check" : "")
                + (timeline == null ? "" : " --timeline " + timeline));
        out().flush();
        return null;
    }
}
