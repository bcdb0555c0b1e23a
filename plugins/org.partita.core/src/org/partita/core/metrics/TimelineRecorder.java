package org.partita.core.metrics;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.partita.core.alloc.Relocation;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.engine.SimulationResult;
import org.partita.core.format.Numbers;
import org.partita.core.machine.Topology;
import org.partita.core.sched.RunningJob;
import org.partita.core.workload.Job;

/**
 * Samples a run's state every {@code step} seconds into {@code timeline.csv} rows: {@value #HEADER}, then the run's
 * columns. A sample at time t shows the state after every event at or before t.
 *
 * <ul>
 * <li>{@code busy}, {@code free}: processors held by running jobs, and the others;</li>
 * <li>{@code queued}: jobs that arrived and neither started nor were rejected;</li>
 * <li>{@code largest_free}: the largest job that could start now — for a contiguous strategy the largest free
 * submesh (a rectangle of free nodes on a 2D mesh or torus, a box on a 3D one, wrap-around not counted) or the largest
 * free buddy-aligned subcube of a hypercube; for any other strategy or topology the free processor count;</li>
 * <li>{@code fragmentation}: {@code 1 - largest_free / free}, the share of the free processors that no single job
 * can use (0 when nothing is free): external fragmentation as it stands at that instant.</li>
 * </ul>
 */
public final class TimelineRecorder implements SimulationObserver {

    /** The fixed columns of {@code timeline.csv}; the run's columns follow. */
    public static final String HEADER = "time,busy,free,queued,largest_free,fragmentation";
    /** The first column of {@link #HEADER}: the x axis of a chart over time. */
    public static final String TIME = "time";
    /** The sampled quantities: the columns of {@link #HEADER} after {@link #TIME}. */
    public static final List<String> QUANTITIES = List.of("busy", "free", "queued", "largest_free", "fragmentation");

    private final Topology topology;
    private final boolean contiguous;
    private final double step;
    private final Writer out;
    private final String suffix;
    private final boolean[] busy;
    private final Map<Long, int[]> held = new HashMap<>();
    private final StringBuilder sb = new StringBuilder(96);
    private int free;
    private long queued;
    private long samples;

    /**
     * @param contiguous whether the strategy places every job on one submesh / subcube
     * @param step       seconds between samples (&gt; 0)
     * @param suffix     the run's columns, starting with a comma
     */
    public TimelineRecorder(Topology topology, boolean contiguous, double step, Writer out, String suffix) {
        if (!validStep(step)) {
            throw new IllegalArgumentException("the timeline step must be > 0 seconds, got " + step);
        }
        this.topology = topology;
        this.contiguous = contiguous;
        this.step = step;
        this.out = out;
        this.suffix = suffix;
        this.busy = new boolean[topology.size()];
        this.free = busy.length;
    }

    /** Whether {@code step} can separate samples: a finite number of seconds &gt; 0. */
    public static boolean validStep(double step) {
        return step > 0 && step < Double.POSITIVE_INFINITY;
    }

    /** Writes the samples strictly before {@code now}: they see the state before the event at {@code now}. */
    private void advance(double now) {
        for (double t = samples * step; t < now; t = ++samples * step) {
            emit(t);
        }
    }

    private void emit(double t) {
        int largest = largestFree();
        sb.setLength(0);
        Numbers.append(sb, t).append(',').append(busy.length - free).append(',').append(free).append(',')
                .append(queued).append(',').append(largest).append(',');
        Numbers.append(sb, free == 0 ? 0 : 1 - (double) largest / free).append(suffix).append('\n');
        try {
            out.append(sb);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void jobArrived(Job job, double now) {
        advance(now);
        queued++;
    }

    @Override
    public void jobRejected(Job job, String reason, double now) {
        advance(now);
        queued--;
    }

    @Override
    public void jobStarted(RunningJob job, double now) {
        advance(now);
        queued--;
        int[] nodes = job.allocation().nodes().clone();
        hold(nodes, true);
        held.put(job.job().id(), nodes);
    }

    @Override
    public void jobRelocated(RunningJob job, Relocation relocation, int previousSize, double now) {
        advance(now);
        int[] old = held.remove(job.job().id());
        if (old != null) {
            hold(old, false);
        }
        int[] nodes = job.allocation().nodes().clone();
        hold(nodes, true);
        held.put(job.job().id(), nodes);
    }

    @Override
    public void jobCompleted(RunningJob job, boolean measured, double now) {
        advance(now);
        int[] nodes = held.remove(job.job().id());
        if (nodes != null) {
            hold(nodes, false);
        }
    }

    @Override
    public void simulationEnded(SimulationResult result) {
        advance(Math.nextUp(result.endTime())); // the samples up to and including the end
    }

    private void hold(int[] nodes, boolean taken) {
        for (int n : nodes) {
            if (busy[n] != taken) {
                busy[n] = taken;
                free += taken ? -1 : 1;
            }
        }
    }

    /** The largest job that could start now (see the class comment). */
    int largestFree() {
        if (!contiguous || free == 0) {
            return free;
        }
        int[] d = topology.dims();
        return switch (topology.kind()) {
            case MESH, TORUS -> d.length == 2 ? LargestFree.rectangle(busy, d[0], d[1])
                    : LargestFree.box(busy, d[0], d[1], d[2]);
            case HYPERCUBE -> LargestFree.alignedSubcube(busy, d[0]);
            default -> free;
        };
    }
}
