package org.partita.core.alloc;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

import org.partita.core.machine.Topology;
import org.partita.core.strategy.StrategyDescriptor;

/**
 * Creates the mesh, torus and hypercube allocation strategies by name.
 *
 * <p>Dimension dispatch: {@code first-fit}, {@code best-fit} and {@code mbs} work on 2D and 3D meshes
 * ({@code first-fit}/{@code best-fit} also on 2D and 3D tori, windows wrapping around); {@code first-fit-3d},
 * {@code best-fit-3d} and {@code mbs-3d} are the same strategies restricted to 3D topologies. {@code naive} and
 * {@code random} work on every topology. {@code rsr} folds meshes by the longer side and hypercubes by one
 * dimension; on a hypercube its default base is {@code buddy-cube}.
 */
public final class MeshAllocators {

    private static final List<String> WRAPPERS = List.of("rsr", "modified-rsr", "migration", "user-directive");

    private MeshAllocators() {
    }

    /** Every strategy name this factory knows, in documentation order. */
    public static List<String> names() {
        return AllocatorDescriptors.MESH.stream().map(StrategyDescriptor::name).toList();
    }

    /** The descriptor of every strategy ({@code AllocatorDescriptors}), in documentation order. */
    public static List<StrategyDescriptor> descriptors() {
        return AllocatorDescriptors.MESH;
    }

    /** Name, one-line description, paper, parameters and guarantees of every strategy. */
    public static List<AllocatorInfo> infos() {
        return AllocatorDescriptors.MESH.stream().map(AllocatorInfo::of).toList();
    }

    /**
     * Creates strategy {@code name} for {@code topology}.
     *
     * @throws IllegalArgumentException for an unknown name, a topology the strategy does not support, or an unknown
     *                                  or malformed parameter; the message lists what is valid
     */
    public static Allocator create(String name, Topology topology, Map<String, String> params,
            RandomGenerator random) {
        Params p = new Params(name, params);
        Allocator a = build(name, topology, p, random, null);
        p.checkAllUsed();
        return a;
    }

    private static Allocator build(String name, Topology t, Params p, RandomGenerator random, GridState shared) {
        GridState grid = shared;
        switch (name) {
            case "first-fit", "first-fit-3d", "best-fit", "best-fit-3d" -> {
                if (name.endsWith("-3d") && (!t.isGrid() || t.dims().length != 3)) {
                    throw new IllegalArgumentException(name + " needs a 3D mesh or torus, got " + t);
                }
                if (!t.isGrid()) {
                    throw new IllegalArgumentException(name + " needs a mesh or torus, got " + t);
                }
                grid = grid == null ? new GridState(t) : grid;
                return name.startsWith("first") ? new FirstFit(name, grid) : new BestFit(name, grid);
            }
            case "frame-sliding" -> {
                GridAllocator.requireGrid2D(name, t, false);
                return new FrameSliding(grid == null ? new GridState(t) : grid);
            }
            case "adaptive-scan" -> {
                GridAllocator.requireGrid2D(name, t, false);
                return new AdaptiveScan(grid == null ? new GridState(t) : grid);
            }
            case "fixed-orientation" -> {
                GridAllocator.requireGrid2D(name, t, false);
                return new FixedOrientation(grid == null ? new GridState(t) : grid);
            }
            case "anca" -> {
                GridAllocator.requireGrid2D(name, t, false);
                int a = p.getInt("a", 1, 0, 64);
                CommunicationPenalty cp = CommunicationPenalty.from(p);
                return new Anca(grid == null ? new GridState(t) : grid, a, cp.factor(false));
            }
            case "buddy-2d" -> {
                return new Buddy2D(t);
            }
            case "busy-list" -> {
                return new BusyList(t);
            }
            case "free-list" -> {
                return new FreeList(t);
            }
            case "free-submesh-list" -> {
                return new FreeSubmeshList(t);
            }
            case "naive" -> {
                return new Naive(t, CommunicationPenalty.from(p));
            }
            case "random" -> {
                if (random == null) {
                    throw new IllegalArgumentException("random needs a random generator");
                }
                return new RandomAllocation(t, random, CommunicationPenalty.from(p));
            }
            case "paging" -> {
                int side = p.getInt("page-side", 1, 1, 1 << 15);
                return new Paging(t, side, CommunicationPenalty.from(p));
            }
            case "mbs", "mbs-3d" -> {
                if (name.equals("mbs-3d") && t.dims().length != 3) {
                    throw new IllegalArgumentException("mbs-3d needs a 3D mesh, got " + t);
                }
                return new MultipleBuddy(name, t, CommunicationPenalty.from(p));
            }
            case "buddy-cube" -> {
                return new HypercubeBuddy(t);
            }
            case "limit-k" -> {
                if (t.kind() != Topology.Kind.HYPERCUBE) {
                    throw new IllegalArgumentException("limit-k needs a hypercube, got " + t);
                }
                int k = p.getInt("k", Math.max(0, t.dims()[0] - 3), 0, 30);
                return new LimitK(t, k, p.getDouble("fold-penalty", 2.0, 1, 1e6));
            }
            case "rsr" -> {
                int tt = p.getInt("t", 2, 0, 64);
                double fp = p.getDouble("fold-penalty", 2.0, 1, 1e6);
                String baseName = p.getString("base", t.kind() == Topology.Kind.HYPERCUBE ? "buddy-cube" : "first-fit");
                Allocator base = build(checkBase(name, baseName), t, p, random, null);
                return new RestrictedSizeReduction("rsr", base, t, tt, fp);
            }
            case "modified-rsr" -> {
                GridAllocator.requireGrid2D(name, t, false);
                int tt = p.getInt("t", 2, 0, 64);
                double fp = p.getDouble("fold-penalty", 2.0, 1, 1e6);
                String baseName = p.getString("base", "adaptive-scan");
                Allocator base = build(checkBase(name, baseName), t, p, random, null);
                if (!(base instanceof GridAllocator g) || base instanceof Anca) {
                    throw new IllegalArgumentException("modified-rsr: base must be one of first-fit, best-fit,"
                            + " frame-sliding, adaptive-scan, fixed-orientation; got " + baseName);
                }
                return new ModifiedRsr(g, tt, fp);
            }
            case "migration" -> {
                GridAllocator.requireGrid2D(name, t, false);
                String trig = p.getString("trigger", "departure", "arrival", "departure", "both");
                int pool = p.getInt("pool", 6, 1, 1 << 20);
                int cp = p.getInt("checkpoints", 0, 0, 1 << 20);
                double restart = p.getDouble("restart-cost", 0.0, 0, 1e12);
                String baseName = p.getString("base", "adaptive-scan");
                Allocator base = build(checkBase(name, baseName), t, p, random, null);
                if (!(base instanceof NodeReservable nr) || base instanceof Anca) {
                    throw new IllegalArgumentException("migration: base must be a contiguous 2D strategy (first-fit,"
                            + " best-fit, frame-sliding, adaptive-scan, fixed-orientation, busy-list, free-list,"
                            + " free-submesh-list); got " + baseName);
                }
                String tried = p.getString("candidate", "best", "best", "any");
                String on = p.getString("arrival-on", "incoming", "incoming", "every-failure");
                return new JobMigration(nr, t.dims()[0], JobMigration.Trigger.valueOf(trig.toUpperCase(
                        java.util.Locale.ROOT)), pool, cp, restart, JobMigration.Candidates.valueOf(tried.toUpperCase(
                        java.util.Locale.ROOT)), JobMigration.ArrivalOn.valueOf(on.replace('-', '_').toUpperCase(
                        java.util.Locale.ROOT)));
            }
            case "user-directive" -> {
                GridAllocator.requireGrid2D(name, t, false);
                int rt = p.getInt("rsr-t", 2, 0, 64);
                boolean modified = p.getString("rsr", "original", "original", "modified").equals("modified");
                int aa = p.getInt("anca-a", 10, 0, 64);
                double cost = p.getDouble("anca-cost", 0.05, 0, 1e6);
                double fp = p.getDouble("fold-penalty", 2.0, 1, 1e6);
                boolean fallback = p.getString("both", "rsr", "rsr", "rsr-then-anca").equals("rsr-then-anca");
                Boolean mem = directive(p.getString("memory-bound", "job", "job", "true", "false"));
                Boolean comm = directive(p.getString("communication-bound", "job", "job", "true", "false"));
                return new UserDirectiveHybrid(new GridState(t), rt, modified, fp, aa, cost, fallback, mem, comm);
            }
            default -> throw new IllegalArgumentException("unknown allocation strategy '" + name + "'; valid: "
                    + String.join(", ", names()));
        }
    }

    /** {@code job} ⇒ null (the request's own flag), else the fixed value. */
    private static Boolean directive(String v) {
        return v.equals("job") ? null : Boolean.valueOf(v);
    }

    private static String checkBase(String wrapper, String base) {
        if (WRAPPERS.contains(base)) {
            throw new IllegalArgumentException(wrapper + ": base '" + base + "' is itself a wrapper; valid bases: "
                    + String.join(", ", names().stream().filter(n -> !WRAPPERS.contains(n)).toList()));
        }
        if (!names().contains(base)) {
            throw new IllegalArgumentException(wrapper + ": unknown base '" + base + "'; valid: "
                    + String.join(", ", names().stream().filter(n -> !WRAPPERS.contains(n)).toList()));
        }
        return base;
    }
}
