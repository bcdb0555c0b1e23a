package org.partita.dsl.catalog;

import java.util.Map;

import org.partita.core.metrics.Metric;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.StrategyDescriptor;

/** The {@code metric} entries of the {@link Catalog}: the core's result columns, under the papers' names. */
final class MetricEntries {

    private MetricEntries() {
    }

    /** Adds the metrics, and each one's result-file column to {@code columns}. */
    static void addAll(Catalog catalog, Map<String, String> columns) {
        metric(catalog, columns, "response", "response", "mean response (turnaround) time, submit to end",
                "Chang97 Eq. 1.1");
        metric(catalog, columns, "wait", "wait", "mean waiting delay, submit to start", "KY §6");
        metric(catalog, columns, "bounded-slowdown", "bounded_slowdown", "mean max(1, (wait + run) / max(run, 10 s))",
                "Feitelson et al.");
        metric(catalog, columns, "asqt", "asqt",
                "average square of the turnaround time, (1/N) Σ response² (a fairness measure)", "Chang97 ch. 6");
        metric(catalog, columns, "utilization", "utilization", "busy processor time over available processor time",
                "Chang97; KY §6");
        metric(catalog, columns, "internal-fragmentation", "internal_fragmentation",
                "allocated but not requested processors (share of allocated)", "Chang97 §2.1.4");
        metric(catalog, columns, "external-fragmentation", "external_fragmentation",
                "share of time a waiting job fits by count but not by shape", "Chang97 §2.1.4");
        metric(catalog, columns, "allocation-miss", "allocation_miss_pct",
                "percentage of failed attempts among attempts with enough free processors", "KY §6");
        metric(catalog, columns, "makespan", "makespan", "time of the last completion", "baseline");
        metric(catalog, columns, "throughput", "throughput", "measured completions per second", "baseline");
        metric(catalog, columns, "search-cost", "search_steps_per_job",
                "deterministic search steps (positions, list entries, cells) per job",
                "KY §6 (machine-independent search time)");
        metric(catalog, columns, "search-time", "search_nanos_per_job_nondeterministic",
                "wall-clock nanoseconds in the allocator per job (not reproducible)", "KY §6");
        metric(catalog, columns, "migrations", "migrations", "job migrations", "Chang97 ch. 7");
        metric(catalog, columns, "rejected", "rejected", "jobs that can never fit the machine", "baseline");
        metric(catalog, columns, "jobs", "jobs", "measured completions", "baseline");
        // every further core metric under its column name, hyphenated (e.g. the run models' own metrics)
        for (Metric m : Metric.values()) {
            if (!columns.containsValue(m.column())) {
                metric(catalog, columns, m.column().replace('_', '-'), m.column(), m.description(),
                        "see docs/language.md");
            }
        }
    }

    private static void metric(Catalog catalog, Map<String, String> columns, String name, String column, String doc,
            String paper) {
        catalog.entry("metric", StrategyDescriptor.of(Family.METRIC, name, doc + " (column " + column + ")", paper));
        columns.put(name, column);
    }
}
