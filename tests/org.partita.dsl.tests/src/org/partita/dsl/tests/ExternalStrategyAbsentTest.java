package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.experiment.StandardStrategies;
import org.partita.dsl.standalone.Diagnostic;
import org.partita.dsl.standalone.PartitaFiles;

/**
 * Inside OSGi without a bundle contributing the example strategies (no bundle of this test runtime registers as a
 * buddy of the core), {@code extensions/strategies/compare.partita} names unknown strategies, reported at their
 * file, line and column. The workbench tests run the same file with the strategies contributed.
 */
class ExternalStrategyAbsentTest {

    @Test
    void withoutAContributingBundleTheExampleNamesUnknownStrategies() throws Exception {
        assertNull(StandardStrategies.allocators().strategies().origin(org.partita.core.strategy.Family.ALLOCATE,
                "last-fit"));
        assertFalse(StandardStrategies.shared().names(org.partita.core.strategy.Family.QUEUE).contains("largest-first"));
        Path file = Snippets.examples().resolve("../extensions/strategies/compare.partita").normalize();
        assertEquals(true, Files.isRegularFile(file), file.toString());
        List<String> errors = PartitaFiles.load(file).validate().stream().filter(Diagnostic::isError)
                .map(d -> d.line() + ":" + d.column() + ": " + d.message().replaceAll("^(unknown [a-z ]+ '[^']+').*", "$1")).toList();
        assertEquals(List.of("16:36: unknown allocation strategy 'last-fit'",
                "17:30: unknown queue discipline 'largest-first'",
                "18:31: unknown queue discipline 'largest-first'",
                "18:63: unknown allocation strategy 'last-fit'"), errors);
    }
}
