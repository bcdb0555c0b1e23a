package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.partita.dsl.ide.highlighting.PartitaHighlightingStyles.ALLOCATOR;
import static org.partita.dsl.ide.highlighting.PartitaHighlightingStyles.DECLARATION;
import static org.partita.dsl.ide.highlighting.PartitaHighlightingStyles.METRIC;
import static org.partita.dsl.ide.highlighting.PartitaHighlightingStyles.PARAMETER;
import static org.partita.dsl.ide.highlighting.PartitaHighlightingStyles.POLICY;
import static org.partita.dsl.ide.highlighting.PartitaHighlightingStyles.QUANTITY;
import static org.partita.dsl.ide.highlighting.PartitaHighlightingStyles.REFERENCE;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.util.CancelIndicator;
import org.junit.jupiter.api.Test;
import org.partita.dsl.ide.highlighting.PartitaSemanticHighlightingCalculator;

/** Positions and styles reported by the language's semantic highlighting calculator. */
class PartitaSemanticHighlightingTest {

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

            experiment F extends E {
            	machine Nowhere
            	pipeline Q { queue bypas allocate first-fits }
            	measure waiting
            	replications 2 to 30 confidence 95% within 3% of response
            }
            """;

    /** One reported position, with the text it covers. */
    private record Position(int offset, int length, String text, List<String> styles) {
    }

    /** The positions with their {@code partita.*} styles (what the workbench colours). */
    private static List<Position> highlight(IdeFixture f) {
        return highlight(f, true);
    }

    /** The positions with their {@code partita.*} styles, or with the LSP token type and modifiers that follow. */
    private static List<Position> highlight(IdeFixture f, boolean partitaStyles) {
        ISemanticHighlightingCalculator calculator = f.get(ISemanticHighlightingCalculator.class);
        assertInstanceOf(PartitaSemanticHighlightingCalculator.class, calculator);
        List<Position> out = new ArrayList<>();
        calculator.provideHighlightingFor(f.resource, (offset, length, styles) -> out
                .add(new Position(offset, length, f.text.substring(offset, offset + length), List.of(styles).stream()
                        .filter(id -> id.startsWith("partita.") == partitaStyles).toList())),
                CancelIndicator.NullImpl);
        return out;
    }

    /**
     * The styles reported exactly for {@code token} inside the first occurrence of {@code anchor} (empty when
     * none): a position must start at the token and have its length.
     */
    private static List<String> stylesAt(IdeFixture f, List<Position> positions, String anchor, String token) {
        int at = f.text.indexOf(anchor);
        if (at < 0 || !anchor.contains(token)) {
            throw new IllegalArgumentException(anchor + " / " + token);
        }
        int offset = at + anchor.indexOf(token);
        List<String> styles = new ArrayList<>();
        for (Position p : positions) {
            if (p.offset() == offset && p.length() == token.length()) {
                styles.addAll(p.styles());
            }
        }
        return styles;
    }

    @Test
    void aSmallFileGetsExactlyTheseStyledTokens() {
        IdeFixture f = IdeFixture.of("""
                machine M mesh 4 x 4
                experiment E { machine M pipeline P { queue fcfs allocate first-fit } measure wait }
                workload W synthetic { service exponential mean 2.5 min }
                """);
        List<Position> expected = List.of(
                new Position(8, 1, "M", List.of(DECLARATION)),
                new Position(32, 1, "E", List.of(DECLARATION)),
                new Position(44, 1, "M", List.of(REFERENCE)),
                new Position(55, 1, "P", List.of(DECLARATION)),
                new Position(65, 4, "fcfs", List.of(POLICY)),
                new Position(79, 9, "first-fit", List.of(ALLOCATOR)),
                new Position(99, 4, "wait", List.of(METRIC)),
                new Position(115, 1, "W", List.of(DECLARATION)),
                new Position(137, 11, "exponential", List.of(POLICY)),
                new Position(149, 4, "mean", List.of(PARAMETER)),
                new Position(154, 3, "2.5", List.of(QUANTITY)),
                new Position(158, 3, "min", List.of(QUANTITY)));
        List<Position> actual = new ArrayList<>(highlight(f));
        actual.sort((a, b) -> Integer.compare(a.offset(), b.offset()));
        assertEquals(expected, actual);
    }

    @Test
    void everyPositionAlsoCarriesItsLspTokenTypeAndModifiers() {
        IdeFixture f = IdeFixture.of(FILE);
        List<Position> h = highlight(f, false);
        assertEquals(List.of("struct", "declaration"), stylesAt(f, h, "machine Paragon mesh", "Paragon"));
        assertEquals(List.of("struct"), stylesAt(f, h, "\tmachine Paragon\n", "Paragon"), "a machine reference");
        assertEquals(List.of("class", "declaration"), stylesAt(f, h, "experiment E {", "E"));
        assertEquals(List.of("class"), stylesAt(f, h, "extends E", "E"));
        assertEquals(List.of("variable", "declaration"), stylesAt(f, h, "pipeline P {", "P"));
        assertEquals(List.of("enumMember", "defaultLibrary"), stylesAt(f, h, "queue bypass ", "bypass"));
        assertEquals(List.of("enumMember", "defaultLibrary"), stylesAt(f, h, "arrivals poisson", "poisson"));
        assertEquals(List.of("function", "defaultLibrary"), stylesAt(f, h, "allocate rsr", "rsr"));
        assertEquals(List.of("parameter"), stylesAt(f, h, "threshold 30", "threshold"));
        assertEquals(List.of("number"), stylesAt(f, h, "mean 5 s", "5"));
        assertEquals(List.of("number"), stylesAt(f, h, "mean 5 s", "s"));
        assertEquals(List.of("property", "readonly", "defaultLibrary"),
                stylesAt(f, h, "measure wait, allocation-miss", "wait"));
        assertEquals(List.of(), stylesAt(f, h, "machine Nowhere", "Nowhere"), "an unresolved reference has no type");
    }

    @Test
    void declarationsAndResolvedReferences() {
        IdeFixture f = IdeFixture.of(FILE);
        List<Position> h = highlight(f);
        assertEquals(List.of(DECLARATION), stylesAt(f, h, "machine Paragon mesh", "Paragon"));
        assertEquals(List.of(REFERENCE), stylesAt(f, h, "\tmachine Paragon\n", "Paragon"));
        assertEquals(List.of(DECLARATION), stylesAt(f, h, "experiment E {", "E"));
        assertEquals(List.of(DECLARATION), stylesAt(f, h, "pipeline P {", "P"));
        assertEquals(List.of(REFERENCE), stylesAt(f, h, "extends E", "E"));
        assertEquals(List.of(), stylesAt(f, h, "machine Nowhere", "Nowhere"), "an unresolved reference has no style");
    }

    @Test
    void catalogNamesByStatement() {
        IdeFixture f = IdeFixture.of(FILE);
        List<Position> h = highlight(f);
        assertEquals(List.of(POLICY), stylesAt(f, h, "arrivals poisson", "poisson"));
        assertEquals(List.of(POLICY), stylesAt(f, h, "queue bypass ", "bypass"));
        assertEquals(List.of(ALLOCATOR), stylesAt(f, h, "allocate rsr", "rsr"));
        assertEquals(List.of(ALLOCATOR), stylesAt(f, h, "over first-fit", "first-fit"), "the allocator after over");
        assertEquals(List.of(METRIC), stylesAt(f, h, "measure wait, allocation-miss", "wait"));
        assertEquals(List.of(METRIC), stylesAt(f, h, "allocation-miss", "allocation-miss"));
        assertEquals(List.of(METRIC), stylesAt(f, h, "\"Wait\" wait vs", "wait"), "the chart's metric");
        assertEquals(List.of(METRIC), stylesAt(f, h, "of response", "response"), "replications ... of");
        assertEquals(List.of(), stylesAt(f, h, "queue bypas allocate", "bypas"), "a misspelled policy has no style");
        assertEquals(List.of(), stylesAt(f, h, "first-fits", "first-fits"), "a misspelled allocator has no style");
        assertEquals(List.of(), stylesAt(f, h, "measure waiting", "waiting"), "an unknown metric has no style");
    }

    @Test
    void claimsNameTheirPipelinesMetricsAndVariables() {
        IdeFixture f = IdeFixture.of("""
                experiment E {
                	machine mesh 8 x 8
                	pipeline FF { queue fcfs allocate first-fit }
                	pipeline AS { queue fcfs allocate adaptive-scan }
                	expect FF below AS on response at load 0.5
                	expect FF increasing on wait over load
                	expect XX below FF on waiting
                }
                """);
        List<Position> h = highlight(f);
        assertEquals(List.of(REFERENCE), stylesAt(f, h, "expect FF below", "FF"));
        assertEquals(List.of(REFERENCE), stylesAt(f, h, "below AS", "AS"));
        assertEquals(List.of(METRIC), stylesAt(f, h, "on response", "response"));
        assertEquals(List.of(PARAMETER), stylesAt(f, h, "at load", "load"));
        assertEquals(List.of(PARAMETER), stylesAt(f, h, "over load", "load"));
        assertEquals(List.of(), stylesAt(f, h, "expect XX", "XX"), "no pipeline of that name");
        assertEquals(List.of(), stylesAt(f, h, "on waiting", "waiting"), "no such metric");
        assertEquals(List.of("variable"), stylesAt(f, highlight(f, false), "below AS", "AS"), "the LSP type");
    }

    @Test
    void parametersAndQuantities() {
        IdeFixture f = IdeFixture.of(FILE);
        List<Position> h = highlight(f);
        assertEquals(List.of(PARAMETER), stylesAt(f, h, "poisson load", "load"));
        assertEquals(List.of(PARAMETER), stylesAt(f, h, "threshold 30", "threshold"));
        assertEquals(List.of(PARAMETER), stylesAt(f, h, "vs load", "load"), "the chart's x variable");
        assertEquals(List.of(QUANTITY), stylesAt(f, h, "load 0.3", "0.3"));
        assertEquals(List.of(QUANTITY), stylesAt(f, h, "mean 5 s", "5"));
        assertEquals(List.of(QUANTITY), stylesAt(f, h, "mean 5 s", "s"));
        assertEquals(List.of(QUANTITY), stylesAt(f, h, "confidence 95%", "95"));
        assertEquals(List.of(QUANTITY), stylesAt(f, h, "confidence 95%", "%"));
        assertEquals(List.of(), stylesAt(f, h, "mesh 32 x", "32"), "a machine's dimension is not a quantity");
    }
}
