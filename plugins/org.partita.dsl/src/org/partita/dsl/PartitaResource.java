package org.partita.dsl;

import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.util.Map;

import org.eclipse.xtext.linking.lazy.LazyLinkingResource;

/**
 * An experiment file as the language loads it: a UTF-8 byte-order mark at its start (some editors write one) is
 * skipped instead of being read as a character the grammar does not know.
 */
public class PartitaResource extends LazyLinkingResource {

    private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    @Override
    protected void doLoad(InputStream in, Map<?, ?> options) throws IOException {
        super.doLoad(withoutByteOrderMark(in), options);
    }

    /** {@code in} without a leading UTF-8 byte-order mark. */
    static InputStream withoutByteOrderMark(InputStream in) throws IOException {
        PushbackInputStream p = new PushbackInputStream(in, UTF8_BOM.length);
        byte[] head = p.readNBytes(UTF8_BOM.length);
        if (!java.util.Arrays.equals(head, UTF8_BOM)) {
            p.unread(head);
        }
        return p;
    }
}
