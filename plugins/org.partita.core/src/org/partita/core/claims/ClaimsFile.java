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
 * is expected to hold).
 */
public final class ClaimsFile {

    public static final String NAME = "claims.csv";
    public static final String HEADER = "experiment,source,claim,verdict,stated,measured,not_reproduced";

    private ClaimsFile() {
    }

    /** Every claim checked against {@code result}, in order. */
    public static List<ClaimOutcome> evaluate(List<? extends Claim> claims, ExperimentResult result) {
        List<ClaimOutcome> out = new ArrayList<>();
        for (Claim c : claims) {
            out.add(c.evaluate(result));
        }
        return out;
    }

    /** Whether an outcome fails a run: it fails and the claim is not marked as not reproduced. */
    public static boolean failsTheRun(ClaimOutcome o) {
        return o.verdict() == Verdict.FAILS && o.claim().notReproduced() == null;
    }

    /** How a verdict is printed: {@code fails (not reproduced: reason)} for a claim known not to hold. */
    public static String label(ClaimOutcome o) {
        String reason = o.claim().notReproduced();
        return o.verdict().label() + (reason == null ? "" : " (not reproduced: " + reason + ")");
    }

    /** Writes {@code dir/claims.csv}. */
    public static void write(Path dir, String experiment, List<ClaimOutcome> outcomes) throws IOException {
        AtomicFiles.write(dir.resolve(NAME), w -> {
            w.write(HEADER);
            w.write('\n');
            for (ClaimOutcome o : outcomes) {
                w.write(String.join(",", Csv.field(experiment), Csv.field(o.claim().source()),
                        Csv.field(o.claim().text()), o.verdict().label(), Csv.field(o.stated()),
                        Csv.field(o.measured()), Csv.field(o.claim().notReproduced())));
                w.write('\n');
            }
        });
    }
}
