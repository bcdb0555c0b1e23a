package org.partita.core.malleable;

import java.util.Arrays;
import java.util.BitSet;
import java.util.random.RandomGenerator;

import org.partita.core.sched.RunningJob;
import org.partita.core.workload.Job;
import org.partita.core.workload.SpeedupModel;

/**
 * One running malleable application: its job, speedup curve, remaining work, current allocation and what the
 * performance monitor (Corbalán's SelfAnalyzer, Ch. 4) has measured so far.
 *
 * <p><b>Work.</b> The application holds {@code T1} seconds of sequential work; on {@code p} processors it progresses at
 * rate {@code S(p)} sequential seconds per second, so it ends {@code remaining / S(p)} seconds after the last change.
 * Work and processor-seconds are brought up to date only when the allocation changes (and at the end), so the
 * schedule does not depend on how many decision instants without a change lie in between.
 *
 * <p><b>Measurement.</b> After every allocation change the application is in state PNC ("performance not
 * calculated") until its performance monitor has measured the new allocation; then it is PC. With the
 * {@link SelfAnalyzer} (the thesis' monitor) the speedup is measured from iteration times, measuring goes on while
 * the allocation stays, and a new value {@code v} at {@code p} is combined with the one kept for {@code p} as
 * {@code 0.6 · old + 0.4 · v} (Fig. 4.7); during its baseline iterations the application progresses at
 * {@code S(b')}. With the exact monitor it is PC after the measuring time and its speedup is {@code S(p)} of its
 * curve. Measured values are kept per processor count and used by the policies that read measured performance.
 */
public final class RunningApp {

    private final Job job;
    private final String application;
    private final SpeedupModel curve;
    private final int request;
    private final double start;
    private final long order;
    private final double[] measuredSpeedup;
    private final SelfAnalyzer analyzer; // null: the exact monitor
    private final double sequentialWork;
    final BitSet processors = new BitSet();

    /** Sequential work left at {@link #changedAt}. */
    double work;
    double endAt = Double.POSITIVE_INFINITY;
    double cpuSeconds;
    RunningJob started;

    private int allocation;
    private int target;
    private double changedAt;
    private double slowUntil; // with the SelfAnalyzer: the baseline iterations' end, if after changedAt
    private int slowProcessors;
    private boolean measured;
    private int lastMeasured;

    // PDPA's memory (Corbalán §5.3.2, Fig. 5.8)
    private Phase phase = Phase.NO_REF;
    private int last;
    private int systemChanges;
    private double seenHigh = Double.NaN;
    private double seenLow = Double.NaN;

    RunningApp(Job job, String application, SpeedupModel curve, int request, double sequentialWork, double start,
            long order) {
        this(job, application, curve, request, sequentialWork, start, order, null, null);
    }

    /** With {@code monitor} null the exact monitor, else a {@link SelfAnalyzer} drawing from {@code noise}. */
    RunningApp(Job job, String application, SpeedupModel curve, int request, double sequentialWork, double start,
            long order, SelfAnalyzer.Settings monitor, RandomGenerator noise) {
        this.job = job;
        this.application = application;
        this.curve = curve;
        this.request = request;
        this.work = sequentialWork;
        this.start = start;
        this.order = order;
        this.measuredSpeedup = new double[request + 1];
        Arrays.fill(measuredSpeedup, Double.NaN);
        this.changedAt = start;
        this.sequentialWork = sequentialWork;
        this.analyzer = monitor == null ? null
                : new SelfAnalyzer(monitor, this::speedup, request, sequentialWork, noise);
    }

    /** When its SelfAnalyzer completes the next measurement, or infinity (exact monitor, or stopped). */
    double nextMeasurement() {
        return analyzer == null || allocation == 0 ? Double.POSITIVE_INFINITY : analyzer.next();
    }

    public Job job() {
        return job;
    }

    public long id() {
        return job.id();
    }

    /** The speedup curve's name. */
    public String application() {
        return application;
    }

    SpeedupModel curve() {
        return curve;
    }

    /** Maximum processors it can use: the job's request, capped at the machine size. */
    public int request() {
        return request;
    }

    public double start() {
        return start;
    }

    /** Start sequence number (0, 1, …): ties between applications are broken by it. */
    public long order() {
        return order;
    }

    /** Processors currently allocated (0 only for an application started at this instant). */
    public int allocation() {
        return allocation;
    }

    /** The allocation the policy chose for the next interval. */
    public int target() {
        return target;
    }

    /** Sets the next allocation (policies only). */
    public void setTarget(int processors) {
        this.target = processors;
    }

    /** The true speedup {@code S(p)} of its curve ({@code p} capped at its request). */
    public double speedup(int p) {
        return curve.speedup(Math.min(Math.max(p, 1), request));
    }

    /** Whether its performance with the current allocation has been measured (PC state). */
    public boolean measured() {
        return measured;
    }

    /** The measured speedup with {@code p} processors, or {@code NaN} when it never ran measured on {@code p}. */
    public double measuredSpeedup(int p) {
        return p >= 1 && p <= request ? measuredSpeedup[p] : Double.NaN;
    }

    /** The most recently measured processor count, or 0. */
    public int lastMeasured() {
        return lastMeasured;
    }

    /**
     * Measured efficiency {@code S(p)/p}, or the curve's when {@code p} was never measured (used only where the
     * value is known to have been measured, e.g. at the current allocation in PC state).
     */
    public double efficiency(int p) {
        double s = measuredSpeedup(p);
        return (Double.isNaN(s) ? speedup(p) : s) / p;
    }

    /**
     * The speedup with {@code p} processors as the performance monitor knows it (Compress&amp;Join): measured when
     * it ran measured on {@code p}; otherwise, with the exact monitor, its curve's; with the SelfAnalyzer, Dowdy's
     * extrapolation from its latest measurement ({@link EqualEfficiency#extrapolate}), or {@code p} before any.
     */
    public double knownSpeedup(int p) {
        double s = measuredSpeedup(p);
        if (!Double.isNaN(s)) {
            return s;
        }
        if (analyzer == null) {
            return speedup(p);
        }
        if (lastMeasured == 0) {
            return p; // nothing measured yet: assumed to scale
        }
        return p * EqualEfficiency.extrapolate(lastMeasured, measuredSpeedup[lastMeasured] / lastMeasured, p);
    }

    public Phase phase() {
        return phase;
    }

    void phase(Phase p) {
        this.phase = p;
    }

    /** PDPA's {@code Last[job]}: the last allocation different from the current one, 0 when none. */
    public int last() {
        return last;
    }

    int systemChanges() {
        return systemChanges;
    }

    void countSystemChange() {
        systemChanges++;
    }

    /**
     * Whether PDPA's efficiency bounds differ from those this application last saw (PDPA's SystemChanges()), and
     * remember them.
     */
    boolean boundsChanged(double high, double low) {
        boolean changed = !Double.isNaN(seenHigh) && (seenHigh != high || seenLow != low);
        seenHigh = high;
        seenLow = low;
        return changed;
    }

    /** Sequential work left at {@code now}. */
    double remaining(double now) {
        if (allocation == 0) {
            return work;
        }
        if (analyzer == null || slowUntil <= changedAt) {
            return work - speedup(allocation) * (now - changedAt);
        }
        double slow = Math.min(now, slowUntil) - changedAt;
        return work - speedup(slowProcessors) * slow - speedup(allocation) * Math.max(0, now - slowUntil);
    }

    /** When the work left at {@code now} is done at the current allocation. */
    private double completion(double now, double left) {
        if (analyzer == null || slowUntil <= now) {
            return now + left / speedup(allocation);
        }
        double slow = speedup(slowProcessors) * (slowUntil - now);
        return left <= slow ? now + left / speedup(slowProcessors)
                : slowUntil + (left - slow) / speedup(allocation);
    }

    /** Processor-seconds held up to {@code now}. */
    double cpuSeconds(double now) {
        return cpuSeconds + allocation * (now - changedAt);
    }

    /**
     * Applies a new allocation at {@code now} (work and processor-seconds are brought up to date, the measurement
     * restarts) and returns whether it changed; the completion time is recomputed when it did or when
     * {@code endAt} was never set.
     */
    boolean allocate(int p, double now) {
        if (p == allocation) {
            if (endAt == Double.POSITIVE_INFINITY && allocation > 0) {
                endAt = completion(now, remaining(now));
            }
            return false;
        }
        work = remaining(now);
        cpuSeconds = cpuSeconds(now);
        int before = allocation;
        if (allocation > 0) {
            last = allocation;
        }
        allocation = p;
        changedAt = now;
        measured = false;
        if (analyzer != null) {
            analyzer.allocationChanged(before, p, now, sequentialWork - work);
            slowUntil = analyzer.inBaseline() ? analyzer.baselineEnd() : now;
            slowProcessors = analyzer.baselineProcessors();
        }
        endAt = work <= 0 ? now : p == 0 ? Double.POSITIVE_INFINITY : completion(now, work);
        return true;
    }

    /**
     * Completes the measurements due at {@code now}: with the exact monitor when {@code measure} seconds have passed
     * at the current allocation, with the SelfAnalyzer when its iterations are done; returns whether one completed.
     */
    boolean measure(double now, double measure) {
        if (analyzer != null) {
            boolean any = false;
            for (double s = analyzer.poll(now, allocation); !Double.isNaN(s); s = analyzer.poll(now, allocation)) {
                measuredSpeedup[allocation] = SelfAnalyzer.combine(measuredSpeedup[allocation], s);
                measured = true;
                lastMeasured = allocation;
                any = true;
            }
            return any;
        }
        if (!measured && allocation > 0 && now - changedAt >= measure - 1e-9) {
            measured = true;
            measuredSpeedup[allocation] = speedup(allocation);
            lastMeasured = allocation;
            return true;
        }
        return false;
    }

    @Override
    public String toString() {
        return "app " + job.id() + " (" + application + ", p=" + allocation + ", " + phase + ")";
    }
}
