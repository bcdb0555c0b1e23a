package org.partita.core.space;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

import org.partita.core.workload.TaskGraph;

/**
 * How one job's task graph runs on its partition (digest §I.3 "tasks inside a partition", §I.2.4 eager release).
 * The job has the partition to itself, so its execution does not depend on other jobs and is computed once, when
 * the job starts.
 *
 * <h2>Task scheduling inside a partition</h2>
 * The partition's processors are numbered by position {@code 0 .. size-1}. A task runs to completion on one
 * processor; ready tasks take idle processors in FIFO order of the time they became ready (ties by task id), each
 * the lowest idle position. More ready tasks than processors means several rounds (the paper's GE example: on 2
 * processors the four tasks {@code T_1^2..T_1^5} take twice as long as on 4). Communication costs nothing: the paper
 * models synchronisation as processor time ({@code syn} tasks) and has no network model.
 *
 * <h2>Eager release</h2>
 * With eager release on, after every instant at which tasks finish (and at time 0), once the ready tasks have
 * been dispatched, the job computes {@code R}: the largest number of tasks that can still run at once, taken as the
 * largest count of unfinished tasks (running or not started) at one depth, where a task's depth is the length of
 * its longest chain of predecessors. For the level-structured graphs of the paper this is "the tasks of the current
 * level still to finish, or the full width of a later level". If the job holds {@code H > max(R, 1)} processors, it
 * releases up to {@code H - max(R, 1)} idle ones, highest position first. With {@code suffixOnly} (a ring, whose
 * partitions must stay contiguous) it releases only idle processors at the top end of the positions it still
 * holds, stopping at the first busy one; the rest is released at a later instant. Released processors never come
 * back: the partition only shrinks.
 *
 * @param makespan the job's run time on the partition (0 for an empty graph)
 * @param size     the partition size it started with
 * @param releases the eager releases, in time order (empty without eager release); the last holding is released
 *                 at {@code makespan}
 * @param busy     how many of its processors compute (run a task) over time
 */
public record PartitionExecution(double makespan, int size, List<Release> releases, BusyProfile busy) {

    /**
     * The processors of the partition that compute (run a task), as a step function of the time since the job
     * started: {@code count[i]} processors compute from {@code at[i]} to {@code at[i+1]}, and none from the last
     * instant on (its count is 0). A processor that waits at a barrier or for its next task is idle, although the
     * job holds it.
     */
    public record BusyProfile(double[] at, int[] count) {
        public BusyProfile {
            if (at.length != count.length) {
                throw new IllegalArgumentException("instants and counts differ in length");
            }
            at = at.clone();
            count = count.clone();
        }

        /** Processor-seconds spent computing between {@code from} and {@code to} (offsets from the start). */
        public double within(double from, double to) {
            double s = 0;
            for (int i = 0; i + 1 < at.length; i++) {
                double a = Math.max(from, at[i]);
                double b = Math.min(to, at[i + 1]);
                if (b > a) {
                    s += count[i] * (b - a);
                }
            }
            return s;
        }

        /** Processor-seconds spent computing: the graph's total work. */
        public double total() {
            return within(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }

        @Override
        public double[] at() {
            return at.clone();
        }

        @Override
        public int[] count() {
            return count.clone();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof BusyProfile b && Arrays.equals(at, b.at) && Arrays.equals(count, b.count);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(at) + Arrays.hashCode(count);
        }

        @Override
        public String toString() {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < at.length; i++) {
                b.append(i == 0 ? "" : " ").append(at[i]).append(':').append(count[i]);
            }
            return b.toString();
        }
    }

    /** Processors at {@code positions} released {@code offset} seconds after the job started. */
    public record Release(double offset, int[] positions) {
        public Release {
            positions = positions.clone();
        }

        @Override
        public int[] positions() {
            return positions.clone();
        }

        @Override
        public String toString() {
            return offset + ":" + Arrays.toString(positions);
        }
    }

    public PartitionExecution {
        releases = List.copyOf(releases);
    }

    /** Processors still held when the job finishes. */
    public int heldAtEnd() {
        int n = size;
        for (Release r : releases) {
            n -= r.positions.length;
        }
        return n;
    }

    /** Processor-seconds the job holds, from its start to its end. */
    public double heldProcessorSeconds() {
        double s = size * makespan;
        for (Release r : releases) {
            s -= r.positions.length * (makespan - r.offset);
        }
        return s;
    }

    /**
     * Runs {@code graph} on {@code size} processors (see the class comment).
     *
     * @param eager      whether idle processors are released early
     * @param suffixOnly under eager release, whether only a contiguous top end of the held positions may go
     */
    public static PartitionExecution run(TaskGraph graph, int size, boolean eager, boolean suffixOnly) {
        if (size <= 0) {
            throw new IllegalArgumentException("partition size must be positive, got " + size);
        }
        int n = graph.size();
        int[] waitingFor = new int[n];
        int[][] succ = new int[n][];
        int[] depth = new int[n];
        int maxDepth = 0;
        for (int i = 0; i < n; i++) {
            List<Integer> p = graph.predecessors(i);
            waitingFor[i] = p.size();
            for (int q : p) {
                depth[i] = Math.max(depth[i], depth[q] + 1);
            }
            maxDepth = Math.max(maxDepth, depth[i]);
            List<Integer> s = graph.successors(i);
            succ[i] = new int[s.size()];
            for (int k = 0; k < succ[i].length; k++) {
                succ[i][k] = s.get(k);
            }
        }
        int[] unfinishedAtDepth = new int[maxDepth + 1];
        for (int i = 0; i < n; i++) {
            unfinishedAtDepth[depth[i]]++;
        }
        // ready: (ready time, id); running: (finish time, id, position)
        PriorityQueue<double[]> ready = new PriorityQueue<>(PartitionExecution::byTimeThenId);
        PriorityQueue<double[]> running = new PriorityQueue<>(PartitionExecution::byTimeThenId);
        for (int i = 0; i < n; i++) {
            if (waitingFor[i] == 0) {
                ready.add(new double[] {0, i});
            }
        }
        boolean[] held = new boolean[size];
        boolean[] busy = new boolean[size];
        Arrays.fill(held, true);
        int heldCount = size;
        int top = size - 1; // highest held position
        List<Release> releases = new ArrayList<>();
        double[] busyAt = new double[16];
        int[] busyCount = new int[16];
        int changes = 0;
        int computing = 0;
        double time = 0;
        while (true) {
            // dispatch: FIFO ready tasks to the lowest idle held positions
            int pos = 0;
            while (!ready.isEmpty()) {
                while (pos <= top && (!held[pos] || busy[pos])) {
                    pos++;
                }
                if (pos > top) {
                    break;
                }
                int id = (int) ready.poll()[1];
                busy[pos] = true;
                computing++;
                running.add(new double[] {time + graph.task(id).work(), id, pos});
            }
            if (changes > 0 && busyAt[changes - 1] == time) {
                changes--;
            }
            if (changes == 0 || busyCount[changes - 1] != computing) {
                if (changes == busyAt.length) {
                    busyAt = Arrays.copyOf(busyAt, 2 * changes);
                    busyCount = Arrays.copyOf(busyCount, 2 * changes);
                }
                busyAt[changes] = time;
                busyCount[changes++] = computing;
            }
            if (eager && !running.isEmpty()) {
                int need = 1;
                for (int c : unfinishedAtDepth) {
                    need = Math.max(need, c);
                }
                if (heldCount > need) {
                    int[] out = new int[heldCount - need];
                    int k = 0;
                    for (int p = top; p >= 0 && k < out.length; p--) {
                        if (!held[p]) {
                            continue;
                        }
                        if (busy[p]) {
                            if (suffixOnly) {
                                break;
                            }
                            continue;
                        }
                        held[p] = false;
                        out[k++] = p;
                    }
                    if (k > 0) {
                        heldCount -= k;
                        while (top >= 0 && !held[top]) {
                            top--;
                        }
                        releases.add(new Release(time, Arrays.copyOf(out, k)));
                    }
                }
            }
            if (running.isEmpty()) {
                return new PartitionExecution(time, size, releases,
                        new BusyProfile(Arrays.copyOf(busyAt, changes), Arrays.copyOf(busyCount, changes)));
            }
            time = running.peek()[0];
            while (!running.isEmpty() && running.peek()[0] == time) {
                double[] r = running.poll();
                int id = (int) r[1];
                busy[(int) r[2]] = false;
                computing--;
                unfinishedAtDepth[depth[id]]--;
                for (int s : succ[id]) {
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
}
