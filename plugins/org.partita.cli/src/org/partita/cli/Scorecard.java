package org.partita.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A paper-by-paper scorecard of the claims tables of a document: one row per generated section (a suite's CI
 * files, or its paper-size files), with the claims, how many are decided, agree and disagree with the paper, how
 * the undecided ones lean, and the stale marks; a total row. Rows come from each table's count line
 * ({@link SectionCounts}); the paper is the nearest level-2 heading above the section, up to its colon
 * ({@code ## Kim and Yoon 1995: the suite …} gives {@code Kim and Yoon 1995}).
 */
public final class Scorecard {

    /** One section's row; {@code counts} is null for a placeholder (markers without a table yet). */
    public record Row(String paper, String suite, String runs, SectionCounts counts) {
    }

    private Scorecard() {
    }

    /**
     * The rows of the claims sections of {@code doc}, in document order.
     *
     * @throws IllegalArgumentException naming {@code file} and the section's line when a table has no counts
     */
    public static List<Row> rows(String doc, Path file) {
        List<Row> rows = new ArrayList<>();
        for (DocsSection.Found s : DocsSection.all(doc, file)) {
            SectionCounts counts = null; // a placeholder, not generated yet
            try {
                counts = s.body().isBlank() ? null : SectionCounts.of(s.body());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ":" + s.line() + ": the claims of " + s.key() + ": "
                        + e.getMessage());
            }
            int space = s.key().indexOf(' ');
            String suite = space < 0 ? s.key() : s.key().substring(0, space);
            String include = space < 0 ? null : s.key().substring(space + 1);
            rows.add(new Row(paper(doc, s.line(), suite), suite, runs(include), counts));
        }
        // a paper's rows together, in the order the papers come, its CI table first (a stable sort)
        List<String> papers = rows.stream().map(Row::paper).distinct().toList();
        rows.sort(Comparator.comparingInt((Row r) -> papers.indexOf(r.paper())).thenComparing(r -> !r.runs().equals(
                "CI")));
        return rows;
    }

    /** What a section's runs are: the suite's default (CI) files, its paper-size files, or other files. */
    static String runs(String include) {
        if (include == null) {
            return "CI";
        }
        return include.startsWith("full-") ? "paper size" : "`" + include + "`";
    }

    /** The text of the nearest {@code ## } heading above line {@code line}, up to its colon; else the suite. */
    private static String paper(String doc, int line, String suite) {
        List<String> lines = doc.lines().toList();
        for (int i = Math.min(line, lines.size()) - 1; i >= 0; i--) {
            String l = lines.get(i);
            if (l.startsWith("## ")) {
                String h = l.substring(3).strip();
                int colon = h.indexOf(':');
                return colon > 0 ? h.substring(0, colon).strip() : h;
            }
        }
        return suite;
    }

    /** The scorecard as Markdown: a legend, the table with a total row, a note when some counts are unknown. */
    public static String table(List<Row> rows) {
        StringBuilder b = new StringBuilder();
        b.append("| Paper | Suite | Runs | Claims | Decided | Agree | Disagree | Undecided, leaning with | "
                + "Undecided, leaning against | Undecided, neither | Stale marks |\n");
        b.append("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
        SectionCounts total = SectionCounts.ZERO;
        for (Row r : rows) {
            b.append("| ").append(r.paper()).append(" | `").append(r.suite()).append("` | ").append(r.runs());
            if (r.counts() == null) {
                b.append(" | not generated yet | | | | | | | |\n");
                continue;
            }
            b.append(cells(r.counts())).append('\n');
            total = total.plus(r.counts());
        }
        b.append("| **All** | |").append(cells(total)).append('\n');
        b.append("\n*Decided*: the claims that hold or fail; *agree*: hold; *disagree*: fail (marked not reproduced);\n"
                + "*undecided*: inconclusive, split by whether the means lean with or against the paper's statement;\n"
                + "*stale marks*: claims marked not reproduced whose verdict now agrees with the paper.");
        if (total.stale() < 0) {
            b.append("\n*?*: the table was generated before the count line that tells it; the next "
                    + "`partita suite --docs` of that\nsuite fills it in.");
        }
        return b.append('\n').toString();
    }

    private static String cells(SectionCounts c) {
        return " | " + c.claims() + " | " + c.decided() + " | " + c.holds() + " | " + c.fails() + " | "
                + n(c.leaningWith()) + " | " + n(c.leaningAgainst()) + " | " + n(c.neither()) + " | " + n(c.stale())
                + " |";
    }

    private static String n(long count) {
        return count < 0 ? "?" : Long.toString(count);
    }
}
