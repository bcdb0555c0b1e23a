package org.partita.cli;

import java.nio.file.Files;
import java.nio.file.Path;

import org.partita.core.interchange.ScheduleExport;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code partita export DIR}: the simulated schedules of a results directory as Standard Workload Format logs and
 * Batsim {@code jobs.csv} files, one of each per run.
 */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Write the schedules of a results directory (partita run --jobs-csv) in other tools' formats: "
                + "per run (pipeline, sweep point, replication) <run>.swf, a Standard Workload Format log, and "
                + "<run>.batsim.csv, Batsim's jobs.csv columns (for evalys and Batsim notebooks). Default: both, "
                + "into DIR/export/."},
        footer = {"", "Exit codes: 0 written, 1 missing or malformed result files, 2 invalid command line."})
public final class ExportCommand extends Subcommand {

    @Parameters(index = "0", paramLabel = "DIR", description = "A results directory with jobs.csv.")
    Path dir;

    @Option(names = "--swf", description = "Write the SWF logs (alone, unless --batsim is given too).")
    boolean swf;

    @Option(names = "--batsim", description = "Write the Batsim jobs.csv files (alone, unless --swf is given too).")
    boolean batsim;

    @Option(names = "--out", paramLabel = "DIR", description = "Where to write (default: DIR/export).")
    Path out;

    @Override
    protected int execute() throws Exception {
        if (!Files.isDirectory(dir)) {
            throw new UsageException(dir + " is not a directory");
        }
        boolean both = !swf && !batsim;
        Path target = out != null ? out : dir.resolve("export");
        ScheduleExport.Written w = ScheduleExport.export(dir, target, swf || both, batsim || both);
        out().println("partita: " + w.runs() + " run(s), " + w.jobs() + " job(s): " + w.files().size()
                + " file(s) in " + target);
        if (w.leftOutOfBatsim() > 0) {
            out().println("partita: " + w.leftOutOfBatsim() + " job(s) that did not complete (rejected, or running "
                    + "at the stop) are in the SWF logs only");
        }
        out().flush();
        return 0;
    }
}
