package org.partita.core.alloc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

import org.partita.core.machine.Topology;

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

    private static final List<String> NON_CONTIG = List.of("comm-share=0.3: communication share s of run time",
            "comm-slowdown=1: communication slowdown k when non-contiguous; run-time factor 1+s(k-1) (3 = Chang's"
                    + " pessimistic 1.6)");

    private static final String MESH2 = "2D mesh";
    private static final String CUBE = "hypercube";

    private static final List<AllocatorInfo> INFOS = List.of(
            contiguous("first-fit", "first free a×b submesh, bottom-up left-to-right, no rotation (2D/3D mesh or torus)",
                    "Zhu 1992; Kim & Yoon 1995 Table 1; Chang 1997 §2.1.1.1", "2D/3D mesh or torus"),
            contiguous("best-fit", "free a×b submesh whose base node has most busy neighbours, no rotation (2D/3D)",
                    "Zhu 1992 as specified by Kim & Yoon 1995 Table 1", "2D/3D mesh or torus"),
            contiguous("frame-sliding", "a×b frame slid with strides a and b from the first free node",
                    "Chuang & Tzeng; Kim & Yoon 1995 Table 1; Chang 1997 §2.1.1.1", MESH2),
            contiguous("buddy-2d", "2D buddy: smallest free 2^k square holding the request (internal fragmentation)",
                    "Li & Cheng; Kim & Yoon 1995 Table 1; Chang 1997 §2.1.1.1", MESH2),
            contiguous("adaptive-scan", "first fit for a×b, then for b×a (complete recognition)",
                    "Ding & Bhuyan 1993; Kim & Yoon 1995 Table 1; Chang 1997 §2.1.1.1", MESH2),
            contiguous("busy-list", "best fit by boundary value over candidates next to busy submeshes, both orientations",
                    "Sharma & Pradhan; Kim & Yoon 1995 Table 1", MESH2),
            contiguous("free-list", "first fit over the list of free submeshes, both orientations",
                    "Chang 1997 §2.1.1.1 ref. [12]", MESH2),
            contiguous("free-submesh-list", "FSL: best fit over dominant free submeshes by reservation factor",
                    "Kim & Yoon 1995 §III, Figs. 6 and 8", MESH2),
            contiguous("fixed-orientation", "FO: every request rotated to the mesh's orientation, then first fit",
                    "Chang 1997 ch. 6 §6.3", MESH2),
            scattered("naive", "first p free nodes in row-major order (non-contiguous, any topology)",
                    "Liu et al.; Chang 1997 §2.1.1.2", "any", NON_CONTIG),
            scattered("random", "p randomly chosen free nodes (non-contiguous, any topology)",
                    "Liu et al.; Chang 1997 §2.1.1.2", "any", NON_CONTIG),
            scattered("paging", "free pages of page-side×page-side nodes in row-major page order",
                    "Liu et al.; Chang 1997 §2.1.1.2", MESH2,
                    concat(List.of("page-side=1: side of a square page"), NON_CONTIG)),
            scattered("mbs", "multiple buddy: p as a sum of 4^i-blocks (8^i in 3D), exactly p nodes",
                    "Liu et al.; Chang 1997 §2.1.1.2, §5.3.3", "2D/3D mesh", NON_CONTIG),
            scattered("anca", "ANCA-A: contiguous first fit, else up to A halvings into co-allocated subframes",
                    "Chang 1997 ch. 5, Fig. 5.3 (corrected)", MESH2,
                    List.of("a=1: maximum number of splits A", "comm-share=0.3: communication share s",
                            "comm-slowdown=1: slowdown k of a split job; factor 1+s(k-1)")),
            new AllocatorInfo("rsr", "RSR-t: fold the longer side (hypercube: one dimension) at most t times over a base",
                    "Chang 1997 ch. 3, Fig. 3.2 (s = MAX{k-t,0})",
                    List.of("t=2: maximum folds", "base=first-fit (buddy-cube on a hypercube): embedded allocator",
                            "fold-penalty=2: run-time factor per halving"),
                    "mesh, torus or hypercube (as its base)", true, true, false, true),
            new AllocatorInfo("modified-rsr", "RSR folding one dimension only, folded jobs placed on the mesh periphery",
                    "Chang 1997 §8.4",
                    List.of("t=2: maximum folds", "base=adaptive-scan: conventional allocator (bitmap based)",
                            "fold-penalty=2: run-time factor per fold"),
                    MESH2, true, true, false, true),
            new AllocatorInfo("migration", "job migration toward the lower-left corner on arrival, departure or both",
                    "Chang 1997 ch. 7",
                    List.of("trigger=departure: arrival | departure | both", "pool=6: candidate pool size",
                            "checkpoints=0: checkpoints per job (0 = no lost work)",
                            "restart-cost=0: seconds added per migration",
                            "base=adaptive-scan: allocator that finds the new place"),
                    MESH2, true, false, true, true),
            new AllocatorInfo("user-directive", "per-job flags choose conventional (AS), RSR or ANCA (Table 8.1)",
                    "Chang 1997 ch. 8",
                    List.of("memory-bound=job: job | true | false (job = the workload's flag; SWF traces have"
                            + " none and give false; Chang's default is true)",
                            "communication-bound=job: job | true | false (as memory-bound)",
                            "rsr-t=2: RSR folds", "rsr=original: original | modified",
                            "anca-a=10: ANCA splits", "anca-cost=0.05: run-time increase of a split job",
                            "fold-penalty=2: run-time factor per fold",
                            "both=rsr: rsr | rsr-then-anca for jobs allowed both"),
                    MESH2, false, true, false, false),
            contiguous("first-fit-3d", "first-fit restricted to 3D meshes and tori", "Zhu 1992, generalised to 3D",
                    "3D mesh or torus"),
            contiguous("best-fit-3d", "best-fit restricted to 3D meshes and tori", "Zhu 1992, generalised to 3D",
                    "3D mesh or torus"),
            scattered("mbs-3d", "mbs restricted to 3D meshes (2^i cubes, base-8 factorisation)",
                    "Liu et al., generalised to 3D", "3D mesh", NON_CONTIG),
            contiguous("buddy-cube", "hypercube buddy: least m with [m·2^k, (m+1)·2^k−1] free",
                    "Knowlton; Chang 1997 §2.1.2", CUBE),
            new AllocatorInfo("limit-k", "hypercube: every job above a k-cube reduced to a k-cube, then buddy",
                    "Yu & Das; Chang 1997 §3.5",
                    List.of("k=n-3: largest subcube dimension (5 on the 8-cube: Chang's limit-5, paired with RSR-2)",
                            "fold-penalty=2: run-time factor per dimension"),
                    CUBE, true, true, false, false));

    private static final List<String> WRAPPERS = List.of("rsr", "modified-rsr", "migration", "user-directive");

    private MeshAllocators() {
    }

    private static AllocatorInfo contiguous(String name, String description, String paper, String topologies) {
        return new AllocatorInfo(name, description, paper, List.of(), topologies, true, false, false, false);
    }

    private static AllocatorInfo scattered(String name, String description, String paper, String topologies,
            List<String> params) {
        return new AllocatorInfo(name, description, paper, params, topologies, false, false, false, false);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /** Every strategy name this factory knows, in documentation order. */
    public static List<String> names() {
        return INFOS.stream().map(AllocatorInfo::name).toList();
    }

    /** Name, one-line description, paper and parameters of every strategy. */
    public static List<AllocatorInfo> infos() {
        return INFOS;
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
                return new JobMigration(nr, t.dims()[0], JobMigration.Trigger.valueOf(trig.toUpperCase(
                        java.util.Locale.ROOT)), pool, cp, restart);
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
