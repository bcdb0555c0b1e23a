package org.partita.core.malleable;

import java.util.List;
import java.util.random.RandomGenerator;

import org.partita.core.workload.Distributions;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;
import org.partita.core.workload.RealDistribution;

/**
 * The thesis' workloads (Corbalán §3.3 Fig. 3.3, §5.2 Table 5.2): one independent Poisson arrival stream per
 * application, with rate {@code λ_i = P · U · FRAC_i / T1_i} (P the processor count of the formula, 64 in the
 * thesis; U the load; FRAC_i the application's share of the load; T1_i its sequential time), generated for
 * {@code window} seconds (300 s); every generated job runs to completion.
 *
 * <p>Each job is a rigid {@link Job} as {@link MalleableSimulation} reads it: {@code processors} = the request,
 * {@code runTime} = {@code T1}, {@code application} = the application's number (1 = swim, 2 = bt, 3 = hydro2d, 4 =
 * apsi for Table 3.1's curves, {@link MalleableModel#TABLE_3_1}). Application {@code n} draws its inter-arrival
 * times from the stream {@code arrivals/n}; streams are merged in time order (ties: lower number first) and jobs are
 * numbered 1, 2, … in that order.
 *
 * @param applications the application classes
 * @param load         U, the target load in (0, 1]
 * @param processors   P of the rate formula
 * @param window       submission window, seconds
 */
public record CorbalanWorkload(List<Application> applications, double load, int processors, double window) {

    /**
     * One application class.
     *
     * @param number         its application number (curve number, from 1)
     * @param sequentialTime T1, seconds
     * @param request        processors it requests
     * @param fraction       FRAC, its share of the load
     */
    public record Application(int number, double sequentialTime, int request, double fraction) {
    }

    public CorbalanWorkload {
        applications = List.copyOf(applications);
        if (!(load > 0) || !(window > 0) || processors < 1) {
            throw new IllegalArgumentException("load and window must be > 0 and processors >= 1");
        }
    }

    /** Table 3.1 sequential times. */
    public static final double T1_SWIM = 212.2;
    public static final double T1_BT = 1066.21;
    public static final double T1_HYDRO2D = 223.7;
    public static final double T1_APSI = 99;

    private static Application swim(int req, double frac) {
        return new Application(1, T1_SWIM, req, frac);
    }

    private static Application bt(int req, double frac) {
        return new Application(2, T1_BT, req, frac);
    }

    private static Application hydro2d(int req, double frac) {
        return new Application(3, T1_HYDRO2D, req, frac);
    }

    private static Application apsi(int req, double frac) {
        return new Application(4, T1_APSI, req, frac);
    }

    /** W1: swim and bt, requests 30, 50% each. */
    public static CorbalanWorkload w1(double load) {
        return new CorbalanWorkload(List.of(swim(30, 0.5), bt(30, 0.5)), load, 64, 300);
    }

    /** W2: bt and hydro2d, requests 30, 50% each. */
    public static CorbalanWorkload w2(double load) {
        return new CorbalanWorkload(List.of(bt(30, 0.5), hydro2d(30, 0.5)), load, 64, 300);
    }

    /** W3: bt (request 30) and apsi (request 2, or 30 when not tuned), 50% each. */
    public static CorbalanWorkload w3(double load, boolean tuned) {
        return new CorbalanWorkload(List.of(bt(30, 0.5), apsi(tuned ? 2 : 30, 0.5)), load, 64, 300);
    }

    /** W4: all four, 25% each; apsi requests 2 (30 when not tuned). */
    public static CorbalanWorkload w4(double load, boolean tuned) {
        return new CorbalanWorkload(List.of(swim(30, 0.25), bt(30, 0.25), hydro2d(30, 0.25),
                apsi(tuned ? 2 : 30, 0.25)), load, 64, 300);
    }

    /** W5: bt only, request 30. */
    public static CorbalanWorkload w5(double load) {
        return new CorbalanWorkload(List.of(bt(30, 1.0)), load, 64, 300);
    }

    /** Mean inter-arrival time {@code 1/λ_i} of application {@code a}. */
    public double meanInterArrival(Application a) {
        return a.sequentialTime() / (processors * load * a.fraction());
    }

    /** The job stream of one run. */
    public JobSource open(RandomStreams streams) {
        int n = applications.size();
        RandomGenerator[] rng = new RandomGenerator[n];
        RealDistribution[] gap = new RealDistribution[n];
        double[] next = new double[n];
        for (int i = 0; i < n; i++) {
            Application a = applications.get(i);
            rng[i] = streams.stream("arrivals/" + a.number());
            gap[i] = a.fraction() > 0 ? Distributions.exponential(meanInterArrival(a)) : null;
            next[i] = gap[i] == null ? Double.POSITIVE_INFINITY : gap[i].sample(rng[i]);
        }
        return new JobSource() {
            private long id = 1;

            @Override
            public Job next() {
                int best = -1;
                for (int i = 0; i < n; i++) {
                    if (next[i] <= window && (best < 0 || next[i] < next[best])) {
                        best = i;
                    }
                }
                if (best < 0) {
                    return null;
                }
                Application a = applications.get(best);
                Job j = new Job(id++, next[best], a.request(), null, a.sequentialTime(), Double.NaN, false, false,
                        -1, -1, -1, a.number());
                next[best] += gap[best].sample(rng[best]);
                return j;
            }
        };
    }
}
