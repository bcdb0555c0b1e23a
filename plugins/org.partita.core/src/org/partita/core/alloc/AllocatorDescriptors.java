package org.partita.core.alloc;

import static org.partita.core.strategy.StrategyDescriptor.Trait.CONTIGUOUS;
import static org.partita.core.strategy.StrategyDescriptor.Trait.MIGRATES;
import static org.partita.core.strategy.StrategyDescriptor.Trait.REDUCES_SIZE;
import static org.partita.core.strategy.StrategyDescriptor.Trait.WRAPPER;

import java.util.ArrayList;
import java.util.List;

import org.partita.core.strategy.Family;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;

/**
 * The descriptors of the core's allocators, written once: name, description, paper, parameters (defaults and
 * ranges), topologies and guarantees. {@link MeshAllocators} reads every parameter through its descriptor
 * ({@code StrategyDescriptor#declared} and {@code ParameterValues}), and the registry checks them against it, so a
 * default or range is written here only, as is each name (the constants below). {@code partita allocators}, the
 * invariant checker (its traits) and the language's catalog read them through
 * {@link AllocatorRegistry}.
 */
public final class AllocatorDescriptors {

    // The names of the core's allocators: written here only; code that must name one uses these.
    public static final String FIRST_FIT = "first-fit";
    public static final String BEST_FIT = "best-fit";
    public static final String FRAME_SLIDING = "frame-sliding";
    public static final String BUDDY_2D = "buddy-2d";
    public static final String ADAPTIVE_SCAN = "adaptive-scan";
    public static final String BUSY_LIST = "busy-list";
    public static final String FREE_LIST = "free-list";
    public static final String FREE_SUBMESH_LIST = "free-submesh-list";
    public static final String FIXED_ORIENTATION = "fixed-orientation";
    public static final String NAIVE = "naive";
    public static final String RANDOM = "random";
    public static final String PAGING = "paging";
    public static final String MBS = "mbs";
    public static final String ANCA = "anca";
    public static final String RSR = "rsr";
    public static final String MODIFIED_RSR = "modified-rsr";
    public static final String MIGRATION = "migration";
    public static final String USER_DIRECTIVE = "user-directive";
    public static final String FIRST_FIT_3D = "first-fit-3d";
    public static final String BEST_FIT_3D = "best-fit-3d";
    public static final String MBS_3D = "mbs-3d";
    public static final String BUDDY_CUBE = "buddy-cube";
    public static final String LIMIT_K = "limit-k";

    private static final String MESH2 = "2D mesh";
    private static final String CUBE = "hypercube";
    private static final double MAX_FACTOR = 1e6;

    private static final Parameter COMM_SHARE = Parameter.number("comm-share", "0.3", 0, 1,
            "communication share s of run time");
    private static final Parameter COMM_SLOWDOWN = Parameter.number("comm-slowdown", "1", 1, MAX_FACTOR,
            "communication slowdown k when non-contiguous; run-time factor 1+s(k-1) (3 = Chang's pessimistic 1.6)");
    private static final List<Parameter> NON_CONTIG = List.of(COMM_SHARE, COMM_SLOWDOWN);

    static final StrategyDescriptor POOL = StrategyDescriptor.of(Family.ALLOCATE, PoolAllocator.NAME,
            "any free nodes, lowest ids first (no interconnect locality)", "baseline");

    static final List<StrategyDescriptor> MESH = List.of(
            contiguous(FIRST_FIT, "first free a×b submesh, bottom-up left-to-right, no rotation (2D/3D mesh or torus)",
                    "Zhu 1992; Kim & Yoon 1995 Table 1; Chang 1997 §2.1.1.1", "2D/3D mesh or torus"),
            contiguous(BEST_FIT, "free a×b submesh whose base node has most busy neighbours, no rotation (2D/3D)",
                    "Zhu 1992 as specified by Kim & Yoon 1995 Table 1", "2D/3D mesh or torus"),
            contiguous(FRAME_SLIDING, "a×b frame slid with strides a and b from the first free node",
                    "Chuang & Tzeng; Kim & Yoon 1995 Table 1; Chang 1997 §2.1.1.1", MESH2),
            contiguous(BUDDY_2D, "2D buddy: smallest free 2^k square holding the request (internal fragmentation)",
                    "Li & Cheng; Kim & Yoon 1995 Table 1; Chang 1997 §2.1.1.1", MESH2),
            contiguous(ADAPTIVE_SCAN, "first fit for a×b, then for b×a (complete recognition)",
                    "Ding & Bhuyan 1993; Kim & Yoon 1995 Table 1; Chang 1997 §2.1.1.1", MESH2),
            contiguous(BUSY_LIST, "best fit by boundary value over candidates next to busy submeshes, both orientations",
                    "Sharma & Pradhan; Kim & Yoon 1995 Table 1", MESH2),
            contiguous(FREE_LIST, "first fit over the list of free submeshes, both orientations",
                    "Chang 1997 §2.1.1.1 ref. [12]", MESH2),
            contiguous(FREE_SUBMESH_LIST, "FSL: best fit over dominant free submeshes by reservation factor",
                    "Kim & Yoon 1995 §III, Figs. 6 and 8", MESH2),
            contiguous(FIXED_ORIENTATION, "FO: every request rotated to the mesh's orientation, then first fit",
                    "Chang 1997 ch. 6 §6.3", MESH2),
            scattered(NAIVE, "first p free nodes in row-major order (non-contiguous, any topology)",
                    "Liu et al.; Chang 1997 §2.1.1.2", "any", NON_CONTIG),
            scattered(RANDOM, "p randomly chosen free nodes (non-contiguous, any topology)",
                    "Liu et al.; Chang 1997 §2.1.1.2", "any", NON_CONTIG),
            scattered(PAGING, "free pages of page-side×page-side nodes in row-major page order",
                    "Liu et al.; Chang 1997 §2.1.1.2", MESH2,
                    concat(List.of(Parameter.integer("page-side", "1", 1, 1 << 15, "side of a square page")),
                            NON_CONTIG)).withPrimary("page-side"),
            scattered(MBS, "multiple buddy: p as a sum of 4^i-blocks (8^i in 3D), exactly p nodes",
                    "Liu et al.; Chang 1997 §2.1.1.2, §5.3.3", "2D/3D mesh", NON_CONTIG),
            scattered(ANCA, "ANCA-A: contiguous first fit, else up to A halvings into co-allocated subframes",
                    "Chang 1997 ch. 5, Fig. 5.3 (corrected)", MESH2,
                    List.of(Parameter.integer("a", "1", 0, 64, "maximum number of splits A"),
                            Parameter.number("comm-share", "0.3", 0, 1, "communication share s"),
                            Parameter.number("comm-slowdown", "1", 1, MAX_FACTOR,
                                    "slowdown k of a split job; factor 1+s(k-1)"))).withPrimary("a"),
            descriptor(RSR, "RSR-t: fold the longer side (hypercube: one dimension) at most t times over a base",
                    "Chang 1997 ch. 3, Fig. 3.2 (s = MAX{k-t,0})", "t",
                    folds("maximum folds"),
                    base(FIRST_FIT, "embedded allocator").shownAs(FIRST_FIT + " (" + BUDDY_CUBE + " on a hypercube)"),
                    foldPenalty("run-time factor per halving"))
                    .on("mesh, torus or hypercube (as its base)", CONTIGUOUS, REDUCES_SIZE, WRAPPER),
            descriptor(MODIFIED_RSR, "RSR folding one dimension only, folded jobs placed on the mesh periphery",
                    "Chang 1997 §8.4", "t",
                    folds("maximum folds"), base(ADAPTIVE_SCAN, "conventional allocator (bitmap based)"),
                    foldPenalty("run-time factor per fold"))
                    .on(MESH2, CONTIGUOUS, REDUCES_SIZE, WRAPPER),
            descriptor(MIGRATION, "job migration toward the lower-left corner on arrival, departure or both",
                    "Chang 1997 ch. 7", null,
                    Parameter.word("trigger", "departure", List.of("arrival", "departure", "both"),
                            "arrival | departure | both"),
                    Parameter.integer("pool", "6", 1, 1 << 20,
                            "candidate pool size; 6 and 12 performed alike (Chang97 §7.3.3)"),
                    Parameter.integer("checkpoints", "0", 0, 1 << 20,
                            "checkpoints per job, CP (0 = no work lost; Chang97 §7.2)"),
                    new Parameter("restart-cost", Parameter.Unit.TIME, "0", 0, false, 1e12, false, List.of(),
                            "seconds added per migration"),
                    Parameter.word("candidate", "best", List.of("best", "any"),
                            "best (the first-ranked candidate only, §7.2) | any (each in rank order until one moves)"),
                    Parameter.word("arrival-on", "incoming", List.of("incoming", "every-failure"),
                            "incoming (arrival migration at a job's first failed attempt, §7.2)"
                                    + " | every-failure (its retries too)"),
                    base(ADAPTIVE_SCAN, "allocator that finds the new place"))
                    .on(MESH2, CONTIGUOUS, MIGRATES, WRAPPER),
            descriptor(USER_DIRECTIVE, "per-job flags choose conventional (AS), RSR or ANCA (Table 8.1)",
                    "Chang 1997 ch. 8", null,
                    directive("memory-bound", "job | true | false (job = the workload's flag; SWF traces have"
                            + " none and give false; Chang's default is true)"),
                    directive("communication-bound", "job | true | false (as memory-bound)"),
                    Parameter.integer("rsr-t", "2", 0, 64, "RSR folds"),
                    Parameter.word("rsr", "original", List.of("original", "modified"), "original | modified"),
                    Parameter.integer("anca-a", "10", 0, 64, "ANCA splits"),
                    Parameter.number("anca-cost", "0.05", 0, MAX_FACTOR, "run-time increase of a split job"),
                    foldPenalty("run-time factor per fold"),
                    Parameter.word("both", "rsr", List.of("rsr", "rsr-then-anca"),
                            "rsr | rsr-then-anca for jobs allowed both"))
                    .on(MESH2, REDUCES_SIZE),
            contiguous(FIRST_FIT_3D, "first-fit restricted to 3D meshes and tori", "Zhu 1992, generalised to 3D",
                    "3D mesh or torus"),
            contiguous(BEST_FIT_3D, "best-fit restricted to 3D meshes and tori", "Zhu 1992, generalised to 3D",
                    "3D mesh or torus"),
            scattered(MBS_3D, "mbs restricted to 3D meshes (2^i cubes, base-8 factorisation)",
                    "Liu et al., generalised to 3D", "3D mesh", NON_CONTIG),
            contiguous(BUDDY_CUBE, "hypercube buddy: least m with [m·2^k, (m+1)·2^k−1] free",
                    "Knowlton; Chang 1997 §2.1.2", CUBE),
            descriptor(LIMIT_K, "hypercube: every job above a k-cube reduced to a k-cube, then buddy",
                    "Yu & Das; Chang 1997 §3.5", "k",
                    Parameter.integer("k", null, 0, 30,
                            "largest subcube dimension (5 on the 8-cube: Chang's limit-5, paired with RSR-2)")
                            .shownAs("n-3"),
                    foldPenalty("run-time factor per dimension"))
                    .on(CUBE, CONTIGUOUS, REDUCES_SIZE));

    private static final java.util.Map<String, StrategyDescriptor> BY_NAME = MESH.stream()
            .collect(java.util.stream.Collectors.toUnmodifiableMap(StrategyDescriptor::name, d -> d));

    private AllocatorDescriptors() {
    }

    /** The descriptor of the core's mesh, torus or hypercube strategy {@code name}, or {@code null}. */
    static StrategyDescriptor of(String name) {
        return BY_NAME.get(name);
    }

    private static StrategyDescriptor contiguous(String name, String description, String paper, String topologies) {
        return StrategyDescriptor.of(Family.ALLOCATE, name, description, paper).on(topologies, CONTIGUOUS);
    }

    private static StrategyDescriptor scattered(String name, String description, String paper, String topologies,
            List<Parameter> params) {
        return StrategyDescriptor.of(Family.ALLOCATE, name, description, paper).withParameters(params)
                .on(topologies);
    }

    private static StrategyDescriptor descriptor(String name, String description, String paper, String primary,
            Parameter... params) {
        return StrategyDescriptor.of(Family.ALLOCATE, name, description, paper).withParameters(params)
                .withPrimary(primary);
    }

    private static Parameter folds(String doc) {
        return Parameter.integer("t", "2", 0, 64, doc);
    }

    private static Parameter foldPenalty(String doc) {
        return Parameter.number("fold-penalty", "2", 1, MAX_FACTOR, doc);
    }

    /** The embedded allocator of a wrapper: the name of a strategy that is not itself a wrapper. */
    private static Parameter base(String defaultValue, String doc) {
        return Parameter.word("base", defaultValue, List.of(), doc);
    }

    private static Parameter directive(String name, String doc) {
        return Parameter.word(name, "job", List.of("job", "true", "false"), doc);
    }

    private static List<Parameter> concat(List<Parameter> a, List<Parameter> b) {
        List<Parameter> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
