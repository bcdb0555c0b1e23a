package org.partita.core.metrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Every metric the core reports, defined once. Sums run over the <em>measured</em> jobs M (completions after the
 * warm-up, within the completion limit); "the window" is the measurement window {@code [T0, T1]} from the end of
 * the warm-up (the first event when there is none) to the end of the run; attempts are allocation attempts made
 * inside the window. For job {@code i}: {@code wait_i = start_i - submit_i}, {@code run_i = end_i - start_i}
 * (including run-time factors and relocation delays), {@code resp_i = end_i - submit_i}.
 */
public enum Metric {
    /** {@code |M|}, the number of measured completions. */
    JOBS("jobs"),
    /** Mean response (turnaround) time: {@code (1/|M|) Σ resp_i}. */
    RESPONSE("response"),
    /** Mean wait: {@code (1/|M|) Σ wait_i}. */
    WAIT("wait"),
    /**
     * Mean bounded slowdown with τ = 10 s: {@code (1/|M|) Σ max(1, (wait_i + run_i) / max(run_i, τ))}.
     */
    BOUNDED_SLOWDOWN("bounded_slowdown"),
    /** Average square of the turnaround (Chang's ASQT): {@code (1/|M|) Σ resp_i²}. */
    ASQT("asqt"),
    /**
     * Variance of the turnaround (Chang Fig. 6.6), the population variance over M:
     * {@code (1/|M|) Σ (resp_i − R)²} with R the mean response, computed as {@code ASQT − R²}. Written only when
     * measured ({@link #onRequest()}).
     */
    RESPONSE_VARIANCE("response_variance", "variance of the turnaround time, (1/N) Σ (response − mean)² (s²)"),
    /**
     * Utilization: allocated node-seconds inside the window over capacity, {@code ∫_{T0}^{T1} busy(t) dt / (P ·
     * (T1 - T0))}, where {@code busy(t)} counts allocated nodes (including internal fragmentation) and P is the
     * machine's node count.
     */
    UTILIZATION("utilization"),
    /**
     * Internal fragmentation (Chang §2.1.4: processors allocated beyond the request), as a share of allocated
     * node-time: {@code Σ (alloc_i - req_i) run_i / Σ alloc_i run_i} over M, with {@code req_i} the job's requested
     * processors and {@code alloc_i} its allocated nodes.
     */
    INTERNAL_FRAGMENTATION("internal_fragmentation"),
    /**
     * External fragmentation, Chang §3.4.2.2: {@code F = Σ_{failed attempts} (free / P) / attempts}, where
     * {@code free} is the number of free processors just before the failed attempt.
     */
    EXTERNAL_FRAGMENTATION("external_fragmentation"),
    /**
     * Allocation miss in percent (Kim and Yoon): among attempts that were valid — enough processors free for the
     * request — the share that failed: {@code 100 · failed_valid / valid}. Counted per attempt.
     */
    ALLOCATION_MISS("allocation_miss_pct"),
    /**
     * Contiguous placements in percent (Chang Fig. 5.7): among the jobs started inside the window, the share whose
     * allocation is a single submesh or subcube: {@code 100 · contiguous / started}. Written only when measured
     * ({@link #onRequest()}); empty for the run models.
     */
    CONTIGUOUS("contiguous_pct", "percentage of jobs started as one submesh or subcube"),
    /** Makespan: last completion time minus first submit time, over the whole run. */
    MAKESPAN("makespan"),
    /** Throughput: {@code |M| / (T1 - T0)} jobs per second. */
    THROUGHPUT("throughput"),
    /**
     * Search cost: the allocator's deterministic search steps ({@link org.partita.core.alloc.AllocatorStats#searchSteps()}:
     * positions, list entries or cells examined in {@code allocate} and {@code release}) inside the window per job
     * started inside the window; empty when the allocator reports no statistics.
     */
    SEARCH_COST("search_steps_per_job"),
    /** Migrations: relocations of running jobs inside the window. */
    MIGRATIONS("migrations"),
    /** Jobs rejected because they can never fit the machine (whole run). */
    REJECTED("rejected"),
    /** Measured jobs with {@code end_i <= H} for the configured horizon H (only when a horizon is set). */
    COMPLETED_WITHIN_HORIZON("completed_within_horizon"),
    // ---- Dandamudi and Yu (space sharing)
    /**
     * Mean partition size: {@code (1/|M|) Σ part_i}, with {@code part_i} the processors job {@code i} was given when
     * it started (before any eager release). Defined by the space-sharing model only.
     */
    PARTITION_SIZE("partition_size"),
    // ---- end Dandamudi and Yu
    // ---- Corbalán (malleable processor sharing, org.partita.core.malleable)
    /** Mean execution time (Corbalán §5.2): {@code (1/|M|) Σ (end_i - start_i)}. */
    EXECUTION("execution"),
    /**
     * Mean time-averaged processors of a malleable job: {@code (1/|M|) Σ cpu_i / run_i}, with {@code cpu_i} the
     * processor-seconds job i held.
     */
    PROCESSORS("processors"),
    /** Mean processor-seconds per job (Corbalán's "cpu usage", Ch. 7): {@code (1/|M|) Σ cpu_i}. */
    CPU_TIME("cpu_time"),
    /** Largest number of jobs running at once inside the window (Corbalán's maximum multiprogramming level). */
    MAX_MPL("max_mpl"),
    /**
     * Spread of the jobs' time-averaged allocations (Corbalán's Table 5.4): their standard deviation over the measured
     * jobs, {@code sqrt((1/|M|) Σ (p_i − mean)²)}, 0 for one job.
     */
    PROCESSORS_SD("processors_sd"),
    /** Spread of the jobs' execution times (Table 5.4): their standard deviation over the measured jobs, as above. */
    EXECUTION_SD("execution_sd"),
    // ---- end Corbalán
    // ---- IPG-SaLaD (grid)
    /**
     * Cluster-M's speedup S_m = T_s / T_m (IPG-SaLaD §2.1, digest §2.6), mean over M: T_m is the total execution
     * time of the job's mapped task graph on the otherwise idle grid, T_s its total work on the fastest processor.
     */
    MAPPING_SPEEDUP("mapping_speedup", "mean speedup T_s / T_m of the jobs' static mappings on the idle grid"),
    /** Mapping efficiency η = S_m / N_m (digest §2.6), mean over M; N_m = processors the mapping uses. */
    MAPPING_EFFICIENCY("mapping_efficiency", "mean mapping efficiency: speedup / processors used"),
    /**
     * Normalized Performance of a load balancer (IPG-SaLaD §3.2, [WLR93], digest §3.7):
     * {@code NP = (T_noLB − T_bal) / (T_noLB − T_opt)}, with T_noLB the completion time of the workload without
     * balancing, T_bal with it, and T_opt its total work divided by the total speed (all from the first submit).
     */
    NORMALIZED_PERFORMANCE("normalized_performance",
            "load balancing's Normalized Performance (T_noLB - T_bal) / (T_noLB - T_opt)"),
    /**
     * Total idle time in percent (IPG-SaLaD Tables 5–7): {@code 100 · (1 − computing processor-seconds in the window
     * / (P · (T1 − T0)))}; a processor whose task waits for I/O or at a barrier is idle.
     */
    IDLE_PCT("idle_pct", "processor idle time in percent of the window"),
    // ---- end IPG-SaLaD
    /**
     * Wall-clock nanoseconds in allocator calls per started job. NOT deterministic: only written when explicitly
     * requested, in its own column.
     */
    SEARCH_NANOS("search_nanos_per_job_nondeterministic");

    /** τ of the bounded slowdown, seconds. */
    public static final double BSLD_TAU = 10.0;

    private final String column;
    private final String description;

    Metric(String column) {
        this(column, column.replace('_', ' '));
    }

    /** @param description one line for the language's hover and content assist */
    Metric(String column, String description) {
        this.column = column;
        this.description = description;
    }

    /** One line: what the metric measures. */
    public String description() {
        return description;
    }

    /** Column name in {@code summary.csv}. */
    public String column() {
        return column;
    }

    /**
     * Whether the metric is a column only when an experiment measures it ({@code measure …}); the others are also
     * the default columns of an experiment without {@code measure} and of a replay.
     */
    public boolean onRequest() {
        return this == RESPONSE_VARIANCE || this == CONTIGUOUS || this == SEARCH_NANOS;
    }

    /**
     * The columns of an experiment without {@code measure} and of a replay, in column order: every metric not
     * {@link #onRequest() on request}, {@link #COMPLETED_WITHIN_HORIZON} only with a horizon, and
     * {@link #SEARCH_NANOS} only when the wall clock is asked for.
     */
    public static List<Metric> defaultColumns(boolean horizon, boolean wallClock) {
        List<Metric> m = new ArrayList<>();
        for (Metric x : values()) {
            if ((x != COMPLETED_WITHIN_HORIZON || horizon) && (!x.onRequest() || x == SEARCH_NANOS && wallClock)) {
                m.add(x);
            }
        }
        return m;
    }

    /** What a metric's values are, which decides the units a number compared with it may be written in. */
    public enum Kind {
        /** Seconds (a number may be written in s, ms, min or h). */
        TIME("a time"),
        /** Seconds squared (no unit of the language: a plain number of s²). */
        TIME_SQUARED("in s²"),
        /** A fraction of 1 ({@code 50%} is 0.5). */
        FRACTION("a fraction"),
        /** A percentage ({@code 50%} is 50). */
        PERCENT("a percentage"),
        /** A count, a rate or a ratio (no unit). */
        NUMBER("a count or a ratio");

        private final String description;

        Kind(String description) {
            this.description = description;
        }

        /** As in "response is a time". */
        public String description() {
            return description;
        }
    }

    /** What the metric's values are ({@link Kind}). */
    public Kind kind() {
        return switch (this) {
            case RESPONSE, WAIT, MAKESPAN, EXECUTION, CPU_TIME, EXECUTION_SD -> Kind.TIME;
            case ASQT, RESPONSE_VARIANCE -> Kind.TIME_SQUARED;
            case UTILIZATION, INTERNAL_FRAGMENTATION, EXTERNAL_FRAGMENTATION, MAPPING_EFFICIENCY,
                    NORMALIZED_PERFORMANCE -> Kind.FRACTION;
            case ALLOCATION_MISS, CONTIGUOUS, IDLE_PCT -> Kind.PERCENT;
            case JOBS, BOUNDED_SLOWDOWN, THROUGHPUT, SEARCH_COST, MIGRATIONS, REJECTED, COMPLETED_WITHIN_HORIZON,
                    PARTITION_SIZE, PROCESSORS, PROCESSORS_SD, MAX_MPL, MAPPING_SPEEDUP, SEARCH_NANOS -> Kind.NUMBER;
        };
    }

    /** Parses a column name or an enum-style name. */
    public static Metric parse(String s) {
        String n = s.trim().toLowerCase(Locale.ROOT).replace('-', '_');
        for (Metric m : values()) {
            if (m.column.equals(n) || m.name().toLowerCase(Locale.ROOT).equals(n)) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown metric '" + s + "'");
    }

    /** Bounded slowdown of one job: {@code max(1, (wait + run) / max(run, τ))}. */
    public static double boundedSlowdown(double wait, double run) {
        return Math.max(1.0, (wait + run) / Math.max(run, BSLD_TAU));
    }
}
