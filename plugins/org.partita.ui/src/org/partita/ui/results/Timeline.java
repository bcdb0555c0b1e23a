package org.partita.ui.results;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Step functions over simulated time computed from the jobs of one run: busy nodes ({@code Σ allocated_procs} over
 * jobs with {@code start ≤ t < end}) and queue length (jobs with {@code submit ≤ t < start}). Each series has one
 * point per instant where the value changes, holding the value from that instant on.
 */
public final class Timeline {

    /** A step function: {@code value[i]} holds on {@code [time[i], time[i+1])}. */
    public record Steps(double[] time, double[] value) {
    }

    private Timeline() {
    }

    public static Steps busyNodes(List<JobRecord> jobs) {
        TreeMap<Double, Double> delta = new TreeMap<>();
        for (JobRecord j : jobs) {
            delta.merge(j.start(), (double) j.allocated(), Double::sum);
            if (!Double.isNaN(j.end())) {
                delta.merge(j.end(), (double) -j.allocated(), Double::sum);
            }
        }
        return integrate(delta);
    }

    public static Steps queueLength(List<JobRecord> jobs) {
        TreeMap<Double, Double> delta = new TreeMap<>();
        for (JobRecord j : jobs) {
            delta.merge(j.submit(), 1.0, Double::sum);
            delta.merge(j.start(), -1.0, Double::sum);
        }
        return integrate(delta);
    }

    /** Busy nodes divided by {@code nodes} (the machine size): utilization in [0, 1]. */
    public static Steps utilization(List<JobRecord> jobs, int nodes) {
        Steps busy = busyNodes(jobs);
        double[] u = new double[busy.value().length];
        for (int i = 0; i < u.length; i++) {
            u[i] = busy.value()[i] / nodes;
        }
        return new Steps(busy.time(), u);
    }

    /**
     * {@code steps} as at most {@code buckets} equal intervals of {@code [from, to]}, each holding the time-weighted
     * mean of the step function over it (the last value holds until {@code to}). A trace with thousands of jobs
     * changes many times per pixel; drawn as is it is a wall of spikes, averaged it shows the load over time and
     * keeps its mean exactly. Returned unchanged when it has no more points than {@code buckets}.
     */
    public static Steps averaged(Steps steps, double from, double to, int buckets) {
        if (steps.time().length <= buckets || to <= from) {
            return steps;
        }
        return resample(steps, from, to, buckets);
    }

    /** The time-weighted mean of {@code steps} over {@code [from, to]} (0 before its first point). */
    public static double mean(Steps steps, double from, double to) {
        return steps.time().length == 0 || to <= from ? 0 : resample(steps, from, to, 1).value()[0];
    }

    private static Steps resample(Steps steps, double from, double to, int buckets) {
        double[] t = steps.time();
        double[] v = steps.value();
        double width = (to - from) / buckets;
        double[] time = new double[buckets + 1];
        double[] mean = new double[buckets + 1];
        int k = 0; // the last point at or before the position (or 0 before the first point)
        for (int b = 0; b < buckets; b++) {
            double a = from + b * width;
            double z = b == buckets - 1 ? to : a + width;
            while (k + 1 < t.length && t[k + 1] <= a) {
                k++;
            }
            double sum = 0;
            double position = a;
            while (position < z) {
                double value;
                double end;
                if (position < t[k]) { // before the first point the function is 0
                    value = 0;
                    end = Math.min(z, t[k]);
                } else {
                    value = v[k];
                    end = k + 1 < t.length ? Math.min(z, t[k + 1]) : z;
                }
                sum += value * (end - position);
                position = end;
                while (k + 1 < t.length && t[k + 1] <= position) {
                    k++;
                }
            }
            time[b] = a;
            mean[b] = sum / (z - a);
        }
        time[buckets] = to;
        mean[buckets] = mean[buckets - 1];
        return new Steps(time, mean);
    }

    private static Steps integrate(TreeMap<Double, Double> delta) {
        List<double[]> points = new ArrayList<>();
        double level = 0;
        for (var e : delta.entrySet()) {
            level += e.getValue();
            if (Math.abs(level) < 1e-9) {
                level = 0;
            }
            points.add(new double[] {e.getKey(), level});
        }
        return new Steps(points.stream().mapToDouble(p -> p[0]).toArray(),
                points.stream().mapToDouble(p -> p[1]).toArray());
    }
}
