package org.partita.core.workload.swf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.workload.Job;

class SwfReaderTest {

    static SwfReader reader(String text, boolean lenient) {
        return new SwfReader(new StringReader(text), "t.swf", lenient);
    }

    static List<SwfRecord> all(SwfReader r) {
        List<SwfRecord> out = new ArrayList<>();
        SwfRecord x;
        while ((x = r.next()) != null) {
            out.add(x);
        }
        return out;
    }

    static final String LINE = "1 0 5 100 4 90 -1 4 120 -1 1 7 2 3 1 1 -1 -1";

    @Test
    void parsesAll18FieldsAndTheHeader() {
        SwfReader r = reader("; Version: 2.2\n; MaxProcs: 240\n; MaxNodes: 120\n; Queue:  1 [fque:1]\n"
                + "; just a comment\n;\n" + LINE + "\n", false);
        SwfRecord rec = r.next();
        assertEquals(new SwfRecord(1, 0, 5, 100, 4, 90, -1, 4, 120, -1, 1, 7, 2, 3, 1, 1, -1, -1), rec);
        assertEquals(240, r.header().maxProcs().getAsInt());
        assertEquals(120, r.header().maxNodes().getAsInt());
        assertEquals("2.2", r.header().get("version"));
        assertEquals("1 [fque:1]", r.header().get("Queue"));
        assertNull(r.next());
    }

    @Test
    void missingHeaderBlankLinesAndFractionalTimesAreFine() {
        SwfReader r = reader("\n   \n1 0.5 0 12.25 2 -1 -1 2 -1 -1 1 -1 -1 -1 -1 -1 -1 -1\n", false);
        SwfRecord rec = r.next();
        assertEquals(0.5, rec.submitTime());
        assertEquals(12.25, rec.runTime());
        assertTrue(r.header().isEmpty());
    }

    @Test
    void integerFieldsWrittenWithADecimalPointAreAccepted() {
        SwfRecord rec = reader("1 0 0 10 30.0 -1 -1 30 -1 -1 1 -1 -1 -1 -1 -1 -1 -1\n", false).next();
        assertEquals(30, rec.allocatedProcs());
    }

    @Test
    void malformedLinesNameFileLineAndField() {
        var e = assertThrows(SwfFormatException.class, () -> all(reader("; h\n" + LINE + "\n"
                + "2 10 0 abc 4 -1 -1 4 -1 -1 1 -1 -1 -1 -1 -1 -1 -1\n", false)));
        assertEquals("t.swf:3: field 4 (run time): 'abc' is not a number", e.getMessage());
        assertEquals(3, e.line());
        assertEquals(4, e.field());

        e = assertThrows(SwfFormatException.class, () -> all(reader("1 0 0 10 4 -1 -1 4\n", false)));
        assertEquals("t.swf:1: field 9 (requested time): missing (the line has 8 of 18 fields)", e.getMessage());

        e = assertThrows(SwfFormatException.class, () -> all(reader(LINE + " 99\n", false)));
        assertEquals("t.swf:1: more than 18 fields", e.getMessage());

        e = assertThrows(SwfFormatException.class,
                () -> all(reader("1 0 0 10 4.5 -1 -1 4 -1 -1 1 -1 -1 -1 -1 -1 -1 -1\n", false)));
        assertEquals("t.swf:1: field 5 (allocated processors): '4.5' is not an integer", e.getMessage());
    }

    @Test
    void lenientModeSkipsAndCountsBadLines() {
        SwfReader r = reader(LINE + "\ngarbage\n" + LINE.replaceFirst("^1 ", "2 ") + "\n1 2 3\n", true);
        List<SwfRecord> recs = all(r);
        assertEquals(2, recs.size());
        assertEquals(2, r.skippedLines());
        assertEquals("t.swf:2: field 2 (submit time): missing (the line has 1 of 18 fields)", r.problems().get(0));
        assertEquals("t.swf:4: field 4 (run time): missing (the line has 3 of 18 fields)", r.problems().get(1));
    }

    @Test
    void quirksBecomeJobsOrCountedRejections() {
        String text = String.join("\n",
                "1 0 0 100 4 -1 -1 4 200 -1 1 5 6 7 8 1 -1 -1", // ordinary
                "2 1 0 -1 4 -1 -1 4 200 -1 -1 5 6 7 8 1 -1 -1", // run time -1 → dropped
                "3 2 0 0 2 -1 -1 2 -1 -1 1 -1 -1 -1 -1 -1 -1 -1", // run time 0 → kept, estimate unknown
                "4 3 0 50 -1 -1 -1 16 60 -1 0 -1 -1 -1 -1 -1 -1 -1", // procs only in field 8, status failed
                "5 4 0 50 -1 -1 -1 -1 60 -1 5 -1 -1 -1 -1 -1 -1 -1", // no processors → dropped
                "6 5 0 30 8 -1 -1 8 60 -1 5 -1 -1 -1 -1 -1 -1 -1") // cancelled, kept
                + "\n";
        List<String> rejected = new ArrayList<>();
        SwfJobSource src = new SwfJobSource(reader(text, false),
                (id, submit, p, reason) -> rejected.add(id + " " + reason));
        List<Job> jobs = new ArrayList<>();
        Job j;
        while ((j = src.next()) != null) {
            jobs.add(j);
        }
        assertEquals(List.of(1L, 3L, 4L, 6L), jobs.stream().map(Job::id).toList());
        Job first = jobs.get(0);
        assertEquals(100, first.runTime());
        assertEquals(200, first.requestedTime());
        assertEquals(5, first.user());
        assertEquals(6, first.group());
        assertEquals(8, first.queue());
        assertEquals(7, first.application());
        assertEquals(0, jobs.get(1).runTime());
        assertTrue(Double.isNaN(jobs.get(1).requestedTime()));
        assertEquals(16, jobs.get(2).processors());
        assertEquals(List.of("2 run time unknown (field 4 is -1)",
                "5 no processor count (fields 5 and 8 are -1, -1)"), rejected);
        assertEquals(6, src.records());
        assertEquals(2, src.dropped());
        assertEquals(1, src.failedStatus());
        assertEquals(1, src.cancelledStatus());
        assertEquals(1, src.zeroRunTime());
        assertEquals(1, src.processorsFromRequested());
    }

    @Test
    void realTraceSliceReadsCompletely() throws IOException {
        try (var in = getClass().getResourceAsStream("/hpc2n-200.swf")) {
            SwfReader r = new SwfReader(new InputStreamReader(in, StandardCharsets.US_ASCII), "hpc2n-200.swf",
                    false);
            List<SwfRecord> recs = all(r);
            assertEquals(200, recs.size());
            assertEquals(240, r.header().maxProcs().getAsInt());
            assertEquals("uses MAUI scheduler", r.header().get("Note"));
            assertEquals(2, r.header().getAll("Partition").size());
            assertEquals(6, recs.stream().filter(x -> x.runTime() == -1).count());
            assertEquals(552.21, recs.get(6).avgCpuTime());
        }
    }

    @Test
    void roundTripOfTheRealSliceIsExact() throws IOException {
        List<SwfRecord> recs;
        SwfHeader header;
        try (var in = getClass().getResourceAsStream("/hpc2n-200.swf")) {
            SwfReader r = new SwfReader(new InputStreamReader(in, StandardCharsets.US_ASCII), "a", false);
            recs = all(r);
            header = r.header();
        }
        StringWriter w = new StringWriter();
        try (SwfWriter sw = new SwfWriter(w)) {
            sw.header(header);
            for (SwfRecord x : recs) {
                sw.write(x);
            }
        }
        SwfReader back = reader(w.toString(), false);
        assertEquals(recs, all(back));
        assertEquals(header.lines(), back.header().lines());
        // and writing again gives the same text
        StringWriter w2 = new StringWriter();
        try (SwfWriter sw = new SwfWriter(w2)) {
            sw.header(back.header());
            for (SwfRecord x : recs) {
                sw.write(x);
            }
        }
        assertEquals(w.toString(), w2.toString());
    }

    @Test
    void writerFormatsIntegersAndFractions() throws IOException {
        StringWriter w = new StringWriter();
        new SwfWriter(w).header(new SwfHeader().add("MaxProcs", "64").comment("made by a test"))
                .write(SwfRecord.basic(3, 1.5, 10, 8, -1)).flush();
        assertEquals("; MaxProcs: 64\n; made by a test\n3 1.5 -1 10 8 -1 -1 8 -1 -1 1 -1 -1 -1 -1 -1 -1 -1\n",
                w.toString());
    }
}
