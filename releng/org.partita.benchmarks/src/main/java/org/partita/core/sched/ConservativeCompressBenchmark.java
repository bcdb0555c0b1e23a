package org.partita.core.sched;

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
 * Cost of one conservative pass that compresses the plan after an early completion, in the machine state of
 * {@link BackfillBenchmark} ({@code n} running jobs of one processor, {@code n} waiting jobs of 2..8 processors for
 * 1..5 000 s, one processor free): the running job with the median estimated end completes at time 0, so the
 * reservations it delayed move earlier. The state is rebuilt before every invocation (not timed); compare with
 * {@code BackfillBenchmark.conservativeRebuild}, the full rebuild of the same plan.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ConservativeCompressBenchmark {

    @Param({"100", "1000", "10000"})
    public int n;

    private BackfillBenchmark.FixedContext context;
    private ConservativeBackfillPolicy policy;

    @Setup(Level.Invocation)
    public void setUp() {
        SplittableRandom r = new SplittableRandom(42);
        context = new BackfillBenchmark.FixedContext(n + 1, 1);
        policy = new ConservativeBackfillPolicy();
        RunningJob median = null;
        for (int i = 0; i < n; i++) {
            double end = (i + 1 + r.nextDouble() / 2) * 10_000.0 / n;
            Job job = Job.rigid(i, 0, 1, end);
            RunningJob rj = new RunningJob(job, new Allocation(i, new int[] {i}, true, 1), 0, end, end);
            context.running.add(rj);
            policy.jobStarted(rj, 0);
            if (i == n / 2) {
                median = rj;
            }
        }
        for (int i = 0; i < n; i++) {
            int procs = 2 + r.nextInt(7);
            Job job = Job.rigid(n + i, 0, procs, 1 + r.nextInt(5_000));
            WaitingJob w = new WaitingJob(job, AllocationRequest.ofProcessors(job.id(), procs), 0);
            context.queue.add(w);
            policy.jobQueued(w, 0);
        }
        policy.schedule(context); // plan everything once
        context.running.remove(median);
        policy.jobCompleted(median, 0); // ends early: the next pass compresses
    }

    @Benchmark
    public long conservativeCompress() {
        policy.schedule(context);
        return policy.moved();
    }
}
