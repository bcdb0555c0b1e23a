package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.xtext.ide.server.symbol.HierarchicalDocumentSymbolService;
import org.eclipse.xtext.util.CancelIndicator;
import org.junit.jupiter.api.Test;

/** The outline: named elements with their kinds and details, nested as in the file. */
class PartitaDocumentSymbolTest {

    private static final String FILE = """
            machine Paragon mesh 32 x 32
            machine G grid { cluster a mesh 8 x 8 cluster b pool 16 link a b bandwidth 10 }
            workload W synthetic { arrivals poisson load 0.5 }
            pipeline FF { queue fcfs allocate first-fit }
            experiment E {
            	machine Paragon
            	workload synthetic { arrivals poisson load 0.1, 0.2 }
            	pipeline AS { queue fcfs allocate adaptive-scan }
            	pipeline FF
            	measure wait
            	chart "Wait" wait vs load
            }
            experiment F extends E { set load 0.3, 0.4 }
            """;

    /** One line per symbol: indentation, kind, name, detail, and the text of its selection range. */
    private static List<String> outline(IdeFixture f, List<DocumentSymbol> symbols, String indent) {
        List<String> out = new ArrayList<>();
        for (DocumentSymbol s : symbols) {
            out.add(indent + s.getKind() + " " + s.getName() + " [" + s.getDetail() + "] @" + f.textOf(s.getSelectionRange()));
            out.addAll(outline(f, s.getChildren(), indent + "  "));
        }
        return out;
    }

    @Test
    void namesExperimentsPipelinesMachinesAndWorkloadsWithTheirKinds() {
        IdeFixture f = IdeFixture.of(FILE);
        List<DocumentSymbol> symbols = f.get(HierarchicalDocumentSymbolService.class).getSymbols(f.resource,
                CancelIndicator.NullImpl);
        assertEquals(List.of(
                "Struct Paragon [mesh 32 x 32] @Paragon",
                "Struct G [grid of 2 clusters] @G",
                "  Struct a [mesh 8 x 8] @a",
                "  Struct b [pool 16] @b",
                "Event W [synthetic] @W",
                "Function FF [2 stages] @FF",
                "  Field queue [fcfs] @queue",
                "  Field allocate [first-fit] @allocate",
                "Module E [] @E",
                "  Struct machine [Paragon] @Paragon",
                "  Event workload [synthetic] @synthetic { arrivals poisson load 0.1, 0.2 }",
                "  Function AS [2 stages] @AS",
                "    Field queue [fcfs] @queue",
                "    Field allocate [adaptive-scan] @allocate",
                "  Function FF [] @FF",
                "  Constant Wait [wait vs load] @\"Wait\"",
                "Module F [extends E] @F"), outline(f, symbols, ""));
    }
}
