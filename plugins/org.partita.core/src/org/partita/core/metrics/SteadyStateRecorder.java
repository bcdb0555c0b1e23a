package org.partita.core.metrics;

import java.util.Arrays;

import org.partita.core.engine.SimulationObserver;
import org.partita.core.sched.RunningJob;
import org.partita.core.workload.Job;

/**
 * Records a run's response times in completion order and its offered work, for {@link SteadyState#diagnose}.
 * Completions after the last measured one (past the completion limit) are not part of the sequence.
 */
public final class SteadyStateRecorder implements SimulationObserver {

    private final int machineSize;
    private final boolean assessLoad;
    private double[] responses = new double[1024];
    private int size;
    private int warmup = -1;
    private int lastMeasured;
    private double work;
    private double firstSubmit = Double.NaN;
    private double lastSubmit;

    /**
     * @param machineSize P, the machine's processors
     * @param assessLoad  whether the jobs' {@code processors · runTime} is their work (rigid jobs), so that the
     *                    offered load can be assessed
     */
    public SteadyStateRecorder(int machineSize, boolean assessLoad) {
        this.machineSize = machineSize;
        this.assessLoad = assessLoad;
    }

    @Override
    public void jobArrived(Job job, double now) {
        if (Double.isNaN(firstSubmit)) {
            firstSubmit = job.submit();
        }
        lastSubmit = job.submit();
        work += job.processors() * job.runTime();
    }

    @Override
    public void jobCompleted(RunningJob job, boolean measured, double now) {
        if (size == responses.length) {
            responses = Arrays.copyOf(responses, size * 2);
        }
        responses[size++] = now - job.job().submit();
        if (measured) {
            if (warmup < 0) {
                warmup = size - 1;
            }
            lastMeasured = size;
        }
    }

    /** The diagnosis of what was recorded. */
    public SteadyState diagnosis() {
        double span = lastSubmit - firstSubmit;
        double load = assessLoad && span > 0 ? work / (machineSize * span) : Double.NaN;
        if (warmup < 0) {
            return SteadyState.diagnose(new double[0], 0, load);
        }
        return SteadyState.diagnose(Arrays.copyOf(responses, lastMeasured), warmup, load);
    }
}
