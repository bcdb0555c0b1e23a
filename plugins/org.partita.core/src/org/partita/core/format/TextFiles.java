package org.partita.core.format;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the UTF-8 text files the core writes (result files, machine files), so that a file that is not UTF-8 is
 * an error naming it ({@code jobs.csv: not UTF-8 text}) rather than the decoder's bare {@code Input length = 1}.
 */
public final class TextFiles {

    private TextFiles() {
    }

    /** A buffered UTF-8 reader of {@code file} whose decoding errors name the file. */
    public static BufferedReader reader(Path file) throws IOException {
        Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8);
        return new BufferedReader(new Reader() {
            @Override
            public int read(char[] cbuf, int off, int len) throws IOException {
                try {
                    return in.read(cbuf, off, len);
                } catch (CharacterCodingException e) {
                    throw notUtf8(file, e);
                }
            }

            @Override
            public void close() throws IOException {
                in.close();
            }
        }, 1 << 16);
    }

    /** The lines of {@code file} (UTF-8), decoding errors naming the file. */
    public static List<String> readAllLines(Path file) throws IOException {
        try (BufferedReader r = reader(file)) {
            List<String> lines = new ArrayList<>();
            for (String line; (line = r.readLine()) != null;) {
                lines.add(line);
            }
            return lines;
        }
    }

    /** The error of a file that is not UTF-8 text. */
    public static IOException notUtf8(Path file, CharacterCodingException cause) {
        return new IOException(file + ": not UTF-8 text (" + cause.getMessage() + ")", cause);
    }
}
