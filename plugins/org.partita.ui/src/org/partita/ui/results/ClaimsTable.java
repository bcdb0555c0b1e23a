package org.partita.ui.results;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.partita.core.claims.ClaimsFile;
import org.partita.core.claims.Verdict;

/**
 * {@code claims.csv} of the results contract ({@link ClaimsFile}): one row per {@code expect} claim with its verdict,
 * what it states and what was measured, and the reason when a claim is marked not reproduced.
 */
public final class ClaimsTable {

    /**
     * One claim's row.
     *
     * @param rule how it was judged ({@code paired}, {@code intervals}, …; empty when nothing was)
     * @param lean {@code with}, {@code against} or empty: which way the means point
     */
    public record Row(String experiment, String source, String claim, String verdict, String stated,
            String measured, String notReproduced, String rule, String lean) {

        /**
         * {@code fails (not reproduced: …)} for a claim known not to hold, {@code inconclusive (means against)} with
         * the lean of an undecided claim, {@code holds (stale mark: …)} for a marked claim that holds, else the
         * verdict.
         */
        public String label() {
            if (!notReproduced.isEmpty() && "holds".equals(verdict)) {
                return "holds (stale mark: marked not reproduced: " + notReproduced + ")";
            }
            String v = "inconclusive".equals(verdict) && !lean.isEmpty() ? verdict + " (means " + lean + ")" : verdict;
            return notReproduced.isEmpty() ? v : v + " (not reproduced: " + notReproduced + ")";
        }
    }

    private static final List<String> HEADER = Arrays.asList(ClaimsFile.HEADER.split(","));

    private final List<Row> rows;

    private ClaimsTable(List<Row> rows) {
        this.rows = List.copyOf(rows);
    }

    public List<Row> rows() {
        return rows;
    }

    public static ClaimsTable read(Path file) throws IOException {
        return of(CsvReader.readWithHeader(file), file.toString());
    }

    public static ClaimsTable read(Reader in, String fileName) throws IOException {
        return of(CsvReader.readWithHeader(in, fileName), fileName);
    }

    private static ClaimsTable of(List<CsvReader.Record> records, String fileName) throws ResultFormatException {
        if (!records.get(0).fields().equals(HEADER)) {
            throw new ResultFormatException(fileName, 1, null, "the header must be " + ClaimsFile.HEADER);
        }
        List<Row> rows = new ArrayList<>();
        for (CsvReader.Record r : records.subList(1, records.size())) {
            List<String> f = r.fields();
            if (f.size() == 1 && f.get(0).isEmpty()) {
                continue;
            }
            if (f.size() != HEADER.size()) {
                throw new ResultFormatException(fileName, r.line(), null,
                        "expected " + HEADER.size() + " fields, found " + f.size());
            }
            if (Arrays.stream(Verdict.values()).noneMatch(v -> v.label().equals(f.get(3)))) {
                throw new ResultFormatException(fileName, r.line(), null,
                        "verdict must be holds, fails or inconclusive, found '" + f.get(3) + "'");
            }
            rows.add(new Row(f.get(0), f.get(1), f.get(2), f.get(3), f.get(4), f.get(5), f.get(6), f.get(7),
                    f.get(8)));
        }
        return new ClaimsTable(rows);
    }
}
