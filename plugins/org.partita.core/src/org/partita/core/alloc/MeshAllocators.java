package org.partita.core.alloc;

import static org.partita.core.alloc.AllocatorDescriptors.*;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

import org.partita.core.machine.Topology;
import org.partita.core.strategy.ParameterValues;
import org.partita.core.strategy.StrategyContext;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.core.strategy.StrategyRegistry;

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

    /** The strategies that embed or combine others, and so cannot be a wrapper's base. */
    private static final List<String> WRAPPERS = List.of(RSR, MODIFIED_RSR, MIGRATION, USER_DIRECTIVE);

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

    /**
     * Creates strategy {@code name} for {@code topology}, its parameters checked first as the registry checks every
     * strategy's ({@link StrategyRegistry#validate}).
     *
     * @throws IllegalArgumentException for an unknown name, a topology the strategy does not support, or an unknown
     *                                  or malformed parameter; the message lists what is valid
     */
    public static Allocator create(String name, Topology topology, Map<String, String> params,
            RandomGenerator random) {
        if (AllocatorDescriptors.of(name) == null) {
            throw new IllegalArgumentException("unknown allocation strategy '" + name + "'; valid: "
                    + String.join(", ", names()));
        }
        return Core.ALLOCATORS.create(name, new StrategyContext(topology, params, random));
    }

    /** The core's allocators alone, made once: what {@link #create} checks and makes with. */
    private static final class Core {
        static final AllocatorRegistry ALLOCATORS = AllocatorRegistry.builtIn();
    }

    /** Makes strategy {@code d} from a checked context: the factory {@link CoreAllocators} registers. */
    static Allocator make(StrategyDescriptor d, StrategyContext ctx) {
        return build(d.name(), ctx.topology(), ctx.parameters(), ctx.random());
    }

    private static Allocator build(String name, Topology t, Map<String, String> params, RandomGenerator random) {
        StrategyDescriptor d = AllocatorDescriptors.of(name);
        ParameterValues p = d.values(params);
        switch (name) {
            case FIRST_FIT, FIRST_FIT_3D, BEST_FIT, BEST_FIT_3D -> {
                if (name.endsWith("-3d") && (!t.isGrid() || t.dims().length != 3)) {
                    throw new IllegalArgumentException(name + " needs a 3D mesh or torus, got " + t);
                }
                if (!t.isGrid()) {
                    throw new IllegalArgumentException(name + " needs a mesh or torus, got " + t);
                }
                GridState grid = new GridState(t);
                return name.startsWith("first") ? new FirstFit(name, grid) : new BestFit(name, grid);
            }
            case FRAME_SLIDING -> {
                GridAllocator.requireGrid2D(name, t, false);
                return new FrameSliding(new GridState(t));
            }
            case ADAPTIVE_SCAN -> {
                GridAllocator.requireGrid2D(name, t, false);
                return new AdaptiveScan(new GridState(t));
            }
            case FIXED_ORIENTATION -> {
                GridAllocator.requireGrid2D(name, t, false);
                return new FixedOrientation(new GridState(t));
            }
            case ANCA -> {
                GridAllocator.requireGrid2D(name, t, false);
                int a = p.integer(d.declared("a"));
                CommunicationPenalty cp = CommunicationPenalty.from(p, d);
                return new Anca(new GridState(t), a, cp.factor(false));
            }
            case BUDDY_2D -> {
                return new Buddy2D(t);
            }
            case BUSY_LIST -> {
                return new BusyList(t);
            }
            case FREE_LIST -> {
                return new FreeList(t);
            }
            case FREE_SUBMESH_LIST -> {
                return new FreeSubmeshList(t);
            }
            case NAIVE -> {
                return new Naive(t, CommunicationPenalty.from(p, d));
            }
            case RANDOM -> {
                if (random == null) {
                    throw new IllegalArgumentException(name + " needs a random generator");
                }
                return new RandomAllocation(t, random, CommunicationPenalty.from(p, d));
            }
            case PAGING -> {
                int side = p.integer(d.declared("page-side"));
                return new Paging(t, side, CommunicationPenalty.from(p, d));
            }
            case MBS, MBS_3D -> {
                if (name.equals(MBS_3D) && t.dims().length != 3) {
                    throw new IllegalArgumentException(name + " needs a 3D mesh, got " + t);
                }
                return new MultipleBuddy(name, t, CommunicationPenalty.from(p, d));
            }
            case BUDDY_CUBE -> {
                return new HypercubeBuddy(t);
            }
            case LIMIT_K -> {
                if (t.kind() != Topology.Kind.HYPERCUBE) {
                    throw new IllegalArgumentException(name + " needs a hypercube, got " + t);
                }
                // the default k is the machine's: n-3 on an n-cube (the descriptor shows it as such)
                int k = p.integer("k", Math.max(0, t.dims()[0] - 3));
                return new LimitK(t, k, p.number(d.declared("fold-penalty")));
            }
            case RSR -> {
                int tt = p.integer(d.declared("t"));
                double fp = p.number(d.declared("fold-penalty"));
                String baseName = t.kind() == Topology.Kind.HYPERCUBE ? p.word("base", BUDDY_CUBE)
                        : p.word(d.declared("base"));
                Allocator base = build(checkBase(name, baseName), t, params, random);
                return new RestrictedSizeReduction(name, base, t, tt, fp);
            }
            case MODIFIED_RSR -> {
                GridAllocator.requireGrid2D(name, t, false);
                int tt = p.integer(d.declared("t"));
                double fp = p.number(d.declared("fold-penalty"));
                String baseName = p.word(d.declared("base"));
                Allocator base = build(checkBase(name, baseName), t, params, random);
                if (!(base instanceof GridAllocator g) || base instanceof Anca) {
                    throw new IllegalArgumentException(name + ": base must be one of " + String.join(", ", FIRST_FIT,
                            BEST_FIT, FRAME_SLIDING, ADAPTIVE_SCAN, FIXED_ORIENTATION) + "; got " + baseName);
                }
                return new ModifiedRsr(g, tt, fp);
            }
            case MIGRATION -> {
                GridAllocator.requireGrid2D(name, t, false);
                String trig = p.word(d.declared("trigger"));
                int pool = p.integer(d.declared("pool"));
                int cp = p.integer(d.declared("checkpoints"));
                double restart = p.number(d.declared("restart-cost"));
                String baseName = p.word(d.declared("base"));
                Allocator base = build(checkBase(name, baseName), t, params, random);
                if (!(base instanceof NodeReservable nr) || base instanceof Anca) {
                    throw new IllegalArgumentException(name + ": base must be a contiguous 2D strategy ("
                            + String.join(", ", FIRST_FIT, BEST_FIT, FRAME_SLIDING, ADAPTIVE_SCAN, FIXED_ORIENTATION,
                                    BUSY_LIST, FREE_LIST, FREE_SUBMESH_LIST) + "); got " + baseName);
                }
                String tried = p.word(d.declared("candidate"));
                String on = p.word(d.declared("arrival-on"));
                return new JobMigration(nr, t.dims()[0], JobMigration.Trigger.valueOf(trig.toUpperCase(
                        java.util.Locale.ROOT)), pool, cp, restart, JobMigration.Candidates.valueOf(tried.toUpperCase(
                        java.util.Locale.ROOT)), JobMigration.ArrivalOn.valueOf(on.replace('-', '_').toUpperCase(
                        java.util.Locale.ROOT)));
            }
            case USER_DIRECTIVE -> {
                GridAllocator.requireGrid2D(name, t, false);
                int rt = p.integer(d.declared("rsr-t"));
                boolean modified = p.word(d.declared(RSR)).equals("modified"); // the parameter bears the name
                int aa = p.integer(d.declared("anca-a"));
                double cost = p.number(d.declared("anca-cost"));
                double fp = p.number(d.declared("fold-penalty"));
                boolean fallback = p.word(d.declared("both")).equals("rsr-then-anca");
                Boolean mem = directive(p.word(d.declared("memory-bound")));
                Boolean comm = directive(p.word(d.declared("communication-bound")));
                return new UserDirectiveHybrid(new GridState(t), rt, modified, fp, aa, cost, fallback, mem, comm);
            }
            default -> throw new IllegalStateException("allocation strategy '" + name + "' has a descriptor but no"
                    + " factory");
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
