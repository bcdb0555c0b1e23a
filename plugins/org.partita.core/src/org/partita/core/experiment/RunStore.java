package org.partita.core.experiment;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.partita.core.alloc.AllocatorStats;
import org.partita.core.engine.SimulationResult;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.RunMetrics;
import org.partita.core.metrics.SteadyState;
import org.partita.core.metrics.SteadyVerdict;

/**
 * The finished runs of an experiment that is still going on, one small file per (pipeline, sweep point,
 * replication) in {@code <out>/.partial/}, so that a long experiment loses nothing when it is interrupted.
 *
 * <ul>
 * <li>{@code experiment.txt}: the experiment's fingerprint; resuming with another experiment or other recording
 * options is refused.</li>
 * <li>{@code jobs-P-S-R}, {@code rejected-P-S-R}: the run's rows of {@code jobs.csv} and {@code rejected.csv},
 * written while it runs.</li>
 * <li>{@code run-P-S-R.txt}: the run's metrics, counters and invariant violations, written atomically
 * ({@link AtomicFiles}) after its row files are closed. Its presence is what marks the run as finished; a run
 * without it is run again from the start (its row files are overwritten).</li>
 * </ul>
 * Metric values are stored with {@link Double#toString(double)}, which reads back to the same {@code double}, so
 * a resumed experiment writes byte-identical result files. Runs loaded back keep their counts but not the lists of
 * jobs still running or waiting at the stop.
 */
final class RunStore {

    /** The folder name under the output directory. */
    static final String FOLDER = ".partial";

    private static final String FINGERPRINT = "experiment.txt";

    private final Path folder;

    private RunStore(Path folder) {
        this.folder = folder;
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
            String old = Files.readString(fp, StandardCharsets.UTF_8);
            if (!old.equals(fingerprint)) {
                throw new IOException(folder.getParent() + ": the unfinished results there come from a different "
                        + "experiment or different options (" + firstDifference(old, fingerprint)
                        + "); run again without --resume to start over");
            }
            return new RunStore(folder);
        }
        clear(folder);
        Files.createDirectories(folder);
        AtomicFiles.write(fp, w -> w.write(fingerprint));
        return new RunStore(folder);
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
            String old = Files.readString(fp, StandardCharsets.UTF_8);
            if (!old.equals(fingerprint)) {
                throw new IOException(folder.getParent() + ": the stored runs there come from a different "
                        + "experiment or different options (" + firstDifference(old, fingerprint) + "); use "
                        + "another output directory, or delete " + folder + " to start the sweep over");
            }
        } else {
            Files.createDirectories(folder);
            AtomicFiles.write(fp, w -> w.write(fingerprint));
        }
        return new RunStore(folder);
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
                    String text = Files.readString(p, StandardCharsets.UTF_8).strip();
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
        return Files.isRegularFile(fp) && Files.readString(fp, StandardCharsets.UTF_8).equals(fingerprint);
    }

    Path folder() {
        return folder;
    }

    private Path marker(RunKey k) {
        return folder.resolve("run-" + k.pipeline() + "-" + k.point() + "-" + k.replication() + ".txt");
    }

    /** Persists a finished run (atomically). */
    void save(RunResult r) throws IOException {
        StringBuilder s = new StringBuilder();
        for (Map.Entry<Metric, Double> e : r.metrics().asMap().entrySet()) {
            s.append("metric.").append(e.getKey().name()).append('=').append(Double.toString(e.getValue()))
                    .append('\n');
        }
        for (Map.Entry<String, Long> e : r.sourceCounters().entrySet()) {
            s.append("counter.").append(e.getKey()).append('=').append(e.getValue()).append('\n');
        }
        SimulationResult sim = r.simulation();
        if (sim != null) {
            s.append("sim=").append(Double.toString(sim.endTime())).append(' ').append(sim.arrived()).append(' ')
                    .append(sim.rejected()).append(' ').append(sim.started()).append(' ').append(sim.completed())
                    .append(' ').append(sim.measured()).append(' ').append(sim.allocationNanos()).append('\n');
            AllocatorStats a = sim.allocatorStats() == null ? AllocatorStats.NONE : sim.allocatorStats();
            s.append("alloc=").append(a.requests()).append(' ').append(a.misses()).append(' ')
                    .append(a.contiguousPlacements()).append(' ').append(a.migrations()).append(' ')
                    .append(a.searchNanos()).append(' ').append(a.releaseNanos()).append(' ')
                    .append(a.searchSteps()).append('\n');
        }
        SteadyState st = r.steadyState();
        s.append("steady=").append(st.verdict().label()).append(' ').append(Double.toString(st.offeredLoad()))
                .append(' ').append(st.warmup()).append(' ').append(st.truncation()).append(' ')
                .append(Double.toString(st.trendT())).append('\n');
        for (InvariantChecker.Violation v : r.violations()) {
            s.append("violation=").append(v.jobId()).append(' ')
                    .append(v.message().replace('\n', ' ')).append('\n');
        }
        AtomicFiles.write(marker(r.key()), w -> w.write(s.toString()));
    }

    /** The run stored for {@code key}, or {@code null} when it has not finished. */
    RunResult load(RunKey key) throws IOException {
        Path m = marker(key);
        if (!Files.isRegularFile(m)) {
            return null;
        }
        RunMetrics metrics = new RunMetrics();
        Map<String, Long> counters = new LinkedHashMap<>();
        List<InvariantChecker.Violation> violations = new ArrayList<>();
        SimulationResult sim = null;
        long[] alloc = new long[7];
        String[] simFields = null;
        SteadyState steady = SteadyState.UNKNOWN;
        try (BufferedReader in = new BufferedReader(new StringReader(Files.readString(m, StandardCharsets.UTF_8)))) {
            for (String line; (line = in.readLine()) != null;) {
                int eq = line.indexOf('=');
                if (eq < 0) {
                    throw new IOException(m + ": malformed line '" + line + "'");
                }
                String k = line.substring(0, eq);
                String v = line.substring(eq + 1);
                if (k.startsWith("metric.")) {
                    metrics.put(Metric.valueOf(k.substring(7)), Double.parseDouble(v));
                } else if (k.startsWith("counter.")) {
                    counters.put(k.substring(8), Long.parseLong(v));
                } else if (k.equals("sim")) {
                    simFields = v.split(" ");
                } else if (k.equals("alloc")) {
                    String[] f = v.split(" ");
                    for (int i = 0; i < alloc.length; i++) {
                        alloc[i] = Long.parseLong(f[i]);
                    }
                } else if (k.equals("steady")) {
                    String[] f = v.split(" ");
                    steady = new SteadyState(Double.parseDouble(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3]),
                            Double.parseDouble(f[4]), SteadyVerdict.ofLabel(f[0]));
                } else if (k.equals("violation")) {
                    int sp = v.indexOf(' ');
                    violations.add(new InvariantChecker.Violation(Long.parseLong(v.substring(0, sp)),
                            v.substring(sp + 1)));
                }
            }
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            throw new IOException(m + ": unreadable stored run (" + e.getMessage() + "); delete the file to run "
                    + "it again", e);
        }
        if (simFields != null) {
            sim = new SimulationResult(Double.parseDouble(simFields[0]), Long.parseLong(simFields[1]),
                    Long.parseLong(simFields[2]), Long.parseLong(simFields[3]), Long.parseLong(simFields[4]),
                    Long.parseLong(simFields[5]), List.of(), List.of(),
                    new AllocatorStats(alloc[0], alloc[1], alloc[2], alloc[3], alloc[4], alloc[5], alloc[6]),
                    Long.parseLong(simFields[6]));
        }
        return new RunResult(key, metrics, sim, counters, violations, steady);
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
