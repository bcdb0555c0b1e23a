package org.partita.core.metrics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.partita.core.workload.Job;

/**
 * How {@code classes.csv} groups the measured jobs, and which per-job metrics it reports for each class: papers
 * report per application (Corbalán: bt, hydro2d, apsi, swim), per user or queue of a trace, per size band.
 *
 * <p>A job's class is its {@link Attribute}'s value: the SWF application, user, group or queue number (classes in
 * number order; {@code -1}, unknown, is the class {@code unknown}), or for {@link Attribute#SIZE} the band of its
 * requested processors: with bounds {@code b1 < b2 < … < bk}, the bands are {@code 1-b1}, {@code (b1+1)-b2}, …,
 * {@code (bk+1)+}. An application numbered {@code i} (from 1) is labelled with {@code applicationNames[i-1]} when
 * the workload names its applications (speedup curves, in the order written), else with its number.
 *
 * @param attribute        what the jobs are grouped by
 * @param bounds           for {@link Attribute#SIZE}: the bands' upper bounds, strictly increasing, ≥ 1; else empty
 * @param applicationNames the workload's application names in number order (may be empty)
 * @param metrics          the reported metrics, each one of {@link #PER_JOB}, in column order
 */
public record JobClasses(Attribute attribute, int[] bounds, List<String> applicationNames, List<Metric> metrics) {

    /**
     * The metrics a class can report: means over its measured jobs ({@link MeasuredSums}); {@code processors} is the
     * mean of each job's time-averaged allocation (processor-seconds held over its execution time; a job of fixed
     * allocation holds its allocation), {@code cpu-time} the mean of the processor-seconds themselves,
     * {@code processors-sd} and {@code execution-sd} the standard deviations over the class's jobs.
     */
    public static final List<Metric> PER_JOB = List.of(Metric.RESPONSE, Metric.WAIT, Metric.BOUNDED_SLOWDOWN,
            Metric.ASQT, Metric.EXECUTION, Metric.PROCESSORS, Metric.CPU_TIME, Metric.PROCESSORS_SD,
            Metric.EXECUTION_SD);

    /** What jobs are grouped by; {@link #word()} is how an experiment file and the command line name it. */
    public enum Attribute {
        APPLICATION, USER, GROUP, QUEUE, SIZE;

        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The attribute named {@code word}, or {@code null}. */
        public static Attribute of(String word) {
            for (Attribute a : values()) {
                if (a.word().equals(word)) {
                    return a;
                }
            }
            return null;
        }

        /** The words, for messages: {@code application, user, group, queue, size}. */
        public static String words() {
            return String.join(", ", Arrays.stream(values()).map(Attribute::word).toList());
        }
    }

    public JobClasses {
        bounds = bounds == null ? new int[0] : bounds.clone();
        applicationNames = List.copyOf(applicationNames == null ? List.of() : applicationNames);
        String problem = problem(attribute, bounds, metrics);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        metrics = perJob(metrics);
    }

    @Override
    public int[] bounds() {
        return bounds.clone();
    }

    /**
     * What is wrong with a grouping, worded for the user, or {@code null} when it is valid: size bands need
     * strictly increasing bounds ≥ 1, other attributes take none, and at least one metric, each per job.
     */
    public static String problem(Attribute attribute, int[] bounds, List<Metric> metrics) {
        if (attribute == null) {
            return "jobs can be grouped by " + Attribute.words();
        }
        int[] b = bounds == null ? new int[0] : bounds;
        if (attribute == Attribute.SIZE) {
            if (b.length == 0) {
                return "'by size' needs the bands' upper bounds, e.g. 'by size 4, 16, 64'";
            }
            for (int i = 0; i < b.length; i++) {
                if (b[i] < 1 || i > 0 && b[i] <= b[i - 1]) {
                    return "size band bounds must be >= 1 and strictly increasing, got " + Arrays.toString(b);
                }
            }
        } else if (b.length > 0) {
            return "only 'by size' takes band bounds";
        }
        List<Metric> perJob = new ArrayList<>();
        for (Metric m : metrics) {
            if (PER_JOB.contains(m)) {
                perJob.add(m);
            }
        }
        if (perJob.isEmpty()) {
            return "metrics by class are means over each class's jobs: measure at least one of "
                    + String.join(", ", PER_JOB.stream().map(JobClasses::word).toList());
        }
        return null;
    }

    /** The per-job metrics among {@code measured}, in their order (what {@code classes.csv} reports). */
    public static List<Metric> perJob(List<Metric> measured) {
        return measured.stream().filter(PER_JOB::contains).distinct().toList();
    }

    private static String word(Metric m) {
        return m.column().replace('_', '-');
    }

    /** The class of {@code job}: a key that orders the classes (band index, or the attribute's number). */
    public int key(Job job) {
        return switch (attribute) {
            case APPLICATION -> job.application();
            case USER -> job.user();
            case GROUP -> job.group();
            case QUEUE -> job.queue();
            case SIZE -> band(job.processors());
        };
    }

    private int band(int processors) {
        int i = Arrays.binarySearch(bounds, processors);
        return i >= 0 ? i : -i - 1;
    }

    /** The label of the class with {@code key}, as {@code classes.csv} writes it. */
    public String label(int key) {
        if (attribute == Attribute.SIZE) {
            int low = key == 0 ? 1 : bounds[key - 1] + 1;
            return key == bounds.length ? low + "+" : low == bounds[key] ? Integer.toString(low)
                    : low + "-" + bounds[key];
        }
        if (key < 0) {
            return "unknown";
        }
        if (attribute == Attribute.APPLICATION && key >= 1 && key <= applicationNames.size()) {
            return applicationNames.get(key - 1);
        }
        return Integer.toString(key);
    }

    @Override
    public String toString() {
        return "by " + attribute.word() + (bounds.length == 0 ? "" : " " + Arrays.toString(bounds))
                + " names " + applicationNames + " metrics " + metrics;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof JobClasses c && attribute == c.attribute && Arrays.equals(bounds, c.bounds)
                && applicationNames.equals(c.applicationNames) && metrics.equals(c.metrics);
    }

    @Override
    public int hashCode() {
        return (attribute.hashCode() * 31 + Arrays.hashCode(bounds)) * 31 + metrics.hashCode();
    }
}
