package org.partita.core.malleable;

import java.util.List;

/**
 * Equipartition (McCann et al., as implemented by Corbalán, Fig. 6.3) and Equip++, PDML applied to it (Fig. 6.5).
 *
 * <p><b>Equipartition</b> hands processors out one at a time, round robin over the running applications in start
 * order, each capped by its request: with P = 60 and four jobs requesting 30 each gets 15; with two jobs each gets
 * its 30. It is re-applied only when an application starts or finishes (Fig. 6.4); the multiprogramming level is
 * fixed.
 *
 * <p><b>Equip++</b> checks, before giving application j its {@code (alloc+1)}-th processor, whether its speedup with
 * {@code alloc+1} processors has been measured; if it has and {@code S(alloc+1)/(alloc+1) < target}, j receives no
 * more processors in this round (its remaining request is removed from {@code cpus_requested}); if it has not been
 * measured the processor is given (optimistic). Every application keeps at least one processor since
 * {@code E(1) = 1}. Equip++ is re-evaluated at every quantum (new measurements), and its multiprogramming level is
 * dynamic: a new job starts when processors are free and the allocation is stable ({@code Stable_allocation()}:
 * every application measured at its allocation and reaching the target).
 */
public final class Equipartition implements SharePolicy {

    private final double target;

    /** Plain Equipartition. */
    public Equipartition() {
        this(Double.NaN);
    }

    /** Equip++ with target efficiency {@code target}, or plain Equipartition when {@code NaN}. */
    public Equipartition(double target) {
        this.target = target;
    }

    private boolean plus() {
        return !Double.isNaN(target);
    }

    @Override
    public boolean quantum() {
        return plus();
    }

    @Override
    public void allocate(List<RunningApp> apps, int processors, boolean queued) {
        int n = apps.size();
        int[] alloc = new int[n];
        boolean[] capped = new boolean[n];
        int available = processors;
        long requested = 0;
        for (RunningApp a : apps) {
            requested += a.request();
        }
        int j = 0;
        while (available > 0 && requested > 0) {
            RunningApp a = apps.get(j);
            if (!capped[j] && a.request() > alloc[j]) {
                boolean give = true;
                if (plus()) {
                    double s = a.measuredSpeedup(alloc[j] + 1);
                    if (!Double.isNaN(s) && s / (alloc[j] + 1) < target) {
                        give = false;
                        capped[j] = true; // skipped from now on (the printed code could subtract twice)
                        requested -= a.request() - alloc[j];
                    }
                }
                if (give) {
                    alloc[j]++;
                    available--;
                    requested--;
                }
            }
            j = (j + 1) % n;
        }
        for (int i = 0; i < n; i++) {
            apps.get(i).setTarget(alloc[i]);
        }
    }

    @Override
    public boolean admit(List<RunningApp> apps, int free) {
        return plus() && free > 0 && SharePolicy.stable(apps, target);
    }
}
