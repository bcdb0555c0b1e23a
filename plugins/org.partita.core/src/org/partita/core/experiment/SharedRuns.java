package org.partita.core.experiment;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;

import org.partita.core.format.Sha256;

/**
 * Runs shared between the experiments whose output folders have the same parent (a suite build's
 * {@code target/partita/}): a run whose whole definition equals one already stored by another experiment there is
 * copied from that experiment's store instead of simulated again. Two figures of a paper often measure different
 * metrics of the same runs (Kim and Yoon's Figs. 10 and 12: the same machine, workload, pipelines and seed); every
 * stored run holds all metrics, so the copy serves any {@code measure}.
 *
 * <p>The index is the folder {@code <parent>/.shared-runs/}: one file per run definition, named by the SHA-256 of
 * {@link #definition}, that names the experiment folder holding the run, the SHA-256 of that experiment's
 * fingerprint and the run's key there. A copy is taken only when that store still holds that experiment (its
 * {@code experiment.txt} has the recorded hash) and the stored run verifies ({@link StoredRun}); anything else is a
 * miss and the run is simulated. The run's random streams depend on the seed, the point's index and the replication
 * only (see {@link ExperimentRunner}), so a copied run is the run this experiment would simulate, byte for byte.
 */
final class SharedRuns {

    /** The index folder's name, next to the experiments' output folders. */
    static final String FOLDER = ".shared-runs";

    private final Path index;
    private final RunDescription description;
    private final String fingerprintHash;
    private final String experimentFolder;
    private final boolean placementsCsv;

    private SharedRuns(Path index, RunDescription description, ExperimentRunner.Options options,
            String fingerprint, boolean placementsCsv) {
        this.index = index;
        this.description = description;
        this.fingerprintHash = Sha256.of(fingerprint.getBytes(StandardCharsets.UTF_8));
        this.experimentFolder = options.outDir().toAbsolutePath().normalize().getFileName().toString();
        this.placementsCsv = placementsCsv;
    }

    /** Sharing for the experiment written into {@code options.outDir()}, whose store has {@code fingerprint}. */
    static SharedRuns of(RunDescription description, ExperimentRunner.Options options, String fingerprint,
            boolean placementsCsv) {
        Path parent = options.outDir().toAbsolutePath().normalize().getParent();
        return new SharedRuns(parent.resolve(FOLDER), description, options, fingerprint, placementsCsv);
    }

    /** Everything run {@code k}'s stored files depend on ({@link RunDescription#run}). */
    String definition(RunKey k) {
        return description.run(k, placementsCsv);
    }

    /**
     * The definitions being simulated in this process, by index entry: an experiment that needs a run another one is
     * simulating at the moment waits for it and copies it, instead of simulating it too (a suite build runs
     * several experiments at a time, and the second of two that share runs would otherwise catch up with the first
     * and simulate its runs alongside it). On shared workers another worker starts for the time of the wait
     * ({@link RunWorkers#whileWaiting}).
     */
    private static final ConcurrentHashMap<Path, CompletableFuture<Void>> IN_FLIGHT = new ConcurrentHashMap<>();

    /** The right to simulate one run; {@link #close()} lets the experiments waiting for it copy it. */
    interface Claim extends AutoCloseable {
        @Override
        void close();
    }

    /**
     * Claims run {@code k}'s definition for this thread, first waiting while another thread of this process
     * simulates it (then {@link #take} finds it).
     */
    Claim claim(RunKey k) throws InterruptedIOException {
        Path id = entry(k);
        while (true) {
            CompletableFuture<Void> mine = new CompletableFuture<>();
            CompletableFuture<Void> other = IN_FLIGHT.putIfAbsent(id, mine);
            if (other == null) {
                return () -> {
                    IN_FLIGHT.remove(id, mine);
                    mine.complete(null);
                };
            }
            try {
                RunWorkers.whileWaiting(() -> {
                    try {
                        other.get();
                    } catch (ExecutionException e) {
                        throw new IllegalStateException(e); // never completed exceptionally
                    }
                });
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while another experiment simulated a run it shares");
            }
        }
    }

    private Path entry(RunKey k) {
        return index.resolve(Sha256.of(definition(k).getBytes(StandardCharsets.UTF_8)));
    }

    /** Records that run {@code k}, stored in this experiment's store, is there for the others to copy. */
    void publish(RunKey k) throws IOException {
        Files.createDirectories(index);
        String text = experimentFolder + "\n" + fingerprintHash + "\n" + k.pipeline() + " " + k.point() + " "
                + k.replication() + "\n";
        Path e = entry(k);
        if (Files.isRegularFile(e) && Files.readString(e, StandardCharsets.UTF_8).equals(text)) {
            return;
        }
        AtomicFiles.write(e, w -> w.write(text));
    }

    /**
     * Run {@code k} copied from the store of another experiment that holds it, its part files copied into
     * {@code parts} under this run's key; {@code null} when no other experiment holds a run with its definition
     * that verifies. The caller saves it in this experiment's store.
     */
    RunResult take(RunKey k, Path parts) {
        Path e = entry(k);
        try {
            if (!Files.isRegularFile(e)) {
                return null;
            }
            String[] lines = Files.readString(e, StandardCharsets.UTF_8).split("\n");
            if (lines.length != 3 || lines[0].equals(experimentFolder)) {
                return null;
            }
            Path source = index.resolveSibling(lines[0]).resolve(RunStore.FOLDER);
            Path fp = source.resolve(RunStore.FINGERPRINT);
            if (!Files.isRegularFile(fp) || !Sha256.of(Files.readAllBytes(fp)).equals(lines[1])) {
                return null; // that experiment changed since: its store holds other runs now
            }
            String[] key = lines[2].split(" ");
            RunKey from = new RunKey(Integer.parseInt(key[0]), Integer.parseInt(key[1]), Integer.parseInt(key[2]));
            Path stored = source.resolve(RunStore.markerName(from));
            if (!Files.isRegularFile(stored)) {
                return null;
            }
            RunResult r = StoredRun.read(stored, from, lines[1]);
            for (String name : StoredRun.partNames(from)) {
                Path part = source.resolve(name);
                if (Files.isRegularFile(part)) {
                    Files.copy(part, parts.resolve(StoredRun.renamed(name, from, k)),
                            StandardCopyOption.REPLACE_EXISTING);
                }
            }
            return new RunResult(k, r.metrics(), r.simulation(), r.sourceCounters(), r.violations(),
                    r.steadyState());
        } catch (IOException | RuntimeException ex) {
            return null; // a damaged or vanished copy is no reason to stop: the run is simulated
        }
    }
}
