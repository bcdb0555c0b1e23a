package org.partita.core.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** The one reader of written parameters: defaults from the descriptor, values as written, errors naming both. */
class ParameterValuesTest {

    private static final Parameter COUNT = Parameter.integer("count", "3", 0, 10, "a count");
    private static final Parameter RATE = Parameter.number("rate", "0.5", 0, 1, "a rate");
    private static final Parameter MODE = Parameter.word("mode", "fast", List.of("fast", "slow"), "a mode");
    private static final Parameter SIZE = Parameter.integer("size", null, 1, 100, "required");
    private static final StrategyDescriptor D = StrategyDescriptor.of(Family.SHARE, "demo", "", "")
            .withParameters(COUNT, RATE, MODE, SIZE);

    @Test
    void absentParametersTakeTheDescriptorsDefaults() {
        ParameterValues v = D.values(Map.of("size", "4"));
        assertEquals(3, v.integer(COUNT));
        assertEquals(0.5, v.number(RATE));
        assertEquals("fast", v.word(MODE));
        assertEquals(4, v.integer(SIZE));
    }

    @Test
    void writtenValuesAreReadTrimmed() {
        ParameterValues v = D.values(Map.of("count", " 7 ", "rate", "0.25", "mode", " slow", "size", "2.0"));
        assertEquals(7, v.integer(COUNT));
        assertEquals(0.25, v.number(RATE));
        assertEquals("slow", v.word(MODE));
        assertTrue(v.is("mode", "slow"));
        assertEquals(2, v.integer(SIZE), "a whole number written with a point is the number the check accepted");
    }

    @Test
    void errorsNameTheStrategyAndTheParameter() {
        assertEquals("share demo: parameter 'size' is required",
                assertThrows(IllegalArgumentException.class, () -> D.values(Map.of()).integer(SIZE)).getMessage());
        assertEquals("share demo: parameter 'rate' must be a number, got 'half'",
                assertThrows(IllegalArgumentException.class,
                        () -> D.values(Map.of("rate", "half")).number(RATE)).getMessage());
        assertEquals("share demo: parameter 'count' must be an integer, got '2.5'",
                assertThrows(IllegalArgumentException.class,
                        () -> D.values(Map.of("count", "2.5")).integer(COUNT)).getMessage());
    }

    @Test
    void theOneCheckAndTheReaderNameTheStrategyAlike() {
        assertEquals("share demo", D.owner());
        assertEquals("rsr", StrategyDescriptor.of(Family.ALLOCATE, "rsr", "", "").owner());
        assertEquals("queue discipline 'bypass'", StrategyDescriptor.of(Family.QUEUE, "bypass", "", "").owner());
        var e = assertThrows(IllegalArgumentException.class,
                () -> StrategyRegistry.validate(D, Map.of("size", "4", "count", "11")));
        assertEquals("share demo: parameter 'count' must be in [0, 10], got 11", e.getMessage());
    }

    @Test
    void readingAnUndeclaredParameterIsADefectOfTheFactory() {
        var e = assertThrows(IllegalStateException.class, () -> D.declared("speed"));
        assertEquals("demo reads parameter 'speed' its descriptor lacks", e.getMessage());
    }
}
