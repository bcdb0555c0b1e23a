package org.partita.core.metrics;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collection;
import java.util.List;

import org.partita.core.alloc.Contiguity;
import org.partita.core.machine.Topology;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyDescriptor.Trait;

/**
 * Checks a schedule for the invariants every allocator and queue policy must keep:
 * <ol>
 * <li>node ids lie in {@code 0 .. nodeCount-1} and a placement lists each node once;</li>
 * <li>no start before submit, and no end before start;</li>
 * <li>at least the requested number of processors is allocated (unless {@link #allowSizeReduction});</li>
 * <li>no node is held by two placements at once (so capacity is never exceeded); a node released at time t may be
 * taken again at t, and a zero-length placement conflicts only with placements holding its nodes across its
 * instant;</li>
 * <li>optionally ({@link #requireContiguity}), every placement is contiguous in the topology
 * ({@link Contiguity}).</li>
 * </ol>
 * Usage: {@code new InvariantChecker(P).add(...)...violations()}, or {@link #readJobsCsv} to check a
 * {@code jobs.csv} or {@code placements.csv} file. A job moved by a migrating allocator appears as one placement
 * per location it held ({@code placements.csv}; {@code jobs.csv} keeps only its final node set).
 */
public final class InvariantChecker {

    /**
     * One job on one node set during {@code [start, end)}.
     *
     * @param end the release time, or {@code NaN}/infinity when the job had not finished
     */
    public record Placement(long jobId, double submit, double start, double end, int requested, int[] nodes) {
        public Placement {
            nodes = nodes.clone();
        }

        @Override
        public int[] nodes() {
            return nodes.clone();
        }

        boolean open() {
            return Double.isNaN(end) || end == Double.POSITIVE_INFINITY;
        }
    }

    /** One broken invariant. */
    public record Violation(long jobId, String message) {
        @Override
        public String toString() {
            return "job " + jobId + ": " + message;
        }
    }

    private final int nodeCount;
    private final List<Placement> placements = new ArrayList<>();
    private Topology contiguity;
    private boolean allowSizeReduction;

    public InvariantChecker(int nodeCount) {
        if (nodeCount <= 0) {
            throw new IllegalArgumentException("node count must be positive");
        }
        this.nodeCount = nodeCount;
    }

    /** Also require every placement to be contiguous in {@code topology} (e.g. for contiguous mesh strategies). */
    public InvariantChecker requireContiguity(Topology topology) {
        if (topology.size() != nodeCount) {
            throw new IllegalArgumentException("topology " + topology + " has " + topology.size()
                    + " nodes, not " + nodeCount);
        }
        this.contiguity = topology;
        return this;
    }

    /**
     * Accept placements with fewer nodes than requested (size-reducing strategies such as Chang's RSR fold jobs on
     * purpose); the other invariants still hold.
     */
    public InvariantChecker allowSizeReduction() {
        this.allowSizeReduction = true;
        return this;
    }

    /**
     * Enforces what strategy {@code d} guarantees on {@code topology}: contiguity of every placement when it
     * declares {@link Trait#CONTIGUOUS}, and allows fewer nodes than requested only when it declares
     * {@link Trait#REDUCES_SIZE}. Over-allocation (buddy and paging rounding up) is always accepted.
     */
    public InvariantChecker expect(StrategyDescriptor d, Topology topology) {
        if (d.has(Trait.CONTIGUOUS)) {
            requireContiguity(topology);
        }
        if (d.has(Trait.REDUCES_SIZE)) {
            allowSizeReduction();
        }
        return this;
    }

    public InvariantChecker add(Placement p) {
        placements.add(p);
        return this;
    }

    public InvariantChecker addAll(Collection<Placement> ps) {
        placements.addAll(ps);
        return this;
    }

    /** Checks everything added so far; an empty list means the schedule is valid. */
    public List<Violation> violations() {
        List<Violation> out = new ArrayList<>();
        int n = placements.size();
        boolean[] sane = new boolean[n];
        for (int i = 0; i < n; i++) {
            sane[i] = checkOne(placements.get(i), out);
        }
        // sweep: phase 0 = end of a positive-length placement, 1 = start (or a zero-length placement), sorted by
        // (time, phase, index)
        List<double[]> events = new ArrayList<>(2 * n);
        for (int i = 0; i < n; i++) {
            if (!sane[i]) {
                continue;
            }
            Placement p = placements.get(i);
            events.add(new double[] {p.start(), 1, i});
            if (!p.open() && p.end() > p.start()) {
                events.add(new double[] {p.end(), 0, i});
            }
        }
        events.sort((a, b) -> {
            int c = Double.compare(a[0], b[0]);
            if (c != 0) {
                return c;
            }
            c = Double.compare(a[1], b[1]);
            return c != 0 ? c : Double.compare(a[2], b[2]);
        });
        int[] owner = new int[nodeCount];
        Arrays.fill(owner, -1);
        for (double[] e : events) {
            int i = (int) e[2];
            Placement p = placements.get(i);
            if (e[1] == 0) {
                for (int node : p.nodes) {
                    if (owner[node] == i) {
                        owner[node] = -1;
                    }
                }
                continue;
            }
            boolean zeroLength = !p.open() && p.end() == p.start();
            for (int node : p.nodes) {
                int holder = owner[node];
                if (holder >= 0) {
                    out.add(new Violation(p.jobId(), "node " + node + " is already held by job "
                            + placements.get(holder).jobId() + " at time " + e[0]));
                } else if (!zeroLength) {
                    owner[node] = i;
                }
            }
        }
        return out;
    }

    private boolean checkOne(Placement p, List<Violation> out) {
        boolean ok = true;
        if (p.start() < p.submit()) {
            out.add(new Violation(p.jobId(), "starts at " + p.start() + " before its submit time " + p.submit()));
        }
        if (!p.open() && p.end() < p.start()) {
            out.add(new Violation(p.jobId(), "ends at " + p.end() + " before it starts at " + p.start()));
            ok = false;
        }
        if (!allowSizeReduction && p.nodes.length < p.requested()) {
            out.add(new Violation(p.jobId(), "allocated " + p.nodes.length + " nodes but requested "
                    + p.requested()));
        }
        BitSet seen = new BitSet(nodeCount);
        for (int node : p.nodes) {
            if (node < 0 || node >= nodeCount) {
                out.add(new Violation(p.jobId(), "node id " + node + " outside 0.." + (nodeCount - 1)));
                ok = false;
            } else if (seen.get(node)) {
                out.add(new Violation(p.jobId(), "node " + node + " listed twice"));
                ok = false;
            } else {
                seen.set(node);
            }
        }
        if (ok && contiguity != null && !Contiguity.isContiguous(contiguity, p.nodes)) {
            out.add(new Violation(p.jobId(), "allocation is not contiguous in " + contiguity));
        }
        return ok;
    }

    /**
     * Reads the placements of a {@code jobs.csv} file: the first seven columns {@code job_id, submit, start, end,
     * requested_procs, allocated_procs, nodes}; an empty {@code end} means the job had not finished.
     *
     * @throws IOException              on read errors
     * @throws IllegalArgumentException naming the line and column of a malformed row
     */
    public static List<Placement> readJobsCsv(Reader in) throws IOException {
        BufferedReader r = in instanceof BufferedReader b ? b : new BufferedReader(in);
        String header = r.readLine();
        if (header == null || !header.startsWith("job_id,submit,start,end,requested_procs,allocated_procs,nodes")) {
            throw new IllegalArgumentException("jobs.csv line 1: expected header "
                    + "job_id,submit,start,end,requested_procs,allocated_procs,nodes");
        }
        List<Placement> out = new ArrayList<>();
        String line;
        int lineNo = 1;
        while ((line = r.readLine()) != null) {
            lineNo++;
            if (line.isEmpty()) {
                continue;
            }
            String[] f = line.split(",", -1);
            if (f.length < 7) {
                throw new IllegalArgumentException("jobs.csv line " + lineNo + ": expected at least 7 columns, got "
                        + f.length);
            }
            String[] ids = f[6].isBlank() ? new String[0] : f[6].trim().split(" +");
            int[] nodes = new int[ids.length];
            for (int i = 0; i < ids.length; i++) {
                nodes[i] = (int) parse(ids[i], lineNo, "nodes");
            }
            int allocated = (int) parse(f[5], lineNo, "allocated_procs");
            if (allocated != nodes.length) {
                throw new IllegalArgumentException("jobs.csv line " + lineNo + ": allocated_procs " + allocated
                        + " but " + nodes.length + " node ids");
            }
            out.add(new Placement((long) parse(f[0], lineNo, "job_id"), parse(f[1], lineNo, "submit"),
                    parse(f[2], lineNo, "start"), f[3].isEmpty() ? Double.NaN : parse(f[3], lineNo, "end"),
                    (int) parse(f[4], lineNo, "requested_procs"), nodes));
        }
        return out;
    }

    private static double parse(String s, int line, String column) {
        try {
            return Double.parseDouble(s.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("jobs.csv line " + line + ", column " + column + ": '" + s
                    + "' is not a number");
        }
    }
}
