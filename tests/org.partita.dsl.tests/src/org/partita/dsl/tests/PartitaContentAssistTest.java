package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.xtext.ide.server.contentassist.ContentAssistService;
import org.eclipse.xtext.util.CancelIndicator;
import org.junit.jupiter.api.Test;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.catalog.Catalog;

/** Content assist proposals at cursor positions ({@code |}), from the catalog. */
class PartitaContentAssistTest {

    private static List<CompletionItem> complete(String marked) {
        IdeFixture f = IdeFixture.of(marked);
        CompletionParams params = new CompletionParams(new TextDocumentIdentifier(IdeFixture.URI_.toString()),
                f.document.getPosition(f.cursor));
        return f.get(ContentAssistService.class).createCompletionList(f.document, f.resource, params,
                CancelIndicator.NullImpl).getItems();
    }

    private static List<String> labels(List<CompletionItem> items) {
        return items.stream().map(CompletionItem::getLabel).toList();
    }

    private static CompletionItem item(List<CompletionItem> items, String label) {
        return items.stream().filter(i -> i.getLabel().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no proposal '" + label + "' in " + labels(items)));
    }

    @Test
    void proposesEveryAllocatorOfTheCoreRegistryAfterAllocateAndNoKeyword() {
        List<CompletionItem> items = complete("pipeline P { allocate | }");
        assertEquals(new TreeSet<>(Catalog.standard().names("allocate")), new TreeSet<>(labels(items)));
        assertFalse(labels(items).contains("mesh"), "'mesh' is a machine kind, not an allocator");
    }

    /** The run models' stages propose exactly the core's registered policies, and their parameters. */
    @Test
    void proposesTheRunModelsPoliciesAndTheirParameters() {
        for (String kind : org.partita.core.experiment.RunModels.STAGE_KINDS) {
            List<String> labels = labels(complete("pipeline P { " + kind + " | }"));
            assertEquals(new TreeSet<>(org.partita.core.experiment.RunModels.standard().names(kind)),
                    new TreeSet<>(labels.stream().filter(Catalog.standard().names(kind)::contains).toList()), kind);
            assertTrue(labels.containsAll(org.partita.core.experiment.RunModels.standard().names(kind)), kind + ": " + labels);
        }
        List<String> pdpa = labels(complete("pipeline P { share pdpa high 0.8 | }"));
        assertTrue(pdpa.containsAll(List.of("low", "increment", "load")), pdpa.toString());
        assertFalse(pdpa.contains("high"), "already given: " + pdpa);
        CompletionItem equipp = item(complete("pipeline P { share | }"), "equip++");
        assertTrue(equipp.getDetail().contains("Corbal"), equipp.getDetail());
    }

    @Test
    void aPolicyProposalCarriesItsMeaningAndPaper() {
        StrategyDescriptor ff = Catalog.standard().get("allocate", "first-fit");
        CompletionItem item = item(complete("pipeline P { allocate | }"), "first-fit");
        assertTrue(item.getDetail().endsWith("[" + ff.paper() + "]"), item.getDetail());
        assertTrue(item.getDetail().startsWith(ff.description().split(";")[0]), item.getDetail());
        String doc = item.getDocumentation().getRight().getValue();
        assertTrue(doc.startsWith("**allocate first-fit** — " + ff.description()), doc);
        assertTrue(doc.contains("Paper: " + ff.paper()), doc);
    }

    @Test
    void aPrefixNarrowsTheQueueDisciplines() {
        List<String> labels = labels(complete("pipeline P { queue by| }"));
        assertEquals(List.of("bypass"), labels.stream().filter(Catalog.standard().names("queue")::contains).toList());
    }

    @Test
    void proposesTheParametersOfThePolicyJustWrittenWithTheirDefaults() {
        List<CompletionItem> items = complete("pipeline P { queue bypass | }");
        CompletionItem threshold = item(items, "threshold");
        assertTrue(threshold.getDetail().startsWith("default 10 — "), threshold.getDetail());
        assertTrue(threshold.getDocumentation().getRight().getValue().contains("Chang97 §6.4"));
        assertFalse(labels(items).contains("fcfs"));
        assertTrue(labels(items).contains("allocate"), "the next stage keywords follow");
    }

    @Test
    void aParameterGivenAsBareValueIsNotProposedAgainAndOverOnlyForWrappers() {
        List<String> rsr = labels(complete("pipeline P { allocate rsr 2 | }"));
        assertFalse(rsr.contains("t"), "'rsr 2' already sets t: " + rsr);
        assertTrue(rsr.contains("over"), rsr.toString());
        List<String> ff = labels(complete("pipeline P { allocate first-fit | }"));
        assertFalse(ff.contains("over"), ff.toString());
        List<String> inner = labels(complete("pipeline P { allocate rsr 2 over | }"));
        assertEquals(new TreeSet<>(Catalog.standard().names("allocate")), new TreeSet<>(inner));
    }

    @Test
    void proposesArrivalIntensitiesOfTheDistribution() {
        List<String> poisson = labels(complete("workload W synthetic { arrivals poisson | }"));
        assertTrue(poisson.containsAll(List.of("load", "rate", "traffic")), poisson.toString());
        assertFalse(poisson.contains("cv"));
        assertTrue(labels(complete("workload W synthetic { arrivals hyperexponential | }")).contains("cv"));
    }

    @Test
    void proposesMetricsNotYetMeasured() {
        List<String> expected = new ArrayList<>(Catalog.standard().names("metric"));
        expected.remove("wait");
        assertEquals(new TreeSet<>(expected), new TreeSet<>(labels(complete("experiment E { measure wait, | }"))));
        CompletionItem miss = item(complete("experiment E { measure | }"), "allocation-miss");
        assertTrue(miss.getDocumentation().getRight().getValue().contains("allocation_miss_pct"));
    }

    @Test
    void proposesSweepVariablesAfterVsAndWorkloadParametersAfterSet() {
        String base = "experiment E { machine mesh 8 x 8 workload synthetic { arrivals poisson load 0.1, 0.2 "
                + "service exponential mean 5 } ";
        assertEquals(List.of("load"), labels(complete(base + "chart \"x\" wait vs | }")));
        List<String> set = labels(complete(base + "} experiment F extends E { set | }"));
        assertTrue(set.containsAll(List.of("load", "rate", "traffic", "mean")), set.toString());
    }

    /** In a claim: the experiment's pipelines, its measured metrics and its sweep variables. */
    @Test
    void proposesPipelinesMetricsAndVariablesInAClaim() {
        String base = "experiment E { machine mesh 8 x 8 workload synthetic { arrivals poisson load 0.1, 0.2 } "
                + "pipeline FF { allocate first-fit } pipeline AS { allocate adaptive-scan } measure response, wait ";
        assertEquals(List.of("AS", "FF"), labels(complete(base + "expect | }")).stream()
                .filter(l -> !l.equals("}") && Character.isUpperCase(l.charAt(0))).sorted().toList());
        assertTrue(labels(complete(base + "expect FF below | }")).contains("AS"));
        assertEquals(List.of("response", "wait"), labels(complete(base + "expect FF below AS on | }")).stream()
                .filter(Catalog.standard().names("metric")::contains).toList());
        assertTrue(labels(complete(base + "expect FF increasing on wait over | }")).contains("load"));
        assertTrue(labels(complete(base + "expect FF below AS on wait at | }")).contains("load"));
    }

    /** After {@code of} in a claim: the classes of {@code measure … by}, application names or quoted size bands. */
    @Test
    void proposesTheClassesOfTheGroupingInAClaim() {
        String base = "experiment E { machine smp 16 workload synthetic { arrivals poisson load 0.5 structure "
                + "malleable speedup bt { 8: 6 } time 50 s request 8 fraction 50% speedup apsi { 8: 1 } time 10 s "
                + "request 8 fraction 50% } pipeline A { share pdpa } pipeline B { share equipartition } ";
        assertEquals(List.of("apsi", "bt"), labels(complete(base + "measure response by application "
                + "expect A below B on response of | }")).stream().filter(l -> !l.equals("}")).sorted().toList());
        assertEquals(List.of("\"1-4\"", "\"5+\""), labels(complete(base + "measure response by size 4 "
                + "expect A increasing on response of | over load }")).stream().filter(l -> l.startsWith("\""))
                .toList());
    }

    @Test
    void proposesMachineKindsWithTheirMeaning() {
        List<CompletionItem> items = complete("experiment E { machine | }");
        assertTrue(labels(items).containsAll(List.of("pool", "bus", "ring", "smp", "mesh", "torus", "hypercube",
                "grid")), labels(items).toString());
        assertTrue(item(items, "mesh").getDetail().contains("2-D or 3-D mesh"), item(items, "mesh").getDetail());
    }

    @Test
    void proposesNamedMachinesAndPipelinesWithWhatTheyAre() {
        List<CompletionItem> machines = complete("machine Paragon mesh 32 x 32 experiment E { machine P| }");
        assertEquals("machine: `mesh 32 x 32` (1024 processors)", item(machines, "Paragon").getDetail());
        List<CompletionItem> pipelines = complete("pipeline FF { queue fcfs allocate first-fit } "
                + "experiment E { pipeline | }");
        assertEquals("pipeline: `queue fcfs` → `allocate first-fit`", item(pipelines, "FF").getDetail());
    }
}
