package org.partita.core.claims;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.partita.core.experiment.AtomicFiles;
import org.partita.core.experiment.Csv;
import org.partita.core.experiment.ExperimentResult;

/**
 * {@code claims.csv}: one row per claim of an experiment, written atomically beside {@code summary.csv}. Columns:
 * {@code experiment, source, claim, verdict, stated, measured, not_reproduced} (the reason, empty for a claim that
 * is expected to hold), {@code rule} (how it was judged: {@link Rule}), {@code lean} ({@code with}, {@code against}
 * or empty: which way the means point, {@link Lean}) and {@code p_value} ({@link ClaimSignificance}; 1 when
 * inconclusive).
 */
public final class ClaimsFile {

    public static final String NAME = "claims.csv";
    public static final String HEADER = "experiment,source,claim,verdict,stated,measured,not_reproduced,rule,lean,"
            + "p_value";

    private ClaimsFile() {
    }

    /** Every claim checked against {@code result}, in order, with its p-value. */
    public static List<ClaimOutcome> evaluate(List<? extends Claim> claims, ExperimentResult result) {
        List<ClaimOutcome> out = new ArrayList<>();
        for (Claim c : claims) {
            out.add(ClaimSignificance.of(c.evaluate(result), result));
        }
        return out;
    }

    /** Whether an outcome fails a run: it fails and the claim is not marked as not reproduced. */
    public static boolean failsTheRun(ClaimOutcome o) {
        return o.verdict() == Verdict.FAILS && o.claim().notReproduced() == null;
    }

    /**
     * How a verdict is printed: {@code inconclusive (means against)} with the lean of an undecided claim;
     * {@code fails (not reproduced: reason)} for a claim known not to hold; {@code holds (stale mark: …)} for a claim
     * marked not reproduced that now holds.
     */
    public static String label(ClaimOutcome o) {
        String reason = o.claim().notReproduced();
        String lean = o.verdict() == Verdict.INCONCLUSIVE && o.lean() != Lean.NONE ? " (" + o.lean().words() + ")"
                : "";
        if (o.staleMark()) {
            return o.verdict().label() + " (stale mark: marked not reproduced \"" + reason
                    + "\", but it now agrees with the paper; remove the mark)";
        }
        return o.verdict().label() + lean + (reason == null ? "" : " (not reproduced: " + reason + ")");
    }

    /** {@code 0.0123}, {@code 1}: a p-value as written to {@code claims.csv} and the reports (three digits). */
    public static String pValue(ClaimOutcome o) {
        double p = o.pValue();
        return Double.isNaN(p) ? "" : p >= 1 ? "1" : String.format(java.util.Locale.ROOT, "%.3g", p);
    }

    /** Writes {@code dir/claims.csv}. */
    public static void write(Path dir, String experiment, List<ClaimOutcome> outcomes) throws IOException {
        AtomicFiles.write(dir.resolve(NAME), w -> {
            w.write(HEADER);
            w.write('\n');
            for (ClaimOutcome o : outcomes) {
                w.write(String.join(",", Csv.field(experiment), Csv.field(o.claim().source()),
                        Csv.field(o.claim().text()), o.verdict().label(), Csv.field(o.stated()),
                        Csv.field(o.measured()), Csv.field(o.claim().notReproduced()),
                        o.rule() == null ? "" : o.rule().label(),
                        o.lean() == Lean.NONE ? "" : o.lean().name().toLowerCase(java.util.Locale.ROOT),
                        pValue(o)));
                w.write('\n');
            }
        });
    }
}
