package org.partita.core.malleable;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * PDPA, Performance-Driven Processor Allocation (Corbalán Ch. 5): each application gets the largest allocation that
 * still reaches a target efficiency, found by a per-application state machine, with a coordinated dynamic
 * multiprogramming level.
 *
 * <h2>State machine (§5.3.2, Fig. 5.8; the diagram Fig. 5.1 is lost and rebuilt from the text)</h2>
 * Evaluated for an application when its performance with the current allocation {@code cur} is calculated (PC);
 * {@code E = S(cur)/cur}; {@code high}/{@code low} are {@code high_eff}/{@code low_eff} for the current load:
 * <ul>
 * <li>NO_REF: {@code E > high} → INC (keeps cur; gets {@code step} more when processors are free);
 * {@code E < low} → DEC with {@code cur - DynStep}; otherwise STABLE.</li>
 * <li>INC: MoreProcessors() → INC; else if {@code S(cur) > S(Last)} and {@code E > high} → STABLE with cur; else
 * STABLE with {@code Last} (it gives back the step it just received).</li>
 * <li>DEC: {@code E < low} (LessProcessors(), Fig. 5.4 rebuilt) → DEC with {@code cur - DynStep}; else STABLE.</li>
 * <li>STABLE: when the system changed (PDPA's bounds switched between heavy and light load since the application
 * last looked: SystemChanges()), MoreProcessors() → INC or LessProcessors() → DEC, at most {@code changes} times
 * per application (the thesis' limit "3 per parallel region"; an application is one region here); otherwise
 * STABLE.</li>
 * </ul>
 * MoreProcessors() (Fig. 5.3): if {@code cur > Last}: {@code E ≥ high} and {@code S(cur) > S(Last)} and
 * {@code S(cur)/S(Last) ≥ (cur/Last)·high} (the RelativeSpeedup filter, with the speedup ratio since execution-time
 * estimates are not modelled); otherwise {@code E ≥ high}. DynStep (Fig. 5.5): {@code step}, or with the dynamic
 * step on, {@code max(step, cur - floor(S(cur)/high))}, i.e. straight to the largest allocation at which the current
 * speedup would still give efficiency {@code high} (the thesis does not quantify when the dynamic step applies; this
 * rule applies it whenever it is larger than {@code step}).
 *
 * <h2>One evaluation (Fig. 5.8)</h2>
 * With the global gate (as printed) the state machine runs only when every running application is PC; otherwise
 * every allocation is kept. With the per-job gate (as the prose reads) each PC application is evaluated. Then, from
 * the free processors: each application started at this instant gets one processor and the rest are shared round
 * robin among them up to their requests; finally the free processors are shared equally among the measured INC
 * applications, in descending speedup order, each receiving at most {@code min(step, share)}.
 *
 * <h2>Load and multiprogramming level</h2>
 * At the start of each evaluation (Calculate_target_efficiency(), Fig. 5.8) the bounds are {@code (high, low)} when
 * the machine is heavily loaded and {@code (lighthigh, lightlow)} when lightly loaded (§5.3.3); {@link PdpaLoad}
 * decides which, by default from the running applications as §5.3.3 says. New jobs start, besides the default multiprogramming level kept as a minimum
 * by the simulation, when processors are free and every running application is STABLE or DEC (§5.3.4; Fig. 5.6 is
 * lost), at most one per quantum.
 */
public final class Pdpa implements SharePolicy {

    private final double high;
    private final double low;
    private final double lightHigh;
    private final double lightLow;
    private final int step;
    private final PdpaLoad load;
    private final boolean globalGate;
    private final int changes;
    private final boolean dynamicStep;
    private final int level;

    public Pdpa(double high, double low, double lightHigh, double lightLow, int step, PdpaLoad load, boolean globalGate,
            int changes, boolean dynamicStep) {
        this(high, low, lightHigh, lightLow, step, load, globalGate, changes, dynamicStep, 4);
    }

    /** As above, with the default multiprogramming level {@code level} that {@link PdpaLoad#LEVEL} counts against. */
    public Pdpa(double high, double low, double lightHigh, double lightLow, int step, PdpaLoad load, boolean globalGate,
            int changes, boolean dynamicStep, int level) {
        if (!(low <= high) || !(lightLow <= lightHigh)) {
            throw new IllegalArgumentException("share pdpa: low must not exceed high (low " + low + ", high " + high
                    + ", lightlow " + lightLow + ", lighthigh " + lightHigh + ")");
        }
        if (step < 1) {
            throw new IllegalArgumentException("share pdpa: step must be >= 1, got " + step);
        }
        this.high = high;
        this.low = low;
        this.lightHigh = lightHigh;
        this.lightLow = lightLow;
        this.step = step;
        this.load = load;
        this.globalGate = globalGate;
        this.changes = changes;
        this.dynamicStep = dynamicStep;
        this.level = level;
    }

    /**
     * The thesis' values: (0.9, 0.7) heavy, (0.7, 0.5) light, heavy when the running applications request more than
     * the machine, step 4, global gate, three system changes, dynamic step.
     */
    public static Pdpa thesis() {
        return new Pdpa(0.9, 0.7, 0.7, 0.5, 4, PdpaLoad.RUNNING, true, 3, true);
    }

    @Override
    public boolean quantum() {
        return true;
    }

    @Override
    public void allocate(List<RunningApp> apps, int processors, boolean queued) {
        long requested = 0;
        for (RunningApp a : apps) {
            requested += a.request();
        }
        boolean heavy = load.heavy(requested, apps.size(), processors, level, queued);
        double h = heavy ? high : lightHigh;
        double l = heavy ? low : lightLow;
        boolean allMeasured = true;
        for (RunningApp a : apps) {
            allMeasured &= a.measured();
        }
        int free = processors;
        for (RunningApp a : apps) {
            a.setTarget(a.allocation());
            if (a.allocation() > 0 && a.measured() && (!globalGate || allMeasured)) {
                evaluate(a, h, l);
            }
            free -= a.target();
        }
        // Allocate_processors_to_new_appls(): one each, then the free processors round robin up to the requests
        List<RunningApp> fresh = new ArrayList<>();
        for (RunningApp a : apps) {
            if (a.allocation() == 0) {
                a.setTarget(1);
                free--;
                fresh.add(a);
            }
        }
        boolean gave = true;
        while (free > 0 && gave) {
            gave = false;
            for (RunningApp a : fresh) {
                if (free > 0 && a.target() < a.request()) {
                    a.setTarget(a.target() + 1);
                    free--;
                    gave = true;
                }
            }
        }
        // Allocate_more_processors_to_INC_appl(): equal shares, descending speedup, at most step each
        List<RunningApp> inc = new ArrayList<>();
        for (RunningApp a : apps) {
            if (a.phase() == Phase.INC && a.measured() && a.target() == a.allocation()
                    && a.target() < a.request()) {
                inc.add(a);
            }
        }
        if (free > 0 && !inc.isEmpty()) {
            inc.sort(Comparator.comparingDouble((RunningApp a) -> -a.measuredSpeedup(a.allocation()))
                    .thenComparingLong(RunningApp::order));
            int share = Math.max(1, free / inc.size());
            for (RunningApp a : inc) {
                int g = Math.min(Math.min(step, share), Math.min(a.request() - a.target(), free));
                if (g > 0) {
                    a.setTarget(a.target() + g);
                    free -= g;
                }
            }
        }
    }

    /** One state-machine step for a measured application (sets its phase and target). */
    void evaluate(RunningApp a, double h, double l) {
        int cur = a.allocation();
        double s = a.measuredSpeedup(cur);
        double e = s / cur;
        boolean systemChanged = a.boundsChanged(h, l);
        switch (a.phase()) {
            case NO_REF -> {
                if (e > h) {
                    a.phase(Phase.INC);
                } else if (e < l) {
                    a.phase(Phase.DEC);
                    a.setTarget(decrease(a, cur, s, h));
                } else {
                    a.phase(Phase.STABLE);
                }
            }
            case INC -> {
                if (!more(a, cur, s, h)) {
                    int last = a.last();
                    boolean keep = last > 0 && last < cur && s > a.measuredSpeedup(last) && e > h;
                    a.phase(Phase.STABLE);
                    if (!keep && last > 0 && last < cur) {
                        a.setTarget(last);
                    }
                }
            }
            case DEC -> {
                if (e < l) {
                    a.setTarget(decrease(a, cur, s, h));
                } else {
                    a.phase(Phase.STABLE);
                }
            }
            case STABLE -> {
                if (systemChanged && a.systemChanges() < changes) {
                    if (more(a, cur, s, h)) {
                        a.countSystemChange();
                        a.phase(Phase.INC);
                    } else if (e < l) {
                        a.countSystemChange();
                        a.phase(Phase.DEC);
                        a.setTarget(decrease(a, cur, s, h));
                    }
                }
            }
        }
    }

    /** MoreProcessors() of Fig. 5.3, with the speedup ratio as RelativeSpeedup. */
    private static boolean more(RunningApp a, int cur, double s, double h) {
        int last = a.last();
        double e = s / cur;
        double sLast = last > 0 ? a.measuredSpeedup(last) : Double.NaN;
        if (last > 0 && cur > last && !Double.isNaN(sLast)) {
            double relative = s / sLast;
            double increment = cur / (double) last;
            return e >= h && s > sLast && relative >= increment * h;
        }
        return e >= h;
    }

    private int decrease(RunningApp a, int cur, double s, double h) {
        int d = step;
        if (dynamicStep) {
            d = Math.max(step, cur - (int) Math.floor(s / h));
        }
        return Math.max(1, cur - d);
    }

    @Override
    public boolean admit(List<RunningApp> apps, int free) {
        if (free <= 0) {
            return false;
        }
        for (RunningApp a : apps) {
            if (a.phase() != Phase.STABLE && a.phase() != Phase.DEC) {
                return false;
            }
        }
        return true;
    }
}
