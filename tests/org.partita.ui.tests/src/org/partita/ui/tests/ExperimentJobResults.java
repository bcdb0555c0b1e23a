package org.partita.ui.tests;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.partita.ui.launch.ExperimentJob;

/** The results of the experiment jobs that finish between {@link #start()} and {@link #stop()}, in order. */
final class ExperimentJobResults extends JobChangeAdapter {

    final List<IStatus> results = new CopyOnWriteArrayList<>();
    /** The jobs, in the order of {@link #results}. */
    final List<Job> finished = new CopyOnWriteArrayList<>();

    void start() {
        Job.getJobManager().addJobChangeListener(this);
    }

    void stop() {
        Job.getJobManager().removeJobChangeListener(this);
    }

    @Override
    public void done(IJobChangeEvent event) {
        if (event.getJob().belongsTo(ExperimentJob.FAMILY)) {
            finished.add(event.getJob());
            results.add(event.getResult());
        }
    }
}
