package org.partita.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.partita.core.experiment.AtomicFiles;
import org.partita.core.experiment.ShardPlan;
import org.partita.core.scenario.Scenario;
import org.partita.core.scenario.ScenarioExperiment;
import org.partita.dsl.interpreter.Interpreter;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code partita slurm FILE}: writes (and with {@code --submit} submits) a Slurm job array whose task K runs
 * {@code partita run FILE --shard K/N}, and a merge job that runs {@code partita merge FILE} once every task has
 * succeeded ({@code --dependency=afterok}). The scripts call this checkout's {@code partita} launcher, which finds
 * the JDK on a compute node as it does here; the checkout and the output directory must be on a file system the
 * compute nodes share.
 */
@Command(name = "slurm", mixinStandardHelpOptions = true,
        description = {"Run the experiments of FILE on a Slurm cluster: a job array of N shards plus a merge job.",
            "Writes <scripts>/array.sbatch, merge.sbatch and submit.sh (default <scripts>: <out>/slurm, or "
                    + "results/slurm); with --submit, submits both with sbatch and prints the job ids. Task K runs "
                    + "'partita run FILE --shard K/N'; the merge job, started only when every task succeeded, "
                    + "writes the results, byte-identical to a one-machine 'partita run'. A failed or requeued task "
                    + "runs only the runs it had not finished; submitting again runs only what is missing."},
        footer = {"", "Exit codes: 0 scripts written (and submitted), 1 invalid file or sbatch failed, 2 invalid "
                + "command line."})
public final class SlurmCommand extends Subcommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "The experiment file, or a suite's folder (see "
            + "'partita new-suite'): its tasks run 'partita suite DIR --shard K/N', the last job builds the suite, "
            + "reusing every stored run.")
    Path file;

    @Option(names = "--include", paramLabel = "GLOBS", description = "For a suite: only these experiment files "
            + "(comma-separated names or globs), as 'partita suite --include'.")
    String include;

    @Option(names = "--docs", paramLabel = "DOC", description = "For a suite: the last job copies the suite's "
            + "claims into the Markdown document DOC, as 'partita suite --docs' (with --include, recording the commit "
            + "and each file's fingerprint).")
    Path docs;

    @Option(names = "--out", paramLabel = "DIR", description = "Output directory, as for 'partita run' (default: "
            + "results/<experiment>); must be on a shared file system.")
    Path out;

    @Option(names = "--experiment", paramLabel = "NAME", description = "Only this experiment of the file.")
    String experiment;

    @Option(names = "--array", paramLabel = "N", description = "Number of array tasks (shards); default: the "
            + "number of independent runs, at most 16.")
    Integer array;

    @Option(names = "--cpus-per-task", paramLabel = "C", defaultValue = "1",
            description = "CPUs of each task, used as its worker threads (default: ${DEFAULT-VALUE}).")
    int cpusPerTask;

    @Option(names = "--partition", paramLabel = "P", description = "sbatch --partition (default: the cluster's).")
    String partition;

    @Option(names = "--time", paramLabel = "T", description = "sbatch --time of each task, e.g. 1:00:00 "
            + "(default: the partition's).")
    String time;

    @Option(names = "--mem", paramLabel = "M", description = "sbatch --mem of each task, e.g. 2G (default: the "
            + "partition's).")
    String mem;

    @Option(names = "--account", paramLabel = "A", description = "sbatch --account (default: yours).")
    String account;

    @Option(names = "--sbatch", paramLabel = "OPTION", description = "Any other sbatch option for both jobs, "
            + "e.g. --sbatch=--qos=short (repeatable).")
    List<String> sbatchOptions = new ArrayList<>();

    @Option(names = "--scripts", paramLabel = "DIR", description = "Where to write the scripts and the tasks' "
            + "logs (default: <out>/slurm, or results/slurm).")
    Path scripts;

    @Option(names = "--jobs-csv", description = "Also write jobs.csv, as 'partita run --jobs-csv'.")
    boolean jobsCsv;

    @Option(names = "--check", description = "Check every schedule's invariants, as 'partita run --check'.")
    boolean check;

    @Option(names = "--timeline", paramLabel = "SECONDS", description = "Also write timeline.csv, as "
            + "'partita run --timeline'.")
    Double timeline;

    @Option(names = "--submit", description = "Submit the array and the merge job with sbatch.")
    boolean submit;

    /** Array sizes above this need --array: a default should not flood a shared queue. */
    static final int DEFAULT_MAX_TASKS = 16;

    @Override
    protected int execute() throws Exception {
        if (cpusPerTask < 1) {
            throw new UsageException("--cpus-per-task must be >= 1");
        }
        boolean suite = Files.isDirectory(file);
        if (suite && !Files.isRegularFile(file.resolve("pom.xml"))) {
            throw new UsageException(file + " is a folder without pom.xml: give an experiment file or a suite");
        }
        if (suite && (out != null || experiment != null || jobsCsv || check || timeline != null)) {
            throw new UsageException("a suite writes into its target/partita/: --out, --experiment, --jobs-csv, "
                    + "--check and --timeline are for experiment files");
        }
        if (!suite && (include != null || docs != null)) {
            throw new UsageException((include != null ? "--include selects files" : "--docs copies the claims")
                    + " of a suite; give a suite folder");
        }
        if (docs != null && !Files.isRegularFile(docs)) {
            throw new UsageException("--docs " + docs + ": no such file");
        }
        List<Scenario> scenarios = new ArrayList<>();
        try {
            for (Path f : suite ? SuiteCommand.files(file, include) : List.of(file)) {
                scenarios.addAll(ExperimentFile.load(f, suite ? null : experiment, err())
                        .scenarios(suite ? null : experiment));
            }
        } catch (ExperimentFile.Invalid e) {
            err().println("partita: " + e.getMessage());
            err().flush();
            return ErrorHandler.FAILURE;
        }
        int units = 1;
        for (Scenario s : scenarios) {
            units = Math.max(units, ShardPlan.units(ScenarioExperiment.of(s)));
        }
        int n = array == null ? Math.min(units, DEFAULT_MAX_TASKS) : array;
        if (n < 1) {
            throw new UsageException("--array must be >= 1");
        }
        if (n > units) {
            err().println("partita: warning: --array " + n + " is more than the " + units + " independent runs; "
                    + (n - units) + " task(s) will have nothing to do");
            err().flush();
        }
        String launcher = SlurmScripts.quote(launcher().toString());
        Path cwd = Path.of("").toAbsolutePath();
        Path dir = (scripts != null ? scripts : suite ? file.resolve("target").resolve("slurm")
                : out != null ? out.resolve("slurm") : Path.of("results", "slurm")).toAbsolutePath().normalize();
        if (dir.toString().matches(".*\\s.*")) {
            throw new UsageException(dir + ": Slurm's #SBATCH --output cannot name a path with spaces; choose "
                    + "--scripts elsewhere");
        }
        Files.createDirectories(dir.resolve("logs"));
        String task;
        String merge;
        if (suite) {
            String args = SlurmScripts.quote(file.toAbsolutePath().normalize().toString())
                    + (include == null ? "" : " --include " + SlurmScripts.quote(include));
            task = launcher + " suite " + args;
            merge = launcher + " suite " + args + (docs == null ? ""
                    : " --docs " + SlurmScripts.quote(docs.toAbsolutePath().normalize().toString()));
        } else {
            task = launcher + " run " + args();
            merge = launcher + " merge " + args();
        }
        String name = "partita-" + (experiment != null ? experiment : stem(file));
        SlurmScripts s = new SlurmScripts(name, n, cpusPerTask, directives(), cwd, task, merge, dir);
        write(dir.resolve("array.sbatch"), s.arrayScript());
        write(dir.resolve("merge.sbatch"), s.mergeScript());
        write(dir.resolve("submit.sh"), s.submitScript());
        out().println("partita: " + n + " shard(s) of " + scenarios.size() + " experiment(s); scripts in " + dir);
        if (!submit) {
            out().println("submit with: sh " + dir.resolve("submit.sh"));
            out().flush();
            return 0;
        }
        String arrayId = sbatch(List.of(dir.resolve("array.sbatch").toString()));
        String mergeId = sbatch(List.of("--dependency=afterok:" + arrayId, dir.resolve("merge.sbatch").toString()));
        out().println("submitted array job " + arrayId + " (" + n + " tasks) and " + (suite ? "the suite build "
                + "job " : "merge job ") + mergeId + " (starts when every task has succeeded)");
        out().println("follow:  squeue -j " + arrayId + "," + mergeId + "    logs: " + dir.resolve("logs"));
        out().println("after:   sacct -j " + arrayId + "," + mergeId + " (where accounting is enabled); results in "
                + (suite ? file.resolve("target").resolve("partita").toAbsolutePath().normalize()
                        : out != null ? out.toAbsolutePath().normalize() : cwd.resolve("results")));
        out().flush();
        return 0;
    }

    /** The arguments every task and the merge share (absolute paths, quoted for sh). */
    private String args() {
        StringBuilder b = new StringBuilder(SlurmScripts.quote(file.toAbsolutePath().normalize().toString()));
        if (out != null) {
            b.append(" --out ").append(SlurmScripts.quote(out.toAbsolutePath().normalize().toString()));
        }
        if (experiment != null) {
            b.append(" --experiment ").append(SlurmScripts.quote(experiment));
        }
        if (jobsCsv) {
            b.append(" --jobs-csv");
        }
        if (check) {
            b.append(" --check");
        }
        if (timeline != null) {
            b.append(" --timeline ").append(timeline);
        }
        return b.toString();
    }

    /** The {@code #SBATCH} options of both jobs, besides the array, name and log ones. */
    private List<String> directives() throws UsageException {
        List<String> d = new ArrayList<>();
        d.add("--cpus-per-task=" + cpusPerTask);
        if (partition != null) {
            d.add("--partition=" + partition);
        }
        if (time != null) {
            d.add("--time=" + time);
        }
        if (mem != null) {
            d.add("--mem=" + mem);
        }
        if (account != null) {
            d.add("--account=" + account);
        }
        for (String o : sbatchOptions) {
            if (!o.startsWith("-") || o.contains("\n")) {
                throw new UsageException("--sbatch " + o + ": give an sbatch option, e.g. --sbatch=--qos=short");
            }
            d.add(o);
        }
        return d;
    }

    private static String stem(Path f) {
        String n = f.toAbsolutePath().normalize().getFileName().toString();
        return n.endsWith(".partita") ? n.substring(0, n.length() - 8) : n;
    }

    /** This checkout's launcher, which the tasks run with the distribution as it is now. */
    private static Path launcher() throws UsageException {
        String h = System.getProperty("partita.home");
        if (h == null || !Files.isRegularFile(Path.of(h, "partita"))) {
            throw new UsageException("'slurm' runs from a Partita checkout (./partita sets partita.home), which the "
                    + "compute nodes must see at the same path");
        }
        return Path.of(h, "partita").toAbsolutePath().normalize();
    }

    private static void write(Path target, String text) throws IOException {
        AtomicFiles.write(target, w -> w.write(text));
        if (target.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(target, Set.of(java.nio.file.attribute.PosixFilePermission.OWNER_READ,
                    java.nio.file.attribute.PosixFilePermission.OWNER_WRITE,
                    java.nio.file.attribute.PosixFilePermission.OWNER_EXECUTE,
                    java.nio.file.attribute.PosixFilePermission.GROUP_READ,
                    java.nio.file.attribute.PosixFilePermission.OTHERS_READ));
        }
    }

    /** Runs {@code sbatch --parsable ARGS} and returns the job id. */
    private String sbatch(List<String> args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("sbatch", "--parsable"));
        cmd.addAll(args);
        Process p;
        try {
            p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new IOException("sbatch not found (" + e.getMessage() + "): run this on a Slurm login node, or "
                    + "without --submit and submit the scripts yourself");
        }
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        int rc = p.waitFor();
        String last = output.isEmpty() ? "" : output.lines().reduce((a, b) -> b).orElse("");
        String id = last.split(";")[0].strip();
        if (rc != 0 || !id.matches("\\d+")) {
            throw new IOException("sbatch " + String.join(" ", args) + " failed (exit " + rc + "): " + output);
        }
        return id;
    }
}
