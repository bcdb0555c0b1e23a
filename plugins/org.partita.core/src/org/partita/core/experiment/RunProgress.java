package org.partita.core.experiment;

import java.util.concurrent.atomic.AtomicLong;

import org.partita.core.engine.SimulationObserver;
import org.partita.core.engine.SimulationResult;
import org.partita.core.sched.RunningJob;

/** Counts finished runs and completed jobs for an {@link ExperimentRunner.Progress} listener (from any thread). */
final class RunProgress {

    private final ExperimentRunner.Progress listener;
    private final AtomicLong jobsDone = new AtomicLong();
    private int runsDone;
    private int runsPlanned;

    RunProgress(ExperimentRunner.Progress listener) {
        this.listener = listener;
    }

    /** The runs planned so far: the first wave's. */
    synchronized void planned(int runs) {
        runsPlanned = runs;
    }

    /** More runs planned (a further wave of replications). */
    synchronized void plannedMore(int runs) {
        runsPlanned += runs;
    }

    void add(int runs, long jobs) {
        long j = jobsDone.addAndGet(jobs);
        int done;
        int planned;
        synchronized (this) {
            runsDone += runs;
            done = runsDone;
            planned = runsPlanned;
        }
        if (listener != null) {
            listener.update(done, planned, j);
        }
    }

    /**
     * An observer of one run that reports its completed jobs, in batches of 4096 or at least every second (a run
     * on a very large machine may complete a job only every few seconds).
     */
    SimulationObserver observer() {
        return new SimulationObserver() {
            private long pending;
            private long reported = System.nanoTime();

            @Override
            public void jobCompleted(RunningJob job, boolean measured, double now) {
                if (++pending == 4096 || System.nanoTime() - reported >= 1_000_000_000L) {
                    add(0, pending);
                    pending = 0;
                    reported = System.nanoTime();
                }
            }

            @Override
            public void simulationEnded(SimulationResult result) {
                add(0, pending);
                pending = 0;
            }
        };
    }
}
