package org.partita.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.partita.core.experiment.StoredRunAccess;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The run store's reader of a stored run (what {@code merge}, {@code --resume}, shards and suites read back): a
 * stored run is read back only when it is byte for byte what was stored and its part file is unchanged; anything
 * else is refused with an error naming the file and how to recover, never another exception.
 */
class StoreReaderFuzzTest {

    static final byte[] VALID = valid();
    static final List<String> TOKENS = List.of("\n", "=", " ", "metric.WAIT=1.0", "steady=steady 0.5 10 0 1.25",
            "run=0 0 1", "part=rejected-0-0-1 0 0", "checksum=", "NaN", "\u00ff", "\r", "");

    private static byte[] valid() {
        try {
            Path dir = Files.createTempDirectory("partita-store");
            try {
                return StoredRunAccess.valid(dir).getBytes(StandardCharsets.UTF_8);
            } finally {
                delete(dir);
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Provide
    Arbitrary<String> stored() {
        return Inputs.mutated(new String(VALID, StandardCharsets.UTF_8), TOKENS);
    }

    @Provide
    Arbitrary<String> part() {
        return Inputs.mutated(StoredRunAccess.PART, TOKENS);
    }

    @Property
    void aStoredRunIsReadBackOnlyWhenIntact(@ForAll("stored") String text) throws Exception {
        read(text.getBytes(StandardCharsets.UTF_8), StoredRunAccess.PART);
    }

    @Property
    void aChangedPartFileIsRefused(@ForAll("part") String part) throws Exception {
        read(VALID, part);
    }

    /** Reads {@code run} as a stored run whose part file holds {@code part}: the stored run, or a clear refusal. */
    static void read(byte[] run, String part) throws Exception {
        Path dir = Files.createTempDirectory("partita-store");
        try {
            Files.writeString(dir.resolve("rejected-0-0-1"), part, StandardCharsets.UTF_8);
            Path file = Files.write(dir.resolve("run-0-0-1.txt"), run);
            try {
                assertEquals(StoredRunAccess.KEY, StoredRunAccess.read(file).key());
                assertArrayEquals(VALID, run, "only what was stored is read back");
                assertEquals(StoredRunAccess.PART, part, "only with its part file unchanged");
            } catch (IOException e) {
                String m = e.getMessage();
                assertTrue(m != null && m.startsWith(file + ": damaged stored run (")
                        && m.endsWith("delete it to run that run again (partita run --resume, or the shard that "
                                + "owns it)"), m);
            }
        } finally {
            delete(dir);
        }
    }

    private static void delete(Path dir) throws IOException {
        try (var s = Files.walk(dir)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
