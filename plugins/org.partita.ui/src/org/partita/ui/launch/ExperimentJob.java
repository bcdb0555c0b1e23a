package org.partita.ui.launch;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.partita.core.alloc.AllocatorRegistry;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.machine.Topology;
import org.partita.ui.results.ResultSet;
import org.partita.ui.views.ResultViews;

/**
 * Runs one experiment file as an Eclipse job: loads it with the {@link ExperimentSource}, runs every (pipeline,
 * sweep point, replication) with the core's {@link ExperimentRunner} (progress per finished run, cancellable), writes
 * the results contract files into {@code results/<experiment>/<yyyyMMdd-HHmmss>/} next to the file, refreshes that
 * folder in the workspace and (optionally) opens the result views.
 */
public class ExperimentJob extends Job {

    /** Family of all experiment jobs (for {@code IJobManager.join}). */
    public static final Object FAMILY = ExperimentJob.class;

    private static final int TICKS = 10_000;
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT);

    private final IFile file;
    private final ExperimentSource source;
    private final boolean jobsCsv;
    private final boolean openViews;
    private volatile Thread worker;
    private volatile IContainer output;

    public ExperimentJob(IFile file, ExperimentSource source, boolean jobsCsv, boolean openViews) {
        super("Partita experiment " + file.getName());
        this.file = file;
        this.source = source;
        this.jobsCsv = jobsCsv;
        this.openViews = openViews;
        setUser(true);
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    /** The run directory of the last run (a workspace folder), or {@code null} before it is known. */
    public IContainer output() {
        return output;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        worker = Thread.currentThread();
        try {
            Experiment experiment;
            try {
                experiment = source.load(file.getLocation().toPath());
            } catch (IllegalArgumentException e) {
                return Status.error(e.getMessage());
            }
            String stamp = LocalDateTime.now().format(STAMP);
            IContainer dir = file.getParent().getFolder(
                    org.eclipse.core.runtime.IPath.fromOSString("results/" + experiment.name() + "/" + stamp));
            output = dir;
            Path out = dir.getLocation().toPath();
            monitor.beginTask("Running " + experiment.name(), TICKS);
            int[] reported = {0};
            ExperimentRunner.Progress progress = (done, planned, jobs) -> {
                synchronized (reported) {
                    int target = planned == 0 ? 0 : (int) ((long) TICKS * done / planned);
                    if (target > reported[0]) {
                        monitor.worked(target - reported[0]);
                        reported[0] = target;
                    }
                    monitor.subTask("run " + done + " of " + planned + ", " + jobs + " jobs completed");
                }
            };
            int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
            new ExperimentRunner(experiment, AllocatorRegistry.standard(),
                    new ExperimentRunner.Options(out, jobsCsv, threads, false, false, progress)).run();
            refresh();
            if (openViews) {
                openViews(ResultSet.load(out, mesh(experiment)));
            }
            return Status.OK_STATUS;
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

    /** Width and height of a 2D mesh or torus machine, else {@code null}. */
    static int[] mesh(Experiment experiment) {
        if (experiment.machine().isGrid()) {
            return null;
        }
        Topology t = experiment.machine().topology();
        if (t.isGrid() && t.dims().length == 2) {
            return new int[] {t.dims()[0], t.dims()[1]};
        }
        return null;
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
