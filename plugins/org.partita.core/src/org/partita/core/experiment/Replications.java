package org.partita.core.experiment;

import org.partita.core.metrics.Metric;

/**
 * How many independent replications to run per (pipeline, sweep point).
 *
 * <p>Fixed: {@code min == max}. Sequential stopping (the replication method, not batch means): run {@code min}
 * replications, then add one at a time until the Student-t confidence interval of the mean of {@code target}
 * over the replications has a half-width within {@code relativeHalfWidth} of the mean (e.g. Kim and Yoon's ±3% at
 * 95%: {@code relativeHalfWidth = 0.03, confidence = 0.95}), or {@code max} is reached. The count depends only on
 * the replications' values, so it is the same whatever the thread count.
 *
 * @param min               at least 1 (at least 2 for sequential stopping)
 * @param max               at least {@code min}
 * @param confidence        confidence level of the reported intervals, in (0, 1)
 * @param relativeHalfWidth target relative half-width, or 0 for a fixed count
 * @param target            the metric the stopping rule watches (ignored for a fixed count)
 * @param untilDecided      replications until decided: run {@code min} replications of every run, then add one
 *                          replication to every pipeline at each sweep point whose claims are still undecided, until
 *                          they are decided or {@code max} is reached ({@link MoreReplications}); not with
 *                          {@code relativeHalfWidth}
 */
public record Replications(int min, int max, double confidence, double relativeHalfWidth, Metric target,
        boolean untilDecided) {

    public Replications {
        if (min < 1 || max < min) {
            throw new IllegalArgumentException("replications: need 1 <= min <= max, got " + min + ", " + max);
        }
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be in (0, 1): " + confidence);
        }
        if (relativeHalfWidth < 0) {
            throw new IllegalArgumentException("relative half-width must be >= 0");
        }
        if (relativeHalfWidth > 0 && min < 2) {
            throw new IllegalArgumentException("sequential stopping needs at least 2 replications");
        }
        if (untilDecided && (relativeHalfWidth > 0 || min < 2)) {
            throw new IllegalArgumentException("'until decided' needs at least 2 replications and no 'within'");
        }
    }

    /** Replications without the claims' stopping rule. */
    public Replications(int min, int max, double confidence, double relativeHalfWidth, Metric target) {
        this(min, max, confidence, relativeHalfWidth, target, false);
    }

    public static Replications fixed(int n) {
        return new Replications(n, n, 0.95, 0, Metric.RESPONSE);
    }

    public static Replications untilWithin(double relativeHalfWidth, double confidence, Metric target, int min,
            int max) {
        return new Replications(min, max, confidence, relativeHalfWidth, target);
    }

    public boolean sequential() {
        return relativeHalfWidth > 0 && max > min;
    }

    /** Whether replications are added at the points whose claims are undecided ({@link #untilDecided}). */
    public boolean untilDecidedApplies() {
        return untilDecided && max > min;
    }

    /**
     * The record's own text, written out: the run fingerprints quote it ({@code RunDescription}), and the JDK's
     * generated {@code toString} defines method-handle classes at its first call (about five per record, none from
     * the ahead-of-time cache). {@code RecordTextTest} checks it against the record's components.
     */
    @Override
    public String toString() {
        return new StringBuilder("Replications[")
                .append("min=").append(min)
                .append(", max=").append(max)
                .append(", confidence=").append(confidence)
                .append(", relativeHalfWidth=").append(relativeHalfWidth)
                .append(", target=").append(target)
                .append(", untilDecided=").append(untilDecided)
                .append(']').toString();
    }
}
