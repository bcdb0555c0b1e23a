package org.partita.core.malleable;

import java.util.List;

/**
 * Equal_efficiency (Nguyen, Zahorjan and Vaswani, as implemented by Corbalán, Fig. 6.8) and Equal_eff++, PDML
 * applied to it (Fig. 6.10).
 *
 * <p>While some running application has not measured its efficiency yet, everyone gets an equal allocation
 * (Equipartition) "during a quantum" so that it can measure. Otherwise each application gets one processor and the
 * remaining {@code P - n} are handed out one at a time to the application with the highest efficiency at
 * {@code alloc+1} among those with {@code alloc < request} (ties: the earlier started). That efficiency is the
 * measured one when the application ran measured with {@code alloc+1} processors, otherwise Dowdy's extrapolation
 * from its most recent measurement {@code (p0, E0)} ({@link #extrapolate}). The policy is re-evaluated at every
 * quantum, so every new measurement may move processors; the multiprogramming level is fixed.
 *
 * <p><b>Equal_eff++</b> grants a processor only if the chosen application's efficiency at {@code alloc+1} reaches the
 * target; otherwise allocation stops for everyone (no other application has a higher efficiency), processors stay
 * free and the dynamic multiprogramming level ({@code free > 0 && Stable_allocation()}) may start a new job.
 */
public final class EqualEfficiency implements SharePolicy {

    /** Corbalán §6.3.3: a super-linear measured efficiency is replaced by this value before extrapolating. */
    public static final double SUPERLINEAR_CLAMP = 0.999;

    private final double target;
    private final Equipartition equal = new Equipartition();

    public EqualEfficiency() {
        this(Double.NaN);
    }

    /** Equal_eff++ with {@code target}, or plain Equal_efficiency when {@code NaN}. */
    public EqualEfficiency(double target) {
        this.target = target;
    }

    private boolean plus() {
        return !Double.isNaN(target);
    }

    @Override
    public boolean quantum() {
        return true;
    }

    /**
     * Dowdy's efficiency curve through one measured point (Corbalán Fig. 6.6): {@code E(p) = (1+β)/(p+β)} with
     * {@code β = (p0 E0 - 1)/(1 - E0)}, after replacing {@code E0 >= 1} by {@value #SUPERLINEAR_CLAMP}. A measurement
     * at {@code p0 = 1} gives {@code β = -1}, so {@code E(p) = 0} for every {@code p > 1}: the thesis left this case
     * unpatched (§6.5.6) and so does this method.
     */
    public static double extrapolate(int p0, double e0, int p) {
        double e = Math.min(e0, SUPERLINEAR_CLAMP);
        double beta = (p0 * e - 1) / (1 - e);
        return (1 + beta) / (p + beta);
    }

    /** Efficiency of {@code a} with {@code p} processors: measured if available, else extrapolated. */
    static double efficiency(RunningApp a, int p) {
        double s = a.measuredSpeedup(p);
        if (!Double.isNaN(s)) {
            return s / p;
        }
        int p0 = a.lastMeasured();
        return extrapolate(p0, a.measuredSpeedup(p0) / p0, p);
    }

    @Override
    public void allocate(List<RunningApp> apps, int processors, boolean queued) {
        for (RunningApp a : apps) {
            if (a.lastMeasured() == 0) {
                equal.allocate(apps, processors, queued);
                return;
            }
        }
        int n = apps.size();
        int[] alloc = new int[n];
        int available = processors;
        for (int i = 0; i < n && available > 0; i++) {
            alloc[i] = 1;
            available--;
        }
        while (available > 0) {
            int best = -1;
            double bestEff = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < n; i++) {
                RunningApp a = apps.get(i);
                if (alloc[i] < a.request()) {
                    double e = efficiency(a, alloc[i] + 1);
                    if (e > bestEff) {
                        bestEff = e;
                        best = i;
                    }
                }
            }
            if (best < 0 || (plus() && !(bestEff >= target))) {
                break;
            }
            alloc[best]++;
            available--;
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
