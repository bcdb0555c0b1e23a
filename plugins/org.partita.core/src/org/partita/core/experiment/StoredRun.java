package org.partita.core.experiment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.partita.core.format.Sha256;

import org.partita.core.alloc.AllocatorStats;
import org.partita.core.engine.SimulationResult;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.RunMetrics;
import org.partita.core.metrics.SteadyState;
import org.partita.core.metrics.SteadyVerdict;

/**
 * The file {@code run-P-S-R.txt} of a finished run in the {@link RunStore}, one {@code key=value} per line:
 *
 * <pre>
 * run=P S R                          the run's key, as in the file name
 * experiment=&lt;SHA-256&gt;               of the experiment's fingerprint ({@code experiment.txt})
 * metric.NAME=&lt;double&gt;               once per metric ({@link Double#toString(double)}: reads back exactly)
 * counter.NAME=&lt;long&gt;                once per job-source counter
 * sim=…, alloc=…                     the simulation's counts, at most once each
 * steady=&lt;verdict&gt; …                 the steady-state diagnosis, once
 * violation=&lt;job&gt; &lt;message&gt;          any number
 * part=&lt;name&gt; &lt;bytes&gt; &lt;SHA-256&gt;      each part file of the run ({@code rejected-P-S-R}, {@code jobs-P-S-R}, …)
 * checksum=&lt;SHA-256&gt;                 of every byte before this line ({@link SealedText})
 * </pre>
 * A run is read back only when all of it verifies; anything else is an error that names the file and says how to
 * recover (delete it, and the run is run again).
 */
final class StoredRun {

    /** The prefixes of a run's part files in the store, before {@code P-S-R}. */
    private static final List<String> PARTS = List.of("rejected-", "jobs-", "placements-", "timeline-");
    /** Keys that may appear more than once. */
    private static final Set<String> REPEATED = Set.of("violation", "part");

    private StoredRun() {
    }

    /** The sealed text of {@code r}, whose part files are already complete in {@code folder}. */
    static String text(RunResult r, String fingerprintHash, Path folder) throws IOException {
        RunKey k = r.key();
        StringBuilder s = new StringBuilder();
        s.append("run=").append(k.pipeline()).append(' ').append(k.point()).append(' ').append(k.replication())
                .append('\n');
        s.append("experiment=").append(fingerprintHash).append('\n');
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
        for (String name : partNames(k)) {
            Path part = folder.resolve(name);
            if (Files.isRegularFile(part)) {
                s.append("part=").append(name).append(' ').append(Files.size(part)).append(' ')
                        .append(Sha256.of(part)).append('\n');
            }
        }
        return SealedText.seal(s.toString());
    }

    /** The names of the part files run {@code k} may have, each ending in its tag {@code P-S-R}. */
    static List<String> partNames(RunKey k) {
        String tag = tag(k);
        List<String> names = new ArrayList<>();
        for (String prefix : PARTS) {
            names.add(prefix + tag);
        }
        names.add(ClassSummary.part(k));
        return names;
    }

    private static String tag(RunKey k) {
        return k.pipeline() + "-" + k.point() + "-" + k.replication();
    }

    /** Part file {@code name} of run {@code from} ({@link #partNames}) renamed for run {@code to}. */
    static String renamed(String name, RunKey from, RunKey to) {
        String tag = tag(from);
        if (!name.endsWith(tag)) {
            throw new IllegalArgumentException(name + " is not a part file of run " + tag);
        }
        return name.substring(0, name.length() - tag.length()) + tag(to);
    }

    /**
     * The run stored in {@code file} for {@code key}, after checking its checksum, its key, that it belongs to the
     * experiment with {@code fingerprintHash}, that every line is well-formed and every part file unchanged.
     *
     * @throws IOException naming the file, what is wrong and how to recover
     */
    static RunResult read(Path file, RunKey key, String fingerprintHash) throws IOException {
        String body;
        try {
            body = SealedText.open(file);
        } catch (SealedText.Damaged e) {
            throw damaged(file, e.getMessage(), null);
        }
        try {
            return parse(file, body, key, fingerprintHash);
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            throw damaged(file, e.getMessage(), e);
        }
    }

    private static RunResult parse(Path file, String body, RunKey key, String fingerprintHash) throws IOException {
        RunMetrics metrics = new RunMetrics();
        Map<String, Long> counters = new LinkedHashMap<>();
        List<InvariantChecker.Violation> violations = new ArrayList<>();
        String[] simFields = null;
        String[] allocFields = null;
        SteadyState steady = null;
        String run = null;
        String experiment = null;
        Set<String> seen = new HashSet<>();
        for (String line : body.split("\n")) {
            int eq = line.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("malformed line '" + line + "'");
            }
            String k = line.substring(0, eq);
            String v = line.substring(eq + 1);
            if (!REPEATED.contains(k) && !seen.add(k)) {
                throw new IllegalArgumentException("'" + k + "' appears twice");
            }
            if (k.startsWith("metric.")) {
                metrics.put(Metric.valueOf(k.substring(7)), Double.parseDouble(v));
            } else if (k.startsWith("counter.")) {
                counters.put(k.substring(8), Long.parseLong(v));
            } else {
                switch (k) {
                    case "run" -> run = v;
                    case "experiment" -> experiment = v;
                    case "sim" -> simFields = fields(k, v, 7);
                    case "alloc" -> allocFields = fields(k, v, 7);
                    case "steady" -> {
                        String[] f = fields(k, v, 5);
                        steady = new SteadyState(Double.parseDouble(f[1]), Long.parseLong(f[2]),
                                Long.parseLong(f[3]), Double.parseDouble(f[4]), SteadyVerdict.ofLabel(f[0]));
                    }
                    case "violation" -> {
                        int sp = v.indexOf(' ');
                        violations.add(new InvariantChecker.Violation(Long.parseLong(v.substring(0, sp)),
                                v.substring(sp + 1)));
                    }
                    case "part" -> checkPart(file, key, fields(k, v, 3));
                    default -> throw new IllegalArgumentException("unknown line '" + line + "'");
                }
            }
        }
        String expected = key.pipeline() + " " + key.point() + " " + key.replication();
        if (run == null || !run.equals(expected)) {
            throw new IllegalArgumentException(run == null ? "no 'run' line" : "it holds run " + run + ", not "
                    + expected);
        }
        if (experiment == null || !experiment.equals(fingerprintHash)) {
            throw new IllegalArgumentException("it was stored by another experiment or with other options than "
                    + "the store's " + RunStore.FINGERPRINT);
        }
        if (steady == null) {
            throw new IllegalArgumentException("no 'steady' line");
        }
        if ((simFields == null) != (allocFields == null)) {
            throw new IllegalArgumentException("'sim' and 'alloc' go together");
        }
        SimulationResult sim = null;
        if (simFields != null) {
            long[] a = new long[7];
            for (int i = 0; i < a.length; i++) {
                a[i] = Long.parseLong(allocFields[i]);
            }
            sim = new SimulationResult(Double.parseDouble(simFields[0]), Long.parseLong(simFields[1]),
                    Long.parseLong(simFields[2]), Long.parseLong(simFields[3]), Long.parseLong(simFields[4]),
                    Long.parseLong(simFields[5]), List.of(), List.of(),
                    new AllocatorStats(a[0], a[1], a[2], a[3], a[4], a[5], a[6]), Long.parseLong(simFields[6]));
        }
        return new RunResult(key, metrics, sim, counters, violations, steady);
    }

    private static String[] fields(String key, String value, int count) {
        String[] f = value.split(" ", -1);
        if (f.length != count) {
            throw new IllegalArgumentException("'" + key + "' has " + f.length + " fields, not " + count);
        }
        return f;
    }

    /** Checks that the part {@code f = name, bytes, SHA-256} of {@code key} is in the store, unchanged. */
    private static void checkPart(Path file, RunKey key, String[] f) throws IOException {
        if (!partNames(key).contains(f[0])) {
            throw new IllegalArgumentException("'" + f[0] + "' is not a part file of this run");
        }
        Path part = file.resolveSibling(f[0]);
        if (!Files.isRegularFile(part)) {
            throw new IllegalArgumentException("its part file " + f[0] + " is missing");
        }
        if (Files.size(part) != Long.parseLong(f[1]) || !Sha256.of(part).equals(f[2])) {
            throw new IllegalArgumentException("its part file " + part + " was changed or cut short after the run "
                    + "(size or checksum differs)");
        }
    }

    private static IOException damaged(Path file, String problem, Exception cause) {
        return new IOException(file + ": damaged stored run (" + problem + "); delete it to run that run again ("
                + "partita run --resume, or the shard that owns it)", cause);
    }
}
