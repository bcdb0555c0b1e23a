package org.partita.core.workload.swf;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Streams the job lines of a Standard Workload Format file.
 *
 * <ul>
 * <li>Lines starting with {@code ;} (after optional blanks) are comments; header entries among them
 * ({@code ; MaxProcs: 240}) go into {@link #header()}. A missing header is fine.</li>
 * <li>Blank lines are skipped. A job line has exactly 18 whitespace-separated numeric fields; time and memory
 * fields may be fractional, the others must be integers ({@code 30.0} is accepted as 30). {@code -1} marks a
 * missing value and is returned as is: interpreting it is {@link SwfJobSource}'s job.</li>
 * <li>Strict mode (default): a malformed line throws {@link SwfFormatException} naming the file, line number and
 * field. Lenient mode: the line is skipped and counted ({@link #skippedLines()}); the first few problems are kept
 * ({@link #problems()}).</li>
 * </ul>
 */
public final class SwfReader implements Closeable {

    private static final int MAX_PROBLEMS = 20;

    private final BufferedReader in;
    private final String fileName;
    private final boolean lenient;
    private final SwfHeader header = new SwfHeader();
    private final List<String> problems = new ArrayList<>();
    private final String[] tokens = new String[SwfRecord.FIELDS];
    private long lineNo;
    private long skipped;
    private boolean sawRecord;
    private SwfRecord pending;

    public SwfReader(Reader in, String fileName, boolean lenient) {
        this.in = in instanceof BufferedReader b ? b : new BufferedReader(in, 1 << 16);
        this.fileName = fileName;
        this.lenient = lenient;
    }

    /** Opens {@code file} (UTF-8 / ASCII). */
    public static SwfReader open(Path file, boolean lenient) throws IOException {
        return new SwfReader(Files.newBufferedReader(file, StandardCharsets.ISO_8859_1), file.toString(), lenient);
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
            String line;
            while ((line = in.readLine()) != null) {
                lineNo++;
                int i = 0;
                int n = line.length();
                while (i < n && Character.isWhitespace(line.charAt(i))) {
                    i++;
                }
                if (i == n) {
                    continue;
                }
                if (line.charAt(i) == ';') {
                    if (!sawRecord) {
                        header.parseComment(line.substring(i + 1));
                    }
                    continue;
                }
                try {
                    SwfRecord r = parse(line, i);
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

    private SwfRecord parse(String line, int from) {
        int count = 0;
        int i = from;
        int n = line.length();
        while (i < n) {
            while (i < n && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i >= n) {
                break;
            }
            int start = i;
            while (i < n && !Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (count == SwfRecord.FIELDS) {
                throw new SwfFormatException(fileName, lineNo, 0, "more than " + SwfRecord.FIELDS + " fields");
            }
            tokens[count++] = line.substring(start, i);
        }
        if (count < SwfRecord.FIELDS) {
            throw new SwfFormatException(fileName, lineNo, count + 1, "missing (the line has " + count
                    + " of " + SwfRecord.FIELDS + " fields)");
        }
        return new SwfRecord(integer(1), real(2), real(3), real(4), (int) integer(5), real(6), real(7),
                (int) integer(8), real(9), real(10), (int) integer(11), (int) integer(12), (int) integer(13),
                (int) integer(14), (int) integer(15), (int) integer(16), integer(17), real(18));
    }

    private double real(int field) {
        String t = tokens[field - 1];
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
        String t = tokens[field - 1];
        try {
            long v = Long.parseLong(t);
            if (field != 1 && field != 17 && (v > Integer.MAX_VALUE || v < Integer.MIN_VALUE)) {
                throw new SwfFormatException(fileName, lineNo, field, "'" + t + "' is out of range");
            }
            return v;
        } catch (NumberFormatException e) {
            double v = real(field);
            if (v != Math.rint(v) || Math.abs(v) > Integer.MAX_VALUE) {
                throw new SwfFormatException(fileName, lineNo, field, "'" + t + "' is not an integer");
            }
            return (long) v;
        }
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
