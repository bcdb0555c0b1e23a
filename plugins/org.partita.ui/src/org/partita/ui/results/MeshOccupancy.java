package org.partita.ui.results;

import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * Which job holds each node of a machine, step by step through a run's trace. The steps are the distinct instants
 * at which some job starts or ends, in time order; at step {@code k} the occupancy is the state just after every
 * start and end at {@code time(k)}. Node ids follow {@code org.partita.core.machine.Topology}: on a {@code w × h}
 * mesh, node {@code (x, y)} is {@code x + w·y}.
 */
public final class MeshOccupancy {

    /** Marks a free node. */
    public static final long FREE = -1;

    private final List<JobRecord> jobs;
    private final int width;
    private final int height;
    private final double[] times;

    public MeshOccupancy(List<JobRecord> jobs, int width, int height) {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("mesh dimensions must be positive: " + width + " x " + height);
        }
        this.jobs = List.copyOf(jobs);
        this.width = width;
        this.height = height;
        TreeSet<Double> t = new TreeSet<>();
        for (JobRecord j : jobs) {
            t.add(j.start());
            if (!Double.isNaN(j.end())) {
                t.add(j.end());
            }
        }
        this.times = t.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** The smallest square-ish mesh holding every node id of {@code jobs}: width = ⌈√(max id + 1)⌉. */
    public static int[] guessDimensions(List<JobRecord> jobs) {
        int max = jobs.stream().flatMapToInt(j -> Arrays.stream(j.nodes())).max().orElse(0);
        int w = (int) Math.ceil(Math.sqrt(max + 1.0));
        int h = (max + w) / w;
        return new int[] {w, h};
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public int steps() {
        return times.length;
    }

    public double time(int step) {
        return times[step];
    }

    /** Job id per node ({@link #FREE} when free) after the events at {@code time(step)}. */
    public long[] occupancy(int step) {
        double t = times[step];
        long[] owner = new long[width * height];
        Arrays.fill(owner, FREE);
        for (JobRecord j : jobs) {
            if (j.runningAt(t)) {
                for (int n : j.nodes()) {
                    if (n >= 0 && n < owner.length) {
                        owner[n] = j.id();
                    }
                }
            }
        }
        return owner;
    }

    /** Share of nodes busy at {@code step}. */
    public double busyShare(int step) {
        long[] o = occupancy(step);
        return Arrays.stream(o).filter(x -> x != FREE).count() / (double) o.length;
    }
}
