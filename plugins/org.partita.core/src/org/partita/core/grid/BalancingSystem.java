package org.partita.core.grid;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.PriorityQueue;
import java.util.SplittableRandom;

import org.partita.core.engine.InterruptCheck;
import org.partita.core.engine.SimulationException;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;

/**
 * A time-sliced multicomputer whose PEs run tasks and migrate them under a {@link Balancer} (IPG-SaLaD §2.2, §3.2).
 *
 * <h2>Model (ours where the paper is silent; digest §6)</h2>
 * Time advances in slices. At each slice boundary: messages and migrated tasks due by then are applied in time
 * order, then the jobs submitted by then are placed; at every {@code interval}-th boundary the balancer runs
 * ({@link Balancer#beginInterval}, then each PE in id order; at the other boundaries
 * {@link Balancer#betweenIntervals}); then each PE runs its tasks round robin for one slice ({@code slice · speed}
 * work): the head task runs until it finishes or the slice is used up (then it goes to the tail), a PE never idles
 * while it holds a task. A job of {@code p} processors is {@code p} tasks of work {@code runTime} placed per
 * {@link BalanceConfig#placement()}; a finishing task of generation {@code g < generations} spawns, with probability
 * {@code spawn}, two children on its PE with exponential work of mean {@code runTime} ("new tasks were generated
 * internally"). Spawning draws from a stream owned by the task (a hash of the run seed and the task's identity), so
 * the same tasks are created whatever the balancing: the no-balancing run and the balanced run do the same work.
 * Load = tasks held by a PE (tasks in transit belong to nobody). Migrating {@code k} tasks over {@code h} hops takes
 * {@code h · latency + k · transfer}; a message takes {@code h · latency}; on a bus every message and migration
 * occupies the one medium for its duration, in the order sent. Migration is preemptive: the tasks with the most CPU
 * time used go first (digest §3.6, for every policy).
 *
 * <h2>Overload</h2>
 * Every admitted task is kept until it finishes. When the jobs bring more work than the PEs can do, the tasks
 * present grow without bound; once more than {@link #taskLimit(long)} are present (queued on a PE or in transit) the run
 * stops with a {@link SimulationException} that says so, instead of exhausting memory.
 */
public final class BalancingSystem implements LoadNetwork {

    /**
     * Tasks present at once beyond which a run stops ({@link #taskLimit(long)}): about 100 MB of task state, far
     * beyond any stable run of the papers' workloads (IPG-SaLaD's tables: 8 applications of 64 tasks).
     */
    public static final long DEFAULT_TASK_LIMIT = 1_000_000;

    /** A balancing message (its {@code load} piggy-backs the sender's load when sent). */
    public record Message(int type, int from, int to, int origin, int amount, int hops, double sentAt, int load) {
    }

    /** Per-job outcome. */
    public record JobOutcome(Job job, double placed, double start, double end, int[] pes) {
    }

    /** Outcome of a run. */
    public record Result(double completion, double totalWork, double busy, long migrations, long messages,
            List<JobOutcome> jobs, List<String> violations) {
    }

    private record Event(double time, long seq, Message message, List<BalanceTask> tasks) {
    }

    private final BalanceConfig config;
    private final double[] speeds;
    private final PeNetwork network;
    private final long seed;
    private final Balancer balancer;
    private final List<ArrayDeque<BalanceTask>> queues = new ArrayList<>();
    private final PriorityQueue<Event> events = new PriorityQueue<>((a, b) -> a.time != b.time
            ? Double.compare(a.time, b.time) : Long.compare(a.seq, b.seq));
    private final SplittableRandom placementRandom;
    private double now;
    private long eventSeq;
    private long taskSeq;
    private long migrations;
    private long messages;
    private long created;
    private long jobsDone;
    private long finished;
    private int inTransit;
    private int rotation;
    private double busy;
    private double totalWork;
    private double lastFinish;
    private long taskLimit = DEFAULT_TASK_LIMIT;

    /**
     * @param speeds     PE speeds
     * @param neighbours each PE's directly linked PEs, ascending
     * @param bus        whether the PEs share one medium (a network of workstations)
     * @param seed       the run's seed (task spawning and random placement derive from it)
     */
    public BalancingSystem(BalanceConfig config, double[] speeds, int[][] neighbours, boolean bus, long seed) {
        this.config = config;
        this.speeds = speeds.clone();
        this.network = new PeNetwork(neighbours, bus, config.latency(), config.transfer());
        this.seed = seed;
        int n = speeds.length;
        for (int i = 0; i < n; i++) {
            queues.add(new ArrayDeque<>());
        }
        placementRandom = new SplittableRandom(RandomStreams.derive(seed, "balance/placement"));
        balancer = Balancer.of(config, n);
    }

    /**
     * Sets how many tasks may be present at once (queued on the PEs or in transit) before a run stops with a
     * {@link SimulationException} (default {@value #DEFAULT_TASK_LIMIT}); returns this system.
     */
    public BalancingSystem taskLimit(long limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("balance: the task limit must be >= 1, got " + limit);
        }
        this.taskLimit = limit;
        return this;
    }

    // ---- what balancers see

    public BalanceConfig config() {
        return config;
    }

    public int size() {
        return speeds.length;
    }

    public double now() {
        return now;
    }

    public int load(int pe) {
        return queues.get(pe).size();
    }

    public int hops(int a, int b) {
        return network.hops(a, b);
    }

    public int[] neighbours(int pe) {
        return network.neighbours(pe);
    }

    private double delay(int from, int to, int tasks) {
        return network.arrival(now, from, to, tasks);
    }

    /** Sends a message; it is delivered at the first slice boundary after it arrives. */
    public void send(int type, int from, int to, int origin, int amount, int hopCount, double sentAt) {
        messages++;
        Message m = new Message(type, from, to, origin, amount, hopCount, sentAt, load(from));
        events.add(new Event(delay(from, to, 0), eventSeq++, m, null));
    }

    /**
     * Migrates up to {@code count} tasks from {@code from} to {@code to}, those with the most CPU time used first
     * (ties: older task). The tasks arrive with a message of type {@code type} (its load: the sender's load after
     * the migration). Returns how many moved.
     */
    public int migrate(int from, int to, int count, int type, int origin, double sentAt) {
        ArrayDeque<BalanceTask> q = queues.get(from);
        int k = Math.min(count, q.size());
        if (k <= 0 || from == to) {
            return 0;
        }
        List<BalanceTask> all = new ArrayList<>(q);
        all.sort((a, b) -> a.cpu != b.cpu ? Double.compare(b.cpu, a.cpu) : Long.compare(a.seq, b.seq));
        List<BalanceTask> moving = new ArrayList<>(all.subList(0, k));
        for (BalanceTask t : moving) {
            q.remove(t);
        }
        migrations += k;
        inTransit += k;
        Message m = new Message(type, from, to, origin, k, 0, sentAt, q.size());
        events.add(new Event(delay(from, to, k), eventSeq++, m, moving));
        return k;
    }

    // ---- the run

    /** Runs a finite list of jobs (in submit order) to completion or until {@code stopTime}. */
    public Result run(List<Job> jobs, double stopTime) {
        return run(JobSource.of(jobs), stopTime, 0, null);
    }

    /**
     * Runs the jobs of {@code source} until every admitted job has finished or {@code stopTime}. Jobs are pulled
     * one at a time; once {@code admitUntil} jobs have completed ({@code 0} = never), no further job is admitted
     * and the admitted ones are drained. Admitted jobs are appended to {@code admitted} when it is not null (the
     * no-balancing reference run replays them).
     *
     * @throws SimulationException when more than {@link #taskLimit(long)} tasks are present at once: the stream is
     *                             overloaded (or far too bursty) for the PEs
     */
    public Result run(JobSource source, double stopTime, long admitUntil, List<Job> admitted) {
        List<BalanceJob> states = new ArrayList<>();
        List<String> violations = new ArrayList<>();
        double slice = config.slice();
        long step = 0;
        InterruptCheck interrupts = new InterruptCheck();
        Job next = source.next();
        double lastSubmit = Double.NEGATIVE_INFINITY;
        now = next == null ? 0 : Math.floor(next.submit() / slice) * slice;
        // messages alone do not keep the run going: it ends when no job is left to admit and every task finished
        while (next != null || created > finished) {
            interrupts.accept(now);
            if (now > stopTime) {
                break;
            }
            while (!events.isEmpty() && events.peek().time <= now) {
                Event e = events.poll();
                if (e.tasks != null) {
                    inTransit -= e.tasks.size();
                    queues.get(e.message.to()).addAll(e.tasks);
                    balancer.tasksArrived(this, e.message);
                } else {
                    balancer.deliver(this, e.message);
                }
            }
            while (next != null && next.submit() <= now) {
                if (next.submit() < lastSubmit) {
                    throw new IllegalArgumentException("job " + next.id() + " submits at " + next.submit()
                            + ", before the previous job: jobs must be in submit order");
                }
                lastSubmit = next.submit();
                states.add(place(next));
                if (admitted != null) {
                    admitted.add(next);
                }
                next = admitUntil > 0 && jobsDone >= admitUntil ? null : source.next();
            }
            if (created - finished > taskLimit) {
                throw overloaded(states);
            }
            if (created == finished && next != null && events.isEmpty()) {
                // nothing to run or deliver: jump to the slice of the next arrival
                double to = Math.max(now + slice, Math.floor(next.submit() / slice) * slice);
                step += Math.round((to - now) / slice);
                now = to;
                continue;
            }
            if (step % config.interval() == 0) {
                balancer.beginInterval(this);
                for (int pe = 0; pe < speeds.length; pe++) {
                    balancer.interval(this, pe);
                }
            } else {
                for (int pe = 0; pe < speeds.length; pe++) {
                    balancer.betweenIntervals(this, pe);
                }
            }
            for (int pe = 0; pe < speeds.length; pe++) {
                execute(pe, violations);
            }
            step++;
            now += slice;
            if (admitUntil > 0 && jobsDone >= admitUntil) {
                next = null;
            }
        }
        List<JobOutcome> outcomes = new ArrayList<>();
        for (BalanceJob js : states) {
            outcomes.add(new JobOutcome(js.job, js.placed, js.start, js.outstanding == 0 ? js.end : Double.NaN,
                    js.pes));
        }
        long present = inTransit;
        for (ArrayDeque<BalanceTask> q : queues) {
            present += q.size();
        }
        if (created != finished + present) {
            violations.add("tasks not conserved: created " + created + ", finished " + finished + ", present "
                    + present);
        }
        return new Result(lastFinish, totalWork, busy, migrations, messages, outcomes, violations);
    }

    private SimulationException overloaded(List<BalanceJob> states) {
        double elapsed = now - states.get(0).job.submit();
        double capacity = Arrays.stream(speeds).sum() * elapsed;
        return new SimulationException(String.format(Locale.ROOT, "balance: %d tasks of %d unfinished jobs are "
                + "present at t = %.6g s, more than the %d the model keeps: the jobs admitted so far bring %.3g "
                + "times the work the %d PEs can do in that time, so the backlog grows without bound (an overloaded "
                + "stream). Lower the arrival rate or the jobs' work, or stop the run earlier (fewer jobs or a stop "
                + "time)", created - finished, states.size() - jobsDone, now, taskLimit,
                elapsed > 0 ? totalWork / capacity : Double.POSITIVE_INFINITY, speeds.length));
    }

    private BalanceJob place(Job job) {
        int p = speeds.length;
        int n = job.processors();
        int[] pes = new int[n];
        int span = config.placement().equals(BalanceConfig.HALF) ? Math.max(1, p / 2) : p;
        for (int i = 0; i < n; i++) {
            pes[i] = config.placement().equals(BalanceConfig.RANDOM_PLACEMENT) ? placementRandom.nextInt(p)
                    : (rotation + i) % span;
        }
        rotation = (rotation + n) % span;
        BalanceJob js = new BalanceJob(job, now, pes);
        for (int i = 0; i < n; i++) {
            add(pes[i], new BalanceTask(RandomStreams.mix64(job.id() * 1_000_003L + i), js, 0, taskSeq++, job.runTime()));
        }
        int[] distinct = Arrays.stream(pes).distinct().sorted().toArray();
        balancer.jobPlaced(this, distinct);
        return js;
    }

    private void add(int pe, BalanceTask t) {
        created++;
        t.job.outstanding++;
        totalWork += t.remaining;
        queues.get(pe).addLast(t);
    }

    private void execute(int pe, List<String> violations) {
        ArrayDeque<BalanceTask> q = queues.get(pe);
        double speed = speeds[pe];
        double capacity = config.slice() * speed;
        double used = 0;
        while (!q.isEmpty() && used < capacity) {
            BalanceTask t = q.peekFirst();
            double at = now + used / speed;
            if (Double.isNaN(t.job.start)) {
                t.job.start = at;
                if (at < t.job.job.submit()) {
                    violations.add("job " + t.job.job.id() + " starts at " + at + " before it arrives");
                }
            }
            double run = Math.min(t.remaining, capacity - used);
            t.remaining -= run;
            t.cpu += run;
            used += run;
            if (t.remaining <= 1e-12) {
                q.pollFirst();
                finish(pe, t, now + used / speed);
            } else {
                q.addLast(q.pollFirst());
            }
        }
        busy += used / speed;
    }

    private void finish(int pe, BalanceTask t, double at) {
        finished++;
        lastFinish = Math.max(lastFinish, at);
        if (t.generation < config.generations()) {
            SplittableRandom r = new SplittableRandom(RandomStreams.mix64(seed ^ t.key));
            if (r.nextDouble() < config.spawn()) {
                double mean = t.job.job.runTime();
                for (int c = 1; c <= 2; c++) {
                    double work = -mean * Math.log(1 - r.nextDouble());
                    add(pe, new BalanceTask(RandomStreams.mix64(t.key * 31 + c), t.job, t.generation + 1, taskSeq++, work));
                }
            }
        }
        if (--t.job.outstanding == 0) {
            t.job.end = at;
            jobsDone++;
        }
    }
}
