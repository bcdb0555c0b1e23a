package org.partita.core.workload.swf;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;

/** A character stream as ISO-8859-1 bytes, for {@link SwfReader#SwfReader(Reader, String, boolean)}. */
final class Latin1Stream extends InputStream {
    private final Reader reader;
    private final char[] chars = new char[1 << 13];
    private boolean started;

    Latin1Stream(Reader reader) {
        this.reader = reader;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = reader.read(chars, 0, Math.min(len, chars.length));
        int from = 0;
        if (!started && n > 0) {
            started = true;
            if (chars[0] == '\uFEFF') { // a byte-order mark: not part of the first line
                from = 1;
                if (n == 1) {
                    return read(b, off, len);
                }
            }
        }
        for (int i = from; i < n; i++) {
            char c = chars[i];
            b[off + i - from] = (byte) (c <= 0xff ? c : Character.isWhitespace(c) ? ' ' : '?');
        }
        return n - from;
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
