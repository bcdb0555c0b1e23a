package org.partita.core.experiment;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.partita.core.format.Sha256;

/**
 * The finished runs of an experiment that is still going on, one small file per (pipeline, sweep point,
 * replication) in {@code <out>/.partial/}, so that a long experiment loses nothing when it is interrupted.
 *
 * <ul>
 * <li>{@code experiment.txt}: the experiment's fingerprint; resuming with another experiment or other recording
 * options is refused.</li>
 * <li>{@code jobs-P-S-R}, {@code rejected-P-S-R}: the run's rows of {@code jobs.csv} and {@code rejected.csv},
 * written while it runs.</li>
 * <li>{@code run-P-S-R.txt}: the run's metrics, counters and invariant violations, the fingerprint of its
 * experiment and the size and checksum of each of its row files, sealed with a checksum of its own
 * ({@link StoredRun}); written atomically ({@link AtomicFiles}) after its row files are closed. Its presence is
 * what marks the run as finished; a run without it is run again from the start (its row files are
 * overwritten).</li>
 * </ul>
 * Nothing that does not verify is used: a stored run whose checksum, key, fingerprint, lines or row files do not
 * verify, and stored runs without {@code experiment.txt}, are errors naming the file and saying how to recover.
 * Metric values are stored with {@link Double#toString(double)}, which reads back to the same {@code double}, so
 * a resumed experiment writes byte-identical result files. Runs loaded back keep their counts but not the lists of
 * jobs still running or waiting at the stop.
 */
final class RunStore {

    /** The folder name under the output directory. */
    static final String FOLDER = ".partial";

    static final String FINGERPRINT = "experiment.txt";

    private final Path folder;
    /** The SHA-256 of the experiment's fingerprint, which every stored run carries. */
    private final String fingerprintHash;

    private RunStore(Path folder, String fingerprint) {
        this.folder = folder;
        this.fingerprintHash = Sha256.of(fingerprint.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Opens the store: when {@code resume} is false, or nothing was started yet, an empty folder with the
     * fingerprint; when resuming, the existing folder after checking its fingerprint.
     *
     * @throws IOException when resuming a folder started by a different experiment or with other options
     */
    static RunStore open(Path folder, String fingerprint, boolean resume) throws IOException {
        Path fp = folder.resolve(FINGERPRINT);
        if (resume && Files.isRegularFile(fp)) {
            String old = readFingerprint(fp);
            if (!old.equals(fingerprint)) {
                throw new IOException(folder.getParent() + ": the unfinished results there come from a different "
                        + "experiment or different options (" + firstDifference(old, fingerprint)
                        + "); run again without --resume to start over");
            }
            return new RunStore(folder, fingerprint);
        }
        if (resume) {
            refuseRunsWithoutFingerprint(folder, "run again without --resume to start over");
        }
        clear(folder);
        Files.createDirectories(folder);
        AtomicFiles.write(fp, w -> w.write(fingerprint));
        return new RunStore(folder, fingerprint);
    }

    /**
     * Opens the store that the shards of one experiment share: never cleared (other shards may be writing to it),
     * created with the fingerprint when it does not exist yet. Every shard writes the same fingerprint, so the
     * atomic write makes concurrent creation safe.
     *
     * @throws IOException when the folder holds runs of a different experiment or of other options
     */
    static RunStore openShared(Path folder, String fingerprint) throws IOException {
        Path fp = folder.resolve(FINGERPRINT);
        if (Files.isRegularFile(fp)) {
            String old = readFingerprint(fp);
            if (!old.equals(fingerprint)) {
                throw new IOException(folder.getParent() + ": the stored runs there come from a different "
                        + "experiment or different options (" + firstDifference(old, fingerprint) + "); use "
                        + "another output directory, or delete " + folder + " to start the sweep over");
            }
        } else {
            // every shard writes its fingerprint before its first run: runs without one were not stored by this
            // sweep's shards, and nothing says which experiment they belong to
            refuseRunsWithoutFingerprint(folder, "delete " + folder + " to start the sweep over");
            Files.createDirectories(folder);
            AtomicFiles.write(fp, w -> w.write(fingerprint));
        }
        return new RunStore(folder, fingerprint);
    }

    /** Refuses a folder holding stored runs but not the fingerprint of their experiment. */
    private static void refuseRunsWithoutFingerprint(Path folder, String remedy) throws IOException {
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (Stream<Path> s = Files.list(folder)) {
            if (s.anyMatch(p -> p.getFileName().toString().startsWith("run-"))) {
                throw new IOException(folder.resolve(FINGERPRINT) + ": missing, so nothing says which experiment "
                        + "the stored runs in " + folder + " belong to; " + remedy);
            }
        }
    }

    /** The states a shard records. */
    static final String RUNNING = "running";
    static final String FINISHED = "finished";

    /** Records the state of a shard ({@link #RUNNING} or {@link #FINISHED}) for a merge's report of missing runs. */
    void markShard(Shard shard, String state) throws IOException {
        AtomicFiles.write(folder.resolve("shard-" + shard.index() + "-of-" + shard.count() + ".txt"),
                w -> w.write("state=" + state + "\n"));
    }

    /** The states of the shards that have written into the store, by shard. */
    Map<Shard, String> shards() throws IOException {
        Map<Shard, String> states = new java.util.TreeMap<>(
                java.util.Comparator.comparingInt(Shard::count).thenComparingInt(Shard::index));
        if (!Files.isDirectory(folder)) {
            return states;
        }
        java.util.regex.Pattern name = java.util.regex.Pattern.compile("shard-(\\d+)-of-(\\d+)\\.txt");
        try (Stream<Path> s = Files.list(folder)) {
            for (Path p : s.toList()) {
                java.util.regex.Matcher m = name.matcher(p.getFileName().toString());
                if (m.matches()) {
                    String text;
                    try {
                        text = SealedText.utf8(Files.readAllBytes(p)).strip();
                    } catch (SealedText.Damaged e) {
                        text = "unreadable (" + p + ": " + e.getMessage() + ")";
                    }
                    states.put(new Shard(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))),
                            text.startsWith("state=") ? text.substring(6) : text);
                }
            }
        }
        return states;
    }

    /** Whether {@code folder} holds runs of the experiment with {@code fingerprint}. */
    static boolean startedBy(Path folder, String fingerprint) throws IOException {
        Path fp = folder.resolve(FINGERPRINT);
        return Files.isRegularFile(fp) && readFingerprint(fp).equals(fingerprint);
    }

    private static String readFingerprint(Path fp) throws IOException {
        try {
            return SealedText.utf8(Files.readAllBytes(fp));
        } catch (SealedText.Damaged e) {
            throw new IOException(fp + ": " + e.getMessage() + "; delete " + fp.getParent() + " to start over", e);
        }
    }

    Path folder() {
        return folder;
    }

    private Path marker(RunKey k) {
        return folder.resolve(markerName(k));
    }

    /** The name of the file that holds finished run {@code k}. */
    static String markerName(RunKey k) {
        return "run-" + k.pipeline() + "-" + k.point() + "-" + k.replication() + ".txt";
    }

    /** Persists a finished run (atomically), sealed with its checksum, after its part files are closed. */
    void save(RunResult r) throws IOException {
        String text = StoredRun.text(r, fingerprintHash, folder);
        AtomicFiles.write(marker(r.key()), w -> w.write(text));
    }

    /**
     * The run stored for {@code key}, or {@code null} when it has not finished.
     *
     * @throws IOException naming the file when the stored run does not verify: its checksum, its key, its
     *                     experiment's fingerprint, its lines or its part files (see {@link StoredRun})
     */
    RunResult load(RunKey key) throws IOException {
        Path m = marker(key);
        if (!Files.isRegularFile(m)) {
            return null;
        }
        return StoredRun.read(m, key, fingerprintHash);
    }

    private static String firstDifference(String a, String b) {
        String[] x = a.split("\n");
        String[] y = b.split("\n");
        for (int i = 0; i < Math.max(x.length, y.length); i++) {
            String l = i < x.length ? x[i] : "";
            String r = i < y.length ? y[i] : "";
            if (!l.equals(r)) {
                String key = (l.contains("=") ? l : r).split("=", 2)[0];
                return key + " differs";
            }
        }
        return "no difference";
    }

    /** Deletes the folder when no run has finished (nothing to resume from). */
    void discardIfEmpty() {
        try (Stream<Path> s = Files.list(folder)) {
            if (s.noneMatch(p -> p.getFileName().toString().startsWith("run-"))) {
                clear(folder);
            }
        } catch (IOException e) {
            // best effort: a leftover folder is harmless and overwritten by the next run
        }
    }

    /** Deletes {@code dir} and everything in it, if it exists. */
    static void clear(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            List<Path> paths = new ArrayList<>(s.toList());
            Collections.reverse(paths);
            for (Path p : paths) {
                Files.deleteIfExists(p);
            }
        }
    }
}
