package org.partita.core.workload.swf;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RejectionSink;

/**
 * Turns SWF records into simulator jobs, one at a time (streaming), handling real-log quirks:
 * <ul>
 * <li><b>processors</b>: field 5 (allocated) when positive, else field 8 (requested) — some logs give the count
 * only in field 8; a record with neither is dropped ("no processor count");</li>
 * <li><b>run time</b>: field 4; {@code -1} (unknown, typically with status -1) drops the record ("run time
 * unknown"); {@code 0} (less than 0.5 s in SWF) is kept as a zero-length job;</li>
 * <li><b>estimate</b>: field 9 when positive, else unknown ({@code NaN}: schedulers then see the run time);</li>
 * <li><b>status</b> 0 (failed) and 5 (cancelled) jobs are replayed like the others — they held their processors
 * for their run time — and counted;</li>
 * <li><b>submit</b> -1 drops the record; absolute (Unix) submit times of header-less logs are used as they are;</li>
 * <li>jobs wider than the machine are not dropped here: the engine rejects and counts them;</li>
 * <li>a trace without a single job line is an error naming the file; a job submitted before the previous one is an
 * error naming its line, unless the source sorts the trace (real logs are sometimes out of order).</li>
 * </ul>
 * Dropped records go to the {@link RejectionSink} with their reason. User, group, queue and executable numbers are
 * carried into the {@link Job}.
 */
public final class SwfJobSource implements JobSource {

    private final SwfReader reader;
    private final RejectionSink rejections;
    private long records;
    private long dropped;
    private long failedStatus;
    private long cancelledStatus;
    private long zeroRunTime;
    private long processorsFromRequested;

    private final boolean sort;
    private double lastSubmit = Double.NEGATIVE_INFINITY;
    private long lastJob;
    private long lastLine;
    private java.util.Iterator<Job> sorted;

    public SwfJobSource(SwfReader reader, RejectionSink rejections) {
        this(reader, rejections, false);
    }

    /**
     * @param sort replay the jobs in submit order (ties in file order) even when the file is not: the whole trace
     *             is read first. Without it a job submitted before the previous one is an error naming its line.
     */
    public SwfJobSource(SwfReader reader, RejectionSink rejections, boolean sort) {
        this.reader = reader;
        this.rejections = rejections == null ? RejectionSink.NONE : rejections;
        this.sort = sort;
    }

    @Override
    public Job next() {
        if (sort) {
            if (sorted == null) {
                List<Job> all = new ArrayList<>();
                for (Job j = read(); j != null; j = read()) {
                    all.add(j);
                }
                all.sort(java.util.Comparator.comparingDouble(Job::submit)); // stable: ties keep file order
                sorted = all.iterator();
            }
            return sorted.hasNext() ? sorted.next() : null;
        }
        return read();
    }

    private Job read() {
        SwfRecord r;
        while ((r = reader.next()) != null) {
            records++;
            Job j = convert(r);
            if (j != null) {
                if (!sort && j.submit() < lastSubmit) {
                    throw new SwfFormatException(reader.fileName(), reader.lineNumber(), 2, "job " + j.id()
                            + " is submitted at " + fmt(j.submit()) + ", before job " + lastJob + " at "
                            + fmt(lastSubmit) + " (line " + lastLine + "): the trace is not in submit order; "
                            + "replay it sorted with --sort");
                }
                lastSubmit = j.submit();
                lastJob = j.id();
                lastLine = reader.lineNumber();
                return j;
            }
        }
        if (records == 0) {
            throw new SwfFormatException(reader.fileName(), reader.lineNumber(), 0, "no job in the trace ("
                    + (reader.skippedLines() > 0 ? reader.skippedLines() + " malformed line(s) skipped"
                            : reader.lineNumber() == 0 ? "the file is empty" : "only comments and blank lines")
                    + ")");
        }
        return null;
    }

    private Job convert(SwfRecord r) {
        int procs = r.allocatedProcs() > 0 ? r.allocatedProcs() : r.requestedProcs();
        if (procs <= 0) {
            return drop(r, -1, "no processor count (fields 5 and 8 are " + r.allocatedProcs() + ", "
                    + r.requestedProcs() + ")");
        }
        if (r.runTime() < 0) {
            return drop(r, procs, "run time unknown (field 4 is " + fmt(r.runTime()) + ")");
        }
        if (r.submitTime() < 0) {
            return drop(r, procs, "submit time unknown (field 2 is " + fmt(r.submitTime()) + ")");
        }
        if (r.allocatedProcs() <= 0) {
            processorsFromRequested++;
        }
        if (r.status() == 0) {
            failedStatus++;
        } else if (r.status() == 5) {
            cancelledStatus++;
        }
        if (r.runTime() == 0) {
            zeroRunTime++;
        }
        double estimate = r.requestedTime() > 0 ? r.requestedTime() : Double.NaN;
        return new Job(r.jobNumber(), r.submitTime(), procs, null, r.runTime(), estimate, false, false, r.userId(),
                r.groupId(), r.queue(), r.executable());
    }

    private Job drop(SwfRecord r, int procs, String reason) {
        dropped++;
        rejections.reject(r.jobNumber(), r.submitTime(), procs, reason);
        return null;
    }

    private static String fmt(double v) {
        return org.partita.core.format.Numbers.format(v);
    }

    public SwfReader reader() {
        return reader;
    }

    /** Job records read (not counting malformed lines skipped by a lenient reader). */
    public long records() {
        return records;
    }

    /** Records dropped (no processors, unknown run time or submit time). */
    public long dropped() {
        return dropped;
    }

    public long failedStatus() {
        return failedStatus;
    }

    public long cancelledStatus() {
        return cancelledStatus;
    }

    public long zeroRunTime() {
        return zeroRunTime;
    }

    /** Jobs whose processor count came from field 8 because field 5 was missing. */
    public long processorsFromRequested() {
        return processorsFromRequested;
    }

    /** The names of {@link #counters()}, in order. */
    public static final java.util.List<String> COUNTER_NAMES = java.util.List.of("swf_records", "swf_dropped",
            "swf_malformed_lines", "swf_status_failed", "swf_status_cancelled", "swf_zero_run_time",
            "swf_procs_from_field8");

    /**
     * {@code swf_records, swf_dropped, swf_malformed_lines, swf_status_failed, swf_status_cancelled,
     * swf_zero_run_time, swf_procs_from_field8}.
     */
    @Override
    public java.util.Map<String, Long> counters() {
        long[] values = new long[COUNTER_NAMES.size()];
        countersInto(values, 0);
        return counterMap(values, 0);
    }

    /** Copies the counters' values, in the order of {@link #COUNTER_NAMES}, to {@code into[at...]}. */
    public void countersInto(long[] into, int at) {
        into[at] = records;
        into[at + 1] = dropped;
        into[at + 2] = reader.skippedLines();
        into[at + 3] = failedStatus;
        into[at + 4] = cancelledStatus;
        into[at + 5] = zeroRunTime;
        into[at + 6] = processorsFromRequested;
    }

    /** The counters named by {@link #COUNTER_NAMES}, from {@code values[at...]}. */
    public static java.util.Map<String, Long> counterMap(long[] values, int at) {
        java.util.Map<String, Long> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i < COUNTER_NAMES.size(); i++) {
            m.put(COUNTER_NAMES.get(i), values[at + i]);
        }
        return m;
    }

    @Override
    public void close() {
        try {
            reader.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
