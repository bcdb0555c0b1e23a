package org.partita.core.sched;

/**
 * Kim and Yoon's dynamic M-FCFS threshold {@code d_i·λ}: {@code d_i} the average queuing delay of the jobs allocated
 * so far (start − submit), updated at every allocation, and {@code λ} the arrival rate, estimated from the arrivals
 * seen so far (their count over the time since the first). By Little's law {@code d·λ} is the mean number of jobs
 * waiting, so it reads naturally as a count of jobs allowed to bypass the head ({@code mode count}); with
 * {@code mode time} it is compared, as the paper writes it, with the time spent at the head. Infinite (no limit)
 * until a job has been allocated and time has passed since the first arrival.
 */
public final class DynamicThreshold {

    private long started;
    private double sumDelay;
    private long arrived;
    private double firstArrival = Double.NaN;

    /** A job joined the queue at {@code now}. */
    public void arrived(double now) {
        if (arrived++ == 0) {
            firstArrival = now;
        }
    }

    /** A job was allocated after waiting {@code delay}. */
    public void started(double delay) {
        started++;
        sumDelay += delay;
    }

    /** {@code d_i·λ} at {@code now}. */
    public double value(double now) {
        double span = now - firstArrival;
        if (started == 0 || !(span > 0)) {
            return Double.POSITIVE_INFINITY;
        }
        return sumDelay / started * (arrived / span);
    }
}
