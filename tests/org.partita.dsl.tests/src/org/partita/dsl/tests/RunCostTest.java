package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.google.inject.Inject;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.partita.core.scenario.Scenario;
import org.partita.dsl.interpreter.RunCost;
import org.partita.dsl.partita.Model;

/**
 * The up-front estimate of an experiment's memory and time: an experiment clearly beyond the machine is said
 * before it runs, with what to do about it; an ordinary one is not.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class RunCostTest {

    @Inject
    private ParseHelper<Model> parser;
    @Inject
    private ValidationTestHelper validator;

    /** {@code %s}: the mesh's side; 3 pipelines × 4 loads × 3 replications of 2,000 + 200 jobs. */
    private static final String MESH = """
            experiment Huge {
                machine mesh %1$d x %1$d
                workload synthetic {
                    jobs 2000 warmup 200
                    arrivals poisson load 0.1 to 0.4 step 0.1
                    service exponential mean 5 s
                    sides uniform 1 to %1$d
                }
                pipeline FF { queue fcfs allocate first-fit }
                pipeline AS { queue fcfs allocate adaptive-scan }
                pipeline BF { queue fcfs allocate best-fit }
                replications 3 seed 42
            }
            """;

    private static final long MB = 1L << 20;

    private Scenario scenario(int side) throws Exception {
        return Experiments.scenario(parser, validator, MESH.formatted(side), "Huge");
    }

    @Test
    void theEstimateCountsRunsJobsAndProcessors() throws Exception {
        RunCost.Estimate e = RunCost.of(scenario(4096));
        assertEquals(new RunCost.Estimate(36, 2200, 4096L * 4096), e);
        assertEquals("36 runs × 2,200 jobs on 16,777,216 processors", e.describe());
        assertEquals(2 * 4096L * 4096 * 12, e.bytes(2), 1e-6, "two runs at work, 12 bytes a processor");
    }

    @Test
    void aHugeMeshIsBeyondASmallHeapAndHours() throws Exception {
        List<String> beyond = RunCost.beyond(scenario(4096), 2, 256 * MB);
        assertEquals(2, beyond.size(), beyond.toString());
        assertEquals("experiment 'Huge' needs about 384 MB of memory at once (2 runs at work × 16,777,216 "
                + "processors × about 12 bytes each), more than the 256 MB this Java may use: run it with --threads "
                + "1, or give Java more memory (PARTITA_JAVA_OPTS=-Xmx1g)", beyond.get(0));
        assertTrue(beyond.get(1).startsWith("experiment 'Huge' will take about 74 min (36 runs × 2,200 jobs on "
                + "16,777,216 processors, at about 150 million processor visits a second on each of 2 threads): use a "
                + "smaller machine or fewer jobs"), beyond.get(1));
        assertTrue(RunCost.announcement(scenario(4096), 2).startsWith("experiment Huge: a long run ahead, roughly "
                + "74 min (36 runs × 2,200 jobs"), RunCost.announcement(scenario(4096), 2));
    }

    @Test
    void anOrdinaryExperimentIsNotWarnedAbout() throws Exception {
        assertEquals(List.of(), RunCost.beyond(scenario(32), 2, 256 * MB));
        assertNull(RunCost.announcement(scenario(32), 2));
    }
}
