package org.partita.dsl.interpreter;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.partita.core.scenario.Scenario;

/**
 * A rough, up-front estimate of what an experiment asks of the machine it runs on, so that one clearly beyond it is
 * said before anything runs rather than discovered after minutes of silence:
 * <ul>
 * <li><b>memory</b>: each run at work keeps state per processor (the allocator's map of the machine and the node
 * lists of the running jobs), about {@value #BYTES_PER_NODE} bytes per processor, and {@code threads} runs work at
 * once;</li>
 * <li><b>time</b>: starting and ending a job costs up to one visit of every processor (a contiguous allocator scans
 * the machine; a job's node list is as long as the job is wide), so a run costs about {@code jobs × processors}
 * steps, at about {@value #STEPS_PER_SECOND} steps a second per thread (measured: first fit on a 1024 × 1024 and a
 * 4096 × 4096 mesh).</li>
 * </ul>
 * Both are orders of magnitude, not predictions; only experiments far beyond the machine are warned about.
 */
public final class RunCost {

    /** The state a run keeps per processor, bytes (measured: a 4096 × 4096 mesh runs in 256 MB, not in 128 MB). */
    static final long BYTES_PER_NODE = 12;
    /** Processor visits a second on one thread. */
    static final double STEPS_PER_SECOND = 1.5e8;
    /** An estimate at least this long (seconds) is warned about. */
    static final double TOO_LONG = 3600;
    /** An estimate at least this long (seconds) is announced by {@code run}. */
    static final double LONG = 60;

    /**
     * @param runs  the runs at least (pipelines × sweep points × the minimum replications)
     * @param jobs  the jobs of one run, or 0 when the workload does not say (a trace without {@code jobs})
     * @param nodes the machine's processors
     */
    public record Estimate(long runs, long jobs, long nodes) {

        /** The memory the runs at work need at once, bytes. */
        public double bytes(int threads) {
            return (double) Math.min(threads, runs) * nodes * BYTES_PER_NODE;
        }

        /** The time the runs take on {@code threads} threads, seconds (0 when the jobs are not known). */
        public double seconds(int threads) {
            return (double) runs * jobs * nodes / STEPS_PER_SECOND / Math.max(1, Math.min(threads, runs));
        }

        /** {@code 36 runs × 2,200 jobs on 16,777,216 processors}. */
        public String describe() {
            return String.format(Locale.ROOT, "%,d run%s%s on %,d processors", runs, runs == 1 ? "" : "s",
                    jobs > 0 ? String.format(Locale.ROOT, " × %,d jobs", jobs) : "", nodes);
        }
    }

    private RunCost() {
    }

    /** The estimate of {@code s}. */
    public static Estimate of(Scenario s) {
        long runs = (long) s.pipelines().size() * Math.max(1, s.points().size()) * Math.max(1, s.replications().min());
        long jobs = s.measured() > 0 ? s.measured() + Math.max(0, s.warmup()) : 0;
        return new Estimate(runs, jobs, s.machine().nodes());
    }

    /**
     * What makes {@code s} clearly beyond a machine with {@code threads} threads and {@code maxHeap} bytes of Java
     * heap ({@link Runtime#maxMemory()}), with what to do about it; empty when nothing does.
     */
    public static List<String> beyond(Scenario s, int threads, long maxHeap) {
        Estimate e = of(s);
        List<String> out = new ArrayList<>();
        double bytes = e.bytes(threads);
        if (bytes > maxHeap) {
            long runsAtOnce = Math.min(threads, e.runs());
            out.add(String.format(Locale.ROOT, "experiment '%s' needs about %s of memory at once (%d run%s at work "
                    + "× %,d processors × about %d bytes each), more than the %s this Java may use: %sgive Java more "
                    + "memory (PARTITA_JAVA_OPTS=-Xmx%dg)", s.name(), size(bytes), runsAtOnce,
                    runsAtOnce == 1 ? "" : "s", e.nodes(), BYTES_PER_NODE, size(maxHeap),
                    runsAtOnce > 1 ? "run it with --threads 1, or " : "",
                    (long) Math.ceil(bytes * 1.5 / (1L << 30))));
        }
        double seconds = e.seconds(threads);
        if (seconds >= TOO_LONG) {
            long working = Math.min(threads, e.runs());
            out.add(String.format(Locale.ROOT, "experiment '%s' will take about %s (%s, at about %.0f million "
                    + "processor visits a second on each of %d thread%s): use a smaller machine or fewer jobs, "
                    + "pipelines or replications, or run it in shards on a cluster (docs/cluster.md)", s.name(),
                    duration(seconds), e.describe(), STEPS_PER_SECOND / 1e6, working, working == 1 ? "" : "s"));
        }
        return out;
    }

    /** {@code about 4 min (…)} when {@code s} takes at least a minute, for {@code run} to say before it starts. */
    public static String announcement(Scenario s, int threads) {
        Estimate e = of(s);
        double seconds = e.seconds(threads);
        return seconds < LONG ? null : "experiment " + s.name() + ": a long run ahead, roughly " + duration(seconds)
                + " (" + e.describe() + "); progress is shown as it goes";
    }

    static String size(double bytes) {
        return bytes >= 1L << 30 ? String.format(Locale.ROOT, "%.1f GB", bytes / (1L << 30))
                : String.format(Locale.ROOT, "%d MB", Math.round(bytes / (1L << 20)));
    }

    static String duration(double seconds) {
        if (seconds < 90) {
            return Math.round(seconds) + " s";
        }
        if (seconds < 90 * 60) {
            return Math.round(seconds / 60) + " min";
        }
        if (seconds < 48 * 3600) {
            return Math.round(seconds / 3600) + " h";
        }
        return Math.round(seconds / 86400) + " days";
    }
}
