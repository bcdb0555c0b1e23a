package org.partita.core.experiment;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.partita.core.alloc.AllocatorStats;
import org.partita.core.engine.SimulationResult;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.RunMetrics;
import org.partita.core.metrics.SteadyState;
import org.partita.core.metrics.SteadyVerdict;

/**
 * The run store's reader of one stored run ({@link StoredRun}), for the fuzzers: on the plain class path of the
 * fuzz tests the package's classes are reachable from a class of the same package.
 */
public final class StoredRunAccess {

    /** The key of the stored run the fuzzers read. */
    public static final RunKey KEY = new RunKey(0, 0, 1);
    /** The content of its one part file, {@code rejected-0-0-1}. */
    public static final String PART = "17,3.5,128,never fits,FF,0.5,1\n";
    private static final String FINGERPRINT = "experiment=fuzz\nseed=42\n";

    private StoredRunAccess() {
    }

    /** The file of a typical stored run, with its part file already in {@code folder}. */
    public static String valid(Path folder) throws IOException {
        Files.writeString(folder.resolve("rejected-0-0-1"), PART, StandardCharsets.UTF_8);
        RunMetrics m = new RunMetrics();
        m.put(Metric.RESPONSE, 12.5);
        m.put(Metric.WAIT, 7.25);
        m.put(Metric.UTILIZATION, 0.4375);
        m.put(Metric.SEARCH_COST, Double.NaN);
        SimulationResult sim = new SimulationResult(1234.5, 100, 1, 99, 98, 90, List.of(), List.of(),
                new AllocatorStats(99, 3, 99, 0, 0, 0, 4096), 0);
        RunResult r = new RunResult(KEY, m, sim, Map.of("skipped", 2L),
                List.of(new InvariantChecker.Violation(7, "node 3 held twice")),
                new SteadyState(0.5, 10, 0, 1.25, SteadyVerdict.STEADY));
        return StoredRun.text(r, hash(), folder);
    }

    /** Reads {@code file} as the stored run {@link #KEY} of the fuzzers' experiment. */
    public static RunResult read(Path file) throws IOException {
        return StoredRun.read(file, KEY, hash());
    }

    private static String hash() {
        return org.partita.core.format.Sha256.of(FINGERPRINT.getBytes(StandardCharsets.UTF_8));
    }
}
