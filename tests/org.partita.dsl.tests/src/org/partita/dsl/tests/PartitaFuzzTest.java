package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;

import com.google.inject.Inject;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.eclipse.xtext.testing.validation.ValidationTestHelper;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.partita.dsl.partita.Model;

/**
 * Mutated example files (characters and tokens deleted, duplicated, swapped, replaced) must give diagnostics, never
 * an exception, and parse and validate quickly. A validator that throws shows up as an "Error executing EValidator"
 * issue, which fails the test.
 */
@ExtendWith(InjectionExtension.class)
@InjectWith(PartitaInjectorProvider.class)
class PartitaFuzzTest {

    private static final String[] SNIPPETS = {"{", "}", "0", "-1", "99999999999", "x", "to", "step", ",", "%", "s",
        "over", "\"", "experiment", "machine", "pipeline", "allocate", "0.0.0", ":", "extends", "set", "1 to"};

    @Inject
    private ParseHelper<Model> parseHelper;
    @Inject
    private ValidationTestHelper validator;

    @Test
    void mutatedExamplesGiveDiagnosticsNotExceptions() throws Exception {
        List<Path> files = Snippets.exampleFiles();
        SplittableRandom random = new SplittableRandom(20240601L);
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            for (int i = 0; i < 400; i++) {
                String text = Snippets.read(files.get(random.nextInt(files.size())));
                String mutated = mutate(text, random);
                Model m = parseHelper.parse(mutated);
                if (m == null) {
                    continue; // nothing parsed at all (e.g. empty text) is fine: the resource has the errors
                }
                List<Issue> issues = validator.validate(m);
                for (Issue issue : issues) {
                    assertNotNull(issue.getMessage());
                    if (issue.getMessage().contains("Error executing EValidator")) {
                        throw new AssertionError("validator crashed on:\n" + mutated);
                    }
                }
            }
        });
    }

    static String mutate(String text, SplittableRandom r) {
        StringBuilder b = new StringBuilder(text);
        int edits = 1 + r.nextInt(4);
        for (int k = 0; k < edits && b.length() > 2; k++) {
            int at = r.nextInt(b.length());
            switch (r.nextInt(5)) {
                case 0 -> b.deleteCharAt(at);
                case 1 -> b.delete(at, Math.min(b.length(), at + 1 + r.nextInt(12)));
                case 2 -> b.insert(at, " " + SNIPPETS[r.nextInt(SNIPPETS.length)] + " ");
                case 3 -> b.setCharAt(at, (char) (' ' + r.nextInt(95)));
                default -> {
                    int other = r.nextInt(b.length());
                    char c = b.charAt(at);
                    b.setCharAt(at, b.charAt(other));
                    b.setCharAt(other, c);
                }
            }
        }
        return b.toString();
    }
}
