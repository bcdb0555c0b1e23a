package org.partita.core.experiment;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.partita.core.model.SweepPoint;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;
import org.partita.core.workload.RejectionSink;
import org.partita.core.workload.swf.SwfJobSource;
import org.partita.core.workload.swf.SwfReader;

/**
 * Replays an SWF trace: every run streams the file again from disk, read ahead on a second thread
 * ({@link ReadAheadJobSource}; {@link SwfJobSource} explains how quirks are handled). The random streams are not used: a trace is the same in every replication.
 *
 * @param lenient         skip and count malformed lines instead of failing on the first
 * @param actualEstimates schedulers see each job's actual run time instead of its requested time (SWF field 9):
 *                        the "perfect estimates" case of backfilling studies
 * @param sort            replay the jobs in submit order even when the file is not in that order
 */
public record TraceWorkload(Path trace, boolean lenient, boolean actualEstimates, boolean sort)
        implements WorkloadFactory {

    /** A replay in which schedulers see the requested times. */
    public TraceWorkload(Path trace, boolean lenient) {
        this(trace, lenient, false, false);
    }

    /** A replay of a trace in submit order. */
    public TraceWorkload(Path trace, boolean lenient, boolean actualEstimates) {
        this(trace, lenient, actualEstimates, false);
    }

    @Override
    public JobSource open(SweepPoint point, RandomStreams streams, RejectionSink rejections) throws IOException {
        try {
            JobSource source = new ReadAheadJobSource(
                    sink -> new SwfJobSource(SwfReader.open(trace, lenient), sink, sort), rejections);
            if (!actualEstimates) {
                return source;
            }
            return new JobSource() {
                @Override
                public Job next() {
                    Job j = source.next();
                    return j == null ? null : j.withRequestedTime(Double.NaN);
                }

                @Override
                public java.util.Map<String, Long> counters() {
                    return source.counters();
                }

                @Override
                public void close() {
                    source.close();
                }
            };
        } catch (NoSuchFileException e) {
            throw new NoSuchFileException(trace.toString(), null, "no such trace file");
        }
    }

    /** The record's text, written out as {@link Replications#toString} explains. */
    @Override
    public String toString() {
        return new StringBuilder("TraceWorkload[")
                .append("trace=").append(trace)
                .append(", lenient=").append(lenient)
                .append(", actualEstimates=").append(actualEstimates)
                .append(", sort=").append(sort)
                .append(']').toString();
    }
}
