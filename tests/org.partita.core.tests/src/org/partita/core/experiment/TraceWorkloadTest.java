package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.model.SweepPoint;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;

class TraceWorkloadTest {

    @TempDir
    Path dir;

    private Path trace() throws Exception {
        Path p = dir.resolve("hpc2n-200.swf");
        try (InputStream in = getClass().getResourceAsStream("/hpc2n-200.swf")) {
            Files.copy(in, p, StandardCopyOption.REPLACE_EXISTING);
        }
        return p;
    }

    /** {@code estimates actual}: the same jobs, but every estimate is the actual run time. */
    @Test
    void actualEstimatesHideTheRequestedTimes() throws Exception {
        Path p = trace();
        int jobs = 0;
        int withRequest = 0;
        try (JobSource requested = new TraceWorkload(p, false).open(SweepPoint.NONE, new RandomStreams(1), null);
                JobSource actual = new TraceWorkload(p, false, true).open(SweepPoint.NONE, new RandomStreams(1),
                        null)) {
            for (Job r = requested.next(), a = actual.next(); r != null; r = requested.next(), a = actual.next()) {
                jobs++;
                assertEquals(r.id(), a.id());
                assertEquals(r.runTime(), a.runTime());
                assertEquals(r.processors(), a.processors());
                assertTrue(Double.isNaN(a.requestedTime()));
                assertEquals(a.runTime(), a.estimateOrRunTime());
                if (!Double.isNaN(r.requestedTime())) {
                    withRequest++;
                    assertEquals(r.requestedTime(), r.estimateOrRunTime());
                }
            }
            assertEquals(null, actual.next());
            assertEquals(requested.counters(), actual.counters());
        }
        assertTrue(jobs > 100 && withRequest > 100, jobs + " jobs, " + withRequest + " with a requested time");
    }
}
