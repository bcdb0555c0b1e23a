package org.partita.core.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * A job's task DAG: tasks with a computation amount ({@code work}, seconds on a speed-1 processor) and directed
 * edges meaning "data communication and dependency" with an amount of data (IPG-SaLaD digest §2.1). Task ids are
 * {@code 0 .. size()-1}; every edge goes from a lower to a higher id, so the id order is a topological order and
 * the graph is acyclic by construction. Used for the space-sharing job structures ({@link JobStructures}) and the
 * grid's task graphs ({@link RandomTaskGraphs}).
 */
public final class TaskGraph {

    /** One task; {@code kind} names its role (e.g. {@code work}, {@code sync}, {@code divide}). */
    public record Task(int id, String kind, double work) {
    }

    /** A dependency {@code from → to} carrying {@code data} units. */
    public record Edge(int from, int to, double data) {
    }

    private final List<Task> tasks = new ArrayList<>();
    private final List<Edge> edges = new ArrayList<>();
    private final List<List<Integer>> preds = new ArrayList<>();
    private final List<List<Integer>> succs = new ArrayList<>();

    /** Adds a task and returns its id. */
    public int add(String kind, double work) {
        if (!(work >= 0) || Double.isInfinite(work)) {
            throw new IllegalArgumentException("task work must be finite and >= 0, got " + work);
        }
        int id = tasks.size();
        tasks.add(new Task(id, kind, work));
        preds.add(new ArrayList<>());
        succs.add(new ArrayList<>());
        return id;
    }

    /** Adds the dependency {@code from → to}; requires {@code from < to} (ids are a topological order). */
    public TaskGraph edge(int from, int to, double data) {
        if (from < 0 || to >= tasks.size() || from >= to) {
            throw new IllegalArgumentException("edge " + from + "->" + to + " must go from a lower to a higher "
                    + "existing task id");
        }
        edges.add(new Edge(from, to, data));
        preds.get(to).add(from);
        succs.get(from).add(to);
        return this;
    }

    public TaskGraph edge(int from, int to) {
        return edge(from, to, 0);
    }

    public int size() {
        return tasks.size();
    }

    public Task task(int id) {
        return tasks.get(id);
    }

    public List<Task> tasks() {
        return List.copyOf(tasks);
    }

    public List<Edge> edges() {
        return List.copyOf(edges);
    }

    public List<Integer> predecessors(int id) {
        return List.copyOf(preds.get(id));
    }

    public List<Integer> successors(int id) {
        return List.copyOf(succs.get(id));
    }

    /** Sum of the tasks' work. */
    public double totalWork() {
        double w = 0;
        for (Task t : tasks) {
            w += t.work();
        }
        return w;
    }

    /** Longest path by work (the makespan on unboundedly many processors, communication ignored). */
    public double criticalPath() {
        double[] finish = new double[tasks.size()];
        double best = 0;
        for (int i = 0; i < tasks.size(); i++) {
            double start = 0;
            for (int p : preds.get(i)) {
                start = Math.max(start, finish[p]);
            }
            finish[i] = start + tasks.get(i).work();
            best = Math.max(best, finish[i]);
        }
        return best;
    }

    /**
     * Makespan on {@code processors} identical processors of a partition (Dandamudi and Yu's suggested execution
     * model, digest §I.3): a task runs to completion on one processor; ready tasks take idle processors in FIFO
     * order of the time they became ready (ties by task id); communication costs nothing. Deterministic.
     */
    public double makespan(int processors) {
        if (processors <= 0) {
            throw new IllegalArgumentException("processors must be positive");
        }
        int n = tasks.size();
        int[] waitingFor = new int[n];
        // ready tasks by (ready time, id); running tasks by (finish time, id)
        PriorityQueue<double[]> ready = new PriorityQueue<>(TaskGraph::byTimeThenId);
        PriorityQueue<double[]> running = new PriorityQueue<>(TaskGraph::byTimeThenId);
        for (int i = 0; i < n; i++) {
            waitingFor[i] = preds.get(i).size();
            if (waitingFor[i] == 0) {
                ready.add(new double[] {0, i});
            }
        }
        double time = 0;
        int idle = processors;
        while (true) {
            while (idle > 0 && !ready.isEmpty()) {
                int id = (int) ready.poll()[1];
                running.add(new double[] {time + tasks.get(id).work(), id});
                idle--;
            }
            if (running.isEmpty()) {
                return time;
            }
            time = running.peek()[0];
            while (!running.isEmpty() && running.peek()[0] == time) {
                int id = (int) running.poll()[1];
                idle++;
                for (int s : succs.get(id)) {
                    if (--waitingFor[s] == 0) {
                        ready.add(new double[] {time, s});
                    }
                }
            }
        }
    }

    private static int byTimeThenId(double[] a, double[] b) {
        return a[0] != b[0] ? Double.compare(a[0], b[0]) : Double.compare(a[1], b[1]);
    }

    /** Largest number of tasks at one depth (depth = longest chain of predecessors), a simple parallelism bound. */
    public int maxParallelism() {
        int[] depth = new int[tasks.size()];
        int maxDepth = 0;
        for (int i = 0; i < tasks.size(); i++) {
            for (int p : preds.get(i)) {
                depth[i] = Math.max(depth[i], depth[p] + 1);
            }
            maxDepth = Math.max(maxDepth, depth[i]);
        }
        int[] width = new int[maxDepth + 1];
        int best = 0;
        for (int d : depth) {
            best = Math.max(best, ++width[d]);
        }
        return tasks.isEmpty() ? 0 : best;
    }
}
