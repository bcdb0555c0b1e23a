package org.partita.fuzz;

import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Generators of almost-valid inputs: valid material with tokens replaced, deleted, duplicated or corrupted. */
final class Inputs {

    private Inputs() {
    }

    /** Numbers and junk that SWF fields and CSV cells meet in practice, and some they should never meet. */
    static Arbitrary<String> field() {
        return Arbitraries.oneOf(
                Arbitraries.integers().between(-2, 2000).map(String::valueOf),
                Arbitraries.longs().map(String::valueOf),
                Arbitraries.doubles().map(String::valueOf),
                Arbitraries.of("-1", "0", "1", "1e309", "-1e309", "NaN", "Infinity", "-0", "0x1F", "1.5e3", "",
                        " ", "1O", "99999999999", "9223372036854775808", "\t", ";", "#", "\"", ",", "\u00a0", "١٢٣"),
                Arbitraries.strings().ofMaxLength(6));
    }

    /** An SWF line: a comment, a header line, or up to 25 fields separated by spaces or tabs. */
    static Arbitrary<String> swfLine() {
        Arbitrary<String> record = field().list().ofMinSize(0).ofMaxSize(25)
                .map(fs -> String.join(" ", fs));
        Arbitrary<String> valid = Combinators.combine(Arbitraries.longs().between(1, 1000),
                Arbitraries.longs().between(0, 100000), Arbitraries.integers().between(-1, 5000),
                Arbitraries.integers().between(-1, 512)).as((id, submit, run, procs) -> id + " " + submit + " 0 "
                        + run + " " + procs + " -1 -1 " + procs + " " + run + " -1 1 1 1 1 1 -1 -1 -1");
        Arbitrary<String> header = Combinators.combine(Arbitraries.of("MaxProcs", "MaxNodes", "Version",
                "UnixStartTime", "Note", "MaxJobs"), field()).as((k, v) -> "; " + k + ": " + v);
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, valid), net.jqwik.api.Tuple.of(3, record),
                net.jqwik.api.Tuple.of(1, header), net.jqwik.api.Tuple.of(1, Arbitraries.strings().ofMaxLength(40)));
    }

    static Arbitrary<String> swfText() {
        return swfLine().list().ofMaxSize(30).map(ls -> String.join("\n", ls));
    }

    /** {@code base} changed by up to four edits: delete, duplicate or replace a span, or insert a token. */
    static Arbitrary<String> mutated(String base, List<String> tokens) {
        Arbitrary<Edit> edit = Combinators.combine(Arbitraries.integers().between(0, 3),
                Arbitraries.doubles().between(0, 1), Arbitraries.integers().between(0, 40),
                Arbitraries.oneOf(Arbitraries.of(tokens), field())).as(Edit::new);
        return edit.list().ofMinSize(1).ofMaxSize(4).map(edits -> {
            String s = base;
            for (Edit e : edits) {
                s = e.apply(s);
            }
            return s;
        });
    }

    private record Edit(int kind, double at, int length, String token) {
        String apply(String s) {
            int from = (int) (at * s.length());
            int to = Math.min(s.length(), from + length);
            return switch (kind) {
                case 0 -> s.substring(0, from) + s.substring(to);
                case 1 -> s.substring(0, to) + s.substring(from, to) + s.substring(to);
                case 2 -> s.substring(0, from) + token + s.substring(to);
                default -> s.substring(0, from) + " " + token + " " + s.substring(from);
            };
        }
    }
}
