package org.partita.core.space;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;

import org.partita.core.alloc.Allocation;
import org.partita.core.alloc.AllocationRequest;
import org.partita.core.engine.EventLoop;
import org.partita.core.engine.EventQueue;
import org.partita.core.engine.OrderedJobs;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.engine.SimulationResult;
import org.partita.core.machine.Machine;
import org.partita.core.machine.Topology;
import org.partita.core.metrics.CompletionLedger;
import org.partita.core.metrics.InvariantChecker;
import org.partita.core.metrics.Metric;
import org.partita.core.metrics.RunMetrics;
import org.partita.core.model.ModelContext;
import org.partita.core.model.ModelEventLoop;
import org.partita.core.model.ModelRun;
import org.partita.core.model.RunModel;
import org.partita.core.model.Stage;
import org.partita.core.sched.RunningJob;
import org.partita.core.sched.WaitingJob;
import org.partita.core.strategy.Family;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;

/**
 * Dandamudi and Yu's adaptive space sharing as a {@link RunModel} for pipelines with a {@code partition} stage
 * ({@code ap}, {@code map}, {@code fixed}; see {@link SpacePolicies}).
 *
 * <h2>Model</h2>
 * Jobs wait in one FCFS queue. At every scheduling point the basic adaptive loop of §2.2 runs (digest §I.2.1,
 * §I.2.5):
 * <pre>
 * while queue not empty:
 *     target = policy.targetSize(P, queue length (head included), scheduled jobs S)   // per job, or once per pass
 *     size = cap ? min(target, head's maximum parallelism) : target
 *     if largest free block &lt; size: stop (head-of-line blocking, no backfilling)
 *     give the head a partition of size processors (bus: lowest free ids; ring: best-fit contiguous run)
 * </pre>
 * A started job runs its task graph ({@link JobStructure}, from the workload's {@code structure} trait) alone on
 * its partition ({@link PartitionExecution}); it holds the partition until it completes, or, with eager release,
 * gives idle processors back as its parallelism falls. There is no communication cost: the paper has no network
 * model, and the topology only restricts which processors may form a partition.
 *
 * <h2>Event order</h2>
 * Events are keyed by {@code (time, kind, sequence)}: job completions ({@link #COMPLETION}), then eager releases
 * ({@link #RELEASE}), then arrivals ({@link #ARRIVAL}). At each timestamp every event at that time is applied, then
 * the scheduler runs once — so two jobs arriving together are both queued when it runs (the paper's §2.2 example).
 * A release at the instant a job starts (its graph is narrower than its partition) is applied in a further round at
 * the same time, followed by another scheduling pass.
 *
 * <h2>Run control and reporting</h2>
 * As in {@link org.partita.core.engine.Simulation}: completions numbered in the order applied, the first K are
 * warm-up, the run ends at the (K+N)-th completion, before any event later than the stop time, or when no event is
 * left. Observers see each arrival, start ({@link RunningJob} with an {@link Allocation} of the partition it
 * started with, requested processors = the job's maximum parallelism) and completion. Metrics: jobs, response,
 * wait, bounded slowdown, ASQT, utilization (processors held by partitions over capacity, in the window), makespan,
 * throughput, rejected (always 0: every job fits a partition of 1), completed within the horizon,
 * {@link Metric#PARTITION_SIZE}, and {@link Metric#IDLE_PCT}: the processors that compute (run a task) integrated
 * over the window, so {@code 1 − idle_pct/100} is the busy fraction the paper calls utilisation, which the offered
 * load {@code U} sets ({@link SpaceLoad}). {@code utilization} counts the processors held instead, idle ones inside
 * a partition included, and is higher whenever a partition idles.
 */
public final class SpaceSharingModel implements RunModel {

    private final StrategyRegistry strategies;

    /** The model of every {@code partition} policy of {@code strategies}, whose factories make the policies. */
    public SpaceSharingModel(StrategyRegistry strategies) {
        this.strategies = strategies;
    }

    static final int COMPLETION = 0;
    static final int RELEASE = 1;
    static final int ARRIVAL = 2;

    @Override
    public ModelRun run(ModelContext context) {
        Stage stage = context.stage(Family.PARTITION.word());
        if (stage == null) {
            throw new IllegalArgumentException("pipeline '" + context.pipeline().name() + "' has no partition stage");
        }
        Machine machine = context.machine();
        if (machine.isGrid()) {
            throw new IllegalArgumentException("pipeline '" + context.pipeline().name()
                    + "': space sharing needs a single bus or ring machine, not a grid");
        }
        Run run = new Run(machine.topology(), PartitionSettings.of(stage, strategies),
                JobStructure.of(context.traits().structure()), context.config(), context.observers(),
                context.horizon(), context.check());
        return run.simulate(context.jobs());
    }

    /** One started job. */
    private static final class Active {
        final Job job;
        final int[] nodes; // partition-position order
        final boolean[] held;
        final RunningJob running;
        final PartitionExecution.BusyProfile busy;
        int heldCount;

        Active(Job job, int[] nodes, RunningJob running, PartitionExecution.BusyProfile busy) {
            this.job = job;
            this.nodes = nodes;
            this.running = running;
            this.busy = busy;
            this.held = new boolean[nodes.length];
            Arrays.fill(held, true);
            this.heldCount = nodes.length;
        }
    }

    private record ReleaseEvent(Active job, PartitionExecution.Release release) {
    }

    private record Waiting(Job job, double arrival) {
    }

    /** The state of one run. */
    private static final class Run implements EventLoop.Steps {
        private final Topology topology;
        private final PartitionSettings settings;
        private final JobStructure structure;
        private final SimulationConfig config;
        private final CompletionLedger ledger;
        private final boolean check;

        private final FreeProcessors free;
        private final int total;
        private final EventQueue<Object> events = new EventQueue<>(1024);
        private final ArrayDeque<Waiting> queue = new ArrayDeque<>();
        private final LinkedHashMap<Long, Active> active = new LinkedHashMap<>();
        private final long[] owner;
        private final List<InvariantChecker.Violation> violations = new ArrayList<>();
        private final List<InvariantChecker.Placement> placements = new ArrayList<>();

        private OrderedJobs source;
        private double now = Double.NEGATIVE_INFINITY;
        private int heldTotal;
        private double sumPartition; // over the measured jobs
        private double computed; // processor-seconds of task work inside the measurement window

        Run(Topology topology, PartitionSettings settings, JobStructure structure, SimulationConfig config,
                List<SimulationObserver> observers, double horizon, boolean check) {
            this.topology = topology;
            this.settings = settings;
            this.structure = structure;
            this.config = config;
            this.ledger = new CompletionLedger(config, observers, horizon);
            this.check = check;
            this.free = new FreeProcessors(topology, settings.contiguous());
            this.total = free.size();
            this.owner = new long[total];
            Arrays.fill(owner, -1);
        }

        ModelRun simulate(JobSource jobs) {
            this.source = new OrderedJobs(jobs);
            pullArrival();
            ModelEventLoop.run(events, ledger, config.stopTime(), this);
            return finish();
        }

        /** Moves the clock to {@code t}, integrating held processors over the measurement window. */
        @Override
        public void advance(double t) {
            ledger.accrue(t);
            now = t;
        }

        @Override
        public boolean apply(int kind, Object payload) {
            if (kind == COMPLETION) {
                complete((Active) payload);
                return !ledger.stop();
            }
            if (kind == RELEASE) {
                ReleaseEvent r = (ReleaseEvent) payload;
                releasePositions(r.job(), r.release().positions());
            } else {
                arrive((Job) payload);
                pullArrival();
            }
            return true;
        }

        @Override
        public void settle() {
            schedule();
        }

        private void pullArrival() {
            Job job = source.next();
            if (job != null) {
                events.push(job.submit(), ARRIVAL, job);
            }
        }

        private void arrive(Job job) {
            ledger.arrived(job, now);
            queue.add(new Waiting(job, now));
        }

        /** The adaptive scheduling loop (§2.2, §4.4). */
        private void schedule() {
            int target = -1;
            while (!queue.isEmpty()) {
                Waiting head = queue.peek();
                if (target < 0 || settings.perJob()) {
                    target = settings.policy().targetSize(total, queue.size(), active.size());
                }
                int mp = structure.maxParallelism(head.job());
                int size = settings.cap() ? Math.min(target, mp) : target;
                if (free.largestBlock() < size) {
                    return;
                }
                int[] nodes = free.take(size);
                if (nodes == null) {
                    throw new IllegalStateException("no partition of " + size + " although the largest block fits");
                }
                queue.poll();
                start(head, nodes);
            }
        }

        private void start(Waiting w, int[] nodes) {
            Job job = w.job();
            if (check) {
                if (now < job.submit()) {
                    violations.add(new InvariantChecker.Violation(job.id(), "started at " + now
                            + " before its arrival at " + job.submit()));
                }
                for (int n : nodes) {
                    if (owner[n] >= 0) {
                        violations.add(new InvariantChecker.Violation(job.id(), "processor " + n
                                + " given while job " + owner[n] + " holds it"));
                    }
                    owner[n] = job.id();
                }
            }
            PartitionExecution exec = PartitionExecution.run(structure.graph(job), nodes.length, settings.eager(),
                    free.ring());
            double end = now + exec.makespan();
            int[] sorted = nodes.clone();
            Arrays.sort(sorted);
            Allocation a = new Allocation(job.id(), sorted, true, 1.0);
            RunningJob r = new RunningJob(job, a, now, end, end);
            Active act = new Active(job, nodes, r, exec.busy());
            active.put(job.id(), act);
            heldTotal += nodes.length;
            ledger.busyChanged(now, nodes.length);
            if (check && heldTotal + free.free() != total) {
                violations.add(new InvariantChecker.Violation(job.id(), "held " + heldTotal + " + free "
                        + free.free() + " != " + total + " processors"));
            }
            for (PartitionExecution.Release rel : exec.releases()) {
                events.push(now + rel.offset(), RELEASE, new ReleaseEvent(act, rel));
            }
            events.push(end, COMPLETION, act);
            ledger.started(r, now);
        }

        private void releasePositions(Active act, int[] positions) {
            int[] nodes = new int[positions.length];
            for (int k = 0; k < positions.length; k++) {
                int p = positions[k];
                if (!act.held[p]) {
                    throw new IllegalStateException("job " + act.job.id() + " released position " + p + " twice");
                }
                act.held[p] = false;
                nodes[k] = act.nodes[p];
            }
            act.heldCount -= nodes.length;
            give(act, nodes);
        }

        private void give(Active act, int[] nodes) {
            if (nodes.length == 0) {
                return;
            }
            if (check) {
                for (int n : nodes) {
                    if (owner[n] != act.job.id()) {
                        violations.add(new InvariantChecker.Violation(act.job.id(), "released processor " + n
                                + " it does not hold"));
                    }
                    owner[n] = -1;
                }
                int[] sorted = nodes.clone();
                Arrays.sort(sorted);
                placements.add(new InvariantChecker.Placement(act.job.id(), act.job.submit(), act.running.start(),
                        now, sorted.length, sorted));
            }
            free.give(nodes);
            heldTotal -= nodes.length;
            ledger.busyChanged(now, -nodes.length);
        }

        /** Adds the task work {@code act} did inside the window up to {@code now}. */
        private void accrueComputation(Active act) {
            if (ledger.measuring()) {
                double start = act.running.start();
                computed += act.busy.within(Math.max(0, ledger.windowStart() - start), now - start);
            }
        }

        private void complete(Active act) {
            accrueComputation(act);
            active.remove(act.job.id());
            int[] rest = new int[act.heldCount];
            int k = 0;
            for (int p = 0; p < act.nodes.length; p++) {
                if (act.held[p]) {
                    act.held[p] = false;
                    rest[k++] = act.nodes[p];
                }
            }
            act.heldCount = 0;
            give(act, rest);
            if (ledger.completed(act.running, now)) {
                sumPartition += act.nodes.length;
            }
        }

        private ModelRun finish() {
            double end = now == Double.NEGATIVE_INFINITY ? 0 : now;
            List<RunningJob> stillRunning = new ArrayList<>();
            for (Active a : active.values()) {
                stillRunning.add(a.running);
                accrueComputation(a);
            }
            List<WaitingJob> stillWaiting = new ArrayList<>();
            for (Waiting w : queue) {
                stillWaiting.add(new WaitingJob(w.job(), AllocationRequest.ofProcessors(w.job().id(),
                        structure.maxParallelism(w.job())), w.arrival()));
            }
            SimulationResult result = ledger.end(end, stillRunning, stillWaiting);
            RunMetrics m = ledger.putDefined(new RunMetrics(), end, total, Metric.JOBS, Metric.REJECTED,
                    Metric.RESPONSE, Metric.WAIT, Metric.BOUNDED_SLOWDOWN, Metric.ASQT, Metric.RESPONSE_VARIANCE,
                    Metric.UTILIZATION, Metric.THROUGHPUT, Metric.MAKESPAN, Metric.COMPLETED_WITHIN_HORIZON);
            if (ledger.measured() > 0) {
                m.put(Metric.PARTITION_SIZE, sumPartition / ledger.measured());
            }
            double window = end - ledger.windowStart();
            if (ledger.measuring() && window > 0) {
                m.put(Metric.IDLE_PCT, 100 * (1 - computed / ((double) total * window)));
            }
            List<InvariantChecker.Violation> out = List.of();
            if (check) {
                for (Active a : active.values()) {
                    List<Integer> held = new ArrayList<>();
                    for (int p = 0; p < a.nodes.length; p++) {
                        if (a.held[p]) {
                            held.add(a.nodes[p]);
                        }
                    }
                    int[] nodes = held.stream().mapToInt(Integer::intValue).sorted().toArray();
                    placements.add(new InvariantChecker.Placement(a.job.id(), a.job.submit(), a.running.start(),
                            Double.POSITIVE_INFINITY, nodes.length, nodes));
                }
                InvariantChecker checker = new InvariantChecker(total);
                if (topology.kind() == Topology.Kind.RING && settings.contiguous()) {
                    checker.requireContiguity(topology);
                }
                out = new ArrayList<>(violations);
                out.addAll(checker.addAll(placements).violations());
            }
            return new ModelRun(result, m, out);
        }
    }
}
