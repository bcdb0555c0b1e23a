package org.partita.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.partita.core.experiment.RunModels;
import org.partita.core.workload.ShapeRule;

class StageTest {

    @Test
    void sweepVariablesAreResolvedPerPoint() {
        Stage s = Stage.of("partition", "map", "f", "$f", "size", "4");
        Stage r = s.resolve(SweepPoint.of("load", "0.5", "f", "0.75"));
        assertEquals(Map.of("f", "0.75", "size", "4"), r.parameters());
        assertEquals(0.75, r.number("f", 0), 0);
        assertEquals(4, r.integer("size", 0));
        Stage plain = Stage.of("share", "equipartition");
        assertSame(plain, plain.resolve(SweepPoint.of("f", "1")));
    }

    @Test
    void badParametersAreNamed() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> Stage.of("partition", "map", "f", "$g").resolve(SweepPoint.of("f", "1")));
        assertTrue(e.getMessage().contains("'g'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Stage.of("share", "pdpa", "increment", "2.5")
                .integer("increment", 4));
        assertTrue(e.getMessage().contains("increment") && e.getMessage().contains("2.5"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Stage.of("share", "pdpa", "high", "x")
                .number("high", 0.9));
        assertTrue(e.getMessage().contains("high"), e.getMessage());
    }

    @Test
    void aPipelineHasAtMostOneStageOfEachKind() {
        Pipeline p = new Pipeline("P", "fcfs", "pool", Map.of(), ShapeRule.SQUARE, Map.of(),
                List.of(Stage.of("partition", "ap")));
        assertEquals("ap", p.stage("partition").policy());
        assertNull(p.stage("share"));
        assertThrows(IllegalArgumentException.class, () -> new Pipeline("P", "fcfs", "pool", Map.of(),
                ShapeRule.SQUARE, Map.of(), List.of(Stage.of("share", "gang"), Stage.of("share", "pdpa"))));
    }

    @Test
    void unknownPoliciesNameWhatIsAvailable() {
        Pipeline p = new Pipeline("P", "fcfs", "pool", Map.of(), ShapeRule.SQUARE, Map.of(),
                List.of(Stage.of("balance", "no-such-policy")));
        var e = assertThrows(IllegalArgumentException.class, () -> RunModels.standard().model(p));
        assertTrue(e.getMessage().contains("no-such-policy") && e.getMessage().contains("available"),
                e.getMessage());
        assertSame(RunModels.standard().rigid(), RunModels.standard().model(Pipeline.of("R", "fcfs", "first-fit")));
    }
}
