package org.partita.dsl.interpreter;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.partita.core.scenario.Scenario;
import org.partita.dsl.model.CoreModels;
import org.partita.dsl.model.Models;
import org.partita.dsl.model.TopologyRules;
import org.partita.dsl.partita.Cluster;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Grid;
import org.partita.dsl.partita.Link;
import org.partita.dsl.partita.MachineSpec;
import org.partita.dsl.partita.RandomGrid;
import org.partita.dsl.partita.Topology;
import org.partita.dsl.partita.TopologyKind;

/**
 * An experiment's machine: its plan, the core topology allocators are chosen for, and the kind and sides job
 * sizes are drawn for. A grid is sized as a pool of all its processors (sizes, loads, the rigid engine's checks).
 */
record ResolvedMachine(Scenario.MachinePlan plan, org.partita.core.machine.Topology topology, TopologyKind sizeKind,
        List<Integer> sizeDims) {

    static ResolvedMachine of(Experiment experiment) {
        MachineSpec spec = Models.machine(experiment);
        if (spec instanceof RandomGrid r) {
            org.partita.core.machine.RandomGrid grid = new org.partita.core.machine.RandomGrid(r.getNodes(),
                    number(r.getSpeedMin()), number(r.getSpeedMax()), number(r.getBandwidthMin()),
                    number(r.getBandwidthMax()), number(r.getLinkProbability()));
            return new ResolvedMachine(Scenario.MachinePlan.random(grid),
                    org.partita.core.machine.Topology.pool(r.getNodes()), TopologyKind.POOL, List.of(r.getNodes()));
        } else if (spec instanceof Topology t) {
            return new ResolvedMachine(plan(t), CoreModels.topology(t), t.getKind(), t.getDims());
        } else if (spec instanceof Grid g) {
            List<Scenario.ClusterPlan> clusters = new ArrayList<>();
            long total = 0;
            for (Cluster c : g.getClusters()) {
                clusters.add(new Scenario.ClusterPlan(c.getName(), plan(c.getTopology())));
                total += (long) TopologyRules.size(c.getTopology());
            }
            List<Scenario.LinkPlan> links = new ArrayList<>();
            for (Link l : g.getLinks()) {
                links.add(new Scenario.LinkPlan(l.getFrom().getName(), l.getTo().getName(),
                        new BigDecimal(l.getBandwidth()).doubleValue()));
            }
            return new ResolvedMachine(
                    new Scenario.MachinePlan(Scenario.MachinePlan.GRID, List.of(), 1, clusters, links),
                    org.partita.core.machine.Topology.pool((int) total), TopologyKind.POOL, List.of((int) total));
        }
        throw new IllegalArgumentException("experiment '" + experiment.getName() + "' has no machine");
    }

    private static double number(String n) {
        return new BigDecimal(n).doubleValue();
    }

    private static Scenario.MachinePlan plan(Topology t) {
        return new Scenario.MachinePlan(t.getKind().name(), t.getDims(),
                t.getSpeed() == null ? 1 : new BigDecimal(t.getSpeed()).doubleValue());
    }
}
