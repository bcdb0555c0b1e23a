package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolution;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.partita.dsl.validation.IssueCodes;

/**
 * Quick fixes for the validator's diagnostics: each offered fix, applied to the text, removes the diagnostic and
 * leaves a file without errors.
 */
class PartitaCodeActionTest {

    private static List<Issue> errors(IdeFixture f) {
        return f.resource.getResourceServiceProvider().getResourceValidator()
                .validate(f.resource, CheckMode.ALL, CancelIndicator.NullImpl).stream()
                .filter(i -> i.getSeverity() == Severity.ERROR).toList();
    }

    /** The fixes offered for the first diagnostic with {@code code}, by label, as the fixed texts. */
    private static Map<String, String> fixes(String text, String code) {
        IdeFixture f = IdeFixture.of(text);
        Issue issue = errors(f).stream().filter(i -> code.equals(i.getCode())).findFirst()
                .orElseThrow(() -> new AssertionError("no " + code + " in " + errors(f)));
        Diagnostic d = f.diagnostic(issue);
        IQuickFixProvider provider = f.get(IQuickFixProvider.class);
        assertTrue(provider.handlesDiagnostic(d));
        ICodeActionService2.Options options = f.codeActionOptions(d);
        Map<String, String> out = new LinkedHashMap<>();
        for (DiagnosticResolution r : provider.getResolutions(options, d)) {
            WorkspaceEdit edit = r.apply();
            List<TextEdit> edits = edit.getChanges().get(IdeFixture.URI_.toString());
            out.put(r.getLabel(), f.apply(edits));
        }
        return out;
    }

    private static void assertClean(String text) {
        List<Issue> errors = errors(IdeFixture.of(text));
        assertTrue(errors.isEmpty(), text + "\n" + errors);
    }

    @Test
    void aMisspelledAllocatorIsReplacedByTheSuggestion() {
        Map<String, String> fixes = fixes(Snippets.experiment("queue fcfs allocate frist-fit"), IssueCodes.UNKNOWN_POLICY);
        assertEquals(Map.of("Change to 'first-fit'", Snippets.experiment("queue fcfs allocate first-fit")), fixes);
        assertClean(fixes.values().iterator().next());
    }

    @Test
    void aMisspelledQueueDisciplineAndDistributionAreReplaced() {
        assertEquals(Map.of("Change to 'bypass'", Snippets.experiment("queue bypass allocate first-fit")),
                fixes(Snippets.experiment("queue bypas allocate first-fit"), IssueCodes.UNKNOWN_POLICY));
        String workload = Snippets.WORKLOAD.replace("poisson", "poison");
        assertEquals(List.of("Change to 'poisson'"),
                List.copyOf(fixes(Snippets.withWorkload(workload), IssueCodes.UNKNOWN_POLICY).keySet()));
    }

    @Test
    void aMisspelledMetricIsReplaced() {
        String text = Snippets.experiment("queue fcfs allocate first-fit").replace(" } }", " } measure wait, utilisation }");
        Map<String, String> fixes = fixes(text, IssueCodes.UNKNOWN_METRIC);
        assertEquals(Map.of("Change to 'utilization'", text.replace("utilisation", "utilization")), fixes);
        assertClean(fixes.values().iterator().next());
    }

    @Test
    void anUnknownParameterIsRenamedOrRemoved() {
        Map<String, String> fixes = fixes(Snippets.experiment("queue bypass treshold 30 allocate first-fit"),
                IssueCodes.UNKNOWN_PARAMETER);
        assertEquals(List.of("Change to 'threshold'", "Remove parameter 'treshold'"), List.copyOf(fixes.keySet()));
        assertEquals(Snippets.experiment("queue bypass threshold 30 allocate first-fit"),
                fixes.get("Change to 'threshold'"));
        assertEquals(Snippets.experiment("queue bypass allocate first-fit"), fixes.get("Remove parameter 'treshold'"));
        fixes.values().forEach(PartitaCodeActionTest::assertClean);
    }

    @Test
    void aSetOfAnUnknownWorkloadParameterIsRenamedOrRemoved() {
        String base = Snippets.experiment("queue fcfs allocate first-fit");
        Map<String, String> fixes = fixes(base + " experiment F extends E { set lod 0.3, 0.6 }",
                IssueCodes.UNKNOWN_PARAMETER);
        assertEquals(base + " experiment F extends E { set load 0.3, 0.6 }", fixes.get("Change to 'load'"));
        assertEquals(base + " experiment F extends E { }", fixes.get("Remove 'set lod'"));
    }

    @Test
    void aValueOutOfRangeIsSetToThePapersDefault() {
        String workload = Snippets.WORKLOAD.replace("poisson load 0.5", "hyperexponential load 0.5 cv 0.5");
        Map<String, String> fixes = fixes(Snippets.withWorkload(workload), IssueCodes.VALUE_OUT_OF_RANGE);
        String fixed = Snippets.withWorkload(workload.replace("cv 0.5", "cv 1"));
        assertEquals(Map.of("Set 'cv' to its default 1", fixed), fixes);
        assertClean(fixed);
    }

    @Test
    void aPipelineThatIgnoresTheJobStructureGetsTheStageThatReadsIt() {
        String text = "experiment E { machine bus 16 workload synthetic { arrivals poisson load 0.5 size uniform 1 to 16 "
                + "structure fork-join } pipeline AP { partition ap } pipeline R { queue fcfs } }";
        Map<String, String> fixes = fixes(text, IssueCodes.TRAIT_NOT_READ);
        String fixed = text.replace("pipeline R { queue fcfs }", "pipeline R { queue fcfs partition ap }");
        assertEquals(fixed, fixes.get("Add 'partition ap' to pipeline 'R'"), fixes.toString());
        assertEquals(2, fixes.size(), fixes.toString()); // ap and map: "fixed" needs a size
        assertClean(fixed);
    }

    @Test
    void aMissingRequiredParameterIsAdded() {
        String text = "experiment E { machine pool 64 workload synthetic { arrivals poisson load 0.5 "
                + "service exponential mean 5 size uniform 1 to 64 } pipeline P { queue fcfs partition fixed } }";
        Map<String, String> fixes = fixes(text, IssueCodes.MISSING_PARAMETER);
        String fixed = text.replace("partition fixed", "partition fixed 1");
        assertEquals(Map.of("Add 'fixed 1' (smallest allowed; the papers give no default)", fixed), fixes);
        assertClean(fixed);
    }

    @Test
    void codesWithoutAFixAreNotHandled() {
        Diagnostic d = new Diagnostic(new Range(), "'threshold' is a duration", DiagnosticSeverity.Error, "partita",
                IssueCodes.BAD_UNIT);
        assertFalse(IdeFixture.of("").get(IQuickFixProvider.class).handlesDiagnostic(d));
    }

    @Test
    void aWrapperWithoutInnerAllocatorGetsFirstFit() {
        Map<String, String> fixes = fixes(Snippets.experiment("queue fcfs allocate rsr 2"), IssueCodes.MISSING_INNER);
        assertEquals(Map.of("Add 'over first-fit'", Snippets.experiment("queue fcfs allocate rsr 2 over first-fit")),
                fixes);
        assertClean(fixes.values().iterator().next());
    }
}
