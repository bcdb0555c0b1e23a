package org.partita.core.engine;

import org.partita.core.alloc.Relocation;
import org.partita.core.sched.RunningJob;
import org.partita.core.sched.WaitingJob;
import org.partita.core.workload.Job;

/**
 * Receives what happens in a run, in simulation order. All methods default to doing nothing. Metric collectors,
 * the {@code jobs.csv} writer and the invariant checker are observers.
 */
public interface SimulationObserver {

    /** A job arrived (before any rejection check). */
    default void jobArrived(Job job, double now) {
    }

    /** A job was refused for good: it can never be placed on this machine. */
    default void jobRejected(Job job, String reason, double now) {
    }

    /**
     * An allocation attempt for {@code job} was made; {@code freeBefore} processors were free just before it.
     */
    default void allocationAttempt(WaitingJob job, boolean placed, int freeBefore, double now) {
    }

    default void jobStarted(RunningJob job, double now) {
    }

    /** The allocator moved a running job (its allocation and end are already updated). */
    default void jobRelocated(RunningJob job, Relocation relocation, int previousSize, double now) {
    }

    /**
     * A job finished.
     *
     * @param measured whether it is among the measured completions (after warm-up, within the completion limit)
     */
    default void jobCompleted(RunningJob job, boolean measured, double now) {
    }

    /**
     * The processor-seconds a job held from its start to its end, told just before {@link #jobCompleted} by a model
     * whose jobs change their allocation while they run (malleable jobs); a job of fixed allocation is not told.
     */
    default void jobHeld(RunningJob job, double processorSeconds) {
    }

    /** The warm-up ended at {@code now} (called once, at the K-th completion, or at the first event if K = 0). */
    default void measurementStarted(double now) {
    }

    /** The run ended; jobs still running or waiting are in {@code result}. */
    default void simulationEnded(SimulationResult result) {
    }
}
