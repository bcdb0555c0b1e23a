package org.partita.core.malleable;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

import org.partita.core.alloc.Allocation;
import org.partita.core.alloc.AllocationRequest;
import org.partita.core.engine.OrderedJobs;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.engine.SimulationResult;
import org.partita.core.metrics.CompletionLedger;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.model.ModelRun;
import org.partita.core.sched.RunningJob;
import org.partita.core.sched.WaitingJob;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;

/**
 * One run of malleable processor sharing on {@code P} processors (Corbalán's execution environment, Ch. 3, as a
 * discrete-event simulation): a FIFO queue (the Launcher), a multiprogramming-level rule and a {@link SharePolicy}
 * (the CPUManager), and applications whose work progresses at rate {@code S(p)} (see {@link RunningApp}).
 *
 * <h2>Reading a rigid job</h2>
 * {@code processors} is the application's request (its maximum parallelism), capped at P. {@code runTime} is its
 * sequential time {@code T1} (the thesis' workload parameter, §3.3), or, with {@link Settings#requestedRunTime}, its
 * run time on its requested processors, so {@code T1 = runTime · S(request)}. The speedup curve is chosen by the
 * {@link CurveChooser}.
 *
 * <h2>Decision points</h2>
 * Time advances from event to event: arrivals, completions and, when the policy needs it ({@link SharePolicy#quantum}),
 * quantum ticks at multiples of the quantum (only while jobs are in the system). At each instant, in this order:
 * completions (in start order), arrivals (in submit order), then one decision: (1) applications whose measuring time
 * at their current allocation has elapsed become measured; (2) queued jobs start, first come first served, while
 * fewer than {@code mpl} are running (the default multiprogramming level, also the minimum of the dynamic rules), and
 * at a tick one more when {@link SharePolicy#admit} says so (one "credit" per quantum, Fig. 3.12); never more than P
 * run at once, since each holds a processor — for a {@link TimeSharing} policy (gang scheduling) the policy alone
 * decides, first come first served, and a running application may hold no processor while its time slot waits;
 * (3) the policy computes every allocation; (4) allocations are applied:
 * should they exceed P (only when a start at the default level finds no free processor), the largest allocations
 * (the latest started on ties) lose one processor at a time; shrinking applications release their highest-numbered
 * processors, growing ones take the lowest-numbered free processors (allocations keep their processors when they
 * can, as the CPUManager's affinity placement does), and completion times are recomputed.
 *
 * <h2>Run control and reporting</h2>
 * Warm-up K, completion limit N and stop time as in the rigid engine ({@link org.partita.core.engine.Simulation}).
 * Observers see {@code jobArrived}, {@code jobStarted} (with the processors the job got at its start, after the
 * decision of its start instant), {@code jobCompleted} (same allocation; its end is the completion time),
 * {@code measurementStarted} and {@code simulationEnded}. Performance is measured by a {@link SelfAnalyzer} per
 * application (its measurements are events: the ticks between them may be skipped), or, with the exact monitor,
 * known exactly after {@code measure} seconds. Reallocation cost is not modelled.
 */
public final class MalleableSimulation {

    /**
     * @param mpl              default multiprogramming level (fixed for Equipartition and Equal_efficiency, the
     *                         minimum of the dynamic rules)
     * @param quantum          the processor scheduler's quantum, seconds (Corbalán: 100 ms)
     * @param measure          time an application needs at a new allocation before its speedup is known, seconds
     * @param requestedRunTime whether a job's run time is on its requested processors (else it is sequential time)
     * @param monitor          the SelfAnalyzer's settings, or null for the exact monitor (then {@code measure}
     *                         applies)
     */
    public record Settings(int mpl, double quantum, double measure, boolean requestedRunTime,
            SelfAnalyzer.Settings monitor) {

        /** With the exact monitor. */
        public Settings(int mpl, double quantum, double measure, boolean requestedRunTime) {
            this(mpl, quantum, measure, requestedRunTime, null);
        }

        public Settings {
            if (mpl < 1) {
                throw new IllegalArgumentException("multiprogramming level must be >= 1, got " + mpl);
            }
            if (!(quantum > 0) || Double.isInfinite(quantum)) {
                throw new IllegalArgumentException("quantum must be > 0, got " + quantum);
            }
            if (!(measure >= 0) || Double.isInfinite(measure)) {
                throw new IllegalArgumentException("measuring time must be >= 0, got " + measure);
            }
        }
    }

    /** Chooses the speedup curve of each job (deterministically, in arrival order). */
    public interface CurveChooser {
        Curve choose(Job job);
    }

    /** A named speedup curve. */
    public record Curve(String name, org.partita.core.workload.SpeedupModel model) {
    }

    private static final int MAX_VIOLATIONS = 100;

    private final int processors;
    private final SharePolicy policy;
    private final Settings settings;
    private final CurveChooser curves;
    private final SimulationConfig config;
    private final boolean check;
    private final CompletionLedger ledger;
    private final AllocationListener listener;
    private final boolean timeSharing;
    private final RandomGenerator noise;

    private final ArrayDeque<Job> queue = new ArrayDeque<>();
    private final List<RunningApp> running = new ArrayList<>();
    private final List<InvariantChecker.Violation> violations = new ArrayList<>();
    private final ProcessorMap map;
    private final MalleableTotals totals = new MalleableTotals();

    private OrderedJobs source;
    private RunningApp pendingCandidate;
    private Job pending;
    private double now;
    private long tick = -1;
    private boolean asleep;
    private long startOrder; // applications started so far, the order of the next one
    private boolean ran;

    public MalleableSimulation(int processors, SharePolicy policy, Settings settings, CurveChooser curves,
            SimulationConfig config, double horizon, boolean check, List<SimulationObserver> observers,
            AllocationListener listener) {
        this(processors, policy, settings, curves, config, horizon, check, observers, listener, null);
    }

    /**
     * @param noise the stream of the SelfAnalyzer's measurement errors ({@code malleable/selfanalyzer}); needed
     *              when {@code settings} name the SelfAnalyzer
     */
    public MalleableSimulation(int processors, SharePolicy policy, Settings settings, CurveChooser curves,
            SimulationConfig config, double horizon, boolean check, List<SimulationObserver> observers,
            AllocationListener listener, RandomGenerator noise) {
        if (settings.monitor() != null && noise == null) {
            throw new IllegalArgumentException("the SelfAnalyzer needs a random stream for its measurement errors");
        }
        this.noise = noise;
        if (processors < 1) {
            throw new IllegalArgumentException("the machine needs at least one processor");
        }
        this.processors = processors;
        this.policy = Objects.requireNonNull(policy);
        this.settings = Objects.requireNonNull(settings);
        this.curves = Objects.requireNonNull(curves);
        this.config = Objects.requireNonNull(config);
        this.check = check;
        this.ledger = new CompletionLedger(config, observers, horizon);
        this.listener = listener;
        this.timeSharing = policy instanceof TimeSharing;
        this.map = new ProcessorMap(processors, timeSharing, this::violation);
    }

    /** Runs to the end; one instance runs once. */
    public ModelRun run(JobSource jobs) {
        if (ran) {
            throw new IllegalStateException("a MalleableSimulation runs once");
        }
        ran = true;
        source = new OrderedJobs(jobs);
        pull();
        now = pending == null ? 0 : pending.submit();
        while (true) {
            ledger.checkInterrupt(now);
            double tArrival = pending == null ? Double.POSITIVE_INFINITY : pending.submit();
            double tCompletion = Double.POSITIVE_INFINITY;
            for (RunningApp a : running) {
                tCompletion = Math.min(tCompletion, a.endAt);
            }
            double tTick = Double.POSITIVE_INFINITY;
            if (policy.quantum() && (!running.isEmpty() || !queue.isEmpty())) {
                if (tick < 0) {
                    tick = (long) Math.floor(now / settings.quantum()) + 1;
                }
                tTick = tick * settings.quantum();
                double tEvent = Math.min(tArrival, Math.min(tCompletion, nextMeasurement()));
                if (asleep && tTick < tEvent && tEvent < Double.POSITIVE_INFINITY) {
                    // quiescent: the ticks before the next event would change nothing; skip to the first grid
                    // point at or after it (a tick at the event's own instant is still a tick)
                    tick = (long) Math.ceil(tEvent / settings.quantum());
                    if (tick * settings.quantum() < tEvent) {
                        tick++;
                    }
                    tTick = tick * settings.quantum();
                }
            }
            double t = Math.min(tArrival, Math.min(tCompletion, tTick));
            if (t == Double.POSITIVE_INFINITY || t > config.stopTime()) {
                break;
            }
            now = t;
            ledger.begin(now);
            if (t == tCompletion) {
                for (RunningApp a : new ArrayList<>(running)) {
                    if (a.endAt == t) {
                        complete(a);
                        if (ledger.stop()) {
                            break;
                        }
                    }
                }
                if (ledger.stop()) {
                    break;
                }
            }
            while (pending != null && pending.submit() == t) {
                arrive(pending);
                pull();
            }
            boolean atTick = t == tTick;
            if (atTick) {
                tick++;
            }
            if (running.isEmpty() && queue.isEmpty()) {
                tick = -1; // idle: ticks resume at the next multiple of the quantum after the next arrival
            }
            if (t == tCompletion || t == tArrival) {
                asleep = false;
            }
            boolean changed = decide(atTick);
            asleep = atTick && !changed && quiescent();
        }
        return finish();
    }

    /** The next SelfAnalyzer measurement of a running application (infinity with the exact monitor). */
    private double nextMeasurement() {
        double t = Double.POSITIVE_INFINITY;
        if (settings.monitor() != null) {
            for (RunningApp a : running) {
                t = Math.min(t, a.nextMeasurement());
            }
        }
        return t;
    }

    private void pull() {
        pending = source.next();
    }

    private void arrive(Job job) {
        ledger.arrived(job, now);
        queue.add(job);
    }

    private void complete(RunningApp a) {
        running.remove(a);
        map.release(a);
        ledger.busyChanged(now, -a.allocation());
        double cpu = a.cpuSeconds(now);
        RunningJob r = new RunningJob(a.job(), a.started.allocation(), a.start(), now, now);
        if (ledger.completed(r, cpu, now)) {
            totals.completed(a, now, cpu);
        }
    }

    /**
     * Whether ticks may be skipped until the next arrival or completion: the policy is not time-shared and no
     * running application is waiting for a measurement, so a tick that changed nothing would be followed by ticks
     * that change nothing (the space-sharing policies decide from measurements, phases and the queue only).
     */
    private boolean quiescent() {
        if (timeSharing) {
            return false;
        }
        if (settings.monitor() != null) {
            return true; // the next measurement is an event (nextMeasurement)
        }
        for (RunningApp a : running) {
            if (!a.measured() && a.allocation() > 0) {
                return false;
            }
        }
        return true;
    }

    /** One decision; returns whether anything changed (a measurement, a start or an allocation). */
    private boolean decide(boolean atTick) {
        boolean changed = false;
        for (RunningApp a : running) {
            changed |= a.measure(now, settings.measure());
        }
        List<RunningApp> fresh = new ArrayList<>();
        if (policy instanceof TimeSharing ts) {
            if (atTick) {
                ts.quantumEnded();
            }
            while (!queue.isEmpty()) {
                RunningApp candidate = candidate(queue.peek());
                if (!ts.accepts(running, candidate, processors)) {
                    break;
                }
                queue.poll();
                fresh.add(start(candidate));
            }
        } else {
            while (!queue.isEmpty() && running.size() < processors && running.size() < settings.mpl()) {
                fresh.add(start(candidate(queue.poll())));
            }
            if (atTick && !queue.isEmpty() && running.size() < processors && policy.admit(running, free())) {
                fresh.add(start(candidate(queue.poll())));
            }
        }
        if (running.isEmpty()) {
            return changed;
        }
        policy.allocate(running, processors, !queue.isEmpty());
        changed |= apply() | !fresh.isEmpty();
        for (RunningApp a : fresh) {
            a.started = new RunningJob(a.job(), new Allocation(a.id(), a.processors.stream().toArray(), false, 1.0),
                    now, Double.NaN, Double.NaN);
            ledger.started(a.started, now);
        }
        if (ledger.measuring()) {
            totals.running(running.size());
        }
        if (check) {
            map.check(running, now);
        }
        return changed;
    }

    /** The application {@code job} would be; its curve is chosen once per job (the head of the queue is kept). */
    private RunningApp candidate(Job job) {
        if (pendingCandidate != null && pendingCandidate.job() == job) {
            return pendingCandidate;
        }
        Curve c = curves.choose(job);
        int request = Math.min(job.processors(), processors);
        double work = settings.requestedRunTime() ? job.runTime() * c.model().speedup(request) : job.runTime();
        pendingCandidate = new RunningApp(job, c.name(), c.model(), request, work, now, startOrder, settings.monitor(),
                noise);
        return pendingCandidate;
    }

    private RunningApp start(RunningApp candidate) {
        // created anew: the candidate may have waited at the head of the queue since an earlier instant
        RunningApp a = new RunningApp(candidate.job(), candidate.application(), candidate.curve(),
                candidate.request(), candidate.work, now, startOrder, settings.monitor(), noise);
        startOrder++;
        pendingCandidate = null;
        running.add(a);
        return a;
    }

    private int free() {
        int used = 0;
        for (RunningApp a : running) {
            used += a.allocation();
        }
        return processors - used;
    }

    /**
     * Applies the policy's targets (clamped to [1, request], total capped at P) and recomputes completions; returns
     * whether an allocation changed.
     */
    private boolean apply() {
        map.clampTargets(running, now);
        map.place(running);
        boolean changed = false;
        for (RunningApp a : running) {
            int before = a.allocation();
            if (a.allocate(a.target(), now)) {
                changed = true;
                ledger.busyChanged(now, a.allocation() - before);
                if (listener != null) {
                    listener.allocationChanged(now, a, before, a.allocation());
                }
            }
        }
        return changed;
    }

    private void violation(long job, String message) {
        if (check && violations.size() < MAX_VIOLATIONS) {
            violations.add(new InvariantChecker.Violation(job, message));
        }
    }

    private ModelRun finish() {
        ledger.accrue(now);
        List<RunningJob> stillRunning = new ArrayList<>();
        for (RunningApp a : running) {
            stillRunning.add(a.started);
        }
        List<WaitingJob> stillWaiting = new ArrayList<>();
        for (Job j : queue) {
            stillWaiting.add(new WaitingJob(j, AllocationRequest.ofProcessors(j.id(), j.processors()), j.submit()));
        }
        SimulationResult result = ledger.end(now, stillRunning, stillWaiting);
        return new ModelRun(result, totals.metrics(ledger, now, processors), violations);
    }
}
