package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A damaged run store is never merged: a stored run whose checksum, key, fingerprint, lines or part files do not
 * verify, and stored runs without their experiment's fingerprint, are errors naming the file and saying how to
 * recover — on a merge, a resumed run and a shard alike.
 */
class StoreIntegrityTest {

    @TempDir
    Path dir;

    /** One workload for all (its description, part of the fingerprint, names the instance). */
    private static final Experiment BASE = ExperimentRunnerTest.experiment(Replications.fixed(2));

    private static Experiment experiment(long seed) {
        Experiment e = BASE;
        return new Experiment(e.name(), e.machine(), e.pipelines(), e.points(), e.workload(), e.config(),
                e.replications(), seed, e.horizon());
    }

    private static ExperimentRunner runner(Experiment e, Path out, boolean resume) {
        return new ExperimentRunner(e, StandardStrategies.allocators(),
                new ExperimentRunner.Options(out, true, 2, false, false, null, resume, null));
    }

    /** The store of both shards of a two-shard sweep of the experiment with seed 42. */
    private Path shards() throws Exception {
        Path out = dir.resolve("out");
        runner(experiment(42), out, false).runShard(new Shard(1, 2));
        runner(experiment(42), out, false).runShard(new Shard(2, 2));
        return out;
    }

    private static Path stored(Path out) {
        return out.resolve(RunStore.FOLDER).resolve("run-0-0-1.txt");
    }

    private interface Change {
        String apply(String text) throws Exception;
    }

    private static void edit(Path file, Change change) throws Exception {
        Files.writeString(file, change.apply(Files.readString(file)));
    }

    /** The text with its checksum line (SHA-256 of the bytes before it) made to match again, as by a careful edit. */
    static String resealed(String text) throws Exception {
        String body = text.substring(0, text.lastIndexOf("checksum="));
        byte[] sha = java.security.MessageDigest.getInstance("SHA-256")
                .digest(body.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return body + "checksum=" + java.util.HexFormat.of().formatHex(sha) + "\n";
    }

    private static void assertRefused(Path out, Path file, String problem) {
        IOException e = assertThrows(IOException.class, () -> runner(experiment(42), out, false).merge());
        assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(problem), e.getMessage());
        assertFalse(e instanceof MissingRunsException, e.getMessage());
        assertFalse(Files.exists(out.resolve(ResultFiles.SUMMARY)), "nothing is written");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"empty", "cut", "no-wait", "no-steady", "other-number", "nan", "duplicate",
        "invalid-utf8"})
    void aDamagedStoredRunIsNotMerged(String damage) throws Exception {
        Path out = shards();
        Path run = stored(out);
        String text = Files.readString(run);
        switch (damage) {
            case "empty" -> Files.write(run, new byte[0]);
            case "cut" -> Files.write(run, Arrays.copyOf(Files.readAllBytes(run), text.length() - 60));
            case "no-wait" -> edit(run, t -> t.replaceAll("metric\\.WAIT=[^\\n]*\\n", ""));
            case "no-steady" -> edit(run, t -> t.replaceAll("steady=[^\\n]*\\n", ""));
            case "other-number" -> edit(run, t -> t.replaceAll("metric\\.WAIT=[^\\n]*", "metric.WAIT=123.456"));
            case "nan" -> edit(run, t -> t.replaceAll("metric\\.WAIT=[^\\n]*", "metric.WAIT=NaN"));
            case "duplicate" -> edit(run, t -> t.replaceFirst("(metric\\.WAIT=[^\\n]*\\n)", "$1$1"));
            case "invalid-utf8" -> {
                byte[] b = Files.readAllBytes(run);
                b[5] = (byte) 0xC3; // a lead byte followed by ASCII
                Files.write(run, b);
            }
            default -> throw new IllegalArgumentException(damage);
        }
        assertRefused(out, run, "damaged stored run");
        IOException e = assertThrows(IOException.class, () -> runner(experiment(42), out, false).merge());
        assertTrue(e.getMessage().contains("delete it to run that run again"), e.getMessage());
    }

    @Test
    void aResealedRunStillHasItsKeysAndValuesChecked() throws Exception {
        Path out = shards();
        Path run = stored(out);
        String original = Files.readString(run);
        edit(run, t -> resealed(t.replaceFirst("(metric\\.WAIT=[^\\n]*\\n)", "$1$1")));
        assertRefused(out, run, "'metric.WAIT' appears twice");
        Files.writeString(run, resealed(original.replaceAll("steady=[^\\n]*\\n", "")));
        assertRefused(out, run, "no 'steady' line");
        Files.writeString(run, resealed(original.replace("run=0 0 1", "run=0 0 2")));
        assertRefused(out, run, "it holds run 0 0 2, not 0 0 1");
        Files.writeString(run, resealed(original.replaceAll("metric\\.WAIT=[^\\n]*", "metric.WAIT=many")));
        assertRefused(out, run, "many");
        Files.writeString(run, original);
        runner(experiment(42), out, false).merge(); // the untouched store merges
    }

    @Test
    void junkInAStoredPartFileIsNotCopiedIntoTheResults() throws Exception {
        Path out = shards();
        Path part = out.resolve(RunStore.FOLDER).resolve("rejected-0-0-1");
        Files.writeString(part, "junk,junk\n", java.nio.file.StandardOpenOption.APPEND);
        assertRefused(out, stored(out), "its part file " + part + " was changed or cut short");
        Files.delete(part);
        assertRefused(out, stored(out), "its part file rejected-0-0-1 is missing");
    }

    @Test
    void deletingTheDamagedRunLetsTheShardRunItAgain() throws Exception {
        Path whole = dir.resolve("whole");
        runner(experiment(42), whole, false).run();
        Path out = shards();
        Files.write(stored(out), new byte[0]);
        assertThrows(IOException.class, () -> runner(experiment(42), out, false).merge());
        Files.delete(stored(out));
        int owner = ShardPlan.of(experiment(42), 2).shardOf(new RunKey(0, 0, 1));
        runner(experiment(42), out, false).runShard(new Shard(owner, 2));
        runner(experiment(42), out, false).merge();
        for (String f : new String[] {ResultFiles.SUMMARY, ResultFiles.REJECTED, ResultFiles.JOBS}) {
            assertArrayEquals(Files.readAllBytes(whole.resolve(f)), Files.readAllBytes(out.resolve(f)), f);
        }
    }

    @Test
    void aResumedRunRefusesADamagedStoredRunToo() throws Exception {
        Path out = dir.resolve("out");
        runner(experiment(42), out, false).runShard(new Shard(1, 2));
        Path run = out.resolve(RunStore.FOLDER);
        Path damaged;
        try (var s = Files.list(run)) {
            damaged = s.filter(p -> p.getFileName().toString().startsWith("run-")).findFirst().orElseThrow();
        }
        edit(damaged, t -> t.replaceAll("metric\\.WAIT=[^\\n]*", "metric.WAIT=1.0"));
        IOException e = assertThrows(IOException.class, () -> runner(experiment(42), out, true).run());
        assertTrue(e.getMessage().startsWith(damaged + ": damaged stored run (its checksum does not match"),
                e.getMessage());
        IOException shard = assertThrows(IOException.class,
                () -> runner(experiment(42), out, false).runShard(new Shard(1, 2)));
        assertTrue(shard.getMessage().startsWith(damaged + ": "), shard.getMessage());
    }

    @Test
    void aStoreWithoutItsFingerprintIsRefused() throws Exception {
        Path out = dir.resolve("out");
        runner(experiment(42), out, false).runShard(new Shard(1, 2));
        Path fingerprint = out.resolve(RunStore.FOLDER).resolve(RunStore.FINGERPRINT);
        Files.delete(fingerprint);
        IOException e = assertThrows(IOException.class,
                () -> runner(experiment(43), out, false).runShard(new Shard(2, 2)));
        assertTrue(e.getMessage().startsWith(fingerprint + ": missing, so nothing says which experiment"),
                e.getMessage());
        e = assertThrows(IOException.class, () -> runner(experiment(42), out, false).merge());
        assertTrue(e.getMessage().startsWith(fingerprint + ": missing"), e.getMessage());
        e = assertThrows(IOException.class, () -> runner(experiment(42), out, true).run());
        assertTrue(e.getMessage().startsWith(fingerprint + ": missing"), e.getMessage());
    }

    @Test
    void aRunStoredByAnotherExperimentIsRefusedEvenUnderThisOnesFingerprint() throws Exception {
        Path out = dir.resolve("out");
        runner(experiment(42), out, false).runShard(new Shard(1, 2));
        Path other = dir.resolve("other");
        runner(experiment(43), other, false).runShard(new Shard(2, 2));
        Path folder = out.resolve(RunStore.FOLDER);
        Files.copy(other.resolve(RunStore.FOLDER).resolve(RunStore.FINGERPRINT), folder.resolve(RunStore.FINGERPRINT),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        IOException e = assertThrows(IOException.class, () -> runner(experiment(43), out, false).merge());
        assertTrue(e.getMessage().contains("it was stored by another experiment or with other options than the "
                + "store's experiment.txt"), e.getMessage());
    }

    @Test
    void aFingerprintThatIsNotUtf8IsNamed() throws Exception {
        Path out = dir.resolve("out");
        runner(experiment(42), out, false).runShard(new Shard(1, 2));
        Path fingerprint = out.resolve(RunStore.FOLDER).resolve(RunStore.FINGERPRINT);
        Files.write(fingerprint, new byte[] {'s', (byte) 0xFF, '\n'});
        IOException e = assertThrows(IOException.class, () -> runner(experiment(42), out, false).merge());
        assertTrue(e.getMessage().startsWith(fingerprint + ": not UTF-8 text"), e.getMessage());
        assertFalse(e.getMessage().contains("Input length"), e.getMessage());
    }
}
