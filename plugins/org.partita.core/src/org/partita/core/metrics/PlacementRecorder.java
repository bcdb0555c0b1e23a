package org.partita.core.metrics;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.partita.core.alloc.Relocation;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.sched.RunningJob;

/**
 * Records every placement of a run for the {@link InvariantChecker} (memory grows with the number of jobs; meant
 * for tests and {@code --check}). A relocation closes the job's current placement at the relocation time and opens
 * a new one on the new nodes. Jobs still running at the end get an open placement.
 */
public final class PlacementRecorder implements SimulationObserver {

    private final List<InvariantChecker.Placement> placements = new ArrayList<>();
    private final Map<Long, double[]> segmentStart = new HashMap<>();
    private final Map<Long, int[]> segmentNodes = new HashMap<>();

    @Override
    public void jobStarted(RunningJob job, double now) {
        segmentStart.put(job.job().id(), new double[] {now});
        segmentNodes.put(job.job().id(), job.allocation().nodes().clone());
    }

    @Override
    public void jobRelocated(RunningJob job, Relocation relocation, int previousSize, double now) {
        long id = job.job().id();
        close(job, now);
        segmentStart.put(id, new double[] {now});
        segmentNodes.put(id, job.allocation().nodes().clone());
    }

    @Override
    public void jobCompleted(RunningJob job, boolean measured, double now) {
        close(job, now);
    }

    @Override
    public void simulationEnded(org.partita.core.engine.SimulationResult result) {
        for (RunningJob r : result.stillRunning()) {
            close(r, Double.NaN);
        }
    }

    private void close(RunningJob r, double end) {
        long id = r.job().id();
        double[] start = segmentStart.remove(id);
        int[] nodes = segmentNodes.remove(id);
        if (start != null) {
            placements.add(new InvariantChecker.Placement(id, r.job().submit(), start[0], end,
                    r.job().processors(), nodes));
        }
    }

    public List<InvariantChecker.Placement> placements() {
        return List.copyOf(placements);
    }
}
