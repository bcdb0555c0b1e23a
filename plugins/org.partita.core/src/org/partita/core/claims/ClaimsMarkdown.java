package org.partita.core.claims;

import java.util.List;

/**
 * The claims of a suite as a Markdown table — what the paper states, what we measured, ours over the paper's
 * number, the rule that judged it, the verdict (with the lean of an undecided one), its p-value and whether it is
 * kept under the suite's false-discovery control — for the reproduction documents: the suite writes it as {@code claims.md} beside its
 * {@code index.html}, and {@code partita suite DIR --docs FILE} copies it into a document. It holds no wall time or
 * path, so the same results give the same bytes.
 */
public final class ClaimsMarkdown {

    /** The claims of one experiment, in file order. */
    public record Experiment(String name, List<ClaimOutcome> outcomes) {
    }

    private ClaimsMarkdown() {
    }

    /**
     * A count line and one table row per claim, experiments in the given order; the suite's decided verdicts are
     * controlled together ({@link FalseDiscovery}, rate {@link FalseDiscovery#RATE}).
     */
    public static String table(List<Experiment> experiments) {
        return table(experiments, List.of());
    }

    /**
     * {@link #table(List)}, saying after the count which experiments {@code notStored} are left out because their
     * runs are not all stored yet (a suite built from the store alone, {@code partita suite --from-store}).
     */
    public static String table(List<Experiment> experiments, List<String> notStored) {
        List<ClaimOutcome> all = experiments.stream().flatMap(e -> e.outcomes().stream()).toList();
        boolean[] kept = FalseDiscovery.kept(all, FalseDiscovery.RATE);
        long[] verdicts = new long[Verdict.values().length];
        long marked = 0;
        long with = 0;
        long against = 0;
        long stale = 0;
        long keptCount = 0;
        for (int i = 0; i < all.size(); i++) {
            ClaimOutcome o = all.get(i);
            verdicts[o.verdict().ordinal()]++;
            marked += o.claim().notReproduced() != null ? 1 : 0;
            stale += o.staleMark() ? 1 : 0;
            keptCount += kept[i] ? 1 : 0;
            if (o.verdict() == Verdict.INCONCLUSIVE) {
                with += o.lean() == Lean.WITH ? 1 : 0;
                against += o.lean() == Lean.AGAINST ? 1 : 0;
            }
        }
        long decided = verdicts[Verdict.HOLDS.ordinal()] + verdicts[Verdict.FAILS.ordinal()];
        StringBuilder s = new StringBuilder();
        s.append(countsLine(experiments.size(), all.size(), verdicts, with, against, marked, stale));
        s.append(experiments.size()).append(" experiments, ").append(all.size()).append(" claims: ")
                .append(verdicts[Verdict.HOLDS.ordinal()]).append(" hold, ")
                .append(verdicts[Verdict.FAILS.ordinal()]).append(" fail, ")
                .append(verdicts[Verdict.INCONCLUSIVE.ordinal()]).append(" inconclusive (").append(with)
                .append(" with the means leaning with the statement, ").append(against).append(" against); ")
                .append(marked).append(" marked not reproduced").append(stale == 0 ? "" : ", " + stale
                        + " of them stale marks (they now hold)")
                .append(". At a false discovery rate of 5 % over these claims (Benjamini–Hochberg), ")
                .append(keptCount).append(" of the ").append(decided).append(" decided verdicts are kept.\n\n");
        if (!notStored.isEmpty()) {
            s.append("Not in this table, their runs not all stored yet (a build from the store alone): ")
                    .append(notStored.size()).append(notStored.size() == 1 ? " experiment, " : " experiments, ")
                    .append(String.join(", ", notStored.stream().map(n -> "`" + n + "`").toList())).append(".\n\n");
        }
        s.append("| Claim | Paper | Ours | Ours ÷ paper | Rule | Verdict | p | Kept |\n"
                + "| --- | --- | --- | --- | --- | --- | --- | --- |\n");
        int i = 0;
        for (Experiment e : experiments) {
            for (ClaimOutcome o : e.outcomes()) {
                s.append("| `").append(o.claim().source()).append("` | ").append(cell(o.stated())).append(" | ")
                        .append(cell(o.measured())).append(" | ").append(o.ratio().isEmpty() ? "–" : o.ratio())
                        .append(" | ").append(o.rule() == null ? "–" : o.rule().label()).append(" | ")
                        .append(verdict(o)).append(" | ").append(o.verdict() == Verdict.INCONCLUSIVE ? "–"
                                : ClaimsFile.pValue(o))
                        .append(" | ").append(o.verdict() == Verdict.INCONCLUSIVE ? "–" : kept[i] ? "yes" : "no")
                        .append(" |\n");
                i++;
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
        String label = o.verdict().label() + (o.verdict() == Verdict.INCONCLUSIVE && o.lean() != Lean.NONE
                ? " (" + o.lean().words() + ")" : "");
        if (o.staleMark()) {
            return "**stale mark** (" + label + ", marked not reproduced): " + cell(reason);
        }
        return reason == null ? label : "**not reproduced** (" + label + "): " + cell(reason);
    }

    /** A table cell: pipes escaped, line breaks as spaces. */
    static String cell(String s) {
        return s.replace("\\", "\\\\").replace("|", "\\|").replace('\n', ' ').replace('\r', ' ');
    }
}
