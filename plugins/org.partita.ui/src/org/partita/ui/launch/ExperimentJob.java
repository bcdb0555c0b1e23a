package org.partita.ui.launch;

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
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentResult;
import org.partita.core.experiment.RunResult;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.ui.results.ResultSet;
import org.partita.ui.views.ResultViews;

/**
 * Runs one experiment file as an Eclipse job: loads it with the {@link ExperimentSource} (a file with errors runs
 * nothing: the job ends with an error status listing them), runs each of its experiments in file order — every
 * (pipeline, sweep point, replication) on the core's {@link ExperimentRunner}, progress per finished run,
 * cancellable — into {@code results/<experiment>/<yyyyMMdd-HHmmss>/} next to the file, refreshes the
 * {@code results} folder in the workspace and (optionally) opens the result views on the first experiment's run.
 */
public class ExperimentJob extends Job {

    /** Family of all experiment jobs (for {@code IJobManager.join}). */
    public static final Object FAMILY = ExperimentJob.class;

    private static final String PLUGIN_ID = "org.partita.ui";
    private static final int TICKS = 10_000;
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT);

    private final IFile file;
    private final ExperimentSource source;
    private final boolean jobsCsv;
    private final double timeline;
    private final boolean openViews;
    private final int threads;
    private final boolean check;
    private volatile Thread worker;
    private volatile List<IContainer> outputs = List.of();

    public ExperimentJob(IFile file, ExperimentSource source, boolean jobsCsv, boolean openViews) {
        this(file, source, jobsCsv, openViews, 0, false);
    }

    /**
     * @param threads worker threads, 0 = one per processor (the results do not depend on it)
     * @param check   check every schedule's invariants; violations make the job end with an error listing them
     */
    public ExperimentJob(IFile file, ExperimentSource source, boolean jobsCsv, boolean openViews, int threads,
            boolean check) {
        this(file, source, jobsCsv, openViews, threads, check, Double.NaN);
    }

    /** @param timeline seconds between the samples of {@code timeline.csv}, or {@code NaN} for none */
    public ExperimentJob(IFile file, ExperimentSource source, boolean jobsCsv, boolean openViews, int threads,
            boolean check, double timeline) {
        super("Partita experiment " + file.getName());
        this.timeline = timeline;
        this.file = file;
        this.source = source;
        this.jobsCsv = jobsCsv;
        this.openViews = openViews;
        this.threads = threads > 0 ? threads : Math.max(1, Runtime.getRuntime().availableProcessors());
        this.check = check;
        setUser(true);
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    /** The run directory of the first experiment of the file (a workspace folder), or {@code null} before it is known. */
    public IContainer output() {
        List<IContainer> o = outputs;
        return o.isEmpty() ? null : o.get(0);
    }

    /** The run directories so far, one per experiment of the file in file order (workspace folders). */
    public List<IContainer> outputs() {
        return outputs;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        worker = Thread.currentThread();
        try {
            List<RunnableExperiment> experiments;
            try {
                experiments = source.load(file.getLocation().toPath());
            } catch (InvalidExperimentException e) {
                return invalid(e);
            } catch (IllegalArgumentException e) {
                return Status.error(e.getMessage());
            }
            String stamp = LocalDateTime.now().format(STAMP);
            monitor.beginTask("Running " + file.getName(), TICKS);
            int share = TICKS / Math.max(1, experiments.size());
            List<IContainer> dirs = new ArrayList<>();
            ResultSet first = null;
            List<String> violations = new ArrayList<>();
            int runs = 0;
            for (RunnableExperiment run : experiments) {
                Experiment experiment = run.experiment();
                IContainer dir = file.getParent().getFolder(
                        IPath.fromOSString("results/" + experiment.name() + "/" + stamp));
                dirs.add(dir);
                outputs = List.copyOf(dirs);
                Path out = dir.getLocation().toPath();
                int[] reported = {0};
                ExperimentRunner.Progress progress = (done, planned, jobs) -> {
                    synchronized (reported) {
                        int target = planned == 0 ? 0 : (int) ((long) share * done / planned);
                        if (target > reported[0]) {
                            monitor.worked(target - reported[0]);
                            reported[0] = target;
                        }
                        monitor.subTask(experiment.name() + ": run " + done + " of " + planned + ", " + jobs
                                + " jobs completed");
                    }
                };
                ExperimentResult result = run.run(out, jobsCsv, threads, check, progress, timeline);
                for (RunResult r : result.runs()) {
                    for (InvariantChecker.Violation v : r.violations()) {
                        violations.add(experiment.name() + " " + r.key() + ": " + v);
                    }
                }
                runs += result.runs().size();
                if (first == null && openViews) {
                    first = ResultSet.load(out);
                }
            }
            refresh();
            if (first != null) {
                openViews(first);
            }
            if (!violations.isEmpty()) {
                IStatus[] children = violations.stream().limit(50)
                        .map(v -> (IStatus) new Status(IStatus.ERROR, PLUGIN_ID, v)).toArray(IStatus[]::new);
                return new MultiStatus(PLUGIN_ID, IStatus.ERROR, children, file.getName() + ": "
                        + violations.size() + " invariant violation(s)", null);
            }
            return check ? new Status(IStatus.OK, PLUGIN_ID, file.getName() + ": all invariants hold in " + runs
                    + " runs") : Status.OK_STATUS;
        } catch (InterruptedException e) {
            refresh();
            return Status.CANCEL_STATUS;
        } catch (Exception e) {
            refresh();
            if (monitor.isCanceled()) {
                return Status.CANCEL_STATUS;
            }
            return Status.error("Experiment " + file.getName() + " failed: " + e.getMessage(), e);
        } finally {
            worker = null;
            Thread.interrupted();
            monitor.done();
        }
    }

    /** One error status with a child per problem; the user job shows it in the error dialog. */
    private static IStatus invalid(InvalidExperimentException e) {
        IStatus[] children = e.problems().stream()
                .map(p -> (IStatus) new Status(IStatus.ERROR, PLUGIN_ID, p)).toArray(IStatus[]::new);
        return new MultiStatus(PLUGIN_ID, IStatus.ERROR, children, e.getMessage(), null);
    }

    /** Cancelling interrupts the runner, which stops its worker threads and deletes its partial files. */
    @Override
    protected void canceling() {
        Thread t = worker;
        if (t != null) {
            t.interrupt();
        }
    }

    private void refresh() {
        try {
            IContainer results = file.getParent().getFolder(org.eclipse.core.runtime.IPath.fromOSString("results"));
            results.refreshLocal(IResource.DEPTH_INFINITE, null);
        } catch (CoreException e) {
            // the files are on disk; the workspace catches up on the next refresh
        }
    }

    private static void openViews(ResultSet results) {
        Display display = PlatformUI.getWorkbench().getDisplay();
        display.asyncExec(() -> {
            IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
            if (window == null && PlatformUI.getWorkbench().getWorkbenchWindowCount() > 0) {
                window = PlatformUI.getWorkbench().getWorkbenchWindows()[0];
            }
            if (window != null && window.getActivePage() != null) {
                try {
                    ResultViews.open(window.getActivePage(), results);
                } catch (CoreException e) {
                    org.eclipse.core.runtime.ILog.of(ExperimentJob.class).log(e.getStatus());
                }
            }
        });
    }
}
