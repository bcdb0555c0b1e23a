package org.partita.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.experiment.MachineFile;
import org.partita.core.experiment.ResultFiles;

/** A result file that is not UTF-8 is an error naming the file, not the decoder's bare "Input length = 1". */
class TextFilesTest {

    @TempDir
    Path dir;

    private Path notUtf8(String name) throws IOException {
        return Files.write(dir.resolve(name), new byte[] {'a', ',', (byte) 0xFF, '\n'});
    }

    @Test
    void readingNamesTheFile() throws Exception {
        Path file = notUtf8("x.csv");
        IOException e = assertThrows(IOException.class, () -> TextFiles.readAllLines(file));
        assertTrue(e.getMessage().startsWith(file + ": not UTF-8 text"), e.getMessage());
        Files.writeString(file, "a\nb\n");
        assertEquals(List.of("a", "b"), TextFiles.readAllLines(file));
    }

    @Test
    void theResultReadersNameTheFile() throws Exception {
        Path machine = notUtf8(MachineFile.NAME);
        IOException e = assertThrows(IOException.class, () -> MachineFile.read(machine));
        assertTrue(e.getMessage().startsWith(machine + ": not UTF-8 text"), e.getMessage());
        Path jobs = Files.write(dir.resolve(ResultFiles.JOBS), ("job_id\n1,\u00ff").getBytes(
                java.nio.charset.StandardCharsets.ISO_8859_1));
        e = assertThrows(IOException.class, () -> ResultFiles.readSchedules(dir));
        assertTrue(e.getMessage().startsWith(jobs + ": not UTF-8 text"), e.getMessage());
    }
}
