package org.partita.core.experiment;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.partita.core.engine.RandomStreams;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RejectionSink;
import org.partita.core.workload.swf.SwfJobSource;
import org.partita.core.workload.swf.SwfReader;

/**
 * Replays an SWF trace: every run streams the file again from disk ({@link SwfJobSource} explains how quirks are
 * handled). The random streams are not used: a trace is the same in every replication.
 *
 * @param lenient skip and count malformed lines instead of failing on the first
 */
public record TraceWorkload(Path trace, boolean lenient) implements WorkloadFactory {

    @Override
    public JobSource open(SweepPoint point, RandomStreams streams, RejectionSink rejections) throws IOException {
        try {
            return new SwfJobSource(SwfReader.open(trace, lenient), rejections);
        } catch (NoSuchFileException e) {
            throw new NoSuchFileException(trace.toString(), null, "no such trace file");
        }
    }
}
