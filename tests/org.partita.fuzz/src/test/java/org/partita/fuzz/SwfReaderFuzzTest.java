package org.partita.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;

import org.partita.core.workload.swf.SwfFormatException;
import org.partita.core.workload.swf.SwfReader;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The SWF reader, strict and lenient: every input is read, or refused with the file and line; nothing else. */
class SwfReaderFuzzTest {

    @Provide
    Arbitrary<String> swf() {
        return Inputs.swfText();
    }

    @Property
    void strictReadingEndsOrNamesTheLine(@ForAll("swf") String text) throws Exception {
        read(text, false);
    }

    @Property
    void lenientReadingEndsOrNamesTheLine(@ForAll("swf") String text) throws Exception {
        read(text, true);
    }

    static void read(String text, boolean lenient) throws Exception {
        try (SwfReader r = new SwfReader(new StringReader(text), "fuzz.swf", lenient)) {
            r.readHeader();
            int n = 0;
            while (r.next() != null) {
                assertTrue(++n <= 100_000, "more records than lines");
            }
        } catch (SwfFormatException e) {
            assertTrue(e.getMessage() != null && e.getMessage().startsWith("fuzz.swf"), e.getMessage());
        }
    }
}
