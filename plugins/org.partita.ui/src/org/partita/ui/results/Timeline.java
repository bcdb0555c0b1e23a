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
