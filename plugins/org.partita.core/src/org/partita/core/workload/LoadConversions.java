package org.partita.core.workload;

/**
 * Offered load → arrival rate, exactly as each seed paper defines it. Rates are jobs per second.
 */
public final class LoadConversions {

    private LoadConversions() {
    }

    /**
     * Kim and Yoon (digest §II.5): {@code λ = ρ · N / (m · r)}, with {@code N} the mesh's node count, {@code m} the
     * mean number of processors per request and {@code r} the mean residence time. The paper does not say whether
     * {@code m} is the nominal or the post-truncation mean; pass the one you mean (the {@link IntDistribution}
     * means here are exact post-truncation values). Example: 64×64, uniform sides, ρ = 0.47, r = 10, m = 1056.25 →
     * 0.1823.
     */
    public static double kimYoon(double rho, int nodes, double meanProcessors, double meanResidence) {
        return rho * nodes / (meanProcessors * meanResidence);
    }

    /**
     * Chang's mesh experiments (digest §4.4): the traffic ratio is "the ratio of arrival rate to service rate", so
     * {@code λ = TR · μ} with service rate {@code μ = 1 / mean service time} (0.2 in the paper).
     */
    public static double changTrafficRatio(double trafficRatio, double meanServiceTime) {
        return trafficRatio / meanServiceTime;
    }

    /**
     * Chang's hypercube experiments (digest §4.4): {@code λ = (system size / (mean job size · mean service time))
     * · load}. E.g. 8-cube, uniform dimensions (mean size 31.875), service 5: λ ≈ 1.606 · load.
     */
    public static double changSystemLoad(double load, int systemSize, double meanJobSize, double meanServiceTime) {
        return systemSize / (meanJobSize * meanServiceTime) * load;
    }

    /**
     * Corbalán (digest §4.2), one Poisson stream per application {@code i}: {@code λ_i = P · U · FRAC_i / T_i¹},
     * with {@code P} processors, target load {@code U}, the application's share {@code FRAC_i} of the demand and
     * its sequential time {@code T_i¹}. E.g. P = 64, U = 0.6, swim (T¹ = 212.2 s) at FRAC 0.5 → 1/λ = 11.05 s.
     */
    public static double corbalan(int processors, double load, double fraction, double sequentialTime) {
        return processors * load * fraction / sequentialTime;
    }

    /**
     * Dandamudi and Yu (§3.2, §4; digest §I.3.2): the utilisation is the fraction of processor time busy, so the
     * offered utilisation is {@code U = λ · E[work] / P} and {@code λ = U · P / E[work]}, where {@code E[work]} is all
     * the processor time a job's structure creates: the mean demand D plus the mean synchronisation work
     * ({@link org.partita.core.space.JobStructure#meanSynchronisationWork}). P = 64, D = 16, Gaussian elimination with
     * mp uniform on 1..32 (E[sync] = 3.5): λ = 64U/19.5. A run then measures a busy fraction {@code 1 − idle_pct/100}
     * of U.
     */
    public static double dandamudiYu(double utilisation, int processors, double meanWork) {
        return utilisation * processors / meanWork;
    }
}
