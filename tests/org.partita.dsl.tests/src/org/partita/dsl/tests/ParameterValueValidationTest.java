package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.google.inject.Inject;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.partita.core.strategy.StrategyDescriptor;
import org.partita.dsl.partita.Model;
import org.partita.dsl.validation.IssueCodes;

/**
 * Parameter values checked as the core checks them: words and counts of queue parameters, the partition cap,
 * Chang's hypercube workloads and limit-k, the allocators' parameter names, PDPA's thresholds.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class ParameterValueValidationTest {

    @Inject
    private ParseHelper<Model> parseHelper;
    @Inject
    private ValidationTestHelper validator;

    /** Parameter values that are words or counts, checked against the core's queue parameter metadata. */
    @Test
    void queueParameterValuesArePrecise() throws Exception {
        assertIssue("queue bypass mode length", IssueCodes.VALUE_OUT_OF_RANGE,
                "'mode' of 'bypass' takes one of time, count, got 'length'");
        assertIssue("queue bypass mode cont", IssueCodes.VALUE_OUT_OF_RANGE, "got 'cont'; did you mean 'count'?");
        assertIssue("queue m-fcfs threshold never", IssueCodes.VALUE_OUT_OF_RANGE,
                "'threshold' of 'm-fcfs' takes a number, none or dynamic, got 'never'");
        assertIssue("queue bypass mode 3", IssueCodes.VALUE_OUT_OF_RANGE, "'mode' takes one of time, count, not a number");
        assertIssue("queue bypass threshold -1", null, null);
        assertIssue("queue bypass threshold 2 s mode count", IssueCodes.BAD_UNIT,
                "with 'mode count' the threshold is a number of jobs, not a duration: remove 's'");
        assertIssue("queue bypass threshold 2.5 mode count", IssueCodes.VALUE_OUT_OF_RANGE,
                "must be a whole number, got 2.5");
        assertIssue("queue bypass threshold 5%", IssueCodes.BAD_UNIT, "'threshold' is a duration");
        assertIssue("queue fcfs threshold 5", IssueCodes.UNKNOWN_PARAMETER, "'fcfs' has no parameter 'threshold'; it takes none");
        assertIssue("queue fcfs allocate rsr t two over first-fit", IssueCodes.VALUE_OUT_OF_RANGE,
                "'t' of 'rsr' takes a number, got 'two'");
    }

    /**
     * The grid's positive quantities: a link of bandwidth 0 never delivers and a task of work 0 does nothing, so
     * both descriptors exclude 0 and the editor says so, as the models do when a run starts.
     */
    @Test
    void aZeroBandwidthOrTaskWorkIsMarkedWhereItIsWritten() throws Exception {
        String file = "experiment E { machine mesh 4 x 4 workload synthetic { jobs 50 arrivals poisson rate 0.1 "
                + "service exponential mean 5 s size uniform 1 to 4 graphs random %s } "
                + "pipeline P { mapping cluster-m %s } }";
        validator.assertNoIssues(parseHelper.parse(file.formatted("work-min 0.5", "local-bandwidth 0.5")));
        List<Issue> errors = validator.validate(parseHelper.parse(file.formatted("work-min 0", "local-bandwidth 0")))
                .stream().filter(i -> i.getSeverity() == Severity.ERROR).toList();
        assertEquals(List.of("'work-min' must be > 0, got 0", "'local-bandwidth' must be > 0, got 0"),
                errors.stream().map(Issue::getMessage).toList(), errors::toString);
        assertEquals(List.of(IssueCodes.VALUE_OUT_OF_RANGE, IssueCodes.VALUE_OUT_OF_RANGE),
                errors.stream().map(Issue::getCode).toList());
    }

    /**
     * The partition stage's cap (Dandamudi and Yu): {@code cap yes} keeps a partition within the job's maximum
     * parallelism; {@code cap no}, the default, applies the formula as printed. Both words are accepted on every
     * partition policy, anything else is named with the choices.
     */
    @Test
    void thePartitionCapIsAParameterOfThePartitionStage() throws Exception {
        String file = "experiment E { machine bus 64 workload synthetic { jobs 100 arrivals poisson load 0.5 "
                + "service hyperexponential mean 16 s cv 3.5 size uniform 1 to 32 structure gaussian-elimination } "
                + "pipeline P { partition %s } }";
        for (String stage : List.of("map f 0.75 cap no", "map f 0.75 cap yes", "ap cap no", "fixed size 8 cap no",
                "map 0.5 release eager cap no")) {
            validator.assertNoIssues(parseHelper.parse(file.formatted(stage)));
        }
        Model bad = parseHelper.parse(file.formatted("map f 0.75 cap maybe"));
        List<Issue> errors = validator.validate(bad).stream().filter(i -> i.getSeverity() == Severity.ERROR).toList();
        assertEquals(1, errors.size(), errors::toString);
        assertEquals(IssueCodes.VALUE_OUT_OF_RANGE, errors.get(0).getCode());
        assertTrue(errors.get(0).getMessage().contains("'cap' of 'map' takes one of no, yes, got 'maybe'"),
                errors.get(0).getMessage());
    }

    /**
     * Chang 1997 §3.4 on the 8-cube: job dimensions 0 to 7 (a 0-cube is a one-node job), uniform or normal, and
     * limit-k with its parameter named as the command line lists it.
     */
    @Test
    void changsHypercubeWorkloadsAreAccepted() throws Exception {
        for (String sizes : List.of("dimension uniform 0 to 7", "dimension normal 0 to 7 mean 3.5 sd 1.6")) {
            for (String allocate : List.of("limit-k k 0", "limit-k 0", "limit-k k 5 fold-penalty 2")) {
                Model m = parseHelper.parse("experiment E { machine hypercube 8 workload synthetic { jobs 100"
                        + " arrivals poisson load 0.5 " + sizes + " } pipeline P { allocate " + allocate + " } }");
                validator.assertNoErrors(m);
            }
        }
        Model tooLarge = parseHelper.parse("experiment E { machine hypercube 8 workload synthetic { jobs 100"
                + " arrivals poisson load 0.5 dimension normal 0 to 9 mean 3.5 sd 1.6 } pipeline P { allocate"
                + " buddy-cube } }");
        List<Issue> errors = validator.validate(tooLarge).stream().filter(i -> i.getSeverity() == Severity.ERROR)
                .toList();
        assertEquals(1, errors.size(), errors::toString);
        assertEquals(IssueCodes.JOB_TOO_LARGE, errors.get(0).getCode());
    }

    /** Every numeric parameter {@code partita allocators} lists is one the language accepts, with that name. */
    @Test
    void theLanguageAcceptsEveryAllocatorParameterTheCoreLists() {
        for (org.partita.core.strategy.StrategyDescriptor info : org.partita.core.alloc.MeshAllocators.descriptors()) {
            if (info.name().equals("migration")) {
                continue; // written as the 'migrate' stage
            }
            org.partita.core.strategy.StrategyDescriptor entry = org.partita.dsl.catalog.Catalog.standard().get("allocate",
                    info.name());
            for (String line : info.listing()) {
                String name = line.split("[=:(]")[0].trim();
                if (name.equals("base") || line.contains(" | ")) {
                    continue; // 'over NAME', and word choices set by other statements
                }
                assertTrue(entry.parameter(name) != null, info.name() + " lists '" + name + "' but the language has "
                        + entry.parameters().stream().map(org.partita.core.strategy.Parameter::name).toList());
            }
        }
    }

    /** PDPA's thresholds as the core checks them (low <= high, heavy and light load), with the core's defaults. */
    @Test
    void pdpaThresholdsFollowTheCoresRule() throws Exception {
        String mix = "experiment E { machine smp 60 workload synthetic { arrivals poisson load 0.5 structure "
                + "malleable speedup bt { 8: 5.9 } time 1066 s request 30 fraction 100%% } pipeline P { share pdpa %s } }";
        List<Issue> equal = validator.validate(parseHelper.parse(mix.formatted("low 0.8 high 0.8")));
        assertTrue(equal.stream().noneMatch(i -> i.getSeverity() == Severity.ERROR), equal::toString);
        // the load rule's words are the core's: running (the default) and the options
        for (String word : List.of("running", "level", "queued", "heavy", "light")) {
            List<Issue> ok = validator.validate(parseHelper.parse(mix.formatted("load " + word)));
            assertTrue(ok.stream().noneMatch(i -> i.getSeverity() == Severity.ERROR), word + ": " + ok);
        }
        List<Issue> busy = validator.validate(parseHelper.parse(mix.formatted("load busy")));
        assertTrue(busy.stream().anyMatch(i -> i.getSeverity() == Severity.ERROR
                && i.getMessage().contains("running, level, queued, heavy, light")), busy::toString);
        for (String[] c : new String[][] {{"low 0.95", "PDPA needs low <= high efficiency, got low 0.95, high 0.9"},
                {"lightlow 0.8", "PDPA needs lightlow <= lighthigh efficiency, got lightlow 0.8, lighthigh 0.7"}}) {
            Model m = parseHelper.parse(mix.formatted(c[0]));
            assertEquals(List.of(), m.eResource().getErrors(), c[0]);
            List<Issue> errors = validator.validate(m).stream().filter(i -> i.getSeverity() == Severity.ERROR)
                    .toList();
            assertEquals(1, errors.size(), () -> c[0] + ": " + errors);
            assertEquals(IssueCodes.THRESHOLD_ORDER, errors.get(0).getCode());
            assertEquals(c[1], errors.get(0).getMessage());
        }
    }

    /** Exactly one error for {@code pipeline}; with {@code code == null}: a parse error (a negative number). */
    private void assertIssue(String pipeline, String code, String message) throws Exception {
        Model m = parseHelper.parse(Snippets.experiment(pipeline));
        if (code == null) {
            assertTrue(!m.eResource().getErrors().isEmpty(), pipeline);
            return;
        }
        assertEquals(List.of(), m.eResource().getErrors(), pipeline);
        List<Issue> errors = validator.validate(m).stream().filter(i -> i.getSeverity() == Severity.ERROR).toList();
        assertEquals(1, errors.size(), () -> pipeline + ": " + errors);
        assertEquals(code, errors.get(0).getCode(), pipeline);
        assertTrue(errors.get(0).getMessage().contains(message), () -> errors.get(0).getMessage());
    }
}
