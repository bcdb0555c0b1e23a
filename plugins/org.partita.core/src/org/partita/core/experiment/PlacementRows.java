package org.partita.core.experiment;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.Map;

import org.partita.core.alloc.Relocation;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.engine.SimulationResult;
import org.partita.core.format.Numbers;
import org.partita.core.sched.RunningJob;

/**
 * Streams the {@code placements.csv} rows of one run: one row per node set a job held, written when the job leaves
 * it (relocation or completion; jobs still running at the end get an empty {@code end}). Row order is event order,
 * so the file is deterministic. See {@link ResultFiles} for the columns.
 */
final class PlacementRows implements SimulationObserver {

    /** The node set a running job holds now and since when. */
    private record Segment(double start, int[] nodes, int index) {
    }

    private final Writer out;
    private final String suffix;
    private final Map<Long, Segment> open = new HashMap<>();
    private final StringBuilder sb = new StringBuilder(256);

    PlacementRows(Writer out, String suffix) {
        this.out = out;
        this.suffix = suffix;
    }

    @Override
    public void jobStarted(RunningJob job, double now) {
        open.put(job.job().id(), new Segment(now, job.allocation().nodes().clone(), 1));
    }

    @Override
    public void jobRelocated(RunningJob job, Relocation relocation, int previousSize, double now) {
        Segment s = open.get(job.job().id());
        if (s != null) {
            row(job, s, now);
            open.put(job.job().id(), new Segment(now, job.allocation().nodes().clone(), s.index() + 1));
        }
    }

    @Override
    public void jobCompleted(RunningJob job, boolean measured, double now) {
        Segment s = open.remove(job.job().id());
        if (s != null) {
            row(job, s, now);
        }
    }

    @Override
    public void simulationEnded(SimulationResult result) {
        for (RunningJob r : result.stillRunning()) {
            Segment s = open.remove(r.job().id());
            if (s != null) {
                row(r, s, Double.NaN);
            }
        }
    }

    private void row(RunningJob r, Segment s, double end) {
        sb.setLength(0);
        sb.append(r.job().id()).append(',');
        Numbers.append(sb, r.job().submit()).append(',');
        Numbers.append(sb, s.start()).append(',');
        Numbers.append(sb, end).append(',');
        sb.append(r.job().processors()).append(',');
        int[] nodes = s.nodes();
        sb.append(nodes.length).append(',');
        for (int i = 0; i < nodes.length; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(nodes[i]);
        }
        sb.append(',').append(s.index()).append(suffix).append('\n');
        try {
            out.append(sb);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
