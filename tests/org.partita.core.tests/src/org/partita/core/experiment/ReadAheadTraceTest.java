package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.model.SweepPoint;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;
import org.partita.core.workload.RejectionSink;
import org.partita.core.workload.swf.SwfFormatException;
import org.partita.core.workload.swf.SwfJobSource;
import org.partita.core.workload.swf.SwfReader;

/**
 * A trace workload reads ahead on a second thread; what a run sees must be exactly what reading on the run's own
 * thread gives: the same jobs, the drops at the same points of the stream, the counters as of the last job taken
 * (also when a run stops early), a failure only after the jobs before it.
 */
class ReadAheadTraceTest {

    @TempDir
    Path dir;

    /** 30,000 records over several batches: every 7th has an unknown run time (dropped), every 11th is failed. */
    private Path trace(String tail) throws Exception {
        StringBuilder s = new StringBuilder("; MaxProcs: 64\n");
        for (int i = 1; i <= 30_000; i++) {
            s.append(i).append(' ').append(i * 2).append(" 0 ").append(i % 7 == 0 ? -1 : 10 + i % 50).append(' ')
                    .append(1 + i % 64).append(" -1 -1 ").append(1 + i % 64).append(" 100 -1 ")
                    .append(i % 11 == 0 ? 0 : 1).append(" 3 4 5 1 1 -1 -1\n");
        }
        Path p = dir.resolve("t.swf");
        Files.writeString(p, s + tail, StandardCharsets.ISO_8859_1);
        return p;
    }

    /** Jobs and drops in the order a run sees them, with the counters after each {@code stride}-th job. */
    private static List<String> events(JobSource source, List<String> drops, int stride) {
        List<String> seen = new ArrayList<>();
        int n = 0;
        for (Job j = source.next(); j != null; j = source.next()) {
            seen.addAll(drops);
            drops.clear();
            seen.add("job " + j.id() + " " + j.submit() + " " + j.runTime() + " " + j.processors());
            if (++n % stride == 0) {
                seen.add(source.counters().toString());
            }
        }
        seen.addAll(drops);
        seen.add(source.counters().toString());
        return seen;
    }

    @Test
    void theStreamIsTheOneReadOnTheRunsThread() throws Exception {
        Path p = trace("");
        List<String> direct = new ArrayList<>();
        List<String> ahead = new ArrayList<>();
        List<String> expected;
        try (JobSource s = new SwfJobSource(SwfReader.open(p, false), sink(direct))) {
            expected = events(s, direct, 997);
        }
        try (JobSource s = new TraceWorkload(p, false).open(SweepPoint.NONE, new RandomStreams(1), sink(ahead))) {
            assertEquals(expected, events(s, ahead, 997));
        }
        assertEquals(30_000 - 30_000 / 7, expected.stream().filter(e -> e.startsWith("job")).count());
        assertEquals(30_000 / 7, expected.stream().filter(e -> e.startsWith("drop")).count());
    }

    @Test
    void aRunThatStopsEarlySeesTheCountersOfWhatItTook() throws Exception {
        Path p = trace("");
        try (JobSource s = new TraceWorkload(p, false).open(SweepPoint.NONE, new RandomStreams(1), null)) {
            for (int i = 0; i < 1000; i++) {
                s.next();
            }
            Map<String, Long> c = s.counters();
            // 1000 jobs kept; the records up to the 1000th kept one include the dropped every-7th
            assertEquals(1166L, c.get("swf_records"));
            assertEquals(166L, c.get("swf_dropped"));
            assertEquals(91L, c.get("swf_status_failed"));
        }
        assertFalse(readerAlive(), "the reader thread stops when the run closes the source");
    }

    @Test
    void aMalformedLineFailsAfterEveryJobBeforeIt() throws Exception {
        Path p = trace("30001 60002 0 10 4 -1 -1 4 100 -1 1 3 4 5 1 1 -1\n");
        int[] jobs = {0};
        try (JobSource s = new TraceWorkload(p, false).open(SweepPoint.NONE, new RandomStreams(1), null)) {
            var e = assertThrows(SwfFormatException.class, () -> {
                while (s.next() != null) {
                    jobs[0]++;
                }
            });
            assertEquals(p + ":30002: field 18 (think time): missing (the line has 17 of 18 fields)",
                    e.getMessage());
        }
        assertEquals(30_000 - 30_000 / 7, jobs[0]);
        assertFalse(readerAlive());
    }

    private static RejectionSink sink(List<String> into) {
        return (id, submit, procs, reason) -> into.add("drop " + id + " " + submit + " " + procs + " " + reason);
    }

    private static boolean readerAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .anyMatch(t -> t.getName().equals("partita-read-ahead") && t.isAlive());
    }
}
