package org.partita.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.GenerationMode;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The corpus: inputs that once failed, or that stand for an edge case fixed by hand (an empty trace, submit times
 * going backwards, a number too large for its field, an unterminated quote, a damaged stored run), replayed through the same properties
 * as the fuzzers on every build. A case found by a fuzzer goes into {@code src/test/resources/corpus/<kind>/}.
 */
class CorpusTest {

    static final Path CORPUS = Path.of("src/test/resources/corpus");

    static List<Path> files(String kind) throws Exception {
        try (var s = Files.list(CORPUS.resolve(kind))) {
            return s.sorted().toList();
        }
    }

    @Provide
    Arbitrary<Path> swf() throws Exception {
        return Arbitraries.of(files("swf"));
    }

    @Provide
    Arbitrary<Path> partita() throws Exception {
        return Arbitraries.of(files("partita"));
    }

    @Provide
    Arbitrary<Path> jobs() throws Exception {
        return Arbitraries.of(files("jobs"));
    }

    @Provide
    Arbitrary<Path> summary() throws Exception {
        return Arbitraries.of(files("summary"));
    }

    @Provide
    Arbitrary<Path> store() throws Exception {
        return Arbitraries.of(files("store"));
    }

    @Property(generation = GenerationMode.EXHAUSTIVE)
    void swfCases(@ForAll("swf") Path f) throws Exception {
        String text = Files.readString(f);
        SwfReaderFuzzTest.read(text, false);
        SwfReaderFuzzTest.read(text, true);
    }

    @Property(generation = GenerationMode.EXHAUSTIVE)
    void experimentCases(@ForAll("partita") Path f) throws Exception {
        ExperimentFileFuzzTest.check(f);
    }

    @Property(generation = GenerationMode.EXHAUSTIVE)
    void jobsCases(@ForAll("jobs") Path f) throws Exception {
        ResultReadersFuzzTest.jobs(Files.readString(f));
    }

    @Property(generation = GenerationMode.EXHAUSTIVE)
    void summaryCases(@ForAll("summary") Path f) throws Exception {
        ResultReadersFuzzTest.summary(Files.readString(f));
    }

    /** Stored runs damaged as a kill, a full disk or a hand edit damage them (only {@code valid.txt} is intact). */
    @Property(generation = GenerationMode.EXHAUSTIVE)
    void storeCases(@ForAll("store") Path f) throws Exception {
        StoreReaderFuzzTest.read(Files.readAllBytes(f), org.partita.core.experiment.StoredRunAccess.PART);
    }

    @Example
    void theStoreCorpusStartsFromTheRunStoreOfToday() throws Exception {
        assertArrayEquals(StoreReaderFuzzTest.VALID, Files.readAllBytes(CORPUS.resolve("store/valid.txt")));
    }

    @Example
    void theCorpusIsThere() throws Exception {
        for (String kind : List.of("swf", "partita", "jobs", "summary", "store")) {
            assertFalse(files(kind).isEmpty(), kind);
        }
    }
}
