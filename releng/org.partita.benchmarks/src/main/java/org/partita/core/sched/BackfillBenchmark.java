package org.partita.core.sched;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.partita.core.alloc.Allocation;
import org.partita.core.alloc.AllocationRequest;
import org.partita.core.workload.Job;

/**
 * Cost of the backfilling policies' work with {@code n} running jobs and {@code n} waiting jobs, without the engine
 * (a fixed machine state in which no job can start, so every invocation repeats the same work):
 * <ul>
 * <li>{@code easyPass}: one EASY pass with a blocked head — shadow time from the sorted releases, then a scan of
 * the whole queue in which every candidate fits by count now but would delay the head;</li>
 * <li>{@code easyShadow}: one EASY pass whose work is the shadow time alone — the head needs half the machine plus
 * one, so half the running jobs must end before it can start, and the only other waiting job fits nowhere;</li>
 * <li>{@code conservativeRebuild}: one conservative pass after an event that broke the plan (an early completion)
 * — the profile rebuilt from the running jobs and all {@code n} reservations re-planned;</li>
 * <li>{@code conservativePlanArrival}: planning one arrival into the profile holding {@code n} running jobs and
 * {@code n} reservations (earliest start + hold), then taking it out again.</li>
 * </ul>
 * Each running job holds one processor until its own estimated end, spread evenly over {@code (0, 10 000]}. EASY: {@code n + 8}
 * processors, 8 free, the head asks for 9, the others for 1..8 for longer than any running job; conservative:
 * {@code n + 1} processors, 1 free, waiting jobs ask for 2..8 for 1..5 000 s.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BackfillBenchmark {

    @Param({"100", "1000", "10000"})
    public int n;

    private FixedContext easyContext;
    private FixedContext shadowContext;
    private EasyBackfillPolicy shadowEasy;
    private FixedContext consContext;
    private EasyBackfillPolicy easy;
    private ConservativeBackfillPolicy conservative;
    private RunningJob anyRunning;
    private AvailabilityProfile profile;
    private SplittableRandom random;

    /** A machine state in which nothing can start: tryStart fails whenever the count does not fit. */
    static final class FixedContext implements SchedulingContext {
        final WaitQueue queue = new WaitQueue();
        final List<RunningJob> running = new ArrayList<>();
        final int total;
        final int free;

        FixedContext(int total, int free) {
            this.total = total;
            this.free = free;
        }

        @Override
        public double now() {
            return 0;
        }

        @Override
        public WaitQueue queue() {
            return queue;
        }

        @Override
        public Collection<RunningJob> running() {
            return running;
        }

        @Override
        public int freeNodes() {
            return free;
        }

        @Override
        public int totalNodes() {
            return total;
        }

        @Override
        public Allocation tryStart(WaitingJob job) {
            if (job.processors() <= free) {
                throw new IllegalStateException("the benchmark state must not start job " + job.job().id());
            }
            return null;
        }
    }

    @Setup(Level.Trial)
    public void setUp() {
        SplittableRandom r = new SplittableRandom(42);
        // EASY: 8 processors free; the head needs 9; every other job fits by count (1..8) but runs longer than any
        // running job's estimate and there are no extra processors, so none may backfill.
        easyContext = new FixedContext(n + 8, 8);
        easy = new EasyBackfillPolicy();
        // conservative: 1 processor free, waiting jobs need 2..8, so every reservation lies in the future
        consContext = new FixedContext(n + 1, 1);
        conservative = new ConservativeBackfillPolicy();
        for (int i = 0; i < n; i++) {
            double end = (i + 1 + r.nextDouble() / 2) * 10_000.0 / n; // distinct ends in (0, 10 000]
            Job job = Job.rigid(i, 0, 1, end);
            RunningJob rj = new RunningJob(job, new Allocation(i, new int[] {i}, true, 1), 0, end, end);
            easyContext.running.add(rj);
            consContext.running.add(rj);
            easy.jobStarted(rj, 0);
            conservative.jobStarted(rj, 0);
            anyRunning = rj;
        }
        for (int i = 0; i < n; i++) {
            int procs = i == 0 ? 9 : 1 + r.nextInt(8);
            Job job = Job.rigid(n + i, 0, procs, 10_001 + r.nextInt(5_000));
            easyContext.queue.add(new WaitingJob(job, AllocationRequest.ofProcessors(job.id(), procs), 0));
            int cprocs = 2 + r.nextInt(7);
            Job cjob = Job.rigid(n + i, 0, cprocs, 1 + r.nextInt(5_000));
            WaitingJob w = new WaitingJob(cjob, AllocationRequest.ofProcessors(cjob.id(), cprocs), 0);
            consContext.queue.add(w);
            conservative.jobQueued(w, 0);
        }
        // EASY shadow time: 1 processor free of n + 1, the head needs n / 2 + 1, the second job 2
        shadowContext = new FixedContext(n + 1, 1);
        shadowEasy = new EasyBackfillPolicy();
        for (RunningJob rj : easyContext.running) {
            shadowContext.running.add(rj);
            shadowEasy.jobStarted(rj, 0);
        }
        for (int procs : new int[] {n / 2 + 1, 2}) {
            Job job = Job.rigid(3L * n + procs, 0, procs, 100);
            shadowContext.queue.add(new WaitingJob(job, AllocationRequest.ofProcessors(job.id(), procs), 0));
        }
        conservative.schedule(consContext); // reserve everything once
        profile = new AvailabilityProfile(n + 1, 0);
        for (RunningJob rj : consContext.running) {
            profile.add(0, rj.estimatedEnd(), -1);
        }
        for (WaitingJob w : consContext.queue) {
            double s = profile.earliestStart(0, w.estimate(), w.processors());
            profile.reserve(s, w.estimate(), w.processors());
        }
        random = new SplittableRandom(7);
    }

    @Benchmark
    public long easyPass() {
        easy.schedule(easyContext);
        return easy.backfilled();
    }

    @Benchmark
    public long easyShadow() {
        shadowEasy.schedule(shadowContext);
        return shadowEasy.backfilled();
    }

    @Benchmark
    public long conservativeRebuild() {
        conservative.jobRelocated(anyRunning, 0);
        conservative.schedule(consContext);
        return conservative.rebuilds();
    }

    @Benchmark
    public double conservativePlanArrival() {
        int procs = 1 + random.nextInt(8);
        double run = 1 + random.nextInt(5_000);
        double s = profile.earliestStart(0, run, procs);
        profile.reserve(s, run, procs);
        profile.add(s, s + run, procs);
        return s;
    }
}
