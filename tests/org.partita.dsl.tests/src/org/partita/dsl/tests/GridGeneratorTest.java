package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import com.google.inject.Inject;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.partita.core.grid.SystemGraph;
import org.partita.core.machine.RandomGrid;
import org.partita.core.scenario.ScenarioExperiment;
import org.partita.dsl.generator.PartitaGenerator;
import org.partita.dsl.interpreter.Interpreter;
import org.partita.dsl.interpreter.ScenarioReader;
import org.partita.dsl.partita.Model;

/** IPG-SaLaD's constructs through generated code: the random grid of Table 1 and the integrated pipelines. */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class GridGeneratorTest {

    @Inject
    private ParseHelper<Model> parser;
    @Inject
    private ValidationTestHelper validator;
    @Inject
    private com.google.inject.Provider<XtextResourceSet> resourceSets;
    @TempDir
    Path dir;

    /**
     * A random grid (IPG Table 1's system) is drawn from the experiment's seed, the same in the interpreter and in
     * generated code: its processors are the grid's nodes with their drawn speeds, its links the spanning tree and
     * the extra pairs of {@link RandomGrid#draw}.
     */
    @Test
    void aRandomGridIsDrawnFromTheSeedAndGenerated() throws Exception {
        Model m = parser.parse("""
                experiment Table1 {
                    machine random-grid 12 speed 1 to 5 bandwidth 1 to 5 links 0.2
                    workload synthetic {
                        jobs 4 arrivals poisson rate 0.01 size uniform 1 to 4
                        graphs random tasks 30, 60 edge 0.05 scale none
                    }
                    pipeline CM { mapping cluster-m }
                    pipeline MH { mapping mh }
                    replications 1 seed 42
                    measure mapping-speedup, makespan
                }""");
        validator.assertNoIssues(m);
        var e = Experiments.find(m, "Table1");
        String source = PartitaGenerator.generate(e, "partita.generated", "table1.partita");
        assertTrue(source.contains("new org.partita.core.machine.RandomGrid(12, 1.0, 5.0, 1.0, 5.0, 0.2)"), source);
        GeneratedCode.assertEqualsInterpreted(dir, e, source, "Table1");
        var machine = ScenarioExperiment.of(ScenarioReader.read(e)).machine();
        assertEquals(12, machine.size());
        var expected = SystemGraph.random(12, 0.2, 1, 5, 1, 5,
                new org.partita.core.workload.RandomStreams(42).stream(RandomGrid.STREAM));
        var drawn = SystemGraph.of(machine, 1);
        for (int p = 0; p < 12; p++) {
            assertEquals(expected.speed(p), drawn.speed(p), 0, "speed of p" + p);
            assertTrue(drawn.speed(p) >= 1 && drawn.speed(p) <= 5);
        }
        assertEquals(expected.edges(), drawn.edges());
        assertTrue(drawn.edges().size() >= 11, "at least the spanning tree");
    }

    /** IPG-SaLaD's integrated system (the example's IPG_SaLaD: mapping, balance and share together) generated. */
    @Test
    void integratedGridPipelinesGenerateTheInterpretersSummary() throws Exception {
        var e = Experiments.example(parser, resourceSets.get(), "ipg-salad.partita", "IPG_SaLaD");
        validator.assertNoErrors(e);
        String source = PartitaGenerator.generate(e, "partita.generated", "ipg-salad.partita");
        assertTrue(source.contains("new Scenario.StagePlan(\"balance\", \"rate-of-change\", Map.of(\"spawn\", \"0\"))"), source);
        var interpreted = GeneratedCode.assertEqualsInterpreted(dir, e, source, "IPG_SaLaD");
        assertEquals(10, interpreted.runs().size());
        for (var r : interpreted.runs()) {
            assertEquals(List.of(), r.violations());
        }
    }
}
