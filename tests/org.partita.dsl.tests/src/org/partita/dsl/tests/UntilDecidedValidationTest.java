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
import org.partita.dsl.partita.Model;
import org.partita.dsl.validation.IssueCodes;

/** {@code replications MIN to MAX until decided}: a range from 2 up, and claims to decide. */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class UntilDecidedValidationTest {

    @Inject
    private ParseHelper<Model> parseHelper;
    @Inject
    private ValidationTestHelper validator;

    private List<Issue> issues(String replications, String claims) throws Exception {
        Model m = parseHelper.parse(PartitaValidationTest.CLAIMS.replace("replications 2", replications)
                .formatted(claims));
        assertEquals(List.of(), m.eResource().getErrors());
        return validator.validate(m);
    }

    @Test
    void aRangeFromTwoWithClaimsIsValid() throws Exception {
        assertEquals(List.of(), issues("replications 2 to 30 until decided", "expect A near B on response within 5%"));
    }

    @Test
    void aFixedCountOrOneReplicationIsAnError() throws Exception {
        for (String r : List.of("replications 1 to 9 until decided", "replications 5 until decided")) {
            List<Issue> errors = issues(r, "expect A below B on response").stream()
                    .filter(i -> i.getSeverity() == Severity.ERROR).toList();
            assertEquals(1, errors.size(), r + ": " + errors);
            assertEquals(IssueCodes.SEQUENTIAL_NEEDS_RANGE, errors.get(0).getCode());
            assertTrue(errors.get(0).getMessage().contains("replicating until the claims are decided needs "
                    + "'replications MIN to MAX' with MIN >= 2"), errors.get(0).getMessage());
        }
    }

    @Test
    void withoutClaimsThereIsNothingToDecide() throws Exception {
        List<Issue> issues = issues("replications 2 to 9 until decided", "");
        assertEquals(1, issues.size(), issues::toString);
        assertEquals(Severity.WARNING, issues.get(0).getSeverity());
        assertTrue(issues.get(0).getMessage().contains("has no claim ('expect …') to decide: it runs 2 replications"),
                issues.get(0).getMessage());
    }
}
