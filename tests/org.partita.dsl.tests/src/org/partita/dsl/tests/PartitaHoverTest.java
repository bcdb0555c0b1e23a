package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.xtext.ide.server.hover.HoverService;
import org.eclipse.xtext.util.CancelIndicator;
import org.junit.jupiter.api.Test;
import org.partita.dsl.catalog.Catalog;

/** Hover texts and regions at cursor positions. */
class PartitaHoverTest {

    private static final String FILE = """
            machine Paragon mesh 32 x 32

            experiment E {
            	machine Paragon
            	workload synthetic {
            		arrivals poisson load 0.3, 0.5
            		service exponential mean 5 s
            		sides uniform 1 to 32
            	}
            	pipeline P { queue bypass threshold 30 allocate rsr 2 over first-fit }
            	measure wait, allocation-miss
            	chart "Wait" wait vs load
            }
            """;

    private record Shown(String text, String region) {
    }

    /** Hover at the {@code n}-th occurrence of {@code word}, {@code delta} characters in. */
    private static Shown hover(String word, int n, int delta) {
        return hover(FILE, word, n, delta);
    }

    private static Shown hover(String file, String word, int n, int delta) {
        IdeFixture f = IdeFixture.of(file);
        int offset = f.offsetOf(word, n, delta);
        Hover h = f.get(HoverService.class).hover(f.document, f.resource,
                new HoverParams(new TextDocumentIdentifier(IdeFixture.URI_.toString()), f.document.getPosition(offset)),
                CancelIndicator.NullImpl);
        if (h == null || h.getContents() == null || h.getRange() == null) {
            return new Shown("", "");
        }
        assertEquals("markdown", h.getContents().getRight().getKind());
        return new Shown(h.getContents().getRight().getValue(), f.textOf(h.getRange()));
    }

    @Test
    void aPolicyNameShowsItsMeaningParametersAndPaper() {
        Shown s = hover("bypass", 0, 2);
        assertEquals("bypass", s.region());
        assertTrue(s.text().startsWith("**queue bypass** — " + Catalog.standard().get("queue", "bypass").description()),
                s.text());
        assertTrue(s.text().contains("Paper: Chang97 §6.2, Fig. 6.2"), s.text());
        assertTrue(s.text().contains("- `threshold` (default 10): "), s.text());
    }

    /** A run model's policy and parameter show the core's own description, defaults and paper. */
    @Test
    void aRunModelPolicyShowsTheCoresDocumentation() {
        String file = """
                experiment S {
                	machine bus 64
                	workload synthetic { arrivals poisson load 0.5 size uniform 1 to 32 structure fork-join syn 0.1 }
                	pipeline MAP { partition map f 0.75 release eager }
                }
                """;
        var map = org.partita.core.experiment.RunModels.standard().descriptor("partition", "map");
        Shown s = hover(file, "map f", 0, 1);
        assertEquals("map", s.region());
        assertTrue(s.text().startsWith("**partition map** — " + map.description()), s.text());
        assertTrue(s.text().contains("Paper: " + map.paper()), s.text());
        Shown f = hover(file, "f 0.75", 0, 0);
        assertTrue(f.text().contains(map.parameter("f").doc()), f.text());
        Shown structure = hover(file, "fork-join", 0, 2);
        assertTrue(structure.text().contains(org.partita.core.experiment.RunModels.standard().descriptor("structure",
                "fork-join").description()), structure.text());
    }

    @Test
    void anAllocatorInsideOverIsDocumentedAsAnAllocator() {
        Shown s = hover("first-fit", 0, 3);
        assertEquals("first-fit", s.region());
        assertTrue(s.text().startsWith("**allocate first-fit** — "), s.text());
        Shown rsr = hover("rsr", 0, 1);
        assertTrue(rsr.text().contains("A bare value sets `t`"), rsr.text());
        assertTrue(rsr.text().contains("Wraps another allocator"), rsr.text());
    }

    @Test
    void aParameterNameAndItsValueShowMeaningDefaultAndRange() {
        Shown name = hover("threshold", 0, 1);
        assertEquals("threshold", name.region());
        assertTrue(name.text().startsWith("**threshold** — parameter of `queue bypass`: longest wait"), name.text());
        assertTrue(name.text().contains("Default: 10 · Allowed: a duration (s, ms, min, h) >= 0, or none"), name.text());
        Shown value = hover("30", 0, 0);
        assertEquals(name.text(), value.text());
        Shown load = hover("0.3", 0, 1);
        assertTrue(load.text().contains("Default: none (must be given) · Allowed: a fraction (or %) > 0"),
                load.text());
    }

    @Test
    void aMetricNameShowsItsMeaningAndResultColumn() {
        Shown s = hover("allocation-miss", 0, 4);
        assertEquals("allocation-miss", s.region());
        assertTrue(s.text().startsWith("**metric allocation-miss** — percentage of failed attempts"), s.text());
        assertTrue(s.text().contains("(column allocation_miss_pct)"), s.text());
        assertTrue(hover("wait", 1, 1).text().startsWith("**metric wait** — mean waiting delay"));
        // Chang's ASQT is the average square of the turnaround time (the core's Metric.ASQT), not a queue time
        String asqt = FILE.replace("measure wait, allocation-miss", "measure wait, asqt");
        assertTrue(hover(asqt, "asqt", 0, 1).text().startsWith("**metric asqt** — average square of the turnaround"),
                hover(asqt, "asqt", 0, 1).text());
    }

    @Test
    void aKeywordShowsWhatItIntroduces() {
        Shown allocate = hover("allocate", 0, 2);
        assertEquals("allocate", allocate.region());
        assertTrue(allocate.text().startsWith("**allocate** — Allocation strategy"), allocate.text());
        assertTrue(allocate.text().contains("free-submesh-list"), "lists the catalog's names: " + allocate.text());
        assertTrue(hover("mesh", 0, 1).text().startsWith("**mesh** — `mesh W x H [x D]`"));
    }

    @Test
    void aClaimsKeywordAndMetricAreDocumented() {
        String file = FILE.replace("\tchart", "\texpect P below 20 s on wait\n\tchart");
        assertTrue(hover(file, "expect", 0, 2).text().startsWith("**expect** — A claim about this experiment's"),
                hover(file, "expect", 0, 2).text());
        assertTrue(hover(file, "wait", 1, 1).text().startsWith("**metric wait** — mean waiting delay"),
                hover(file, "wait", 1, 1).text());
    }

    @Test
    void aReferenceShowsTheReferencedMachine() {
        Shown s = hover("Paragon", 1, 2);
        assertEquals("Paragon", s.region());
        assertTrue(s.text().startsWith("**machine Paragon** — `mesh 32 x 32` (1024 processors)"), s.text());
        assertEquals(s.text(), hover("Paragon", 0, 2).text(), "the declaration shows the same");
    }

    @Test
    void whitespaceShowsNothing() {
        assertEquals("", hover("\n\nexperiment", 0, 1).text());
    }
}
