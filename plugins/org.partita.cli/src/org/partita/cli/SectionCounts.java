package org.partita.cli;

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The verdicts counted at the head of a generated claims table. Read from its machine-readable line
 * ({@code <!-- counts: experiments=E claims=C holds=H fails=F inconclusive=I leaning_with=W leaning_against=A
 * marked=M stale=S -->}), or, for a table generated before that line existed, from its sentence
 * ({@code 11 experiments, 90 claims: 33 hold, 3 fail, 54 inconclusive; 13 of them marked not reproduced.}), which
 * does not tell the leanings and stale marks: those are {@link #UNKNOWN} then.
 */
public record SectionCounts(long experiments, long claims, long holds, long fails, long inconclusive, long leaningWith,
        long leaningAgainst, long marked, long stale) {

    /** A count the table does not tell. */
    static final long UNKNOWN = -1;

    private static final Pattern LINE = Pattern.compile("^<!-- counts: (.*?) -->$", Pattern.MULTILINE);
    private static final Pattern SENTENCE = Pattern.compile("^(\\d+) experiments?, (\\d+) claims?: (\\d+) holds?, "
            + "(\\d+) fails?, (\\d+) inconclusive; (\\d+) of them marked not reproduced\\.$", Pattern.MULTILINE);

    /** Inconclusive claims whose means lean neither way, or {@link #UNKNOWN}. */
    long neither() {
        return leaningWith < 0 || leaningAgainst < 0 ? UNKNOWN : inconclusive - leaningWith - leaningAgainst;
    }

    /** Claims decided either way. */
    long decided() {
        return holds + fails;
    }

    /**
     * The counts of a table (a section's body).
     *
     * @throws IllegalArgumentException when it has neither a count line nor a count sentence, or a count line
     *                                  without one of the counts
     */
    static SectionCounts of(String table) {
        Matcher m = LINE.matcher(table);
        if (m.find()) {
            Map<String, Long> v = new HashMap<>();
            for (String pair : m.group(1).trim().split("\\s+")) {
                String[] kv = pair.split("=", 2);
                if (kv.length == 2 && kv[1].matches("\\d+")) {
                    v.put(kv[0], Long.parseLong(kv[1]));
                }
            }
            return new SectionCounts(get(v, "experiments"), get(v, "claims"), get(v, "holds"), get(v, "fails"),
                    get(v, "inconclusive"), get(v, "leaning_with"), get(v, "leaning_against"), get(v, "marked"),
                    get(v, "stale"));
        }
        m = SENTENCE.matcher(table);
        if (m.find()) {
            return new SectionCounts(n(m, 1), n(m, 2), n(m, 3), n(m, 4), n(m, 5), UNKNOWN, UNKNOWN, n(m, 6), UNKNOWN);
        }
        throw new IllegalArgumentException("no count line ('<!-- counts: … -->') and no count sentence ('E "
                + "experiments, C claims: …')");
    }

    /** The sum of two tables' counts; a count unknown in either is unknown. */
    SectionCounts plus(SectionCounts o) {
        return new SectionCounts(experiments + o.experiments, claims + o.claims, holds + o.holds, fails + o.fails,
                inconclusive + o.inconclusive, sum(leaningWith, o.leaningWith), sum(leaningAgainst, o.leaningAgainst),
                marked + o.marked, sum(stale, o.stale));
    }

    static final SectionCounts ZERO = new SectionCounts(0, 0, 0, 0, 0, 0, 0, 0, 0);

    private static long sum(long a, long b) {
        return a < 0 || b < 0 ? UNKNOWN : a + b;
    }

    private static long get(Map<String, Long> v, String key) {
        Long n = v.get(key);
        if (n == null) {
            throw new IllegalArgumentException("the count line has no " + key + "=N");
        }
        return n;
    }

    private static long n(Matcher m, int group) {
        return Long.parseLong(m.group(group));
    }
}
