package org.partita.core.claims;

import java.util.List;

/**
 * The claims of a suite as a Markdown table — what the paper states, what we measured, ours over the paper's
 * number, the verdict — for the reproduction documents: the suite writes it as {@code claims.md} beside its
 * {@code index.html}, and {@code partita suite DIR --docs FILE} copies it into a document. It holds no wall time or
 * path, so the same results give the same bytes.
 */
public final class ClaimsMarkdown {

    /** The claims of one experiment, in file order. */
    public record Experiment(String name, List<ClaimOutcome> outcomes) {
    }

    private ClaimsMarkdown() {
    }

    /** A count line and one table row per claim, experiments in the given order. */
    public static String table(List<Experiment> experiments) {
        long claims = 0;
        long[] verdicts = new long[Verdict.values().length];
        long marked = 0;
        for (Experiment e : experiments) {
            for (ClaimOutcome o : e.outcomes()) {
                claims++;
                verdicts[o.verdict().ordinal()]++;
                marked += o.claim().notReproduced() != null ? 1 : 0;
            }
        }
        StringBuilder s = new StringBuilder();
        s.append(countsLine(experiments.size(), claims, verdicts, 0, 0, marked, 0));
        s.append(experiments.size()).append(" experiments, ").append(claims).append(" claims: ")
                .append(verdicts[Verdict.HOLDS.ordinal()]).append(" hold, ")
                .append(verdicts[Verdict.FAILS.ordinal()]).append(" fail, ")
                .append(verdicts[Verdict.INCONCLUSIVE.ordinal()]).append(" inconclusive; ").append(marked)
                .append(" of them marked not reproduced.\n\n");
        s.append("| Claim | Paper | Ours | Ours ÷ paper | Verdict |\n| --- | --- | --- | --- | --- |\n");
        for (Experiment e : experiments) {
            for (ClaimOutcome o : e.outcomes()) {
                s.append("| `").append(o.claim().source()).append("` | ").append(cell(o.stated())).append(" | ")
                        .append(cell(o.measured())).append(" | ").append(o.ratio().isEmpty() ? "–" : o.ratio())
                        .append(" | ").append(verdict(o)).append(" |\n");
            }
        }
        return s.toString();
    }

    /** The prefix of the machine-readable count line that heads every table (read by the scorecard). */
    public static final String COUNTS = "<!-- counts: ";

    /**
     * {@code <!-- counts: experiments=E claims=C holds=H fails=F inconclusive=I leaning_with=W leaning_against=A
     * marked=M stale=S -->}: the table's verdicts counted, for tools that sum suites (a paper's scorecard).
     */
    static String countsLine(int experiments, long claims, long[] verdicts, long leaningWith, long leaningAgainst,
            long marked, long stale) {
        return COUNTS + "experiments=" + experiments + " claims=" + claims + " holds="
                + verdicts[Verdict.HOLDS.ordinal()] + " fails=" + verdicts[Verdict.FAILS.ordinal()] + " inconclusive="
                + verdicts[Verdict.INCONCLUSIVE.ordinal()] + " leaning_with=" + leaningWith + " leaning_against="
                + leaningAgainst + " marked=" + marked + " stale=" + stale + " -->\n";
    }

    private static String verdict(ClaimOutcome o) {
        String reason = o.claim().notReproduced();
        return reason == null ? o.verdict().label()
                : "**not reproduced** (" + o.verdict().label() + "): " + cell(reason);
    }

    /** A table cell: pipes escaped, line breaks as spaces. */
    static String cell(String s) {
        return s.replace("\\", "\\\\").replace("|", "\\|").replace('\n', ' ').replace('\r', ' ');
    }
}
