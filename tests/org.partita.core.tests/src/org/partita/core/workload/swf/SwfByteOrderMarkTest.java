package org.partita.core.workload.swf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A trace saved with a UTF-8 byte-order mark (as some editors write it) reads as the same trace without one. */
class SwfByteOrderMarkTest {

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private static SwfReader bytes(String text) {
        byte[] t = text.getBytes(StandardCharsets.ISO_8859_1);
        byte[] all = new byte[BOM.length + t.length];
        System.arraycopy(BOM, 0, all, 0, BOM.length);
        System.arraycopy(t, 0, all, BOM.length, t.length);
        return new SwfReader(new ByteArrayInputStream(all), "bom.swf", false);
    }

    @Test
    void aByteOrderMarkBeforeTheFirstJobIsSkipped() {
        SwfReader r = bytes(SwfReaderTest.LINE + "\n");
        assertEquals(SwfReaderTest.reader(SwfReaderTest.LINE + "\n", false).next(), r.next());
        assertNull(r.next());
    }

    @Test
    void aByteOrderMarkBeforeTheHeaderIsSkipped() {
        SwfReader r = bytes("; MaxProcs: 240\n" + SwfReaderTest.LINE + "\n");
        r.readHeader();
        assertEquals(240, r.header().maxProcs().getAsInt());
        assertEquals(1, r.next().jobNumber());
    }

    @Test
    void aByteOrderMarkReadAsACharacterIsSkipped() {
        SwfReader r = new SwfReader(new StringReader("\uFEFF" + SwfReaderTest.LINE + "\n"), "bom.swf", false);
        assertEquals(1, r.next().jobNumber());
    }

    @Test
    void aByteOrderMarkInsideTheFileIsStillAnError() {
        SwfReader r = bytes(SwfReaderTest.LINE + "\n\u00EF\u00BB\u00BF" + SwfReaderTest.LINE + "\n");
        r.next();
        SwfFormatException e = assertThrows(SwfFormatException.class, r::next);
        assertTrue(e.getMessage().startsWith("bom.swf:2:"), e.getMessage());
    }

    @Test
    void aTraceFileWithAByteOrderMarkOpens(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bom.swf");
        Files.write(file, BOM);
        Files.writeString(file, SwfReaderTest.LINE + "\n", java.nio.file.StandardOpenOption.APPEND);
        try (SwfReader r = SwfReader.open(file, false)) {
            assertEquals(1, r.next().jobNumber());
        }
    }
}
