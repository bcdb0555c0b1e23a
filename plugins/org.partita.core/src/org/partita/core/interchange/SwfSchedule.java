package org.partita.core.interchange;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * A run's schedule as a Standard Workload Format log (version 2.2): one line of 18 fields per job, ordered by submit
 * time. Times are whole seconds, rounded half-up from the simulated ones; wait and run time are differences of the
 * rounded instants, so {@code submit + wait + run} is the rounded completion. Status is 1 for a completed job, 5
 * for a rejected one (cancelled before it started, wait and run time -1) and -1 for a job still running when the
 * simulation stopped (run time -1). Fields Partita does not model (CPU time, memory, partition, preceding job,
 * think time) are -1.
 */
final class SwfSchedule {

    private SwfSchedule() {
    }

    static void write(Writer w, List<ScheduledJob> jobs, List<String> notes) throws IOException {
        w.write("; Version: 2.2\n");
        w.write("; Computer: Partita simulation\n");
        for (String n : notes) {
            w.write("; Note: " + n + "\n");
        }
        w.write("; MaxJobs: " + jobs.size() + "\n");
        w.write("; MaxRecords: " + jobs.size() + "\n");
        w.write("; UnixStartTime: 0\n");
        StringBuilder b = new StringBuilder(128);
        for (ScheduledJob j : jobs) {
            long submit = Math.round(j.submit());
            long wait = -1;
            long run = -1;
            int status;
            int allocated = -1;
            if (j.rejected()) {
                status = 5;
            } else {
                wait = Math.round(j.start()) - submit;
                allocated = j.allocatedProcs();
                if (j.finished()) {
                    run = Math.round(j.end()) - Math.round(j.start());
                    status = 1;
                } else {
                    status = -1;
                }
            }
            long requested = Double.isNaN(j.requestedTime()) ? -1 : Math.round(j.requestedTime());
            b.setLength(0);
            b.append(j.id()).append(' ').append(submit).append(' ').append(wait).append(' ').append(run).append(' ')
                    .append(allocated).append(" -1 -1 ").append(j.requestedProcs()).append(' ').append(requested)
                    .append(" -1 ").append(status).append(' ').append(j.user()).append(' ').append(j.group())
                    .append(' ').append(j.application()).append(' ').append(j.queue()).append(" -1 -1 -1\n");
            w.write(b.toString());
        }
    }
}
