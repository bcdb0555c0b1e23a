package org.partita.ui.launch;

import org.eclipse.core.runtime.IProgressMonitor;
import org.partita.core.experiment.Experiment;
import org.partita.core.experiment.ExperimentRunner;
import org.partita.core.experiment.Replications;

/**
 * The progress of a launch over every replication of every sweep point of every experiment it runs. The core
 * reports the runs planned so far, which for {@code replications 3 to 20} is only the first wave; the bar is
 * measured against the most runs the launch can take (each experiment's pipelines × points × maximum replications),
 * so it never runs ahead, and the text says both numbers. The last {@value #FINISH_SHARE} of the bar is the steps
 * after the simulations — the result files and charts, reading them for the views — named as they happen.
 */
public final class HonestProgress {

    public static final int TICKS = 10_000;
    public static final double FINISH_SHARE = 0.1;

    private final IProgressMonitor monitor;
    private final long maxRuns;
    private long runsBefore;
    private int reported;

    public HonestProgress(IProgressMonitor monitor, Iterable<RunnableExperiment> experiments) {
        this.monitor = monitor;
        long max = 0;
        for (RunnableExperiment e : experiments) {
            max += maxRuns(e.experiment());
        }
        this.maxRuns = Math.max(1, max);
    }

    /** Every run {@code e} can take: pipelines × points × the maximum number of replications. */
    public static long maxRuns(Experiment e) {
        return (long) e.pipelines().size() * e.points().size() * e.replications().max();
    }

    /** The core's progress listener for {@code e}, the next experiment of the launch. */
    public ExperimentRunner.Progress of(RunnableExperiment run) {
        Experiment e = run.experiment();
        long before = runsBefore;
        runsBefore += maxRuns(e);
        Replications reps = e.replications();
        long groups = (long) e.pipelines().size() * e.points().size();
        return (done, planned, jobs) -> {
            synchronized (this) {
                advanceTo((int) ((1 - FINISH_SHARE) * TICKS * (before + done) / maxRuns));
                String of = reps.min() == reps.max() || planned >= groups * reps.max() ? "of " + planned
                        : "of " + planned + " planned so far (at most " + groups * reps.max() + ": "
                                + reps.min() + " to " + reps.max() + " replications per point)";
                String then = done < planned ? ""
                        : planned >= groups * reps.max() ? "; writing the result files and charts"
                        : "; deciding on more replications, or writing the result files and charts";
                monitor.subTask(e.name() + ": run " + done + " " + of + ", " + jobs + " jobs completed" + then);
            }
        };
    }

    /** The simulations of {@code e} are over (however many replications they took). */
    public synchronized void simulated(RunnableExperiment e) {
        advanceTo((int) ((1 - FINISH_SHARE) * TICKS * runsBefore / maxRuns));
    }

    /** A step after the simulations, with its share of the rest of the bar. */
    public synchronized void step(String text, double share) {
        monitor.subTask(text);
        advanceTo(Math.min(TICKS, reported + (int) (FINISH_SHARE * TICKS * share)));
    }

    private void advanceTo(int target) {
        if (target > reported) {
            monitor.worked(target - reported);
            reported = target;
        }
    }
}
