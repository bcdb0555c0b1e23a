package org.partita.core.workload.swf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/**
 * The reader's one-pass path for lines of plain numbers ({@code PlainLine}) and its way back to the token path:
 * values bit for bit those of the JDK's parsers, and every other spelling accepted or refused exactly as before.
 */
class SwfReaderPlainLineTest {

    private static final String PLAIN = "7 12.5 -1 3600 4 -0.5 1024 4 7200. -1 1 3 2 5 1 -1 -1 0.001";

    @Test
    void aPlainLineReadsAsTheJdkParsesIt() {
        SwfRecord r = read("  " + PLAIN + " \t");
        assertEquals(new SwfRecord(7, 12.5, -1, 3600, 4, -0.5, 1024, 4, 7200, -1, 1, 3, 2, 5, 1, -1, -1, 0.001), r);
        assertEquals(Double.doubleToRawLongBits(-0.5), Double.doubleToRawLongBits(r.avgCpuTime()));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(read(PLAIN.replace("-0.5", "-0"))
                .avgCpuTime()), "negative zero stays negative");
    }

    /** Spellings the one-pass path leaves to the token path, which accepts them with the JDK's values. */
    @Test
    void otherSpellingsAreReadByTheTokenPath() {
        assertEquals(7, read(PLAIN.replace("7 12.5", "+7 12.5")).jobNumber());
        assertEquals(3600.0, read(PLAIN.replace(" 3600 ", " 3.6e3 ")).runTime());
        assertEquals(1234567890L, read(PLAIN.replace("7 12.5", "1234567890 12.5")).jobNumber());
        assertEquals(4, read(PLAIN.replace(" 4 -0.5", " 4.0 -0.5")).allocatedProcs());
        assertEquals(Double.parseDouble("1234567890.1234567"),
                read(PLAIN.replace("12.5", "1234567890.1234567")).submitTime());
        assertEquals(0.5, read(PLAIN.replace("12.5", ".5")).submitTime());
    }

    /** Malformed lines fail with the token path's messages, field and line named. */
    @Test
    void malformedLinesKeepTheirMessages() {
        assertEquals("p.swf:1: field 2 (submit time): '12x5' is not a number",
                fail(PLAIN.replace("12.5", "12x5")));
        assertEquals("p.swf:1: field 2 (submit time): '-' is not a number", fail(PLAIN.replace("12.5", "-")));
        assertEquals("p.swf:1: field 5 (allocated processors): '4.5' is not an integer",
                fail(PLAIN.replace(" 4 -0.5", " 4.5 -0.5")));
        assertEquals("p.swf:1: more than 18 fields", fail(PLAIN + " 9"));
        assertEquals("p.swf:1: field 18 (think time): missing (the line has 17 of 18 fields)",
                fail(PLAIN.substring(0, PLAIN.lastIndexOf(' '))));
    }

    private static SwfRecord read(String line) {
        return reader(line).next();
    }

    private static String fail(String line) {
        return assertThrows(SwfFormatException.class, reader(line)::next, line).getMessage();
    }

    private static SwfReader reader(String line) {
        return new SwfReader(new ByteArrayInputStream(line.getBytes(StandardCharsets.ISO_8859_1)), "p.swf", false);
    }
}
