package org.partita.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

class JobStructuresTest {

    @Test
    void forkJoin() {
        // mp = 4, D = 8, syn = 0.1: four tasks of 2, then the join.
        // 4 processors: 2 + 0.1 = 2.1; 3 processors: two rounds 4 + 0.1 = 4.1; 1 processor: 8.1
        TaskGraph g = JobStructures.forkJoin(4, 8, 0.1);
        assertEquals(5, g.size());
        assertEquals(8.1, g.totalWork(), 1e-12);
        assertEquals(4, g.maxParallelism());
        assertEquals(2.1, g.makespan(4), 1e-12);
        assertEquals(4.1, g.makespan(3), 1e-12);
        assertEquals(8.1, g.makespan(1), 1e-12);
        assertEquals(2.1, g.criticalPath(), 1e-12);
    }

    @Test
    void divideAndConquer() {
        // levels 2 (mp 4), D = 8, syn 0.1: divide 1 + 2, work 4 × 2, merge 2 + 1.
        // 4 processors: 0.1 + 0.1 + 2 + 0.1 + 0.1 = 2.4.
        // 2 processors: divides end at 0.2; work tasks 3,4 (ids) run 0.2-2.2, 5,6 run 2.2-4.2 (they were ready
        // at 0.2, before merge 7 became ready at 2.2); merges 7, 8 run 4.2-4.3; root merge 4.3-4.4.
        TaskGraph g = JobStructures.divideAndConquer(2, 8, 0.1);
        assertEquals(10, g.size());
        assertEquals(List.of("divide", "divide", "divide", "work", "work", "work", "work", "merge", "merge",
                "merge"), g.tasks().stream().map(TaskGraph.Task::kind).toList());
        assertEquals(4, g.maxParallelism());
        assertEquals(2.4, g.makespan(4), 1e-12);
        assertEquals(4.4, g.makespan(2), 1e-12);
        assertEquals(8.6, g.makespan(1), 1e-12);
    }

    @Test
    void gaussianEliminationMatchesThePapersExample() {
        // mp = 4 → n = 5 columns; parallel phases of 4, 3, 2, 1 tasks (10 tasks, D = 10 → 1 each); 5 pivots of 0.2.
        // 4 processors: 5·0.2 + 4·1 = 5.0. 2 processors: the four tasks of phase 1 take twice as long (paper's
        // remark): 5·0.2 + (2 + 2 + 1 + 1) = 7.0.
        TaskGraph g = JobStructures.gaussianElimination(4, 10, 0.2);
        assertEquals(15, g.size());
        assertEquals(4, g.maxParallelism());
        assertEquals(5.0, g.makespan(4), 1e-12);
        assertEquals(7.0, g.makespan(2), 1e-12);
        assertEquals(11.0, g.makespan(1), 1e-12);
    }

    @Test
    void graphsAreAcyclicByConstruction() {
        TaskGraph g = new TaskGraph();
        int a = g.add("t", 1);
        int b = g.add("t", 1);
        g.edge(a, b);
        assertThrows(IllegalArgumentException.class, () -> g.edge(b, a));
        assertThrows(IllegalArgumentException.class, () -> g.add("t", -1));
    }

    @Test
    void randomGraphsAreReproducibleAndHaveTheExpectedDensity() {
        RealDistribution w = Distributions.uniform(1, 5);
        TaskGraph a = RandomTaskGraphs.generate(200, 0.05, w, w, new RandomStreams(1).stream("dag"));
        TaskGraph b = RandomTaskGraphs.generate(200, 0.05, w, w, new RandomStreams(1).stream("dag"));
        assertEquals(a.edges(), b.edges());
        assertEquals(a.tasks(), b.tasks());
        assertEquals(0.05 * 200 * 199 / 2, a.edges().size(), 100);
        assertEquals(600, a.totalWork(), 40);
        // list scheduling is never faster than the critical path nor than total work / p
        for (int p : new int[] {1, 4, 16, 64}) {
            double m = a.makespan(p);
            assertEquals(true, m >= a.criticalPath() - 1e-9 && m >= a.totalWork() / p - 1e-9);
        }
        assertEquals(a.totalWork(), a.makespan(1), 1e-9);
    }

    @Test
    void speedupModels() {
        // Corbalán Table 3.1: bt T(16) = 1066.21 / 12.1 = 88.1 s; interpolation between 16 and 32 at 24
        MalleableJob bt = new MalleableJob(1, 0, "bt", 1066.21, 30, SpeedupTable.BT);
        assertEquals(88.1, bt.runTime(16), 0.05);
        assertEquals((12.1 + 20.5) / 2, SpeedupTable.BT.speedup(24), 1e-12);
        assertEquals(1.0, SpeedupTable.BT.speedup(1), 1e-12);
        assertEquals(24.1, SpeedupTable.BT.speedup(64), 1e-12);
        assertEquals(6.5, SpeedupTable.SWIM.speedup(4), 1e-12);
        assertEquals(bt.runTime(30), bt.runTime(48), 1e-12); // capped at the request
        assertEquals(30, bt.asRigid(64).processors());
        // Dowdy: E(4) = 0.7 → β = 6, E(8) = 0.5, E(16) = 0.318 (digest table)
        double beta = SpeedupModel.dowdyBeta(4, 0.7);
        assertEquals(6, beta, 1e-12);
        SpeedupModel d = SpeedupModel.dowdy(beta);
        assertEquals(0.5, d.efficiency(8), 1e-12);
        assertEquals(0.318, d.efficiency(16), 1e-3);
        assertEquals(0.571, SpeedupModel.dowdy(SpeedupModel.dowdyBeta(2, 0.8)).efficiency(4), 1e-3);
        // Amdahl f = 0.1 on 10 processors: 1 / (0.1 + 0.09) = 5.263
        assertEquals(5.263, SpeedupModel.amdahl(0.1).speedup(10), 1e-3);
    }
}
