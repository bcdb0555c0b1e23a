package org.partita.core.experiment;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;

import org.partita.core.engine.SimulationObserver;
import org.partita.core.engine.SimulationResult;
import org.partita.core.format.Numbers;
import org.partita.core.sched.RunningJob;
import org.partita.core.workload.Job;
import org.partita.core.workload.RejectionSink;

/**
 * Streams the {@code jobs.csv} rows (one per started job, written when it completes; jobs still running at the end
 * get an empty {@code end}) and the {@code rejected.csv} rows of one run. See {@link ResultFiles} for the columns.
 */
final class JobRows implements SimulationObserver, RejectionSink {

    private final Writer jobs;
    private final Writer rejected;
    private final String suffix;
    private final StringBuilder sb = new StringBuilder(256);

    /**
     * @param jobs     where job rows go, or {@code null} for none
     * @param rejected where rejection rows go
     * @param suffix   the run's trailing columns, starting with a comma ({@code ,pipeline,vars...,replication})
     */
    JobRows(Writer jobs, Writer rejected, String suffix) {
        this.jobs = jobs;
        this.rejected = rejected;
        this.suffix = suffix;
    }

    @Override
    public void jobCompleted(RunningJob r, boolean measured, double now) {
        row(r, now, measured);
    }

    @Override
    public void simulationEnded(SimulationResult result) {
        for (RunningJob r : result.stillRunning()) {
            row(r, Double.NaN, false);
        }
    }

    private void row(RunningJob r, double end, boolean measured) {
        if (jobs == null) {
            return;
        }
        Job job = r.job();
        sb.setLength(0);
        sb.append(job.id()).append(',');
        Numbers.append(sb, job.submit()).append(',');
        Numbers.append(sb, r.start()).append(',');
        Numbers.append(sb, end).append(',');
        sb.append(job.processors()).append(',');
        int[] nodes = r.allocation().nodes();
        sb.append(nodes.length).append(',');
        for (int i = 0; i < nodes.length; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(nodes[i]);
        }
        sb.append(',');
        Numbers.append(sb, r.start() - job.submit()).append(',');
        Numbers.append(sb, r.allocation().runtimeFactor()).append(',');
        sb.append(r.relocations()).append(',').append(measured ? 1 : 0).append(',');
        Numbers.append(sb, job.requestedTime()).append(','); // empty when the workload gives no estimate
        sb.append(job.user()).append(',').append(job.group()).append(',').append(job.queue()).append(',')
                .append(job.application());
        sb.append(suffix).append('\n');
        write(jobs, sb);
    }

    @Override
    public void jobRejected(Job job, String reason, double now) {
        reject(job.id(), job.submit(), job.processors(), reason);
    }

    @Override
    public void reject(long jobId, double submit, int processors, String reason) {
        sb.setLength(0);
        sb.append(jobId).append(',');
        Numbers.append(sb, submit).append(',');
        sb.append(processors).append(',').append(Csv.field(reason)).append(suffix).append('\n');
        write(rejected, sb);
    }

    private static void write(Writer w, CharSequence s) {
        try {
            w.append(s);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
