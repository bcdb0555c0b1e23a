package org.partita.core.space;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.experiment.RunModels;
import org.partita.core.model.Pipeline;
import org.partita.core.model.Stage;
import org.partita.core.workload.Job;
import org.partita.core.workload.ShapeRule;
import org.partita.core.strategy.Parameter;
import org.partita.core.strategy.StrategyDescriptor;

/** The registry entries: what the language shows must be what the model accepts. */
class SpacePoliciesTest {

    @Test
    void registered() {
        assertTrue(RunModels.standard().names("partition").containsAll(List.of("ap", "map", "fixed")));
        for (String s : List.of("fork-join", "divide-and-conquer", "gaussian-elimination", "rigid")) {
            StrategyDescriptor i = RunModels.standard().descriptor("structure", s);
            assertEquals("structure", i.family().word());
            assertTrue(i.paper().startsWith("Dandamudi and Yu"));
        }
        Pipeline p = new Pipeline("p", "fcfs", "pool", Map.of(), ShapeRule.NONE, Map.of(),
                List.of(Stage.of("partition", "map", "f", "0.75")));
        assertInstanceOf(SpaceSharingModel.class, RunModels.standard().model(p));
        assertEquals("f", RunModels.standard().descriptor("partition", "map").primary());
        assertEquals("0.5", RunModels.standard().descriptor("partition", "map").parameter("f").defaultValue());
    }

    /** Every default in the infos is accepted, every listed word is accepted, and the defaults mean the paper's. */
    @Test
    void defaultsAndWordsAreAccepted() {
        for (StrategyDescriptor info : SpacePolicies.PARTITION) {
            String[] base = info.name().equals("fixed") ? new String[] {"size", "4"} : new String[0];
            PartitionSettings d = PartitionSettings.of(Stage.of("partition", info.name(), base));
            assertTrue(!d.eager() && !d.cap() && d.perJob(), info.name()); // no cap: the paper's formula (§2.3, §4.1)
            for (Parameter par : info.parameters()) {
                for (String w : par.words()) {
                    String[] kv = new String[base.length + 2];
                    System.arraycopy(base, 0, kv, 0, base.length);
                    kv[base.length] = par.name();
                    kv[base.length + 1] = w;
                    PartitionSettings.of(Stage.of("partition", info.name(), kv));
                }
            }
        }
        assertEquals(new PartitionPolicy.Adaptive(0.5),
                PartitionSettings.of(Stage.of("partition", "map")).policy());
        assertEquals(new PartitionPolicy.Adaptive(0), PartitionSettings.of(Stage.of("partition", "ap")).policy());
        for (StrategyDescriptor info : SpacePolicies.STRUCTURES) {
            String syn = info.parameter("syn") == null ? null : info.parameter("syn").defaultValue();
            JobStructure s = JobStructure.of(Stage.of("structure", info.name()));
            if (syn != null) {
                assertEquals(Double.parseDouble(syn), s.syn(), 0);
            }
        }
        assertEquals(0.2, JobStructure.of(Stage.of("structure", "gaussian-elimination")).syn(), 0);
        assertNull(SpacePolicies.FIXED.parameter("size").defaultValue());
    }

    /**
     * The synchronisation work the offered utilisation counts, by hand for maximum parallelism uniform on 1..32:
     * fork-join one join of 0.1; Gaussian elimination mp + 1 pivots of 0.2, E = 0.2 · 17.5 = 3.5; divide-and-conquer
     * 2(2^L − 1) DIVIDE/MERGE tasks of 0.1 with L = floor(log2 mp): (0 + 2·2 + 4·6 + 8·14 + 16·30 + 62) / 32 = 21.3125
     * tasks, 2.13125 s. With GE, D = 16 becomes 19.5: nominal U = 0.82 is a fully busy machine.
     */
    @Test
    void synchronisationWorkCountsEveryTaskBeyondTheDemand() {
        var mp = org.partita.core.workload.Distributions.uniformInt(1, 32);
        assertEquals(0.1, JobStructure.of(Stage.of("structure", "fork-join")).meanSynchronisationWork(mp), 1e-12);
        assertEquals(3.5, JobStructure.of(Stage.of("structure", "gaussian-elimination")).meanSynchronisationWork(mp),
                1e-12);
        assertEquals(2.13125, JobStructure.of(Stage.of("structure", "divide-and-conquer"))
                .meanSynchronisationWork(mp), 1e-12);
        assertEquals(0.6, JobStructure.of(Stage.of("structure", "gaussian-elimination", "mp", "2"))
                .meanSynchronisationWork(mp), 1e-12); // fixed mp 2: 3 pivots
        assertEquals(0, JobStructure.of(null).meanSynchronisationWork(mp), 0);
    }

    @Test
    void badStagesNameTheProblem() {
        assertMessage("'f'", () -> PartitionSettings.of(Stage.of("partition", "map", "f", "2")));
        assertMessage("unknown parameter(s) [g]", () -> PartitionSettings.of(Stage.of("partition", "map", "g", "1")));
        assertMessage("'release' is 'early', expected one of all-or-none, eager",
                () -> PartitionSettings.of(Stage.of("partition", "ap", "release", "early")));
        assertMessage("parameter 'size' is required", () -> PartitionSettings.of(Stage.of("partition", "fixed")));
        assertMessage("must be a number", () -> PartitionSettings.of(Stage.of("partition", "map", "f", "half")));
        assertMessage("unknown parameter(s) [recompute]",
                () -> PartitionSettings.of(Stage.of("partition", "fixed", "size", "2", "recompute", "job")));
        assertMessage("available: fork-join", () -> JobStructure.of(Stage.of("structure", "malleable")));
        assertMessage("unknown parameter(s) [depth]",
                () -> JobStructure.of(Stage.of("structure", "fork-join", "depth", "3")));
        assertMessage("'syn' must be >= 0", () -> JobStructure.of(Stage.of("structure", "fork-join", "syn", "-1")));
    }

    /** How a job becomes a graph: demand = run time, mp = processors unless the structure fixes it. */
    @Test
    void jobReading() {
        Job j = Job.rigid(1, 0, 12, 24);
        JobStructure fj = JobStructure.of(Stage.of("structure", "fork-join"));
        assertEquals(12, fj.maxParallelism(j));
        assertEquals(24 + 0.1, fj.graph(j).totalWork(), 1e-12);
        JobStructure dc = JobStructure.of(Stage.of("structure", "divide-and-conquer"));
        assertEquals(8, dc.maxParallelism(j)); // 12 rounded down to a power of two
        assertEquals(8, dc.graph(j).maxParallelism());
        assertEquals(24 + 14 * 0.1, dc.graph(j).totalWork(), 1e-9); // 7 DIVIDE + 7 MERGE
        JobStructure ge = JobStructure.of(Stage.of("structure", "gaussian-elimination", "mp", "4"));
        assertEquals(4, ge.maxParallelism(j));
        assertEquals(24 + 5 * 0.2, ge.graph(j).totalWork(), 1e-9);
        JobStructure rigid = JobStructure.of(null);
        assertEquals(12, rigid.graph(j).size());
        assertEquals(24, rigid.graph(j).criticalPath(), 0);
    }

    private static void assertMessage(String part, org.junit.jupiter.api.function.Executable e) {
        String m = assertThrows(IllegalArgumentException.class, e).getMessage();
        assertTrue(m.contains(part), m);
    }
}
