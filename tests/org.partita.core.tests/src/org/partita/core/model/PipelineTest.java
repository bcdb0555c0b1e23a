package org.partita.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.workload.ShapeRule;

/** A pipeline is a list of stages; its queue discipline and allocator are read from them. */
class PipelineTest {

    @Test
    void theQueueAndTheAllocatorAreStagesWithDefaultsWhenAbsent() {
        Pipeline bare = new Pipeline("S", ShapeRule.SQUARE, List.of(Stage.of("share", "pdpa")));
        assertEquals("fcfs", bare.queue());
        assertEquals(Map.of(), bare.queueParameters());
        assertEquals("naive", bare.allocator());
        assertEquals(Map.of(), bare.allocatorParameters());
        Pipeline written = new Pipeline("B", ShapeRule.SQUARE, List.of(Stage.of("queue", "bypass", "threshold", "30"),
                Stage.of("allocate", "rsr", "t", "2"), Stage.of("share", "pdpa")));
        assertEquals("bypass", written.queue());
        assertEquals(Map.of("threshold", "30"), written.queueParameters());
        assertEquals("rsr", written.allocator());
        assertEquals(Map.of("t", "2"), written.allocatorParameters());
        assertEquals("pdpa", written.stage("share").policy());
    }

    @Test
    void theRigidConstructorWritesTheQueueAndTheAllocatorAsTheFirstStages() {
        Pipeline p = new Pipeline("P", "bypass", "first-fit", Map.of("k", "1"), ShapeRule.SQUARE,
                Map.of("threshold", "5"), List.of(Stage.of("partition", "ap")));
        assertEquals(List.of(Stage.of("queue", "bypass", "threshold", "5"), Stage.of("allocate", "first-fit", "k", "1"),
                Stage.of("partition", "ap")), p.stages());
    }

    @Test
    void everyStageIsResolvedAtASweepPoint() {
        Pipeline p = new Pipeline("P", ShapeRule.SQUARE, List.of(Stage.of("queue", "bypass", "threshold", "$th"),
                Stage.of("allocate", "rsr", "t", "$t"), Stage.of("migrate", "departure", "pool", "$t")));
        Pipeline at = p.resolve(SweepPoint.of("th", "60", "t", "3"));
        assertEquals(Map.of("threshold", "60"), at.queueParameters());
        assertEquals(Map.of("t", "3"), at.allocatorParameters());
        assertEquals(Map.of("pool", "3"), at.stage("migrate").parameters());
        Pipeline plain = Pipeline.of("F", "fcfs", "first-fit");
        assertSame(plain, plain.resolve(SweepPoint.of("t", "3")));
    }
}
