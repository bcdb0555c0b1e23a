package org.partita.dsl.interpreter;

import org.partita.core.metrics.Metric;

/** The core metrics of the language's metric names. */
public final class MetricNames {

    private MetricNames() {
    }

    /** The core metric of a metric name of the language ({@code allocation-miss}, {@code search-cost}, …). */
    public static Metric metric(String name) {
        return switch (name) {
            case "response" -> Metric.RESPONSE;
            case "wait" -> Metric.WAIT;
            case "bounded-slowdown" -> Metric.BOUNDED_SLOWDOWN;
            case "asqt" -> Metric.ASQT;
            case "utilization" -> Metric.UTILIZATION;
            case "internal-fragmentation" -> Metric.INTERNAL_FRAGMENTATION;
            case "external-fragmentation" -> Metric.EXTERNAL_FRAGMENTATION;
            case "allocation-miss" -> Metric.ALLOCATION_MISS;
            case "makespan" -> Metric.MAKESPAN;
            case "throughput" -> Metric.THROUGHPUT;
            case "search-cost" -> Metric.SEARCH_COST;
            case "search-time" -> Metric.SEARCH_NANOS;
            case "migrations" -> Metric.MIGRATIONS;
            case "rejected" -> Metric.REJECTED;
            case "jobs" -> Metric.JOBS;
            default -> Metric.parse(name); // the run models' metrics, under their hyphenated column names
        };
    }
}
