package org.partita.core.experiment;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes result files atomically: the content goes to a temporary file in the target's directory, which is then
 * renamed over the target with {@link StandardCopyOption#ATOMIC_MOVE}. A reader sees the old file or the complete
 * new one, never a partial file; on failure the temporary file is deleted and the target is untouched.
 */
public final class AtomicFiles {

    /** Writes the content. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Writer out) throws IOException;
    }

    private AtomicFiles() {
    }

    /** Writes {@code target} (UTF-8) atomically, creating its directory if needed. */
    public static void write(Path target, Content content) throws IOException {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + abs.getFileName() + ".", ".tmp");
        try {
            try (Writer w = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(tmp),
                    StandardCharsets.UTF_8), 1 << 16)) {
                content.writeTo(w);
            }
            readableLikeOrdinaryFiles(tmp);
            move(tmp, abs);
        } catch (IOException | RuntimeException | Error e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
    }

    /** Temporary files are created owner-only; result files are meant to be shared (rw-r--r-- on POSIX). */
    private static void readableLikeOrdinaryFiles(Path tmp) throws IOException {
        if (tmp.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(tmp, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        }
    }

    /** The names of the temporary files {@link #write} creates: {@code .NAME.<digits>.tmp}. */
    private static final java.util.regex.Pattern TEMPORARY = java.util.regex.Pattern.compile("\\..+\\.\\d+\\.tmp");

    /** Whether {@code file} is named like a temporary file of {@link #write} (left behind by a kill -9). */
    public static boolean isTemporary(Path file) {
        return TEMPORARY.matcher(file.getFileName().toString()).matches();
    }

    /** Renames {@code source} over {@code target} atomically (both in the same directory). */
    public static void move(Path source, Path target) throws IOException {
        try {
            Files.move(source, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            throw new IOException("cannot replace " + target + " atomically on this file system", e);
        }
    }
}
