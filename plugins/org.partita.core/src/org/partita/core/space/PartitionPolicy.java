package org.partita.core.space;

/**
 * How large a partition the job at the head of the queue gets (Dandamudi and Yu §2.2–2.3, digest §I.2). A static
 * policy: the size is decided once, when the job is scheduled, and kept until it finishes (or shrinks it under
 * eager release).
 */
public interface PartitionPolicy {

    /**
     * The target partition size.
     *
     * @param total     processors in the system (P)
     * @param queued    jobs in the queue, including the job about to be scheduled
     * @param scheduled jobs currently holding partitions (S)
     * @return a size in {@code 1 .. total}
     */
    int targetSize(int total, int queued, int scheduled);

    /**
     * MAP, the modified adaptive policy (§2.3): {@code max(1, ceil(P / (queued + 1 + f·S)))}, {@code 0 ≤ f ≤ 1}.
     * With {@code f = 0} it is AP (Rosti et al.'s AP2, §2.2): {@code max(1, ceil(P / (queued + 1)))}.
     */
    record Adaptive(double f) implements PartitionPolicy {

        public Adaptive {
            if (!(f >= 0 && f <= 1)) {
                throw new IllegalArgumentException("partition map: parameter 'f' must be in [0, 1], got " + f);
            }
        }

        @Override
        public int targetSize(int total, int queued, int scheduled) {
            double denominator = queued + 1 + f * scheduled;
            int size = (int) Math.ceil(total / denominator);
            return Math.max(1, Math.min(total, size));
        }
    }

    /**
     * The fixed-partition baseline of the paper's taxonomy (§2.1): every job gets {@code size} processors, whatever
     * the load ("the partition size is fixed on a long-term basis"). The paper names it but does not simulate it.
     */
    record Fixed(int size) implements PartitionPolicy {

        public Fixed {
            if (size < 1) {
                throw new IllegalArgumentException("partition fixed: parameter 'size' must be >= 1, got " + size);
            }
        }

        @Override
        public int targetSize(int total, int queued, int scheduled) {
            return Math.min(size, total);
        }
    }

    /** AP: MAP with {@code f = 0}. */
    static PartitionPolicy ap() {
        return new Adaptive(0);
    }

    /** MAP with weight {@code f}. */
    static PartitionPolicy map(double f) {
        return new Adaptive(f);
    }
}
