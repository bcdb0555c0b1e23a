package org.partita.core.grid;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;

import org.partita.core.engine.InterruptCheck;
import org.partita.core.engine.SimulationException;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;

/**
 * IPG-SaLaD's integrated system (§3, Fig. 1): the static allocator, the load balancer and the dynamic scheduler,
 * all active at once on one set of PEs.
 *
 * <h2>The loop</h2>
 * Time advances in slices of the dynamic scheduler's global clock. At each slice boundary: migrated tasks and
 * messages due by then are applied in time order; the jobs submitted by then arrive, one at a time, and each is
 * given its initial assignment by the {@link SaladPlanner} (the static allocator's mapping, or the balance stage's
 * placement), whose PEs update the balancer's tables ({@link Balancer#jobPlaced}); at every {@code interval}-th
 * boundary the balancer runs on the current task allocation (each PE's load is the tasks it holds, the allocation
 * the scheduler reports); then the {@link SaladScheduler} runs the tasks present on each PE for one slice.
 *
 * <h2>Tasks (ours where the paper is silent)</h2>
 * A task may compute once every predecessor has finished and its data has arrived, {@code data · rate(p_pred,
 * p_task)} after the predecessor's end, {@code p_task} being where the task is then. A task moves only when its
 * input data has all arrived (the data travels with it, within the migration's {@code transfer} time). With a
 * balance stage, a finishing task of generation below {@code generations} spawns, with probability {@code spawn},
 * two independent tasks of the same job on its PE (exponential work of mean {@code runTime}; the mapping "does
 * not consider the spawning of new tasks"), from a stream owned by the task as in {@link BalancingSystem}. A job
 * starts when one of its tasks first computes and ends when its last task (spawned ones included) finishes.
 * Messages, migrations and their costs are {@link BalancingSystem}'s.
 */
public final class SaladSystem implements LoadNetwork {

    /** Told of every stretch of computation, for tests and invariant checks. */
    public interface Trace {
        void ran(int pe, long job, int task, long seq, double from, double to, double work);
    }

    private record Event(double time, long seq, BalancingSystem.Message message, List<SaladTask> tasks) {
    }

    final double[] speeds;
    final List<List<SaladTask>> queues = new ArrayList<>();
    final List<SaladJob> jobs = new ArrayList<>();
    private final PeNetwork network;
    private final BalanceConfig balance;
    private final Balancer balancer;
    private final SaladPlanner planner;
    private final SystemGraph system;
    private final SaladScheduler scheduler;
    private final long seed;
    private final double slice;
    private final PriorityQueue<Event> events = new PriorityQueue<>((a, b) -> a.time != b.time
            ? Double.compare(a.time, b.time) : Long.compare(a.seq, b.seq));
    private final List<String> violations = new ArrayList<>();
    Trace trace;
    private double now;
    private long eventSeq;
    private long taskSeq;
    private long migrations;
    private long messages;
    private long created;
    private long finished;
    private long jobsDone;
    double busy;
    private double totalWork;
    private double lastFinish;

    /**
     * @param balance the balance stage, or {@code null} (no balancing, no spawning)
     * @param gang    the share stage, or {@code null} (round robin on each PE)
     * @param system  the system graph the data travels on, or {@code null} when jobs have no dependencies
     * @param seed    the run's seed (spawning derives from it)
     */
    public SaladSystem(double[] speeds, int[][] neighbours, boolean bus, BalanceConfig balance, GangConfig gang,
            SaladPlanner planner, SystemGraph system, long seed) {
        this.speeds = speeds.clone();
        // without a balance stage nothing is sent: the network only gives the topology
        this.network = new PeNetwork(neighbours, bus, balance == null ? 0 : balance.latency(),
                balance == null ? 0 : balance.transfer());
        this.balance = balance;
        this.balancer = balance == null ? null : Balancer.of(balance, speeds.length);
        this.planner = planner;
        this.system = system;
        this.seed = seed;
        this.slice = gang != null ? gang.slice() : balance.slice();
        for (int i = 0; i < speeds.length; i++) {
            queues.add(new ArrayList<>());
        }
        this.scheduler = new SaladScheduler(this, gang);
    }

    /** Sets the trace; returns this system. */
    public SaladSystem trace(Trace t) {
        this.trace = t;
        return this;
    }

    // ---- what balancers see

    @Override
    public BalanceConfig config() {
        return balance;
    }

    @Override
    public int size() {
        return speeds.length;
    }

    @Override
    public double now() {
        return now;
    }

    @Override
    public int load(int pe) {
        return queues.get(pe).size();
    }

    @Override
    public int hops(int a, int b) {
        return network.hops(a, b);
    }

    @Override
    public int[] neighbours(int pe) {
        return network.neighbours(pe);
    }

    private double delay(int from, int to, int tasks) {
        return network.arrival(now, from, to, tasks);
    }

    @Override
    public void send(int type, int from, int to, int origin, int amount, int hopCount, double sentAt) {
        messages++;
        var m = new BalancingSystem.Message(type, from, to, origin, amount, hopCount, sentAt, load(from));
        events.add(new Event(delay(from, to, 0), eventSeq++, m, null));
    }

    @Override
    public int migrate(int from, int to, int count, int type, int origin, double sentAt) {
        List<SaladTask> q = queues.get(from);
        List<SaladTask> movable = new ArrayList<>();
        for (SaladTask t : q) {
            if (t.migratable(now)) {
                movable.add(t);
            }
        }
        int k = Math.min(count, movable.size());
        if (k <= 0 || from == to) {
            return 0;
        }
        movable.sort((a, b) -> a.cpu != b.cpu ? Double.compare(b.cpu, a.cpu) : Long.compare(a.seq, b.seq));
        List<SaladTask> moving = new ArrayList<>(movable.subList(0, k));
        q.removeAll(moving);
        for (SaladTask t : moving) {
            t.inTransit = true;
            t.pe = to;
        }
        migrations += k;
        var m = new BalancingSystem.Message(type, from, to, origin, k, 0, sentAt, q.size());
        events.add(new Event(delay(from, to, k), eventSeq++, m, moving));
        return k;
    }

    // ---- the run

    /**
     * Runs the jobs of {@code source} until every admitted job has finished or {@code stopTime}; once
     * {@code admitUntil} jobs have completed ({@code 0} = never) no further job is admitted. Admitted jobs are
     * appended to {@code admitted} when it is not null.
     */
    public BalancingSystem.Result run(JobSource source, double stopTime, long admitUntil, List<Job> admitted) {
        long step = 0;
        InterruptCheck interrupts = new InterruptCheck();
        Job next = source.next();
        double lastSubmit = Double.NEGATIVE_INFINITY;
        now = next == null ? 0 : Math.floor(next.submit() / slice) * slice;
        while (next != null || created > finished) {
            interrupts.accept(now);
            if (now > stopTime) {
                break;
            }
            deliverDue();
            while (next != null && next.submit() <= now) {
                if (next.submit() < lastSubmit) {
                    throw new IllegalArgumentException("job " + next.id() + " submits at " + next.submit()
                            + ", before the previous job: jobs must be in submit order");
                }
                lastSubmit = next.submit();
                arrive(next);
                if (admitted != null) {
                    admitted.add(next);
                }
                next = admitUntil > 0 && jobsDone >= admitUntil ? null : source.next();
            }
            if (created - finished > BalancingSystem.DEFAULT_TASK_LIMIT) {
                throw new SimulationException("grid: " + (created - finished) + " tasks are present at t = " + now
                        + " s, more than the " + BalancingSystem.DEFAULT_TASK_LIMIT + " the model keeps: the stream "
                        + "is overloaded. Lower the arrival rate or the jobs' work, or stop the run earlier");
            }
            if (created == finished && next != null && events.isEmpty()) {
                double to = Math.max(now + slice, Math.floor(next.submit() / slice) * slice);
                step += Math.round((to - now) / slice);
                now = to;
                continue;
            }
            if (balancer != null && step % balance.interval() == 0) {
                balancer.beginInterval(this);
                for (int pe = 0; pe < speeds.length; pe++) {
                    balancer.interval(this, pe);
                }
            } else if (balancer != null) {
                for (int pe = 0; pe < speeds.length; pe++) {
                    balancer.betweenIntervals(this, pe);
                }
            }
            scheduler.runSlice(now, slice);
            step++;
            now += slice;
            if (admitUntil > 0 && jobsDone >= admitUntil) {
                next = null;
            }
        }
        return result();
    }

    private void deliverDue() {
        while (!events.isEmpty() && events.peek().time <= now) {
            Event e = events.poll();
            if (e.tasks != null) {
                for (SaladTask t : e.tasks) {
                    t.inTransit = false;
                }
                queues.get(e.message.to()).addAll(e.tasks);
                balancer.tasksArrived(this, e.message);
            } else {
                balancer.deliver(this, e.message);
            }
        }
    }

    private void arrive(Job job) {
        SaladPlanner.Plan plan = planner.plan(job);
        SaladJob js = new SaladJob(job, plan, jobs.size());
        js.placed = now;
        jobs.add(js);
        Dag dag = plan.dag();
        for (int i = 0; i < dag.n; i++) {
            SaladTask t = new SaladTask(js, i, RandomStreams.mix64(job.id() * 1_000_003L + i), 0, taskSeq++,
                    dag.work[i], plan.pes()[i]);
            t.waiting = dag.pred[i].length;
            js.tasks[i] = t;
            add(t);
        }
        if (balancer != null) {
            balancer.jobPlaced(this, Arrays.stream(plan.pes()).distinct().sorted().toArray());
        }
    }

    private void add(SaladTask t) {
        created++;
        t.job.outstanding++;
        totalWork += t.remaining;
        queues.get(t.pe).add(t);
    }

    /** A task starts computing at {@code at}: the job may start; the invariants of its start are checked. */
    void starting(SaladTask t, double at) {
        if (Double.isNaN(t.job.start)) {
            t.job.start = at;
        }
        if (!t.started) {
            t.started = true;
            t.job.active++;
            if (at < t.job.job.submit()) {
                violations.add("job " + t.job.job.id() + " task " + t.index + " starts at " + at + " before "
                        + "the job arrives");
            }
        }
    }

    /** Task {@code t} finished at {@code at} on its PE (the scheduler has taken it off the PE's queue). */
    void finish(SaladTask t, double at) {
        finished++;
        t.done = true;
        t.job.active--;
        lastFinish = Math.max(lastFinish, at);
        if (balance != null && t.generation < balance.generations()) {
            SplittableRandom r = new SplittableRandom(RandomStreams.mix64(seed ^ t.key));
            if (r.nextDouble() < balance.spawn()) {
                double mean = t.job.job.runTime();
                for (int c = 1; c <= 2; c++) {
                    double work = -mean * Math.log(1 - r.nextDouble());
                    add(new SaladTask(t.job, -1, RandomStreams.mix64(t.key * 31 + c), t.generation + 1, taskSeq++,
                            work, t.pe));
                }
            }
        }
        if (t.index >= 0) {
            Dag dag = t.job.plan.dag();
            for (int k = 0; k < dag.succ[t.index].length; k++) {
                SaladTask s = t.job.tasks[dag.succ[t.index][k]];
                double rate = system == null ? 0 : system.rate(t.pe, s.pe);
                s.dataReady = Math.max(s.dataReady, at + dag.succData[t.index][k] * rate);
                s.waiting--;
            }
        }
        if (--t.job.outstanding == 0) {
            t.job.end = at;
            jobsDone++;
        }
    }

    private BalancingSystem.Result result() {
        List<BalancingSystem.JobOutcome> outcomes = new ArrayList<>();
        for (SaladJob js : jobs) {
            outcomes.add(new BalancingSystem.JobOutcome(js.job, js.placed, js.start, js.end,
                    js.plan.pes().clone()));
        }
        long present = 0;
        for (List<SaladTask> q : queues) {
            present += q.size();
        }
        for (Event e : events) {
            present += e.tasks == null ? 0 : e.tasks.size();
        }
        if (created != finished + present) {
            violations.add("tasks not conserved: created " + created + ", finished " + finished + ", present "
                    + present);
        }
        return new BalancingSystem.Result(lastFinish, totalWork, busy, migrations, messages, outcomes,
                List.copyOf(violations));
    }
}
