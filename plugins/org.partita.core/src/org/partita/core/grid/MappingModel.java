package org.partita.core.grid;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.TreeSet;
import java.util.function.Function;

import org.partita.core.alloc.Allocation;
import org.partita.core.engine.EventLoop;
import org.partita.core.engine.EventQueue;
import org.partita.core.engine.OrderedJobs;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationResult;
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
import org.partita.core.strategy.Family;
import org.partita.core.workload.Job;
import org.partita.core.workload.TaskGraph;

/**
 * The {@code mapping} stage (IPG-SaLaD §3, stage 1: "arriving jobs one at a time, are passed to the static
 * allocator"): every arriving job is a task graph ({@link GraphGenerator}, the {@code graphs} workload trait) that
 * the stage's {@link Mapper} maps onto the machine's {@link SystemGraph} as if it were alone; the tasks then run
 * where they were mapped, sharing the processors with the tasks of other jobs.
 *
 * <h2>Execution</h2>
 * A task becomes ready when all its predecessors have finished and their data has arrived
 * ({@code finish_j + data · rate(p_j, p_i)}); each processor runs its ready tasks one at a time, without preemption,
 * in order of ready time (ties: earlier job, then lower task id), for {@code work / speed} seconds. A job starts when
 * its first task starts and completes when its last task finishes. Events at one time: task completions, then
 * data arrivals, then job arrivals, then every idle processor (in id order) takes its next task.
 *
 * <h2>Reporting</h2>
 * The job's allocation (for {@code jobs.csv}) is the set of processors its mapping uses. Response, wait (first task
 * start − submit), bounded slowdown (run = last finish − first start), utilization (busy processor-seconds in the
 * window over {@code P · window}), makespan, throughput, and the mapping quality of §2.6 on the idle machine:
 * {@link Metric#MAPPING_SPEEDUP} and {@link Metric#MAPPING_EFFICIENCY}. Warm-up, completion limit and stop time as in
 * {@link org.partita.core.engine.Simulation}.
 */
public final class MappingModel implements RunModel {

    private static final int FINISH = 0;
    private static final int READY = 1;
    private static final int ARRIVAL = 2;

    private final Function<ModelContext, Mapper> mappers;

    /** @param mappers the mapper of a run, from its context (the stage's parameters, the run's streams) */
    public MappingModel(Function<ModelContext, Mapper> mappers) {
        this.mappers = mappers;
    }

    /**
     * Bandwidth inside a cluster, the {@code local-bandwidth} parameter of every mapping policy; its range is
     * checked with the stage's other parameters when the policy is made.
     */
    static double localBandwidth(Stage stage) {
        return stage.number(GridPolicies.LOCAL_BANDWIDTH);
    }

    @Override
    public ModelRun run(ModelContext context) {
        Stage stage = context.stage(Family.MAPPING.word());
        Mapper mapper = mappers.apply(context);
        SystemGraph system = SystemGraph.of(context.machine(), localBandwidth(stage));
        GraphGenerator generator = GraphGenerator.of(context.traits().taskGraphs());
        return new Execution(context, system, generator, mapper).run();
    }

    private static final class JobState {
        final Job job;
        final long seq;
        final Dag dag;
        final int[] mapping;
        final int[] waiting;
        final double[] dataReady;
        final double[] taskStart;
        final Allocation allocation;
        final MappedExecution alone;
        int finished;
        double start = Double.NaN;
        RunningJob running;

        JobState(Job job, long seq, TaskGraph g, int[] mapping, SystemGraph system) {
            this.job = job;
            this.seq = seq;
            this.dag = new Dag(g);
            this.mapping = mapping;
            waiting = new int[dag.n];
            dataReady = new double[dag.n];
            taskStart = new double[dag.n];
            TreeSet<Integer> used = new TreeSet<>();
            for (int i = 0; i < dag.n; i++) {
                waiting[i] = dag.pred[i].length;
                used.add(mapping[i]);
            }
            allocation = new Allocation(job.id(), used.stream().mapToInt(Integer::intValue).toArray(), false, 1.0);
            alone = MappedExecution.of(dag, system, mapping);
        }
    }

    private record TaskRef(JobState js, int task, double ready) {
    }

    private static final class Execution implements EventLoop.Steps {
        final ModelContext ctx;
        final SystemGraph system;
        final GraphGenerator generator;
        final Mapper mapper;
        final SimulationConfig config;
        final CompletionLedger ledger;
        final EventQueue<Object> events = new EventQueue<>(1024);
        final List<PriorityQueue<TaskRef>> queues = new ArrayList<>();
        final TaskRef[] runningTask;
        final double[] lastFinish;
        final java.util.random.RandomGenerator graphRandom;
        final List<InvariantChecker.Violation> violations = new ArrayList<>();
        final java.util.LinkedHashMap<Long, JobState> active = new java.util.LinkedHashMap<>();

        OrderedJobs source;
        long seq;
        double now = Double.NEGATIVE_INFINITY;
        double sumSpeedup;
        double sumEfficiency;

        Execution(ModelContext ctx, SystemGraph system, GraphGenerator generator, Mapper mapper) {
            this.ctx = ctx;
            this.system = system;
            this.generator = generator;
            this.mapper = mapper;
            this.config = ctx.config();
            this.ledger = new CompletionLedger(config, ctx.observers(), ctx.horizon());
            for (int p = 0; p < system.size(); p++) {
                queues.add(new PriorityQueue<>((a, b) -> a.ready != b.ready ? Double.compare(a.ready, b.ready)
                        : a.js.seq != b.js.seq ? Long.compare(a.js.seq, b.js.seq)
                        : Integer.compare(a.task, b.task)));
            }
            runningTask = new TaskRef[system.size()];
            lastFinish = new double[system.size()];
            graphRandom = ctx.streams().stream("grid/graphs");
        }

        ModelRun run() {
            source = new OrderedJobs(ctx.jobs());
            pull();
            ModelEventLoop.run(events, ledger, config.stopTime(), this);
            double end = now == Double.NEGATIVE_INFINITY ? 0 : now;
            List<RunningJob> still = new ArrayList<>();
            for (int p = 0; p < runningTask.length; p++) {
                if (runningTask[p] != null) {
                    ledger.addBusy(overlap(runningTask[p].js.taskStart[runningTask[p].task], end));
                }
            }
            for (JobState js : active.values()) {
                if (js.running != null) {
                    still.add(js.running);
                }
            }
            SimulationResult result = ledger.end(end, still, List.of());
            return new ModelRun(result, metrics(end), violations);
        }

        @Override
        public void advance(double t) {
            now = t;
        }

        @Override
        public boolean apply(int kind, Object payload) {
            if (kind == FINISH) {
                finish((TaskRef) payload);
                return !ledger.stop();
            }
            if (kind == READY) {
                TaskRef r = (TaskRef) payload;
                queues.get(r.js.mapping[r.task]).add(r);
            } else {
                arrive((Job) payload);
                pull();
            }
            return true;
        }

        @Override
        public void settle() {
            dispatch();
        }

        /** The part of {@code [from, to]} inside the measurement window. */
        double overlap(double from, double to) {
            double a = Math.max(from, ledger.measuring() ? ledger.windowStart() : Double.POSITIVE_INFINITY);
            return to > a ? to - a : 0;
        }

        RunMetrics metrics(double end) {
            RunMetrics m = ledger.putDefined(new RunMetrics(), end, system.size(), Metric.JOBS, Metric.RESPONSE,
                    Metric.WAIT, Metric.BOUNDED_SLOWDOWN, Metric.UTILIZATION, Metric.THROUGHPUT, Metric.MAKESPAN);
            long measured = ledger.measured();
            if (measured > 0) {
                m.put(Metric.MAPPING_SPEEDUP, sumSpeedup / measured);
                m.put(Metric.MAPPING_EFFICIENCY, sumEfficiency / measured);
            }
            return m;
        }

        void pull() {
            Job job = source.next();
            if (job != null) {
                events.push(job.submit(), ARRIVAL, job);
            }
        }

        void arrive(Job job) {
            ledger.arrived(job, now);
            TaskGraph g = generator.graph(job, graphRandom);
            int[] mapping = mapper.map(g, system);
            if (ctx.check()) {
                for (int i = 0; i < mapping.length; i++) {
                    if (mapping[i] < 0 || mapping[i] >= system.size()) {
                        violations.add(new InvariantChecker.Violation(job.id(), "task " + i
                                + " mapped to processor " + mapping[i] + ", outside 0.." + (system.size() - 1)));
                        mapping[i] = Math.floorMod(mapping[i], system.size());
                    }
                }
            }
            JobState js = new JobState(job, seq++, g, mapping, system);
            active.put(job.id(), js);
            for (int i = 0; i < js.dag.n; i++) {
                if (js.waiting[i] == 0) {
                    queues.get(mapping[i]).add(new TaskRef(js, i, now));
                }
            }
        }

        void dispatch() {
            for (int p = 0; p < runningTask.length; p++) {
                if (runningTask[p] != null || queues.get(p).isEmpty()) {
                    continue;
                }
                TaskRef r = queues.get(p).poll();
                JobState js = r.js;
                if (ctx.check()) {
                    if (now < lastFinish[p]) {
                        violations.add(new InvariantChecker.Violation(js.job.id(), "task " + r.task
                                + " starts on busy processor " + p + " at " + now));
                    }
                    if (now < js.job.submit() || now < js.dataReady[r.task]) {
                        violations.add(new InvariantChecker.Violation(js.job.id(), "task " + r.task
                                + " starts at " + now + " before its job arrives or its data is there"));
                    }
                }
                js.taskStart[r.task] = now;
                runningTask[p] = r;
                if (Double.isNaN(js.start)) {
                    js.start = now;
                    js.running = new RunningJob(js.job, js.allocation, now, Double.NaN, Double.NaN);
                    ledger.started(js.running, now);
                }
                events.push(now + js.dag.work[r.task] / system.speed(p), FINISH, r);
            }
        }

        void finish(TaskRef r) {
            JobState js = r.js;
            int p = js.mapping[r.task];
            runningTask[p] = null;
            lastFinish[p] = now;
            ledger.addBusy(overlap(js.taskStart[r.task], now));
            for (int k = 0; k < js.dag.succ[r.task].length; k++) {
                int s = js.dag.succ[r.task][k];
                double at = now + js.dag.succData[r.task][k] * system.rate(p, js.mapping[s]);
                js.dataReady[s] = Math.max(js.dataReady[s], at);
                if (--js.waiting[s] == 0) {
                    events.push(js.dataReady[s], READY, new TaskRef(js, s, js.dataReady[s]));
                }
            }
            if (++js.finished < js.dag.n) {
                return;
            }
            active.remove(js.job.id());
            RunningJob done = new RunningJob(js.job, js.allocation, js.start, now, now);
            if (ledger.completed(done, now)) {
                sumSpeedup += js.alone.speedup();
                sumEfficiency += js.alone.efficiency();
            }
        }
    }
}
