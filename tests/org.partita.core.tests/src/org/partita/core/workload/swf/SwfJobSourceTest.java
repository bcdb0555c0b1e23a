package org.partita.core.workload.swf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.workload.Job;

/** The trace edge cases a real log brings: no job at all, jobs out of submit order, and sorting them. */
class SwfJobSourceTest {

    private static SwfJobSource source(String text, boolean sort) {
        return new SwfJobSource(new SwfReader(new StringReader(text), "t.swf", false), null, sort);
    }

    private static List<Long> ids(SwfJobSource s) {
        List<Long> ids = new ArrayList<>();
        for (Job j = s.next(); j != null; j = s.next()) {
            ids.add(j.id());
        }
        return ids;
    }

    private static String job(int id, int submit) {
        return id + " " + submit + " 0 10 2 -1 -1 2 -1 -1 1 -1 -1 -1 -1 -1 -1 -1\n";
    }

    @Test
    void aTraceWithoutJobsIsAnErrorNamingTheFile() {
        var empty = assertThrows(SwfFormatException.class, () -> ids(source("", false)));
        assertEquals("t.swf: no job in the trace (the file is empty)", empty.getMessage());
        var header = assertThrows(SwfFormatException.class, () -> ids(source("; Version: 2.2\n; MaxProcs: 8\n\n",
                false)));
        assertEquals("t.swf:3: no job in the trace (only comments and blank lines)", header.getMessage());
        var sorted = assertThrows(SwfFormatException.class, () -> ids(source("; MaxProcs: 8\n", true)));
        assertEquals("t.swf:1: no job in the trace (only comments and blank lines)", sorted.getMessage());
    }

    @Test
    void aJobSubmittedBeforeThePreviousOneNamesItsLine() {
        String text = "; MaxProcs: 8\n" + job(1, 0) + job(2, 100) + job(3, 50) + job(4, 100);
        var e = assertThrows(SwfFormatException.class, () -> ids(source(text, false)));
        assertEquals("t.swf:4: field 2 (submit time): job 3 is submitted at 50, before job 2 at 100 (line 3): "
                + "the trace is not in submit order; replay it sorted with --sort", e.getMessage());
        assertEquals(4, e.line());
    }

    @Test
    void sortingReplaysInSubmitOrderWithTiesInFileOrder() {
        String text = job(1, 0) + job(2, 100) + job(3, 50) + job(4, 100) + job(5, 50);
        assertEquals(List.of(1L, 3L, 5L, 2L, 4L), ids(source(text, true)));
        // an ordered trace is the same with and without sorting
        String ordered = job(1, 0) + job(2, 5) + job(3, 5) + job(4, 9);
        assertEquals(ids(source(ordered, false)), ids(source(ordered, true)));
    }
}
