package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.dsl.standalone.Diagnostic;
import org.partita.dsl.standalone.PartitaFiles;

/** An experiment file saved with a UTF-8 byte-order mark (as some editors save it) loads as the same file without. */
class ByteOrderMarkTest {

    @Test
    void aByteOrderMarkAtTheStartIsSkipped(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bom.partita");
        byte[] text = ResumeTest.TEXT.getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[text.length + 3];
        bytes[0] = (byte) 0xEF;
        bytes[1] = (byte) 0xBB;
        bytes[2] = (byte) 0xBF;
        System.arraycopy(text, 0, bytes, 3, text.length);
        Files.write(file, bytes);
        List<Diagnostic> diagnostics = PartitaFiles.load(file).validate();
        assertEquals(List.of(), diagnostics);
        assertEquals(List.of("Small"), PartitaFiles.load(file).experimentNames());
    }
}
