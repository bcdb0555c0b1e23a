package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.google.inject.Inject;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.ide.server.contentassist.ContentAssistService;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.partita.core.claims.ClassComparison;
import org.partita.core.claims.Comparison;
import org.partita.core.claims.Margin;
import org.partita.core.claims.PointScope;
import org.partita.core.claims.Relation;
import org.partita.core.metrics.Metric;
import org.partita.dsl.interpreter.ClaimsBuilder;
import org.partita.dsl.partita.Model;
import org.partita.dsl.validation.IssueCodes;

/**
 * Claims about classes of jobs: about one class ({@code expect A below B on response of bt}: what the validator
 * requires of it), and between two classes ({@code expect A on response of bt above A on response of apsi}: how they
 * parse into the core's {@link ClassComparison}, what the validator says of them, and what content assist proposes).
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class ClassComparisonClaimsTest {

    @Inject
    private ParseHelper<Model> parser;
    @Inject
    private ValidationTestHelper validator;

    /** Two applications (bt, apsi), two pipelines, a load sweep; {@code %s}: the measure statement, the claims. */
    private static final String MIX = "experiment E { machine smp 16 workload synthetic { submit for 100 s arrivals "
            + "poisson load 0.4, 0.6 structure malleable speedup bt { 8: 6 } time 50 s request 8 fraction 50%% "
            + "speedup apsi { 8: 1 } time 10 s request 8 fraction 50%% } pipeline A { share pdpa } pipeline B { "
            + "share equipartition } replications 2 %s %s }";

    private static final String BY_APPLICATION = "measure response, processors by application";

    private Model parse(String measure, String claims) throws Exception {
        Model m = parser.parse(MIX.formatted(measure, claims));
        assertEquals(List.of(), m.eResource().getErrors(), claims);
        return m;
    }

    @Test
    void theFormsParseIntoClassComparisons() throws Exception {
        Model m = parse(BY_APPLICATION, """
                expect A on processors of bt above A on processors of apsi
                expect A on processors of bt above B of apsi by 10% to 50% at load 0.6
                expect B on processors of bt near B of apsi within 25% not reproduced "why"
                expect A below B on response of bt""");
        validator.assertNoIssues(m);
        var claims = ClaimsBuilder.claims(Experiments.find(m, "E"));
        assertEquals(new ClassComparison("expect A on processors of bt above A on processors of apsi", "__synthetic0"
                + ".partita:1", "A", "bt", Relation.ABOVE, "A", "apsi", Metric.PROCESSORS, null, PointScope.EVERY,
                null), claims.get(0));
        ClassComparison margin = assertInstanceOf(ClassComparison.class, claims.get(1));
        assertEquals("B", margin.other());
        assertEquals(new Margin(10, 50), margin.margin());
        assertEquals("at load 0.6", margin.scope().describe());
        ClassComparison near = assertInstanceOf(ClassComparison.class, claims.get(2));
        assertEquals(Relation.NEAR, near.relation());
        assertEquals(new Margin(-25, 25), near.margin());
        assertEquals("why", near.notReproduced());
        // the existing forms are unchanged
        Comparison one = assertInstanceOf(Comparison.class, claims.get(3));
        assertEquals("bt", one.jobClass());
        assertEquals("B", one.other());
    }

    @Test
    void twoClassesAreValidatedLikeOne() throws Exception {
        String[][] bad = {
            {BY_APPLICATION, "expect A on processors of bt above A on processors of bt", IssueCodes.BAD_CLAIM,
                "class 'bt' of A is compared with itself"},
            {BY_APPLICATION, "expect A on processors of bt above A on response of apsi", IssueCodes.BAD_CLAIM,
                "a claim compares one metric: write 'on processors' on both sides"},
            {BY_APPLICATION, "expect A on processors of bt above A of swim", IssueCodes.BAD_CLASSES,
                "jobs measured by application have no class 'swim'; the classes: bt, apsi"},
            {BY_APPLICATION, "expect A on processors of swim above A of bt", IssueCodes.BAD_CLASSES,
                "have no class 'swim'"},
            {BY_APPLICATION, "expect A on processors of bt above Z of apsi", IssueCodes.UNKNOWN_CLAIM_PIPELINE,
                "experiment 'E' has no pipeline 'Z'"},
            {"measure response, processors", "expect A on processors of bt above A of apsi", IssueCodes.BAD_CLASSES,
                "the experiment needs 'measure … by"},
            {"measure response by user", "expect A on response of 3 above A of bt", IssueCodes.BAD_CLASSES,
                "labelled by number (or 'unknown'), not 'bt'"},
            {BY_APPLICATION, "expect A on processors of bt not above A of apsi by at least 5%", IssueCodes.BAD_CLAIM,
                "a margin ('by …') needs 'below' or 'above'"},
            {BY_APPLICATION, "expect A on processors of bt above A of apsi by 5%", IssueCodes.BAD_CLAIM,
                "write 'by 5% to …%'"},
            {BY_APPLICATION, "expect A on processors of bt near A of apsi", IssueCodes.BAD_CLAIM,
                "say how near: 'within 25%' after the second class"},
            {BY_APPLICATION, "expect A on processors of bt above A of apsi within 5%", IssueCodes.BAD_CLAIM,
                "'within' is the tolerance of 'near'"},
            {BY_APPLICATION, "expect A on processors of bt near A of apsi within 5", IssueCodes.BAD_UNIT,
                "a tolerance is a percentage"},
            {BY_APPLICATION, "expect A on processors of bt above A of apsi at load 0.5", IssueCodes.UNKNOWN_SWEEP_POINT,
                "has no point load 0.5"}};
        for (String[] c : bad) {
            List<Issue> errors = validator.validate(parse(c[0], c[1])).stream()
                    .filter(i -> i.getSeverity() == Severity.ERROR).toList();
            assertEquals(1, errors.size(), () -> c[1] + ": " + errors);
            assertEquals(c[2], errors.get(0).getCode(), c[1]);
            assertTrue(errors.get(0).getMessage().contains(c[3]), () -> c[1] + ": " + errors.get(0).getMessage());
        }
        // one class under two pipelines is a class comparison too; by size bands, quoted
        validator.assertNoIssues(parse(BY_APPLICATION, "expect A on processors of bt above B of bt"));
        validator.assertNoIssues(parse("measure wait by size 4, 8", "expect A on wait of \"1-4\" below A of \"9+\""));
    }

    @Test
    void contentAssistProposesPipelinesMetricsAndClassesOnBothSides() {
        String base = MIX.formatted(BY_APPLICATION, "expect A on processors of bt above ");
        base = base.substring(0, base.length() - 2);
        assertEquals(List.of("A", "B"), proposals(base + "| }").stream().filter(l -> l.length() == 1).toList());
        assertEquals(List.of("apsi", "bt"), proposals(base + "A of | }").stream()
                .filter(l -> List.of("apsi", "bt").contains(l)).sorted().toList());
        assertTrue(proposals(base + "A on | }").contains("processors"));
        String first = MIX.formatted(BY_APPLICATION, "expect A on processors of | }");
        assertTrue(proposals(first.substring(0, first.length() - 2)).containsAll(List.of("apsi", "bt")));
    }

    private static List<String> proposals(String marked) {
        IdeFixture f = IdeFixture.of(marked);
        CompletionParams params = new CompletionParams(new TextDocumentIdentifier(IdeFixture.URI_.toString()),
                f.document.getPosition(f.cursor));
        return f.get(ContentAssistService.class).createCompletionList(f.document, f.resource, params,
                CancelIndicator.NullImpl).getItems().stream().map(CompletionItem::getLabel).toList();
    }

    /**
     * A claim about one class of jobs needs {@code measure … by}, a metric of {@code classes.csv} and a class the
     * grouping can give: the speedup curves' names, size bands, numbers.
     */
    @Test
    void classClaimsAreValidated() throws Exception {
        String mix = "experiment E { machine smp 16 workload synthetic { submit for 100 s arrivals poisson load 0.4, 0.6 "
                + "structure malleable speedup bt { 8: 6 } time 50 s request 8 fraction 50%% speedup apsi { 8: 1 } "
                + "time 10 s request 8 fraction 50%% } pipeline A { share pdpa } pipeline B { share equipartition } "
                + "replications 2 %s %s }";
        validator.assertNoIssues(parser.parse(mix.formatted("measure response, execution by application",
                "expect A below B on response of bt by 5% to 10% expect A increasing on execution of apsi over load "
                        + "expect B below 30 s on execution of bt at load 0.6")));
        validator.assertNoIssues(parser.parse(mix.formatted("measure wait by size 4, 8",
                "expect A not above B on wait of \"5-8\" expect A below B on wait of \"9+\"")));
        String[][] bad = {
            {"measure response", "expect A below B on response of bt", "the experiment needs 'measure … by"},
            {"measure response, utilization by application", "expect A below B on utilization of bt",
                "not 'utilization'"},
            {"measure response by application", "expect A below B on response of swim",
                "jobs measured by application have no class 'swim'; the classes: bt, apsi"},
            {"measure response by size 4, 8", "expect A below B on response of \"4-8\"",
                "the classes: 1-4, 5-8, 9+"},
            {"measure response by user", "expect A below B on response of bt", "labelled by number"}};
        for (String[] c : bad) {
            Model m = parser.parse(mix.formatted(c[0], c[1]));
            assertEquals(List.of(), m.eResource().getErrors(), c[1]);
            List<Issue> errors = validator.validate(m).stream().filter(i -> i.getSeverity() == Severity.ERROR)
                    .toList();
            assertEquals(1, errors.size(), () -> c[1] + ": " + errors);
            assertEquals(IssueCodes.BAD_CLASSES, errors.get(0).getCode(), c[1]);
            assertTrue(errors.get(0).getMessage().contains(c[2]), () -> errors.get(0).getMessage());
        }
        validator.assertNoIssues(parser.parse(mix.formatted("measure response by user",
                "expect A below B on response of 3 expect A below B on response of unknown")));
    }
}
