package org.partita.core.sched;

/**
 * A single arrival-ordered queue in which jobs behind a blocked head may be started ("bypass" it) until the head
 * has waited longer than a threshold. Two published variants share this class:
 *
 * <h2>{@code bypass}: Chang's bypass queue (BQ)</h2>
 * Chang, <i>Efficient processor management strategies for multicomputer systems</i>, PhD thesis, Iowa State, 1997,
 * §6.2 and Figure 6.2. The threshold time is "the maximum time a job allows other jobs to bypass it before getting
 * allocated. If any of the jobs waits longer than the threshold time, the bypassing is disabled and the jobs are
 * only served in the FCFS manner." The head is the oldest job, so the test is {@code now − head.submit >=
 * threshold}. Figure 6.2 scans past the head only at a <b>departure</b>; an arriving job is tried only when the
 * queue was empty, which in this engine (one pass per timestamp, after the arrivals) is an FCFS drain of the head.
 * Step 3 of Figure 6.2 read literally would stop after the first head allocation even at threshold 0, contradicting
 * the thesis ("equivalent to the ordinary FCFS queue when the threshold is set to 0"); the corrected pass is:
 * <pre>
 * loop: if queue empty: stop
 *       if allocate(head): continue            // FCFS drain
 *       if age(head) &gt;= threshold: stop       // bypassing disabled
 *       for each job j after the head, once, in arrival order:
 *           allocate(j) if possible
 *           if age(current head) &gt;= threshold: stop
 *       stop
 * </pre>
 * Default threshold 10: §6.4 recommends "twice the mean service time", and the thesis's mean service time is 5
 * time units. Give it in the trace's time unit (seconds for SWF).
 *
 * <h2>{@code mfcfs}: Kim and Yoon's modified FCFS (M-FCFS)</h2>
 * Kim and Yoon, "A dynamic processor allocation strategy for mesh-connected multicomputers" (§ on scheduling
 * disciplines): "when the head job is blocked … subsequent jobs are considered in arrived sequence and allocated if
 * suitable submeshes are found"; the threshold is the "maximum queuing delay that a job can tolerate at the head
 * of queue", so the age is counted from the moment the job became the head, and jobs are tried at every pass
 * (arrivals and departures). Without a threshold (the default) this is plain first-fit queue scanning: every
 * waiting job that fits starts, in arrival order. {@code threshold dynamic} is the paper's dynamic threshold
 * {@code d·λ} ({@link DynamicThreshold}), recomputed at every check.
 *
 * <h2>Count mode</h2>
 * With {@code mode=count} the threshold is the number of jobs allowed to bypass the current head (each start of a
 * job behind it counts one); reaching it disables bypassing until the head starts.
 */
public final class BypassQueuePolicy implements QueuePolicy {

    public static final String BYPASS = "bypass";
    public static final String MFCFS = "mfcfs";
    /** Chang's recommended threshold, 2 × mean service time of 5 time units (§6.4). */
    public static final double CHANG_DEFAULT_THRESHOLD = 10;

    /** When the head's age starts counting. */
    public enum Clock {
        /** From the head's submission (Chang). */
        SUBMIT,
        /** From the moment the job became the head (Kim–Yoon). */
        HEAD
    }

    /** When jobs behind a blocked head are tried. */
    public enum Scan {
        /** Only in a pass that follows a departure; other passes only drain the head (Chang, Figure 6.2). */
        DEPARTURE,
        /** In every pass (Kim–Yoon). */
        EVERY_PASS
    }

    /** What the threshold bounds. */
    public enum Mode {
        /** The head's waiting time. */
        TIME,
        /** The number of jobs that bypassed the current head. */
        COUNT
    }

    private final String name;
    private final double threshold;
    private final DynamicThreshold dynamic;
    private final Clock clock;
    private final Scan scan;
    private final Mode mode;
    private boolean departed;
    private WaitingJob trackedHead;
    private double headSince;
    private long bypassesOfHead;
    private long bypassed;

    public BypassQueuePolicy(String name, double threshold, Clock clock, Scan scan, Mode mode) {
        this(name, threshold, null, clock, scan, mode);
        if (!(threshold >= 0)) {
            throw new IllegalArgumentException(name + ": threshold must be >= 0, got " + threshold);
        }
    }

    /** A policy whose threshold is Kim and Yoon's dynamic {@code d·λ}. */
    public static BypassQueuePolicy dynamic(String name, Clock clock, Scan scan, Mode mode) {
        return new BypassQueuePolicy(name, Double.NaN, new DynamicThreshold(), clock, scan, mode);
    }

    private BypassQueuePolicy(String name, double threshold, DynamicThreshold dynamic, Clock clock, Scan scan,
            Mode mode) {
        this.name = name;
        this.threshold = threshold;
        this.dynamic = dynamic;
        this.clock = clock;
        this.scan = scan;
        this.mode = mode;
    }

    /** Chang's BQ with the given threshold time. */
    public static BypassQueuePolicy chang(double threshold) {
        return new BypassQueuePolicy(BYPASS, threshold, Clock.SUBMIT, Scan.DEPARTURE, Mode.TIME);
    }

    /** Kim–Yoon M-FCFS with a fixed threshold on the time spent at the head ({@code +∞}: first-fit scanning). */
    public static BypassQueuePolicy kimYoon(double threshold) {
        return new BypassQueuePolicy(MFCFS, threshold, Clock.HEAD, Scan.EVERY_PASS, Mode.TIME);
    }

    @Override
    public String name() {
        return name;
    }

    /** The fixed threshold, {@code NaN} when it is dynamic. */
    public double threshold() {
        return threshold;
    }

    /** Jobs started while an earlier arrival was waiting. */
    public long bypassed() {
        return bypassed;
    }

    @Override
    public void jobCompleted(RunningJob job, double now) {
        departed = true;
    }

    @Override
    public void jobQueued(WaitingJob job, double now) {
        if (dynamic != null) {
            dynamic.arrived(now);
        }
    }

    @Override
    public void jobStarted(RunningJob job, double now) {
        if (dynamic != null) {
            dynamic.started(job.start() - job.job().submit());
        }
    }

    @Override
    public void schedule(SchedulingContext context) {
        boolean mayBypass = scan == Scan.EVERY_PASS || departed;
        departed = false;
        WaitQueue queue = context.queue();
        double now = context.now();
        WaitingJob head;
        while ((head = queue.head()) != null) {
            track(head, now);
            if (context.tryStart(head) == null) {
                break;
            }
        }
        if (head == null || !mayBypass || expired(head, now)) {
            return;
        }
        WaitingJob w = queue.next(head);
        while (w != null) {
            WaitingJob following = queue.next(w);
            if (context.tryStart(w) != null) { // every candidate is tried, as in the thesis (attempts are counted)
                bypassed++;
                bypassesOfHead++;
                if (expired(queue.head(), now)) {
                    return;
                }
            }
            w = following;
        }
    }

    private void track(WaitingJob head, double now) {
        if (head != trackedHead) {
            trackedHead = head;
            headSince = now;
            bypassesOfHead = 0;
        }
    }

    private boolean expired(WaitingJob head, double now) {
        double limit = dynamic == null ? threshold : dynamic.value(now);
        if (mode == Mode.COUNT) {
            return bypassesOfHead >= limit;
        }
        double since = clock == Clock.SUBMIT ? head.enqueued() : headSince;
        return now - since >= limit;
    }
}
