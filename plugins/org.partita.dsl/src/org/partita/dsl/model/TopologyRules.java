package org.partita.dsl.model;

import java.util.Set;

import org.partita.dsl.partita.Grid;
import org.partita.dsl.partita.MachineSpec;
import org.partita.dsl.partita.StageKind;
import org.partita.dsl.partita.Topology;
import org.partita.dsl.partita.TopologyKind;

/** Which machines each stage supports (Chang97 §2.1: mesh strategies need a mesh, buddy a hypercube, …). */
public final class TopologyRules {

    /** Contiguous 2D-mesh strategies (and the non-contiguous mesh ones, which scan a mesh too). */
    private static final Set<String> MESH_ONLY = Set.of("first-fit", "best-fit", "frame-sliding", "buddy-2d",
            "adaptive-scan", "busy-list", "free-list", "free-submesh-list", "fixed-orientation", "naive", "random",
            "paging", "mbs", "anca");

    private TopologyRules() {
    }

    /** Why {@code name} in a {@code kind} stage cannot run on {@code machine}, or {@code null} when it can. */
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
            case ALLOCATE:
                if (MESH_ONLY.contains(name) && k != TopologyKind.MESH) {
                    return "allocator '" + name + "' needs a mesh, not a " + k;
                }
                if (MESH_ONLY.contains(name) && t.getDims().size() != 2) {
                    return "allocator '" + name + "' needs a 2D mesh";
                }
                if (name.equals("buddy-2d") && !(t.getDims().get(0).equals(t.getDims().get(1))
                        && Integer.bitCount(t.getDims().get(0)) == 1)) {
                    return "allocator 'buddy-2d' needs a square mesh whose side is a power of two";
                }
                if (name.equals("buddy") && k != TopologyKind.HYPERCUBE) {
                    return "allocator 'buddy' needs a hypercube, not a " + k;
                }
                return null;
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
