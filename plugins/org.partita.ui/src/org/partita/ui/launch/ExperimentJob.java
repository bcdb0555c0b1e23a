package org.partita.ui.launch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.MultiStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.RunResult;
import org.partita.core.metrics.InvariantChecker;
import org.partita.ui.results.ResultSet;

/**
 * Runs experiment files as an Eclipse job — one file (Run As) or every file of a folder (Run Suite): loads them with
 * the {@link ExperimentSource} (a file with errors runs nothing: the job ends with an error status listing every
 * problem of every file), runs each experiment in file order — every (pipeline, sweep point, replication) on the
 * core's {@link ExperimentRunner}, progress over all of them ({@link HonestProgress}), cancellable — into
 * {@code results/<experiment>/<yyyyMMdd-HHmmss>/} next to its file, refreshes the {@code results} folders and
 * (optionally) opens the result views: the first experiment's run, the claims of all of them.
 * <p>
 * A cancelled job keeps the runs it finished ({@code .partial/}, as {@code partita run} does) and offers to resume
 * or remove them ({@link CancelledRuns}); a run folder with nothing to resume is removed at once.
 */
public class ExperimentJob extends Job {

    /** Family of all experiment jobs (for {@code IJobManager.join}). */
    public static final Object FAMILY = ExperimentJob.class;

    static final String PLUGIN_ID = "org.partita.ui";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT);

    private final List<IFile> files;
    private final String label;
    private final ExperimentSource source;
    private final RunSettings settings;
    private final boolean openViews;
    private final String stamp;
    private volatile Thread worker;
    private volatile List<IContainer> outputs = List.of();
    private volatile CancelledRuns cancelled;

    public ExperimentJob(IFile file, ExperimentSource source, RunSettings settings, boolean openViews) {
        this(List.of(file), file.getName(), source, settings, openViews, null);
    }

    /**
     * @param files     the experiment files, run in this order
     * @param name      what the job is called in the Progress view ({@code quickstart.partita}, {@code examples/})
     * @param stamp     the run folders' name: {@code null} for now; an interrupted launch's to resume it
     */
    public ExperimentJob(List<IFile> files, String name, ExperimentSource source, RunSettings settings,
            boolean openViews, String stamp) {
        super((settings.resume() ? "Resuming Partita " : "Partita ") + (files.size() == 1 ? "experiment " : "suite ")
                + name);
        this.files = List.copyOf(files);
        this.label = name;
        this.source = source;
        this.settings = settings;
        this.openViews = openViews;
        this.stamp = stamp != null ? stamp : LocalDateTime.now().format(STAMP);
        setUser(true);
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    /** The run directory of the first experiment, or {@code null} before it is known. */
    public IContainer output() {
        List<IContainer> o = outputs;
        return o.isEmpty() ? null : o.get(0);
    }

    /** The run directories so far, one per experiment in launch order (workspace folders). */
    public List<IContainer> outputs() {
        return outputs;
    }

    /** What a cancelled job left to resume, or {@code null} (not cancelled, or nothing finished). */
    public CancelledRuns cancelled() {
        return cancelled;
    }

    public List<IFile> files() {
        return files;
    }

    public String stamp() {
        return stamp;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        worker = Thread.currentThread();
        List<Planned> plan = new ArrayList<>();
        try {
            IStatus loaded = load(plan);
            if (loaded != null) {
                return loaded;
            }
            monitor.beginTask((settings.resume() ? "Resuming " : "Running ") + label, HonestProgress.TICKS);
            HonestProgress progress = new HonestProgress(monitor, plan.stream().map(Planned::run).toList());
            List<IContainer> dirs = new ArrayList<>();
            List<String> violations = new ArrayList<>();
            int runs = 0;
            for (Planned p : plan) {
                dirs.add(p.dir());
                outputs = List.copyOf(dirs);
                ExperimentRunner.Progress listener = progress.of(p.run());
                Path out = p.dir().getLocation().toPath();
                if (settings.resume() && finished(out)) {
                    progress.simulated(p.run());
                    continue; // this experiment had finished before the launch was interrupted
                }
                ExperimentResult result = p.run().run(out, settings, listener);
                progress.simulated(p.run());
                for (RunResult r : result.runs()) {
                    for (InvariantChecker.Violation v : r.violations()) {
                        violations.add(p.run().experiment().name() + " " + r.key() + ": " + v);
                    }
                }
                runs += result.runs().size();
            }
            progress.step("Refreshing the results folders", 0.1);
            refresh(dirs);
            if (openViews) {
                progress.step("Reading the results for the views"
                        + (settings.jobsCsv() ? " (jobs.csv has a row per job of every run)" : ""), 0.4);
                List<ResultSet> all = new ArrayList<>();
                for (IContainer d : dirs) {
                    all.add(ResultSet.load(d.getLocation().toPath()));
                }
                progress.step("Opening the result views", 0.5);
                OpenResultViews.open(all);
            }
            if (!violations.isEmpty()) {
                IStatus[] children = violations.stream().limit(50)
                        .map(v -> (IStatus) new Status(IStatus.ERROR, PLUGIN_ID, v)).toArray(IStatus[]::new);
                return new MultiStatus(PLUGIN_ID, IStatus.ERROR, children, label() + ": "
                        + violations.size() + " invariant violation(s)", null);
            }
            return settings.check() ? new Status(IStatus.OK, PLUGIN_ID, label() + ": all invariants hold in " + runs
                    + " runs") : Status.OK_STATUS;
        } catch (InterruptedException e) {
            return cancelledStatus();
        } catch (Exception e) {
            if (monitor.isCanceled()) {
                return cancelledStatus();
            }
            refresh(outputs);
            return Status.error("Experiment " + label() + " failed: " + e.getMessage(), e);
        } finally {
            worker = null;
            Thread.interrupted();
            monitor.done();
        }
    }

    /** The file's name, or the suite's. */
    String label() {
        return label;
    }

    ExperimentSource source() {
        return source;
    }

    RunSettings settings() {
        return settings;
    }

    boolean opensViews() {
        return openViews;
    }

    /** One experiment to run and its run folder. */
    private record Planned(RunnableExperiment run, IContainer dir) {
    }

    /** Loads every file; {@code null} when all may run, else the error status (nothing runs). */
    private IStatus load(List<Planned> plan) throws Exception {
        List<IStatus> problems = new ArrayList<>();
        List<String> invalid = new ArrayList<>();
        for (IFile file : files) {
            try {
                for (RunnableExperiment run : source.load(file.getLocation().toPath())) {
                    plan.add(new Planned(run, file.getParent().getFolder(
                            IPath.fromOSString("results/" + run.experiment().name() + "/" + stamp))));
                }
            } catch (InvalidExperimentException e) {
                invalid.add(e.getMessage());
                e.problems().forEach(p -> problems.add(new Status(IStatus.ERROR, PLUGIN_ID, p)));
            } catch (IllegalArgumentException e) {
                invalid.add(file.getName() + ": " + e.getMessage());
            }
        }
        if (!invalid.isEmpty()) {
            return new MultiStatus(PLUGIN_ID, IStatus.ERROR, problems.toArray(IStatus[]::new),
                    String.join("; ", invalid), null);
        }
        if (plan.isEmpty()) {
            return Status.error(label() + (files.size() == 1 ? " has" : " has no file with an experiment:")
                    + " no experiment to run");
        }
        return null;
    }

    /** An experiment whose result files are written and that has nothing left to resume. */
    private static boolean finished(Path out) {
        return Files.isRegularFile(out.resolve(ResultSet.SUMMARY)) && !Files.isDirectory(out.resolve(".partial"));
    }

    private IStatus cancelledStatus() {
        CancelledRuns left = CancelledRuns.of(this);
        refresh(outputs);
        if (left != null) {
            cancelled = left;
            left.offer();
        }
        return Status.CANCEL_STATUS;
    }

    /** Cancelling interrupts the runner, which stops its worker threads and keeps the runs it finished. */
    @Override
    protected void canceling() {
        Thread t = worker;
        if (t != null) {
            t.interrupt();
        }
    }

    static void refresh(List<IContainer> dirs) {
        for (IContainer dir : dirs) {
            try {
                // the experiment's folder: a run folder removed or created shows
                dir.getParent().getParent().refreshLocal(IResource.DEPTH_INFINITE, null);
            } catch (CoreException e) {
                // the files are on disk; the workspace catches up on the next refresh
            }
        }
    }
}
