package org.partita.core.experiment;

import java.io.IOException;
import java.util.Map;

import org.partita.core.model.SweepPoint;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;
import org.partita.core.workload.RejectionSink;

/**
 * A workload whose jobs arrive during {@code [0, window]} only: the stream ends at the first job submitted later,
 * and the run goes on until every admitted job has finished (Corbalán's workloads submit for 300 s, §3.3).
 *
 * @param inner  the workload
 * @param window the submission window in seconds, &gt; 0
 */
public record WindowedWorkload(WorkloadFactory inner, double window) implements WorkloadFactory {

    public WindowedWorkload {
        if (!(window > 0)) {
            throw new IllegalArgumentException("the submission window must be > 0, got " + window);
        }
    }

    @Override
    public boolean finite() {
        return true;
    }

    @Override
    public JobSource open(SweepPoint point, RandomStreams streams, RejectionSink rejections) throws IOException {
        JobSource source = inner.open(point, streams, rejections);
        return new JobSource() {
            private boolean done;

            @Override
            public Job next() {
                if (done) {
                    return null;
                }
                Job j = source.next();
                if (j == null || j.submit() > window) {
                    done = true;
                    return null;
                }
                return j;
            }

            @Override
            public Map<String, Long> counters() {
                return source.counters();
            }

            @Override
            public void close() {
                source.close();
            }
        };
    }

    @Override
    public String toString() {
        return inner + " submitted for " + window + " s";
    }
}
