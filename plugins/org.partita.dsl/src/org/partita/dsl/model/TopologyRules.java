package org.partita.dsl.model;

import org.partita.dsl.partita.Grid;
import org.partita.dsl.partita.MachineSpec;
import org.partita.dsl.partita.StageKind;
import org.partita.dsl.partita.Topology;
import org.partita.dsl.partita.TopologyKind;

/**
 * Which machines the stages beyond allocation support (grids, partitioning, migration). Which topologies an
 * allocator accepts is the core's to say, from its descriptor and factory ({@link CoreModels#checkAllocator}).
 */
public final class TopologyRules {

    private TopologyRules() {
    }

    /**
     * Why {@code name} in a {@code kind} stage cannot run on {@code machine}, or {@code null} when it can (always for
     * an {@code allocate} stage on a single machine: ask {@link CoreModels#checkAllocator}).
     */
    public static String unsupported(StageKind kind, String name, MachineSpec machine) {
        if (machine instanceof Grid) {
            return switch (kind) {
                case MAPPING, BALANCE, QUEUE -> null;
                default -> "'" + kind.getLiteral() + " " + name + "' needs a single machine, not a grid; a grid "
                        + "takes 'mapping' and 'balance' stages, and 'share concurrent-gang' or 'share ipg-gang' beside "
                        + "one of them (the integrated system)";
            };
        }
        Topology t = (Topology) machine;
        TopologyKind k = t.getKind();
        switch (kind) {
            case MAPPING, BALANCE:
                return null; // a single machine is a grid of one cluster
            case PARTITION:
                return k == TopologyKind.POOL || k == TopologyKind.BUS || k == TopologyKind.RING
                        || k == TopologyKind.SMP ? null
                                : "partition sizing is for pools, buses, rings and SMPs (Dandamudi and Yu), not a " + k;
            case MIGRATE:
                return k == TopologyKind.MESH ? null : "job migration is defined for meshes (Chang97 ch. 7), not a " + k;
            default:
                return null;
        }
    }

    /** Number of processors of {@code t}. */
    public static double size(Topology t) {
        return size(t.getKind(), t.getDims());
    }

    /** Number of processors of a topology of {@code kind} with dimensions {@code dims}. */
    public static double size(TopologyKind kind, java.util.List<Integer> dims) {
        if (kind == TopologyKind.HYPERCUBE) {
            return Math.pow(2, dims.get(0));
        }
        double n = 1;
        for (int d : dims) {
            n *= d;
        }
        return n;
    }
}
