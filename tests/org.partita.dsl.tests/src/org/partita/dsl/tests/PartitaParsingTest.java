package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;

import com.google.inject.Inject;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.partita.dsl.model.Models;
import org.partita.dsl.partita.Experiment;
import org.partita.dsl.partita.Grid;
import org.partita.dsl.partita.Jobs;
import org.partita.dsl.partita.MachineUse;
import org.partita.dsl.partita.Model;
import org.partita.dsl.partita.PipelineDef;
import org.partita.dsl.partita.Replications;
import org.partita.dsl.partita.Setting;
import org.partita.dsl.partita.Spec;
import org.partita.dsl.partita.Synthetic;
import org.partita.dsl.partita.Topology;
import org.partita.dsl.partita.TopologyKind;
import org.partita.dsl.partita.Trace;

@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class PartitaParsingTest {

    @Inject
    private ParseHelper<Model> parseHelper;

    private Model parse(String text) throws Exception {
        Model m = parseHelper.parse(text);
        assertTrue(m.eResource().getErrors().isEmpty(), () -> "errors: " + m.eResource().getErrors());
        return m;
    }

    @Test
    void parsesTheDesignSketch() throws Exception {
        Model m = parse("""
                experiment KimYoon95_Fig6 {
                  machine mesh 32 x 32
                  workload synthetic {
                    jobs 100000 warmup 1000
                    arrivals poisson load 0.1 to 0.6 step 0.05
                    service exponential mean 10 s
                    sides uniform 1 to 32
                  }
                  pipeline FSL  { queue fcfs  allocate free-submesh-list }
                  pipeline AS   { queue fcfs  allocate adaptive-scan }
                  replications 5 seed 42 confidence 95% within 3%
                  measure wait, response, utilization, allocation-miss
                  chart "Mean waiting delay" wait vs load
                }
                """);
        Experiment e = (Experiment) m.getElements().get(0);
        Topology t = (Topology) ((MachineUse) e.getMembers().get(0)).getSpec();
        assertEquals(TopologyKind.MESH, t.getKind());
        assertEquals(List.of(32, 32), t.getDims());
        Synthetic w = (Synthetic) Models.workload(e);
        Jobs jobs = (Jobs) w.getStatements().get(0);
        assertEquals(100000, jobs.getCount());
        assertEquals(1000, jobs.getWarmup());
        Spec arrivals = ((Setting) w.getStatements().get(1)).getSpec();
        assertEquals("poisson", arrivals.getName());
        assertEquals("load", arrivals.getParams().get(0).getName());
        List<BigDecimal> loads = Models.expand(arrivals.getParams().get(0).getValue());
        assertEquals(11, loads.size());
        assertEquals(new BigDecimal("0.1"), loads.get(0));
        assertEquals(new BigDecimal("0.60"), loads.get(10));
        assertEquals("s", ((Setting) w.getStatements().get(2)).getSpec().getParams().get(0).getValue().getFirst()
                .getUnit());
        List<PipelineDef> pipelines = Models.pipelines(e);
        assertEquals(List.of("FSL", "AS"), pipelines.stream().map(PipelineDef::getName).toList());
        assertEquals("free-submesh-list", pipelines.get(0).getStages().get(1).getSpec().getName());
        Replications r = Models.replications(e);
        assertEquals(5, r.getCount());
        assertEquals(42, r.getSeed());
        assertEquals("%", r.getWithin().getUnit());
        assertEquals(List.of("wait", "response", "utilization", "allocation-miss"), Models.measured(e));
    }

    /** A whole number too large for an int says so and gives the largest allowed, not the Java parser's text. */
    @Test
    void aNumberTooLargeSaysWhatIsAllowed() throws Exception {
        Model m = parseHelper.parse(Snippets.withWorkload(
                "workload synthetic { jobs 99999999999 arrivals poisson load 0.5 }"));
        var errors = m.eResource().getErrors();
        assertEquals(1, errors.size(), errors::toString);
        assertEquals("'99999999999' is too large: a whole number here (a count, a size, a seed) is at most "
                + "2147483647", errors.get(0).getMessage());
        assertEquals(1, errors.get(0).getLine());
    }

    @Test
    void parsesWrappersAndMainValues() throws Exception {
        Model m = parse(Snippets.experiment("queue bypass threshold 25 allocate rsr 2 over first-fit"));
        Spec rsr = Models.pipelines((Experiment) m.getElements().get(0)).get(0).getStages().get(1).getSpec();
        assertEquals("rsr", rsr.getName());
        assertEquals("2", rsr.getValue().getFirst().getValue());
        assertEquals("first-fit", rsr.getInner().getName());
    }

    /**
     * {@code size} is a workload keyword and a parameter name: {@code partition fixed size 8} parses as a parameter,
     * while {@code size} followed by a distribution still starts a new workload statement.
     */
    @Test
    void sizeIsAParameterAndAStatement() throws Exception {
        Model m = parse("pipeline P { partition fixed size 8 allocate first-fit }\n"
                + "workload W synthetic { arrivals poisson load 0.5 sides uniform 1 to 4 size uniform 1 to 8 }\n"
                + "pipeline Q { queue bypass threshold 3 mode count }\n"
                + "pipeline R { queue m-fcfs threshold none }");
        Spec fixed = ((org.partita.dsl.partita.PipelineDef) m.getElements().get(0)).getStages().get(0).getSpec();
        assertEquals("fixed", fixed.getName());
        assertEquals("8", Models.paramValues(org.partita.dsl.catalog.Catalog.standard(), fixed, "size").getFirst().getValue());
        var w = (org.partita.dsl.partita.Synthetic) ((org.partita.dsl.partita.WorkloadDef) m.getElements().get(1))
                .getSpec();
        assertEquals(3, w.getStatements().size());
        Spec bypass = ((org.partita.dsl.partita.PipelineDef) m.getElements().get(2)).getStages().get(0).getSpec();
        assertEquals("count", bypass.getParams().get(1).getWord());
        assertEquals("3", bypass.getParams().get(0).getValue().getFirst().getValue());
        Spec mfcfs = ((org.partita.dsl.partita.PipelineDef) m.getElements().get(3)).getStages().get(0).getSpec();
        assertEquals("none", mfcfs.getParams().get(0).getWord());
    }

    @Test
    void parsesGridsTracesAndSpeedups() throws Exception {
        Model m = parse("""
                machine IPG grid {
                  cluster a mesh 8 x 8 speed 2.0
                  cluster b hypercube 4
                  link a b bandwidth 100 latency 5 ms
                }
                workload KTH trace "traces/kth.swf" { estimates requested shapes min-waste jobs 500 }
                workload Malleable synthetic { arrivals poisson load 60% speedup swim { 1: 1.0, 2: 1.9, 4: 3.5 } }
                """);
        Grid g = (Grid) ((org.partita.dsl.partita.MachineDef) m.getElements().get(0)).getSpec();
        assertEquals(2, g.getClusters().size());
        assertEquals("b", g.getLinks().get(0).getTo().getName());
        Trace t = (Trace) ((org.partita.dsl.partita.WorkloadDef) m.getElements().get(1)).getSpec();
        assertEquals("traces/kth.swf", t.getPath());
        assertEquals(3, t.getStatements().size());
    }

    @Test
    void extendsAndSetParse() throws Exception {
        Model m = parse(Snippets.experiment("queue fcfs") + " experiment F extends E { set load 0.2, 0.4 }");
        Experiment f = (Experiment) m.getElements().get(1);
        assertEquals("E", f.getParent().getName());
        assertInstanceOf(Topology.class, Models.machine(f));
        assertNull(f.getMembers().stream().filter(x -> x instanceof MachineUse).findAny().orElse(null));
    }

    @Test
    void reportsASyntaxErrorWithItsLine() throws Exception {
        Model model = parseHelper.parse("experiment Quick {\n machine mesh 16 x\n}");
        assertFalse(model.eResource().getErrors().isEmpty());
        assertEquals(3, model.eResource().getErrors().get(0).getLine());
    }
}
