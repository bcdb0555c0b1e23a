package org.partita.core.workload.swf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * The byte-level reader against a reference that splits each line into {@code String}s and uses the JDK's
 * parsers: same records (bit for bit), same line numbers, whatever the number spelling, line terminator or the
 * sizes in which the input arrives.
 */
class SwfReaderEquivalenceTest {

    private static final String[] TERMINATORS = {"\n", "\r\n", "\r"};
    /** The SWF fields that hold integers. */
    private static final java.util.Set<Integer> INTEGER_FIELDS = java.util.Set.of(1, 5, 8, 11, 12, 13, 14, 15, 16,
            17);

    @Test
    void recordsEqualTheJdkParsersOnRandomTraces() throws Exception {
        Random random = new Random(20261125L);
        for (int trace = 0; trace < 40; trace++) {
            StringBuilder text = new StringBuilder("; MaxProcs: 64\n");
            List<SwfRecord> expected = new ArrayList<>();
            int lines = 1 + random.nextInt(400);
            for (int l = 0; l < lines; l++) {
                String[] fields = new String[SwfRecord.FIELDS];
                for (int f = 1; f <= SwfRecord.FIELDS; f++) {
                    fields[f - 1] = INTEGER_FIELDS.contains(f) ? integerText(random) : realText(random);
                }
                text.append(random.nextInt(5) == 0 ? " \t" : "").append(String.join(blanks(random), fields))
                        .append(random.nextInt(5) == 0 ? "  " : "")
                        .append(TERMINATORS[random.nextInt(TERMINATORS.length)]);
                if (random.nextInt(10) == 0) {
                    text.append(random.nextBoolean() ? "\n" : "; a comment\r\n");
                }
                expected.add(reference(fields));
            }
            byte[] bytes = text.toString().getBytes(StandardCharsets.ISO_8859_1);
            int chunk = 1 + random.nextInt(random.nextBoolean() ? 7 : 70_000);
            try (SwfReader r = new SwfReader(new Chunked(bytes, chunk), "r.swf", false)) {
                List<SwfRecord> read = new ArrayList<>();
                for (SwfRecord x = r.next(); x != null; x = r.next()) {
                    read.add(x);
                }
                assertEquals(expected, read, "trace " + trace + ", chunk " + chunk);
                assertEquals(64, r.header().maxProcs().getAsInt());
            }
        }
    }

    @Test
    void lineNumbersCountEveryTerminatorStyleAcrossReads() {
        String line = "1 0 0 10 4 -1 -1 4 -1 -1 1 -1 -1 -1 -1 -1 -1 -1";
        String text = line + "\r\n" + line + "\r" + "\r\n" + line + "\n\n" + "2 x";
        for (int chunk = 1; chunk <= text.length(); chunk++) {
            SwfReader r = new SwfReader(new Chunked(text.getBytes(StandardCharsets.ISO_8859_1), chunk), "c.swf",
                    false);
            r.next();
            r.next();
            r.next();
            var e = assertThrows(SwfFormatException.class, r::next, "chunk " + chunk);
            assertEquals("c.swf:6: field 3 (wait time): missing (the line has 2 of 18 fields)", e.getMessage());
        }
    }

    @Test
    void aLineLongerThanTheBufferIsReadWhole() {
        String pad = " ".repeat(200_000);
        String text = "1" + pad + "0 0 10 4 -1 -1 4 -1 -1 1 -1 -1 -1 -1 -1 -1 -1";
        SwfReader r = new SwfReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1)), "l.swf",
                false);
        assertEquals(10.0, r.next().runTime());
        assertEquals(1, r.lineNumber());
    }

    private static SwfRecord reference(String[] t) {
        return new SwfRecord(Long.parseLong(t[0].replace(".0", "")), d(t[1]), d(t[2]), d(t[3]), i(t[4]), d(t[5]),
                d(t[6]), i(t[7]), d(t[8]), d(t[9]), i(t[10]), i(t[11]), i(t[12]), i(t[13]), i(t[14]), i(t[15]),
                (long) Double.parseDouble(t[16]), d(t[17]));
    }

    private static double d(String s) {
        return Double.parseDouble(s);
    }

    private static int i(String s) {
        return (int) Double.parseDouble(s);
    }

    /** -1, small and large integers, with a sign or a ".0" now and then. */
    private static String integerText(Random random) {
        return switch (random.nextInt(6)) {
            case 0 -> "-1";
            case 1 -> Integer.toString(random.nextInt(1_000_000_000));
            case 2 -> Integer.toString(random.nextInt(Integer.MAX_VALUE)); // ten digits: the JDK path
            case 3 -> "+" + random.nextInt(500);
            case 4 -> random.nextInt(300) + ".0";
            default -> Integer.toString(random.nextInt(64));
        };
    }

    /** Short and long decimals, integers, exponents and negative zero: fast path and JDK path alike. */
    private static String realText(Random random) {
        return switch (random.nextInt(8)) {
            case 0 -> "-1";
            case 1 -> Long.toString(random.nextLong(10_000_000_000L));
            case 2 -> random.nextInt(100_000) + "." + random.nextInt(1000);
            case 3 -> Double.toString(random.nextDouble() * Math.pow(10, random.nextInt(12)));
            case 4 -> random.nextInt(10) + "." + Long.toString(random.nextLong(1L << 62)); // > 15 digits
            case 5 -> random.nextInt(100) + "e" + random.nextInt(5);
            case 6 -> "-0." + random.nextInt(10);
            default -> random.nextInt(50) + ".";
        };
    }

    private static String blanks(Random random) {
        return random.nextInt(4) == 0 ? " \t " : " ";
    }

    /** Hands out at most {@code chunk} bytes per read, as a slow pipe would. */
    private static final class Chunked extends InputStream {
        private final byte[] bytes;
        private final int chunk;
        private int at;

        Chunked(byte[] bytes, int chunk) {
            this.bytes = bytes;
            this.chunk = chunk;
        }

        @Override
        public int read() {
            return at < bytes.length ? bytes[at++] & 0xff : -1;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (at >= bytes.length) {
                return -1;
            }
            int n = Math.min(Math.min(len, chunk), bytes.length - at);
            System.arraycopy(bytes, at, b, off, n);
            at += n;
            return n;
        }
    }
}
