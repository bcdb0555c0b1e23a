package org.partita.core.claims;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.partita.core.experiment.ExperimentResult;

/**
 * {@link Claim#undecidedPoints} of a claim judged point by point ({@link Comparison}, {@link ClassComparison}): the
 * points of its scope where it alone is inconclusive after something was judged, and whose runs are steady.
 */
final class UndecidedAtPoints {

    /** The claim's outcome over some of its points (all of its scope when {@code null}). */
    @FunctionalInterface
    interface AtPoints {
        ClaimOutcome evaluate(ExperimentResult result, double confidence, List<Integer> only);
    }

    private UndecidedAtPoints() {
    }

    static Set<Integer> of(ExperimentResult result, PointScope scope, AtPoints claim, String... pipelines) {
        Set<Integer> out = new TreeSet<>();
        double confidence = result.experiment().replications().confidence();
        Results r = new Results(result, confidence);
        for (int p : scope.select(r.points())) {
            ClaimOutcome o = claim.evaluate(result, confidence, List.of(p));
            if (o.verdict() == Verdict.INCONCLUSIVE && o.rule() != null && r.steady(p, pipelines)) {
                out.add(p);
            }
        }
        return out;
    }
}
