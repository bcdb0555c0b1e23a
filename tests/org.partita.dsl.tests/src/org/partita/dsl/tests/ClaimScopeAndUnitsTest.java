package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.partita.core.claims.Comparison;
import org.partita.core.claims.PointScope;
import org.partita.dsl.interpreter.ClaimsBuilder;
import org.partita.dsl.partita.Expect;
import org.partita.dsl.partita.Model;
import org.partita.dsl.validation.IssueCodes;

/**
 * A claim is checked on what it says: {@code at} names one point, so a variable given twice is an error at its
 * line; a number compared with a metric is written in a unit that agrees with the metric (a time, a fraction, a
 * percentage, a count), or it is an error at its line.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class ClaimScopeAndUnitsTest {

    @Inject
    private ParseHelper<Model> parser;
    @Inject
    private ValidationTestHelper validator;

    /** {@code %s}: the claim, on line 8. */
    private static final String FILE = """
            experiment E {
                machine mesh 8 x 8
                workload synthetic { jobs 200 arrivals poisson load 0.1, 0.2 service exponential mean 5 s }
                pipeline FF { queue fcfs allocate first-fit }
                pipeline AS { queue fcfs allocate adaptive-scan }
                replications 2
                measure response, wait, utilization, allocation-miss, jobs, asqt
                %s
            }
            """;

    private Model parse(String claim) throws Exception {
        Model m = parser.parse(FILE.formatted(claim));
        assertEquals(List.of(), m.eResource().getErrors(), claim);
        return m;
    }

    private List<Issue> errors(String claim) throws Exception {
        return validator.validate(parse(claim)).stream().filter(i -> i.getSeverity() == Severity.ERROR).toList();
    }

    private Comparison claim(String text) throws Exception {
        Model m = parse(text);
        validator.assertNoErrors(m);
        return assertInstanceOf(Comparison.class, ClaimsBuilder.claims(Experiments.find(m, "E")).get(0));
    }

    @Test
    void aVariableGivenTwiceAfterAtIsAnErrorAtItsLine() throws Exception {
        List<Issue> errors = errors("expect FF below AS on response at load 0.1, load 0.2");
        assertEquals(1, errors.size(), errors.toString());
        Issue e = errors.get(0);
        assertEquals(IssueCodes.BAD_CLAIM, e.getCode());
        assertEquals(8, e.getLineNumber());
        assertTrue(e.getMessage().startsWith("'at' names one point, with one value of each variable: 'load' is given "
                + "twice"), e.getMessage());
        // the core refuses it too, for claims built without the validator (generated code)
        assertThrows(IllegalArgumentException.class,
                () -> PointScope.at(List.of("load", "load"), List.of(0.1, 0.2)));
    }

    @Test
    void oneValueOfEachVariableIsOnePoint() throws Exception {
        assertEquals("at load 0.1", claim("expect FF below AS on response at load 0.1").scope().describe());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "expect FF below 5 s on utilization | utilization is a fraction: write the number as a fraction (0.5) or a "
                + "percentage (50%), not in s",
        "expect FF below 50% on response | response is a time: write the number in s, ms, min or h (or plain, in "
                + "seconds), not in %",
        "expect FF below 2 min on allocation-miss | allocation-miss is a percentage: write the number in % (or "
                + "plain), not in min",
        "expect FF above 10% on jobs | jobs is a count or a ratio: write the number plain, without '%'",
        "expect FF below 3 s on asqt | asqt is in s²: write the number plain, in s², without 's'"})
    void aNumberInAUnitTheMetricIsNotInIsAnErrorAtItsLine(String claim, String message) throws Exception {
        List<Issue> errors = errors(claim);
        assertEquals(1, errors.size(), errors.toString());
        assertEquals(IssueCodes.BAD_UNIT, errors.get(0).getCode());
        assertEquals(8, errors.get(0).getLineNumber());
        assertEquals(message, errors.get(0).getMessage());
        Expect x = (Expect) Experiments.find(parse(claim), "E").getMembers().stream()
                .filter(Expect.class::isInstance).findFirst().orElseThrow();
        assertThrows(IllegalArgumentException.class, () -> ClaimsBuilder.claim(x), "not read as another number");
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource(delimiter = '|', value = {
        "expect FF below 5 s on response | 5",
        "expect FF below 2 min on response | 120",
        "expect FF below 250 ms on wait | 0.25",
        "expect FF below 7 on response | 7",
        "expect FF below 50% on utilization | 0.5",
        "expect FF below 0.5 on utilization | 0.5",
        "expect FF below 20% on allocation-miss | 20",
        "expect FF above 150 on jobs | 150",
        "expect FF below 400 on asqt | 400"})
    void aNumberInAnAgreeingUnitIsReadInTheMetricsUnit(String claim, double value) throws Exception {
        assertEquals(value, claim(claim).bound(), 1e-12);
    }
}
