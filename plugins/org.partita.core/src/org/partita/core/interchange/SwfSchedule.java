package org.partita.core.interchange;

import java.io.IOException;
import java.io.Writer;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * A run's schedule as a Standard Workload Format log (version 2.2): one line of 18 fields per job, ordered by submit
 * time. Times are whole seconds, rounded half-up from the simulated ones; wait and run time are differences of the
 * rounded instants, so {@code submit + wait + run} is the rounded completion. Status is 1 for a completed job, 5
 * for a rejected one (cancelled before it started, wait and run time -1) and -1 for a job still running when the
 * simulation stopped (run time -1). Fields Partita does not model (CPU time, memory, partition, preceding job,
 * think time) are -1.
 *
 * <p>The header has the standard lines analysis tools read (evalys' {@code Workload} needs {@code MaxProcs}):
 * {@code Version, Computer, Note, MaxJobs, MaxRecords, Preemption, UnixStartTime, TimeZoneString, StartTime,
 * EndTime, MaxNodes, MaxProcs, MaxRuntime, MaxQueues, AllowOveruse}. The times are relative to a simulated epoch of
 * 0 (1 January 1970, UTC); {@code StartTime}/{@code EndTime} bound the submits and completions in the format of
 * {@code date}. The machine's size comes from the results folder's {@code machine.csv}; without it (results of an
 * older Partita) {@code MaxNodes}/{@code MaxProcs} are left out and a note says why.
 */
final class SwfSchedule {

    private SwfSchedule() {
    }

    /** The format of {@code date}, e.g. {@code Thu Jan  1 00:00:00 UTC 1970}. */
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("EEE MMM ppd HH:mm:ss 'UTC' yyyy",
            Locale.ROOT).withZone(ZoneOffset.UTC);

    /**
     * @param machineSize the machine's processors (= nodes), or -1 when unknown
     */
    static void write(Writer w, List<ScheduledJob> jobs, List<String> notes, int machineSize) throws IOException {
        w.write("; Version: 2.2\n");
        w.write("; Computer: Partita simulation\n");
        for (String n : notes) {
            w.write("; Note: " + n + "\n");
        }
        if (machineSize < 0) {
            w.write("; Note: MaxNodes and MaxProcs unknown (the results folder has no machine.csv)\n");
        }
        w.write("; MaxJobs: " + jobs.size() + "\n");
        w.write("; MaxRecords: " + jobs.size() + "\n");
        w.write("; Preemption: No\n");
        w.write("; UnixStartTime: 0\n");
        w.write("; TimeZoneString: UTC\n");
        w.write("; StartTime: " + DATE.format(Instant.ofEpochSecond(firstSubmit(jobs))) + "\n");
        w.write("; EndTime: " + DATE.format(Instant.ofEpochSecond(lastInstant(jobs))) + "\n");
        if (machineSize >= 0) {
            w.write("; MaxNodes: " + machineSize + "\n");
            w.write("; MaxProcs: " + machineSize + "\n");
        }
        w.write("; MaxRuntime: " + maxRuntime(jobs) + "\n");
        w.write("; MaxQueues: " + jobs.stream().mapToInt(ScheduledJob::queue).filter(q -> q >= 0).distinct().count()
                + "\n");
        w.write("; AllowOveruse: No\n");
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

    private static long firstSubmit(List<ScheduledJob> jobs) {
        return jobs.stream().mapToLong(j -> Math.round(j.submit())).min().orElse(0);
    }

    /** The last rounded submit, start or completion. */
    private static long lastInstant(List<ScheduledJob> jobs) {
        long last = 0;
        for (ScheduledJob j : jobs) {
            last = Math.max(last, Math.round(j.submit()));
            if (!j.rejected()) {
                last = Math.max(last, Math.round(j.start()));
            }
            if (j.finished()) {
                last = Math.max(last, Math.round(j.end()));
            }
        }
        return last;
    }

    private static long maxRuntime(List<ScheduledJob> jobs) {
        return jobs.stream().filter(ScheduledJob::finished).mapToLong(j -> Math.round(j.end()) - Math.round(j.start()))
                .max().orElse(0);
    }
}
