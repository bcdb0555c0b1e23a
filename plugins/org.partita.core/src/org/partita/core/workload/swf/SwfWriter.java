package org.partita.core.workload.swf;

import java.io.Closeable;
import java.io.IOException;
import java.io.Writer;

import org.partita.core.format.Numbers;

/**
 * Writes SWF 2.2: the header as {@code ; Key: value} lines (free comments as {@code ; text}), then one line per
 * record with the 18 fields separated by single spaces. Integer fields are written as integers, the others with
 * {@link Numbers} (so {@code -1} stays {@code -1}). What {@link SwfReader} reads back is equal to what was written
 * (fractional fields up to {@value Numbers#DECIMALS} decimals).
 */
public final class SwfWriter implements Closeable {

    private final Writer out;
    private final StringBuilder sb = new StringBuilder(128);
    private boolean wroteRecord;

    public SwfWriter(Writer out) {
        this.out = out;
    }

    /** Writes the header; must come before the first record. */
    public SwfWriter header(SwfHeader header) throws IOException {
        if (wroteRecord) {
            throw new IllegalStateException("the header must precede the records");
        }
        for (SwfHeader.Line l : header.lines()) {
            if (l.key() == null) {
                out.write(l.value().isEmpty() ? ";\n" : "; " + l.value() + "\n");
            } else {
                out.write("; " + l.key() + ": " + l.value() + "\n");
            }
        }
        return this;
    }

    public SwfWriter write(SwfRecord r) throws IOException {
        wroteRecord = true;
        sb.setLength(0);
        sb.append(r.jobNumber());
        real(r.submitTime());
        real(r.waitTime());
        real(r.runTime());
        sb.append(' ').append(r.allocatedProcs());
        real(r.avgCpuTime());
        real(r.usedMemory());
        sb.append(' ').append(r.requestedProcs());
        real(r.requestedTime());
        real(r.requestedMemory());
        sb.append(' ').append(r.status());
        sb.append(' ').append(r.userId());
        sb.append(' ').append(r.groupId());
        sb.append(' ').append(r.executable());
        sb.append(' ').append(r.queue());
        sb.append(' ').append(r.partition());
        sb.append(' ').append(r.precedingJob());
        real(r.thinkTime());
        sb.append('\n');
        out.write(sb.toString());
        return this;
    }

    private void real(double v) {
        sb.append(' ');
        Numbers.append(sb, v);
    }

    @Override
    public void close() throws IOException {
        out.close();
    }

    public void flush() throws IOException {
        out.flush();
    }
}
