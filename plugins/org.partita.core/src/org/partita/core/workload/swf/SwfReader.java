package org.partita.core.workload.swf;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Streams the job lines of a Standard Workload Format file.
 *
 * <ul>
 * <li>Lines starting with {@code ;} (after optional blanks) are comments; header entries among them
 * ({@code ; MaxProcs: 240}) go into {@link #header()}. A missing header is fine.</li>
 * <li>A UTF-8 byte-order mark at the start of the file is skipped. Blank lines are skipped. A job line has exactly 18 whitespace-separated numeric fields; time and memory
 * fields may be fractional, the others must be integers ({@code 30.0} is accepted as 30). {@code -1} marks a
 * missing value and is returned as is: interpreting it is {@link SwfJobSource}'s job.</li>
 * <li>Strict mode (default): a malformed line throws {@link SwfFormatException} naming the file, line number and
 * field. Lenient mode: the line is skipped and counted ({@link #skippedLines()}); the first few problems are kept
 * ({@link #problems()}).</li>
 * </ul>
 * The file is read as ISO-8859-1 bytes, without a {@code String} per line: a million-job log is mostly plain
 * integers and short decimals, which are parsed in place (a decimal with at most 15 digits is exactly
 * {@code digits / 10^k}, one correctly rounded division, so the value equals {@link Double#parseDouble}'s). Any
 * other token (exponents, {@code +}, long numbers, garbage) goes through the JDK's parsers, which also word the
 * errors. Lines end at {@code \n}, {@code \r} or {@code \r\n}, as for {@link java.io.BufferedReader#readLine}.
 */
public final class SwfReader implements Closeable {

    private static final int MAX_PROBLEMS = 20;
    private static final int EXACT_DIGITS = PlainLine.EXACT_DIGITS;
    private static final double[] POWERS_OF_TEN = PlainLine.POWERS_OF_TEN;
    private static final boolean[] BLANK = PlainLine.BLANK;
    private static final boolean[] INTEGER_FIELD = PlainLine.INTEGER_FIELD;

    private final InputStream in;
    private final String fileName;
    private final boolean lenient;
    private final SwfHeader header = new SwfHeader();
    private final List<String> problems = new ArrayList<>();
    private final int[] tokenStart = new int[SwfRecord.FIELDS];
    private final int[] tokenEnd = new int[SwfRecord.FIELDS];
    /** The fields of the line being parsed, by 1-based field number. */
    private final long[] integers = new long[SwfRecord.FIELDS + 1];
    private final double[] reals = new double[SwfRecord.FIELDS + 1];
    private byte[] buf = new byte[1 << 16];
    private int pos;
    private int limit;
    private boolean eof;
    /** A {@code \r} ended the last line: a {@code \n} right after it belongs to that line. */
    private boolean afterCr;
    private long lineNo;
    private long skipped;
    private boolean sawRecord;
    private SwfRecord pending;

    /** Reads {@code in} as ISO-8859-1 bytes (the caller's stream is closed by {@link #close()}). */
    public SwfReader(InputStream in, String fileName, boolean lenient) {
        this.in = in;
        this.fileName = fileName;
        this.lenient = lenient;
    }

    /**
     * Reads characters; those outside ISO-8859-1 read as {@code '?'}, or as a blank when they are whitespace (a
     * file is always read as ISO-8859-1 bytes, see {@link #open}).
     */
    public SwfReader(Reader in, String fileName, boolean lenient) {
        this(new Latin1Stream(in), fileName, lenient);
    }

    /** Opens {@code file} (ASCII / ISO-8859-1). */
    public static SwfReader open(Path file, boolean lenient) throws IOException {
        return new SwfReader(Files.newInputStream(file), file.toString(), lenient);
    }

    /**
     * The header. Complete once the first job line has been read (so call {@link #next()} or
     * {@link #readHeader()} first).
     */
    public SwfHeader header() {
        return header;
    }

    /** Reads up to the first job line, so that the header is complete; that job is returned by the next call. */
    public SwfHeader readHeader() {
        if (!sawRecord && pending == null) {
            pending = next();
        }
        return header;
    }

    /** The next job record, or {@code null} at the end of the file. */
    public SwfRecord next() {
        if (pending != null) {
            SwfRecord r = pending;
            pending = null;
            return r;
        }
        try {
            int end;
            while ((end = nextLineEnd()) >= 0) {
                int start = pos;
                pos = end;
                skipTerminator();
                lineNo++;
                int i = start;
                if (lineNo == 1 && startsWithByteOrderMark(i, end)) {
                    i += UTF8_BOM.length; // written by some editors; never part of a field
                }
                while (i < end && BLANK[buf[i] & 0xff]) {
                    i++;
                }
                if (i == end) {
                    continue;
                }
                if (buf[i] == ';') {
                    if (!sawRecord) {
                        header.parseComment(new String(buf, i + 1, end - i - 1, StandardCharsets.ISO_8859_1));
                    }
                    continue;
                }
                try {
                    SwfRecord r = parse(i, end);
                    sawRecord = true;
                    return r;
                } catch (SwfFormatException e) {
                    if (!lenient) {
                        throw e;
                    }
                    skipped++;
                    if (problems.size() < MAX_PROBLEMS) {
                        problems.add(e.getMessage());
                    }
                }
            }
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException(fileName + ": " + e.getMessage(), e);
        }
    }

    /** The UTF-8 byte-order mark, U+FEFF. */
    private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private boolean startsWithByteOrderMark(int i, int end) {
        return end - i >= UTF8_BOM.length && buf[i] == UTF8_BOM[0] && buf[i + 1] == UTF8_BOM[1]
                && buf[i + 2] == UTF8_BOM[2];
    }

    /**
     * The index of the terminator of the line starting at {@link #pos} (or of the end of the data for a last line
     * without one), reading more input as needed; -1 when no line is left.
     */
    private int nextLineEnd() throws IOException {
        int scanned = pos;
        while (true) {
            for (int i = scanned; i < limit; i++) {
                byte b = buf[i];
                if (b == '\n' || b == '\r') {
                    if (afterCr && i == pos && b == '\n') {
                        afterCr = false; // the \n of a \r\n split across two reads
                        pos++;
                        continue;
                    }
                    afterCr = false;
                    return i;
                }
                afterCr = false;
            }
            if (eof) {
                return limit > pos ? limit : -1;
            }
            scanned = limit - pos;
            fill();
        }
    }

    /** Moves the unread bytes to the front of the buffer (growing it for a very long line) and reads more. */
    private void fill() throws IOException {
        int rest = limit - pos;
        if (rest == buf.length) {
            buf = Arrays.copyOf(buf, buf.length * 2);
        }
        System.arraycopy(buf, pos, buf, 0, rest);
        pos = 0;
        limit = rest;
        int n = in.read(buf, limit, buf.length - limit);
        if (n < 0) {
            eof = true;
        } else {
            limit += n;
        }
    }

    /** Steps over the terminator at {@link #pos}: one byte, or both of a {@code \r\n} in the buffer. */
    private void skipTerminator() {
        if (pos >= limit) {
            return;
        }
        byte b = buf[pos++];
        if (b == '\r') {
            if (pos < limit) {
                if (buf[pos] == '\n') {
                    pos++;
                }
            } else {
                afterCr = true;
            }
        }
    }

    private SwfRecord parse(int from, int end) {
        if (!PlainLine.parse(buf, from, end, integers, reals)) {
            tokenize(from, end);
            // One call site per converter, in a loop: 18 inlined conversions made a method the JIT took a second over.
            for (int field = 1; field <= SwfRecord.FIELDS; field++) {
                if (INTEGER_FIELD[field]) {
                    integers[field] = integer(field);
                } else {
                    reals[field] = real(field);
                }
            }
        }
        long[] n = integers;
        double[] x = reals;
        return new SwfRecord(n[1], x[2], x[3], x[4], (int) n[5], x[6], x[7], (int) n[8], x[9], x[10], (int) n[11],
                (int) n[12], (int) n[13], (int) n[14], (int) n[15], (int) n[16], n[17], x[18]);
    }

    /** Splits the line into {@link #tokenStart}/{@link #tokenEnd}, checking that it has exactly 18 fields. */
    private void tokenize(int from, int end) {
        int count = 0;
        int i = from;
        while (i < end) {
            while (i < end && BLANK[buf[i] & 0xff]) {
                i++;
            }
            if (i >= end) {
                break;
            }
            int start = i;
            while (i < end && !BLANK[buf[i] & 0xff]) {
                i++;
            }
            if (count == SwfRecord.FIELDS) {
                throw new SwfFormatException(fileName, lineNo, 0, "more than " + SwfRecord.FIELDS + " fields");
            }
            tokenStart[count] = start;
            tokenEnd[count++] = i;
        }
        if (count < SwfRecord.FIELDS) {
            throw new SwfFormatException(fileName, lineNo, count + 1, "missing (the line has " + count
                    + " of " + SwfRecord.FIELDS + " fields)");
        }
    }

    private double real(int field) {
        int s = tokenStart[field - 1];
        int e = tokenEnd[field - 1];
        boolean negative = buf[s] == '-';
        int i = negative ? s + 1 : s;
        long digits = 0;
        int count = 0;
        int fraction = -1;
        for (; i < e; i++) {
            int b = buf[i];
            if (b >= '0' && b <= '9') {
                digits = digits * 10 + (b - '0');
                count++;
                if (fraction >= 0) {
                    fraction++;
                }
            } else if (b == '.' && fraction < 0 && count > 0) {
                fraction = 0;
            } else {
                return realFromText(field);
            }
        }
        if (count == 0 || count > EXACT_DIGITS) {
            return realFromText(field);
        }
        double v = fraction > 0 ? digits / POWERS_OF_TEN[fraction] : digits;
        return negative ? -v : v;
    }

    private double realFromText(int field) {
        String t = token(field);
        double v;
        try {
            v = Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new SwfFormatException(fileName, lineNo, field, "'" + t + "' is not a number");
        }
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            throw new SwfFormatException(fileName, lineNo, field, "'" + t + "' is not a finite number");
        }
        return v;
    }

    private long integer(int field) {
        int s = tokenStart[field - 1];
        int e = tokenEnd[field - 1];
        boolean negative = buf[s] == '-';
        int i = negative ? s + 1 : s;
        if (e - i >= 1 && e - i <= 9) { // up to 9 digits: an int, no overflow
            long v = 0;
            for (; i < e; i++) {
                int b = buf[i];
                if (b < '0' || b > '9') {
                    return integerFromText(field);
                }
                v = v * 10 + (b - '0');
            }
            return negative ? -v : v;
        }
        return integerFromText(field);
    }

    private long integerFromText(int field) {
        String t = token(field);
        try {
            long v = Long.parseLong(t);
            if (field != 1 && field != 17 && (v > Integer.MAX_VALUE || v < Integer.MIN_VALUE)) {
                throw new SwfFormatException(fileName, lineNo, field, "'" + t + "' is out of range");
            }
            return v;
        } catch (NumberFormatException e) {
            double v = realFromText(field);
            if (v != Math.rint(v) || Math.abs(v) > Integer.MAX_VALUE) {
                throw new SwfFormatException(fileName, lineNo, field, "'" + t + "' is not an integer");
            }
            return (long) v;
        }
    }

    private String token(int field) {
        int s = tokenStart[field - 1];
        return new String(buf, s, tokenEnd[field - 1] - s, StandardCharsets.ISO_8859_1);
    }

    /** Lines skipped as malformed (lenient mode). */
    public long skippedLines() {
        return skipped;
    }

    /** The first problems found in lenient mode, as "file:line: field n (name): problem". */
    public List<String> problems() {
        return List.copyOf(problems);
    }

    public String fileName() {
        return fileName;
    }

    /** Number of the last line read. */
    public long lineNumber() {
        return lineNo;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
