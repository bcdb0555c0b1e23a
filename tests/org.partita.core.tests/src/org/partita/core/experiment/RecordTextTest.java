package org.partita.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.metrics.Metric;

/**
 * The records whose text the run fingerprints quote write it themselves; it must stay the record form
 * {@code Name[component=value, …]} over every component, so that stored runs keep their fingerprints.
 */
class RecordTextTest {

    @Test
    void writtenOutTextIsTheRecordFormOfEveryComponent() throws Exception {
        List<Record> records = List.of(new Replications(2, 20, 0.95, 0.03, Metric.WAIT, false),
                Replications.fixed(1), new Replications(2, 8, 0.9, 0, Metric.RESPONSE, true),
                SimulationConfig.DEFAULT, new SimulationConfig(1000, 100_000, 5e6, true),
                new TraceWorkload(Path.of("traces", "a b.swf"), true, true, false),
                new TraceWorkload(Path.of("/t.swf"), false));
        for (Record r : records) {
            assertEquals(recordForm(r), r.toString());
        }
    }

    @Test
    void theFingerprintsSeeTheFormerText() {
        assertEquals("Replications[min=2, max=20, confidence=0.95, relativeHalfWidth=0.03, target=WAIT, "
                + "untilDecided=false]", new Replications(2, 20, 0.95, 0.03, Metric.WAIT, false).toString());
        assertEquals("SimulationConfig[warmupCompletions=0, maxCompletions=0, stopTime=Infinity, "
                + "timeAllocations=false]", SimulationConfig.DEFAULT.toString());
        assertEquals("TraceWorkload[trace=t.swf, lenient=true, actualEstimates=false, sort=true]",
                new TraceWorkload(Path.of("t.swf"), true, false, true).toString());
    }

    /** A record with RunKey's components and the JDK's generated methods. */
    private record GeneratedKey(int pipeline, int point, int replication) {
    }

    @Test
    void aRunKeysHashIsTheGeneratedOnesValue() {
        // the same value as the JDK's generated record hashCode: hash sets of keys iterate as before
        for (int[] c : new int[][] {{0, 0, 1}, {2, 7, 20}, {1 << 20, 3, 1}, {-1, 5, 9}, {Integer.MAX_VALUE, 1, 2}}) {
            RunKey k = new RunKey(c[0], c[1], c[2]);
            assertEquals(new GeneratedKey(c[0], c[1], c[2]).hashCode(), k.hashCode());
            assertEquals(k, new RunKey(c[0], c[1], c[2]));
            assertEquals(false, k.equals(new RunKey(c[0], c[1] + 1, c[2])));
            assertEquals(false, k.equals(new GeneratedKey(c[0], c[1], c[2])));
        }
    }

    /** {@code Name[c=v, …]} from the record's components, as the JDK's generated toString writes it. */
    private static String recordForm(Record r) throws Exception {
        StringBuilder s = new StringBuilder(r.getClass().getSimpleName()).append('[');
        RecordComponent[] cs = r.getClass().getRecordComponents();
        for (int i = 0; i < cs.length; i++) {
            s.append(i == 0 ? "" : ", ").append(cs[i].getName()).append('=')
                    .append(String.valueOf(cs[i].getAccessor().invoke(r)));
        }
        return s.append(']').toString();
    }
}
