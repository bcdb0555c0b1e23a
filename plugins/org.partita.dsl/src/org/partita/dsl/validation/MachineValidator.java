package org.partita.dsl.validation;

import static org.partita.dsl.validation.ValidationSupport.fmt;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.Set;

import org.eclipse.xtext.validation.Check;
import org.partita.core.strategy.Family;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.model.CoreModels;
import org.partita.dsl.model.Models;
import org.partita.dsl.model.TopologyRules;
import org.partita.dsl.partita.Cluster;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Grid;
import org.partita.dsl.partita.Link;
import org.partita.dsl.partita.MachineSpec;
import org.partita.dsl.partita.PartitaPackage.Literals;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.RandomGrid;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.SettingKey;
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.Stage;
import org.partita.dsl.partita.StageKind;
import org.partita.dsl.partita.Synthetic;
import org.partita.dsl.partita.Topology;
import org.partita.dsl.partita.TopologyKind;
import org.partita.dsl.partita.Values;
import org.partita.dsl.partita.WorkloadSpec;
import org.partita.dsl.partita.WorkloadStatement;

/**
 * Machines and what runs on them: a topology's dimensions and speed, a grid's clusters and links; an experiment's
 * pipelines on its machine (the core's allocators and {@link TopologyRules}) and job sizes that fit it.
 * Composed into {@link PartitaValidator}.
 */
public class MachineValidator extends ComposedValidator {

    @Check
    public void checkTopology(Topology t) {
        int n = t.getDims().size();
        String expected = switch (t.getKind()) {
            case MESH, TORUS -> n == 2 || n == 3 ? null : "2 or 3 side lengths, e.g. '" + t.getKind() + " 32 x 32'";
            default -> n == 1 ? null : "one number, e.g. '" + t.getKind() + " 64'";
        };
        if (expected != null) {
            error("a " + t.getKind() + " takes " + expected, t, Literals.TOPOLOGY__DIMS, IssueCodes.BAD_DIMENSIONS);
            return;
        }
        long size = 1;
        for (int i = 0; i < n; i++) {
            int d = t.getDims().get(i);
            if (d <= 0) {
                error("sizes must be positive, got " + d, t, Literals.TOPOLOGY__DIMS, i, IssueCodes.BAD_DIMENSIONS);
                return;
            }
            size *= d;
        }
        if (t.getKind() == TopologyKind.HYPERCUBE && t.getDims().get(0) > 30) {
            error("a hypercube of dimension " + t.getDims().get(0) + " is too large (at most 30)", t,
                    Literals.TOPOLOGY__DIMS, IssueCodes.BAD_DIMENSIONS);
        } else if (size > Integer.MAX_VALUE) {
            error(size + " processors is too many", t, Literals.TOPOLOGY__DIMS, IssueCodes.BAD_DIMENSIONS);
        }
        if (t.getSpeed() != null && new BigDecimal(t.getSpeed()).signum() <= 0) {
            error("speed must be > 0", t, Literals.TOPOLOGY__SPEED, IssueCodes.VALUE_OUT_OF_RANGE, "speed");
        }
    }

    @Check
    public void checkGrid(Grid g) {
        if (g instanceof RandomGrid) {
            return; // its nodes are drawn, not written
        }
        if (g.getClusters().isEmpty()) {
            error("a grid needs at least one cluster", g, null, IssueCodes.EMPTY_GRID);
        }
        Set<String> names = new HashSet<>();
        for (Cluster c : g.getClusters()) {
            if (!names.add(c.getName())) {
                error("duplicate cluster '" + c.getName() + "'", c, Literals.CLUSTER__NAME, IssueCodes.DUPLICATE_NAME);
            }
        }
    }

    /** A random grid's node count, speed and bandwidth ranges and link probability. */
    @Check
    public void checkRandomGrid(RandomGrid r) {
        if (r.getNodes() < 1) {
            error("a random grid needs at least 1 node, got " + r.getNodes(), r, Literals.RANDOM_GRID__NODES,
                    IssueCodes.BAD_DIMENSIONS);
        }
        checkRange(r, "speed", r.getSpeedMin(), r.getSpeedMax(), Literals.RANDOM_GRID__SPEED_MIN,
                Literals.RANDOM_GRID__SPEED_MAX);
        checkRange(r, "bandwidth", r.getBandwidthMin(), r.getBandwidthMax(), Literals.RANDOM_GRID__BANDWIDTH_MIN,
                Literals.RANDOM_GRID__BANDWIDTH_MAX);
        if (r.getLinkProbability() != null && new BigDecimal(r.getLinkProbability()).compareTo(BigDecimal.ONE) > 0) {
            error("links is the probability of a link between two nodes, in 0 to 1; got " + r.getLinkProbability(), r,
                    Literals.RANDOM_GRID__LINK_PROBABILITY, IssueCodes.VALUE_OUT_OF_RANGE, "links");
        }
    }

    private void checkRange(RandomGrid r, String what, String min, String max,
            org.eclipse.emf.ecore.EStructuralFeature minFeature,
            org.eclipse.emf.ecore.EStructuralFeature maxFeature) {
        if (min == null || max == null) {
            return;
        }
        BigDecimal lo = new BigDecimal(min);
        BigDecimal hi = new BigDecimal(max);
        if (lo.signum() <= 0) {
            error(what + " must be > 0, got " + min, r, minFeature, IssueCodes.VALUE_OUT_OF_RANGE, what);
        } else if (hi.compareTo(lo) < 0) {
            error(what + " range " + min + " to " + max + " is empty: the maximum must be at least the minimum", r,
                    maxFeature, IssueCodes.BAD_RANGE, what);
        }
    }

    @Check
    public void checkLink(Link l) {
        if (l.getFrom() != null && l.getFrom() == l.getTo()) {
            error("a link joins two different clusters", l, Literals.LINK__TO, IssueCodes.SELF_LINK);
        }
        if (l.getBandwidth() != null && new BigDecimal(l.getBandwidth()).signum() <= 0) {
            error("bandwidth must be > 0", l, Literals.LINK__BANDWIDTH, IssueCodes.VALUE_OUT_OF_RANGE, "bandwidth");
        }
    }

    /** An experiment's pipelines and job sizes on its machine (nothing when the experiment extends itself). */
    @Check
    public void checkExperimentOnMachine(Experiment e) {
        if (Models.hasCycle(e)) {
            return; // ExperimentValidator reports the cycle
        }
        MachineSpec machine = Models.machine(e);
        WorkloadSpec workload = Models.workload(e);
        if (machine != null) {
            for (PipelineDef p : Models.pipelines(e)) {
                checkPipelineOnMachine(e, p, machine);
            }
            if (workload != null) {
                checkShapesFit(e, workload, machine);
            }
        }
    }

    /** Topology requirements of the stages: contiguous mesh allocators, hypercube buddy, grids and partitions. */
    private void checkPipelineOnMachine(Experiment e, PipelineDef p, MachineSpec machine) {
        boolean known = true;
        for (Stage s : p.getStages()) {
            for (Spec spec = s.getSpec(); spec != null; spec = spec.getInner()) {
                known &= spec.getName() != null && catalog.get(s.getKind().getLiteral(), spec.getName()) != null;
            }
        }
        if (known && machine instanceof Topology t && !hasErrors(t)) {
            // the core decides which topologies and parameters its allocators accept
            try {
                var topology = CoreModels.topology(t);
                String why = CoreModels.checkAllocator(CoreModels.allocator(catalog, p, topology), topology,
                        catalog.strategies());
                if (why != null) {
                    warningOrError(e, p, "pipeline '" + p.getName() + "' on " + describe(t) + ": " + why,
                            IssueCodes.TOPOLOGY_UNSUPPORTED);
                }
            } catch (IllegalArgumentException ex) {
                warningOrError(e, p, "pipeline '" + p.getName() + "': " + ex.getMessage(),
                        IssueCodes.INCOMPATIBLE_STAGES);
            }
        }
        for (Stage s : p.getStages()) {
            if (s.getSpec() == null || s.getSpec().getName() == null
                    || machine instanceof Topology && s.getKind() == StageKind.ALLOCATE) {
                continue;
            }
            if (machine instanceof Grid && integratedShare(p, s)) {
                continue; // the integrated system runs its gang scheduler on the grid's PEs, at their speeds
            }
            for (Spec spec = s.getSpec(); spec != null; spec = spec.getInner()) {
                String why = TopologyRules.unsupported(s.getKind(), spec.getName(), machine);
                if (why != null) {
                    warningOrError(e, p, "pipeline '" + p.getName() + "': " + why, IssueCodes.TOPOLOGY_UNSUPPORTED);
                }
            }
        }
    }

    /** A grid share stage ({@code concurrent-gang}, {@code ipg-gang}) beside a mapping or balance stage. */
    private boolean integratedShare(PipelineDef p, Stage share) {
        return share.getKind() == StageKind.SHARE
                && catalog.runModels().combinable(Family.SHARE.word(), share.getSpec().getName())
                && p.getStages().stream().anyMatch(o -> o.getKind() == StageKind.MAPPING
                        || o.getKind() == StageKind.BALANCE);
    }

    private static boolean hasErrors(Topology t) {
        int n = t.getDims().size();
        boolean shape = t.getKind() == TopologyKind.MESH || t.getKind() == TopologyKind.TORUS ? n == 2 || n == 3 : n == 1;
        return !shape || t.getDims().stream().anyMatch(d -> d <= 0)
                || t.getKind() == TopologyKind.HYPERCUBE && t.getDims().get(0) > 30
                || TopologyRules.size(t) > Integer.MAX_VALUE;
    }

    private static String describe(Topology t) {
        StringBuilder b = new StringBuilder("a ").append(t.getKind().getLiteral()).append(' ');
        for (int i = 0; i < t.getDims().size(); i++) {
            b.append(i == 0 ? "" : " x ").append(t.getDims().get(i));
        }
        return b.toString();
    }

    private void warningOrError(Experiment e, PipelineDef p, String message, String code) {
        if (p.eContainer() == e) {
            error(message, p, Literals.ELEMENT__NAME, code);
        } else {
            error(message, e, Literals.ELEMENT__NAME, code);
        }
    }

    /** Job shapes larger than the machine: 'sides uniform 1 to 64' on a 32 × 32 mesh. */
    private void checkShapesFit(Experiment e, WorkloadSpec w, MachineSpec machine) {
        if (!(w instanceof Synthetic s) || !(machine instanceof Topology t)) {
            return;
        }
        for (WorkloadStatement st : s.getStatements()) {
            if (!(st instanceof Setting set) || set.getSpec() == null) {
                continue;
            }
            Values v = set.getSpec().getValue();
            if (v == null || !"uniform".equals(set.getSpec().getName()) && !"normal".equals(set.getSpec().getName())) {
                continue;
            }
            double hi = Models.number(v.getLast() != null ? v.getLast() : v.getFirst());
            double limit = switch (set.getKey()) {
                case SIDES -> t.getKind() == TopologyKind.MESH || t.getKind() == TopologyKind.TORUS
                        ? t.getDims().stream().mapToInt(Integer::intValue).min().orElse(0) : Double.NaN;
                case SIZE -> TopologyRules.size(t);
                case DIMENSION -> t.getKind() == TopologyKind.HYPERCUBE ? t.getDims().get(0) : Double.NaN;
                default -> Double.NaN;
            };
            if (set.getKey() == SettingKey.SIDES && Double.isNaN(limit)) {
                error("'sides' needs a mesh or torus; this machine is a " + t.getKind()
                        + " (use 'size' for processor counts)", set, Literals.SETTING__KEY,
                        IssueCodes.TOPOLOGY_UNSUPPORTED);
            } else if (set.getKey() == SettingKey.DIMENSION && Double.isNaN(limit)) {
                error("'dimension' needs a hypercube; this machine is a " + t.getKind(), set,
                        Literals.SETTING__KEY, IssueCodes.TOPOLOGY_UNSUPPORTED);
            } else if (!Double.isNaN(limit) && hi > limit) {
                error("jobs up to " + fmt(hi) + " do not fit the machine of experiment '" + e.getName()
                        + "' (largest: " + fmt(limit) + ")", set.getSpec(), Literals.SPEC__VALUE,
                        IssueCodes.JOB_TOO_LARGE);
            }
        }
    }
}
