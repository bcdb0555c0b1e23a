package org.partita.core.workload.swf;

/**
 * A malformed SWF line; the message names the file, the line number (none for an empty file) and, when known, the
 * field.
 */
public class SwfFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final long line;
    private final int field;

    public SwfFormatException(String file, long line, int field, String problem) {
        super(file + (line > 0 ? ":" + line : "") + ": " + (field > 0 ? "field " + field + " (" + SwfRecord.FIELD_NAMES[field - 1]
                + "): " : "") + problem);
        this.file = file;
        this.line = line;
        this.field = field;
    }

    public String file() {
        return file;
    }

    public long line() {
        return line;
    }

    /** 1-based field number, or 0 when the problem concerns the whole line. */
    public int field() {
        return field;
    }
}
