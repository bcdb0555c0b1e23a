package org.partita.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.xtext.ide.server.formatting.FormattingService;
import org.junit.jupiter.api.Test;

/** Formatting through the ide {@link FormattingService} (the language's formatter2), whole text and a range. */
class PartitaFormattingServiceTest {

    private static String format(String text, int offset, int length) {
        IdeFixture f = IdeFixture.of(text);
        return f.apply(f.get(FormattingService.class).format(f.resource, f.document, offset, length,
                new FormattingOptions(4, false)));
    }

    @Test
    void formatsTheWholeFile() {
        String text = "machine M mesh 8 x 8 pipeline P{queue   fcfs\nallocate first-fit} pipeline Q{queue  sjf}";
        assertEquals("machine M mesh 8 x 8\n\npipeline P {\n\tqueue fcfs\n\tallocate first-fit\n}\n\n"
                + "pipeline Q { queue sjf }\n", format(text, 0, text.length()));
    }

    @Test
    void formatsOnlyTheSelectedRange() {
        String text = "machine M   mesh 8 x 8\n\npipeline P {\n\tqueue    fcfs\n}\n";
        int from = text.indexOf("queue");
        String formatted = format(text, from, "queue    fcfs".length());
        assertEquals("machine M   mesh 8 x 8\n\npipeline P {\n\tqueue fcfs\n}\n", formatted);
    }
}
