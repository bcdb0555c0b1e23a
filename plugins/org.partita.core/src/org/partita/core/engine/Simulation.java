package org.partita.core.engine;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

import org.partita.core.alloc.Allocation;
import org.partita.core.alloc.AllocationRequest;
import org.partita.core.alloc.Allocator;
import org.partita.core.alloc.JobClock;
import org.partita.core.alloc.Relocation;
import org.partita.core.machine.Machine;
import org.partita.core.sched.QueuePolicy;
import org.partita.core.sched.RunningJob;
import org.partita.core.sched.RunningJobs;
import org.partita.core.sched.SchedulingContext;
import org.partita.core.sched.WaitQueue;
import org.partita.core.sched.WaitingJob;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;

/**
 * Discrete-event simulation of one machine, one allocator and one queue policy over a stream of rigid jobs.
 *
 * <h2>Event order (the tests rely on it)</h2>
 * Events are ordered by {@code (time, kind, sequence)}, with kind {@link #COMPLETION} = 0 before {@link #ARRIVAL} = 1
 * (completions in an {@link EventQueue}, the one pending arrival beside it in a {@link NextArrival}). The
 * {@link EventLoop} takes the earliest timestamp {@code t} and then:
 * <ol>
 * <li>applies <b>every completion at {@code t}</b> (in the order their jobs were started), releasing their
 * processors;</li>
 * <li>applies <b>every arrival at {@code t}</b> (in submit order), appending each job to the wait queue — or
 * rejecting it when {@link Allocator#canEverFit} is false;</li>
 * <li>runs the queue policy <b>once</b>, which starts jobs through {@link SchedulingContext#tryStart}.</li>
 * </ol>
 * The policy is also told of each queued, started, completed and relocated job as it happens
 * ({@link QueuePolicy#jobQueued} etc.), so that it can keep its own plan up to date without rescanning.
 * So a job arriving at the instant another finishes sees the freed processors, and scheduling decisions never
 * depend on the order in which simultaneous events were generated. A job of run time 0 started in step 3 completes
 * at the same {@code t}: its completion is handled in a further round at {@code t} (steps 1–3 again).
 *
 * <h2>Placement</h2>
 * A started job ends at {@code start + runTime × Allocation.runtimeFactor() / speed}, where {@code speed} is the
 * slowest cluster speed among its nodes (1 on a homogeneous machine). After every {@code allocate} and
 * {@code release} the engine drains {@link Allocator#drainRelocations()}: each relocation replaces the running
 * job's allocation and postpones its completion by the relocation delay.
 *
 * <h2>Warm-up and stopping</h2>
 * Completions are numbered 1, 2, … in the order they are applied. Completions {@code 1..K} (warm-up) are not
 * measured; measurement starts at the K-th completion (at the first event when K = 0). The run ends at the
 * completion numbered {@code K + N} when N &gt; 0, before any event later than the stop time, or when no event
 * is left. Jobs still running or waiting at the end are reported in the {@link SimulationResult}.
 *
 * <p>Jobs must come from the source in non-decreasing submit order; otherwise a {@link SimulationException} names
 * the offending job. Only one pending arrival is held at a time, so memory grows with the jobs in the system, not
 * with the length of the trace.
 */
public final class Simulation {

    /** Event kind of a job completion (applied first at a timestamp). */
    public static final int COMPLETION = 0;
    /** Event kind of a job arrival (applied after the completions at the same timestamp). */
    public static final int ARRIVAL = 1;

    private final Machine machine;
    private final Allocator allocator;
    private final QueuePolicy policy;
    private final RequestFactory requests;
    private final SimulationConfig config;
    private final SimulationObserver[] observers;

    /** Completions (and postponed completions); the next arrival waits in {@link #nextArrival}. */
    private final EventQueue<Object> events = new EventQueue<>(1024);
    private final NextArrival nextArrival = new NextArrival(ARRIVAL);
    private final WaitQueue queue = new WaitQueue();
    private final RunningJobs running = new RunningJobs();
    private final Collection<RunningJob> runningView = running.values();
    private final Context context = new Context();

    private OrderedJobs source;
    private double now = Double.NEGATIVE_INFINITY;
    private long arrived;
    private long rejected;
    private long started;
    private long completed;
    private long measured;
    private boolean measuring;
    private boolean stop;
    private long allocationNanos;
    private boolean ran;

    public Simulation(Machine machine, Allocator allocator, QueuePolicy policy, RequestFactory requests,
            SimulationConfig config, List<? extends SimulationObserver> observers) {
        this.machine = Objects.requireNonNull(machine);
        this.allocator = Objects.requireNonNull(allocator);
        this.policy = Objects.requireNonNull(policy);
        this.requests = Objects.requireNonNull(requests);
        this.config = Objects.requireNonNull(config);
        this.observers = observers.toArray(new SimulationObserver[0]);
        allocator.bindClock(new Clock());
    }

    /**
     * The clock a migrating allocator charges lost work with. A job's work done is its run time on its allocation
     * less what remains until its completion, so its start "on the current allocation" is {@code end − run time}:
     * the original start for a job never moved, later by the delays of its moves.
     */
    private final class Clock implements JobClock {
        @Override
        public double now() {
            return now;
        }

        @Override
        public double startTime(long jobId) {
            RunningJob r = runningJob(jobId);
            return r.end() - runTime(jobId);
        }

        @Override
        public double runTime(long jobId) {
            RunningJob r = runningJob(jobId);
            return r.job().runTime() * r.allocation().runtimeFactor() / speed(r.allocation());
        }

        private RunningJob runningJob(long jobId) {
            RunningJob r = running.get(jobId);
            if (r == null) {
                throw new IllegalStateException("job " + jobId + " is not running");
            }
            return r;
        }
    }

    /**
     * Runs the simulation to its end, through the {@link EventLoop}. One {@code Simulation} runs once.
     *
     * @throws SimulationCancelledException when the calling thread is interrupted during the run (the flag stays set)
     */
    public SimulationResult run(JobSource jobs) {
        if (ran) {
            throw new IllegalStateException("a Simulation runs once");
        }
        ran = true;
        this.source = new OrderedJobs(jobs);
        pullArrival();
        // A cancelled run (its thread interrupted) stops within InterruptCheck.INTERVAL timestamps.
        EventLoop.run(events, nextArrival, config.stopTime(), new InterruptCheck(), new Steps());
        List<WaitingJob> waiting = new ArrayList<>(queue.size());
        for (WaitingJob w : queue) {
            waiting.add(w);
        }
        SimulationResult result = new SimulationResult(now == Double.NEGATIVE_INFINITY ? 0 : now, arrived,
                rejected, started, completed, measured, List.copyOf(running.values()), List.copyOf(waiting),
                allocator.stats(), allocationNanos);
        for (SimulationObserver o : observers) {
            o.simulationEnded(result);
        }
        return result;
    }

    private void pullArrival() {
        Job job = source.next();
        if (job != null) {
            nextArrival.set(job.submit(), job);
        }
    }

    private void arrive(Job job) {
        arrived++;
        for (SimulationObserver o : observers) {
            o.jobArrived(job, now);
        }
        AllocationRequest request = requests.request(job);
        if (!allocator.canEverFit(request)) {
            rejected++;
            String reason = "needs " + request.processors() + " processors"
                    + (request.shape() == null ? "" : " as " + shapeText(request.shape()))
                    + "; can never fit " + machine;
            for (SimulationObserver o : observers) {
                o.jobRejected(job, reason, now);
            }
            return;
        }
        WaitingJob w = new WaitingJob(job, request, now);
        queue.add(w);
        policy.jobQueued(w, now);
    }

    private static String shapeText(int[] shape) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < shape.length; i++) {
            s.append(i == 0 ? "" : "x").append(shape[i]);
        }
        return s.toString();
    }

    private void complete(RunningJob r, double t) {
        if (t != r.end() || !running.remove(r.job().id(), r)) {
            return; // superseded by a relocation that postponed this job's end
        }
        long t0 = config.timeAllocations() ? System.nanoTime() : 0;
        allocator.release(r.allocation());
        if (config.timeAllocations()) {
            allocationNanos += System.nanoTime() - t0;
        }
        completed++;
        policy.jobCompleted(r, t);
        boolean isMeasured = completed > config.warmupCompletions()
                && (config.maxCompletions() == 0 || measured < config.maxCompletions());
        if (isMeasured) {
            measured++;
        }
        for (SimulationObserver o : observers) {
            o.jobCompleted(r, isMeasured, t);
        }
        if (!measuring && completed == config.warmupCompletions()) {
            startMeasuring();
        }
        applyRelocations();
        if (config.maxCompletions() > 0 && measured >= config.maxCompletions()) {
            stop = true;
        }
    }

    /** The speed of the slowest node of {@code a}: 1 on a homogeneous machine, without listing its nodes. */
    private double speed(Allocation a) {
        return machine.isHeterogeneous() ? machine.slowestSpeed(a.nodes()) : 1.0;
    }

    private void startMeasuring() {
        measuring = true;
        for (SimulationObserver o : observers) {
            o.measurementStarted(now);
        }
    }

    private void applyRelocations() {
        List<Relocation> moved = allocator.drainRelocations();
        if (moved.isEmpty()) {
            return;
        }
        for (Relocation rel : moved) {
            RunningJob r = running.get(rel.jobId());
            if (r == null) {
                throw new IllegalStateException("allocator " + allocator.name() + " relocated job " + rel.jobId()
                        + ", which is not running");
            }
            int before = r.allocation().size();
            double oldEnd = r.end();
            r.relocate(rel.to(), rel.delay());
            if (r.end() != oldEnd) {
                events.push(r.end(), COMPLETION, r);
            }
            policy.jobRelocated(r, now);
            for (SimulationObserver o : observers) {
                o.jobRelocated(r, rel, before, now);
            }
        }
    }

    /** The loop's steps: completions, then arrivals, then one scheduling pass per timestamp. */
    private final class Steps implements EventLoop.Steps {
        @Override
        public void advance(double t) {
            now = t;
            if (!measuring && config.warmupCompletions() == 0) {
                startMeasuring();
            }
        }

        @Override
        public boolean apply(int kind, Object payload) {
            if (kind == COMPLETION) {
                complete((RunningJob) payload, now);
                return !stop;
            }
            arrive((Job) payload);
            pullArrival();
            return true;
        }

        @Override
        public void settle() {
            policy.schedule(context);
        }
    }

    private final class Context implements SchedulingContext {
        @Override
        public double now() {
            return now;
        }

        @Override
        public WaitQueue queue() {
            return queue;
        }

        @Override
        public Collection<RunningJob> running() {
            return runningView;
        }

        @Override
        public int freeNodes() {
            return allocator.freeNodes();
        }

        @Override
        public int totalNodes() {
            return machine.size();
        }

        @Override
        public Allocation tryStart(WaitingJob w) {
            int freeBefore = allocator.freeNodes();
            w.countAttempt();
            long t0 = config.timeAllocations() ? System.nanoTime() : 0;
            Allocation a = allocator.allocate(w.request());
            if (config.timeAllocations()) {
                allocationNanos += System.nanoTime() - t0;
            }
            for (SimulationObserver o : observers) {
                o.allocationAttempt(w, a != null, freeBefore, now);
            }
            if (a == null) {
                applyRelocations();
                return null;
            }
            queue.remove(w);
            Job job = w.job();
            double speed = speed(a);
            double factor = a.runtimeFactor() / speed;
            double end = now + job.runTime() * factor;
            double estEnd = now + job.estimateOrRunTime() * factor;
            RunningJob r = new RunningJob(job, a, now, end, estEnd);
            running.put(job.id(), r);
            started++;
            events.push(end, COMPLETION, r);
            policy.jobStarted(r, now);
            for (SimulationObserver o : observers) {
                o.jobStarted(r, now);
            }
            applyRelocations();
            return a;
        }
    }
}
