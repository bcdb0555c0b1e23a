package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.partita.dsl.standalone.Diagnostic;
import org.partita.dsl.standalone.PartitaFiles;

/**
 * A syntax error comes before the errors that follow from it, although they stand earlier in the file: a stray word
 * after a strategy's name is first read as a parameter (an error at its column), then the parser fails at the brace
 * after it (the root cause, five columns on).
 */
class DiagnosticOrderTest {

    @Test
    void theSyntaxErrorComesFirst(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("stray.partita");
        Files.writeString(file, ResumeTest.TEXT.replace("allocate adaptive-scan }", "allocate adaptive-scan this }"));
        for (List<Diagnostic> diagnostics : List.of(PartitaFiles.load(file).validate(),
                PartitaFiles.load(file).runDiagnostics(null))) {
            assertTrue(diagnostics.size() >= 2, diagnostics.toString());
            Diagnostic first = diagnostics.get(0);
            assertTrue(first.isSyntaxError(), diagnostics.toString());
            assertEquals(10, first.line(), diagnostics.toString());
            Diagnostic second = diagnostics.get(1);
            assertTrue(!second.isSyntaxError() && second.line() == 10 && second.column() < first.column(),
                    diagnostics.toString());
        }
    }
}
