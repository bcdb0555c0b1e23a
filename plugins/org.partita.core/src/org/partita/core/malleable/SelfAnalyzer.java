package org.partita.core.malleable;

import java.util.function.IntToDoubleFunction;
import java.util.random.RandomGenerator;

/**
 * Corbalán's SelfAnalyzer (Ch. 4, §4.3) emulated for one application: its speedup is measured from the times of
 * its outer iterations, not read from its curve.
 *
 * <p><b>Iterations.</b> The application is an iterative parallel region of {@code iterations} outer iterations of
 * equal sequential work {@code L = T1 / iterations}; on {@code p} processors one iteration takes {@code L / S(p)}
 * (its curve), times a measurement error {@code 1 + noise·u}, {@code u} uniform in [−1, 1), one draw per iteration
 * from the run's stream {@code malleable/selfanalyzer} (the variation between runs that the thesis filters with
 * Fig. 4.7's moving average and that makes its W5 Equal_efficiency allocations vary).
 *
 * <p><b>Baseline (§4.3.1).</b> The first {@code samples} iterations run on {@code b' = min(baseline, p)} processors
 * ({@code nth_set_active_threads}, invisible to the scheduler: the application holds its {@code p} processors but
 * progresses at {@code S(b')} — the SelfAnalyzer's overhead); their mean time is {@code T(b')}. An allocation change
 * that changes {@code b'} (or stops the application) restarts the baseline at the next iteration.
 *
 * <p><b>Amdahl's factor (Fig. 4.5, 4.6).</b> {@code AF(b') = 1 / (f + (1 − f)/b')} with the measured sequential
 * fraction {@code f = Seq / (Seq + Par · b')}, where {@code Seq = f₀ · L} is the iteration's sequential code and
 * {@code Par = T(b') − Seq} its parallel time on {@code b'} processors (the thesis approximates the parallel work by
 * {@code ParallelTime × CPUS}). The application's own sequential fraction {@code f₀} is the one Amdahl's law gives
 * its curve at the baseline, {@code (b/S(b) − 1)/(b − 1)} clamped to [0, 1]: without noise the measured speedup is
 * then exact where {@code 1 ≤ S(b) ≤ b}, too low by {@code b/S(b)} where the curve is super-linear at the baseline
 * (the thesis' swim, §4.6.4) and too high where {@code S(b) < 1}. A baseline of one gives {@code AF = 1} and the
 * traditional speedup (Fig. 4.5 (3)).
 *
 * <p><b>Measurements.</b> After the baseline and after every allocation change the iteration in progress is
 * discarded (§4.3.1) and the next {@code samples} iterations on {@code p} processors are averaged into {@code T(p)};
 * the new speedup is {@code T(b')/T(p) · AF(b')} (when {@code p = b'} the baseline iterations are that measurement).
 * Measuring goes on, every {@code samples} iterations, while the allocation stays; the application combines the
 * values (Fig. 4.7's {@code 0.6 · old + 0.4 · new}, {@link RunningApp}). The policy reads the monitor at decision
 * instants; blocks of iterations completed between two of them count as one measurement (the latest).
 */
public final class SelfAnalyzer {

    /** Fig. 4.7: weight of the speedup measured before. */
    public static final double OLD_WEIGHT = 0.6;
    /** Fig. 4.7: weight of the new measurement. */
    public static final double NEW_WEIGHT = 0.4;

    private static final double EPS = 1e-9;

    /**
     * @param baseline   processors of the reference measurement (§4.6: 4 is best)
     * @param samples    iterations averaged per measurement ("several")
     * @param noise      largest relative error of one iteration's time
     * @param iterations outer iterations of an application
     */
    public record Settings(int baseline, int samples, double noise, int iterations) {
        public Settings {
            if (baseline < 1 || samples < 1 || iterations < 1) {
                throw new IllegalArgumentException("SelfAnalyzer: baseline, samples and iterations must be >= 1");
            }
            if (!(noise >= 0 && noise < 1)) {
                throw new IllegalArgumentException("SelfAnalyzer: noise must be in [0, 1), got " + noise);
            }
        }
    }

    private final Settings settings;
    private final IntToDoubleFunction speedup;
    private final RandomGenerator random;
    private final double iteration;
    private final double sequential;

    private int base; // b', 0 while no baseline runs
    private boolean baselineDone;
    private double switchAt = Double.POSITIVE_INFINITY;
    private double baseTime;
    private double amdahl;
    private double due = Double.POSITIVE_INFINITY;
    private double period;

    /**
     * @param speedup the application's true speedup by processor count
     * @param request its maximum parallelism
     * @param work    its sequential time T1
     */
    public SelfAnalyzer(Settings settings, IntToDoubleFunction speedup, int request, double work,
            RandomGenerator random) {
        this.settings = settings;
        this.speedup = speedup;
        this.random = random;
        this.iteration = work / settings.iterations();
        int b = Math.min(settings.baseline(), request);
        double f = b > 1 ? (b / speedup.applyAsDouble(b) - 1) / (b - 1) : 0;
        this.sequential = Math.max(0, Math.min(1, f)) * iteration;
    }

    /** Whether the baseline iterations are running (the application uses {@link #baselineProcessors()}). */
    public boolean inBaseline() {
        return !baselineDone && base > 0;
    }

    /** {@code b'}: the processors the baseline iterations use. */
    public int baselineProcessors() {
        return base;
    }

    /** When the baseline iterations end (the application then uses all its processors). */
    public double baselineEnd() {
        return switchAt;
    }

    /** When the next measurement (or the baseline) completes, or infinity. */
    public double next() {
        return inBaseline() ? switchAt : due;
    }

    /**
     * The allocation changed from {@code before} to {@code p} at {@code now}, when {@code done} seconds of
     * sequential work were done.
     */
    public void allocationChanged(int before, int p, double now, double done) {
        double position = done / iteration;
        double left = (1 - (position - Math.floor(position))) * iteration; // of the iteration in progress
        if (left >= iteration - EPS * iteration) {
            left = 0; // at an iteration boundary nothing is discarded
        }
        if (!baselineDone) {
            if (p == 0) {
                base = 0;
                switchAt = Double.POSITIVE_INFINITY;
                return;
            }
            int b = Math.min(settings.baseline(), p);
            if (b == base && before > 0) {
                return; // the baseline keeps its processors
            }
            base = b;
            switchAt = now + (left + settings.samples() * iteration) / speedup.applyAsDouble(b);
            return;
        }
        if (p == 0) {
            due = Double.POSITIVE_INFINITY;
            return;
        }
        period = settings.samples() * iteration / speedup.applyAsDouble(p);
        due = now + left / speedup.applyAsDouble(p) + period;
    }

    /**
     * Completes, at {@code now}, the baseline or one measurement on {@code p} processors that is due, and returns the
     * speedup it gives; {@code NaN} when none is due (call until then).
     */
    public double poll(double now, int p) {
        if (inBaseline() && now >= switchAt - EPS) {
            baselineDone = true;
            baseTime = iteration / speedup.applyAsDouble(base) * meanError();
            amdahl = amdahlFactor();
            period = settings.samples() * iteration / speedup.applyAsDouble(p);
            due = switchAt + period;
            if (p == base) {
                return amdahl; // T(p) = T(b'): the baseline iterations ran on p processors
            }
        }
        if (baselineDone && p > 0 && now >= due - EPS) {
            double time = iteration / speedup.applyAsDouble(p) * meanError();
            due += period * Math.max(1, Math.floor((now - due) / period) + 1);
            return baseTime / time * amdahl;
        }
        return Double.NaN;
    }

    /** Fig. 4.7: the speedup kept for a processor count after a new measurement ({@code old} NaN: none yet). */
    public static double combine(double old, double fresh) {
        return Double.isNaN(old) ? fresh : OLD_WEIGHT * old + NEW_WEIGHT * fresh;
    }

    /** {@code AF(b')} from the measured sequential fraction (noise scales sequential and parallel time alike). */
    private double amdahlFactor() {
        if (base == 1) {
            return 1;
        }
        double time = iteration / speedup.applyAsDouble(base);
        double parallel = Math.max(0, time - sequential);
        double f = sequential / (sequential + parallel * base);
        return 1 / (f + (1 - f) / base);
    }

    /** The mean of {@code samples} iterations' relative times {@code 1 + noise·u}. */
    private double meanError() {
        if (settings.noise() == 0) {
            return 1;
        }
        double sum = 0;
        for (int i = 0; i < settings.samples(); i++) {
            sum += 1 + settings.noise() * (2 * random.nextDouble() - 1);
        }
        return sum / settings.samples();
    }
}
