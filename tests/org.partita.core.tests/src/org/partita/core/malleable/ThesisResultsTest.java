package org.partita.core.malleable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.metrics.Metric;
import org.partita.core.model.ModelRun;
import org.partita.core.model.Stage;
import org.partita.core.sched.RunningJob;
import org.partita.core.workload.RandomStreams;

/**
 * Corbalán's qualitative results (Ch. 5 and 6) on the thesis' workloads (Table 5.2, 60 processors, 300 s of
 * submissions), averaged over three seeds, with the default settings (speedups measured by the SelfAnalyzer, with
 * its overhead and error). The model has no reallocation cost or memory effects, so the tolerances check the
 * direction and rough size of each effect, not the printed numbers; docs/malleable.md compares the numbers.
 */
class ThesisResultsTest {

    private static final int SEEDS = 3;

    /** Per-run results: mean response and execution per application number (1..4), workload time, max MPL. */
    private record Result(double[] response, double[] execution, double makespan, double maxMpl) {
    }

    private static Result run(CorbalanWorkload w, String policy, String... parameters) {
        double[] resp = new double[5];
        double[] exec = new double[5];
        double[] n = new double[5];
        double makespan = 0;
        double mpl = 0;
        for (long seed = 1; seed <= SEEDS; seed++) {
            double[] r = new double[5];
            double[] e = new double[5];
            double[] k = new double[5];
            SimulationObserver obs = new SimulationObserver() {
                @Override
                public void jobCompleted(RunningJob job, boolean measured, double now) {
                    int a = job.job().application();
                    r[a] += now - job.job().submit();
                    e[a] += now - job.start();
                    k[a]++;
                }
            };
            Stage s = Stage.of("share", policy, parameters);
            ModelRun run = new MalleableSimulation(60, MalleablePolicies.policy(s), MalleablePolicies.settings(s, null),
                    MalleableModel.chooser(MalleableModel.TABLE_3_1, null), SimulationConfig.DEFAULT, Double.NaN,
                    true, List.of(obs), null, new RandomStreams(seed).stream("malleable/selfanalyzer"))
                    .run(w.open(new RandomStreams(seed)));
            assertEquals(List.of(), run.violations());
            for (int a = 1; a <= 4; a++) {
                if (k[a] > 0) {
                    resp[a] += r[a] / k[a];
                    exec[a] += e[a] / k[a];
                    n[a]++;
                }
            }
            // the thesis' workload execution time runs from the Launcher's start (time 0) to the last finish
            makespan += run.metrics().get(Metric.MAKESPAN) + firstSubmit(w, seed);
            mpl = Math.max(mpl, run.metrics().get(Metric.MAX_MPL));
        }
        for (int a = 1; a <= 4; a++) {
            resp[a] /= n[a];
            exec[a] /= n[a];
        }
        return new Result(resp, exec, makespan / SEEDS, mpl);
    }

    /**
     * The exact monitor ({@code monitor exact}) is the model as it was before the SelfAnalyzer: PDPA on W3 untuned
     * at 60% gives docs/malleable.md's row for it (bt 105 / 102 s, apsi 102 / 99 s, 429 s, MPL 27).
     */
    @Test
    void exactMonitorKeepsItsNumbers() {
        Result r = run(CorbalanWorkload.w3(0.6, false), "pdpa", "monitor", "exact");
        assertEquals(105, r.response()[BT], 0.5);
        assertEquals(102, r.execution()[BT], 0.5);
        assertEquals(102, r.response()[APSI], 0.5);
        assertEquals(429, r.makespan(), 0.5);
        assertEquals(27, r.maxMpl());
    }

    private static double firstSubmit(CorbalanWorkload w, long seed) {
        return w.open(new RandomStreams(seed)).next().submit();
    }

    private static final int SWIM = 1;
    private static final int BT = 2;
    private static final int HYDRO2D = 3;
    private static final int APSI = 4;

    /**
     * Table 5.6 / 6.3, W3 untuned (apsi requests 30), load 60%: Equipartition with a fixed MPL of 4 leaves the queue
     * growing (bt response 949 s, apsi 890 s, 33 min 13 s), PDPA and Equip++ raise the MPL (bt 95 / 83 s, apsi
     * 107 s, about 7 min). Required here: PDPA and Equip++ at least 4× better response for both applications and
     * at least 2.5× shorter workload time; PDPA's multiprogramming level above 15 (thesis: up to 29).
     */
    @Test
    void w3UntunedDynamicPoliciesBeatEquipartitionByFactors() {
        CorbalanWorkload w = CorbalanWorkload.w3(0.6, false);
        Result equip = run(w, "equipartition");
        Result pdpa = run(w, "pdpa");
        Result equipPP = run(w, "equip++");
        for (Result r : List.of(pdpa, equipPP)) {
            String who = r == pdpa ? "PDPA" : "Equip++";
            assertTrue(equip.response()[BT] / r.response()[BT] >= 4, "bt response: Equipartition "
                    + equip.response()[BT] + " vs " + who + " " + r.response()[BT]);
            assertTrue(equip.response()[APSI] / r.response()[APSI] >= 4,
                    equip.response()[APSI] + " vs " + r.response()[APSI]);
            assertTrue(equip.makespan() / r.makespan() >= 2.5, equip.makespan() + " vs " + r.makespan());
        }
        assertEquals(4, equip.maxMpl());
        assertTrue(pdpa.maxMpl() > 15, "PDPA MPL " + pdpa.maxMpl());
        // apsi does not scale: on one processor it runs its 99 s (thesis: 98 s under PDPA, 107 s under Equip)
        assertEquals(99, pdpa.execution()[APSI], 1.0);
        assertTrue(equip.execution()[APSI] > 105, "Equip apsi " + equip.execution()[APSI]);
    }

    /**
     * Table 5.7, W4 untuned, load 60%: PDPA's workload time 7 min 6 s vs Equipartition's 20 min 6 s (2.8×);
     * responses swim 13 vs 368 s, bt 92 vs 568 s, hydro2d 45 vs 453 s. Required: workload time at least 1.8×
     * shorter; responses at least 8× (swim), 3× (bt), 4× (hydro2d) shorter.
     */
    @Test
    void w4UntunedPdpaBeatsEquipartition() {
        CorbalanWorkload w = CorbalanWorkload.w4(0.6, false);
        Result equip = run(w, "equipartition");
        Result pdpa = run(w, "pdpa");
        assertTrue(equip.makespan() / pdpa.makespan() >= 1.8, equip.makespan() + " vs " + pdpa.makespan());
        assertTrue(equip.response()[SWIM] / pdpa.response()[SWIM] >= 8);
        assertTrue(equip.response()[BT] / pdpa.response()[BT] >= 3);
        assertTrue(equip.response()[HYDRO2D] / pdpa.response()[HYDRO2D] >= 4);
    }

    /**
     * W1 (swim + bt, tuned), load 100%: Equipartition's 15 processors per job are already right, and "Equip
     * faster than PDPA by 10%" in workload time, PDPA's bt response about 10% worse. Required: PDPA's workload time
     * and bt response between 0% and 25% above Equipartition's (PDPA is not better, and not much worse).
     */
    @Test
    void w1TunedEquipartitionIsSlightlyBetter() {
        CorbalanWorkload w = CorbalanWorkload.w1(1.0);
        Result equip = run(w, "equipartition");
        Result pdpa = run(w, "pdpa");
        double time = pdpa.makespan() / equip.makespan();
        double bt = pdpa.response()[BT] / equip.response()[BT];
        assertTrue(time >= 1.0 && time <= 1.25, "workload time ratio " + time);
        assertTrue(bt >= 1.0 && bt <= 1.25, "bt response ratio " + bt);
    }

    /**
     * W5 (bt only), load 100%: "Equip is better than PDPA by 10% in both execution and response time". Required:
     * PDPA's bt response between 0% and 25% above Equipartition's.
     */
    @Test
    void w5EquipartitionIsSlightlyBetter() {
        CorbalanWorkload w = CorbalanWorkload.w5(1.0);
        double ratio = run(w, "pdpa").response()[BT] / run(w, "equipartition").response()[BT];
        assertTrue(ratio >= 1.0 && ratio <= 1.25, "bt response ratio " + ratio);
    }

    /**
     * W4 (tuned), load 80%: Equal_efficiency gives swim 26, bt 28, hydro2d 27, apsi 2 processors on average
     * (§5.4, fixed MPL 4). Required: within 5 processors of these, apsi within 0.1 of its request 2 (it loses its
     * second processor only in the rare quanta where every other application's next efficiency is higher).
     */
    @Test
    void w4EqualEfficiencyAllocations() {
        CorbalanWorkload w = CorbalanWorkload.w4(0.8, true);
        double[] procs = averageProcessors(w, "equal-efficiency");
        assertEquals(26, procs[SWIM], 5);
        assertEquals(28, procs[BT], 5);
        assertEquals(27, procs[HYDRO2D], 5);
        assertEquals(2, procs[APSI], 0.1);
    }

    /**
     * Table 7.7: Gang + Compress&amp;Join shortens the workload time of plain gang scheduling, by 35% (W2) and 40% (W4)
     * at load 100%. Required: at least 20% shorter on both; and C&amp;J's higher multiprogramming level (W4: Gang 20,
     * C&amp;J 27 in §7.5).
     */
    @Test
    void compressAndJoinBeatsGang() {
        for (CorbalanWorkload w : List.of(CorbalanWorkload.w2(1.0), CorbalanWorkload.w4(1.0, true))) {
            Result gang = run(w, "gang");
            Result cj = run(w, "compress-join");
            assertTrue(gang.makespan() / cj.makespan() >= 1.2, gang.makespan() + " vs " + cj.makespan());
            assertTrue(cj.maxMpl() > gang.maxMpl(), cj.maxMpl() + " vs " + gang.maxMpl());
        }
    }

    /**
     * Table 7.7: PDGS shortens gang scheduling's workload time by 56% (W2) and 54% (W4) at load 100%. Required: at
     * least 15% shorter on both.
     */
    @Test
    void pdgsBeatsGang() {
        for (CorbalanWorkload w : List.of(CorbalanWorkload.w2(1.0), CorbalanWorkload.w4(1.0, true))) {
            double gang = run(w, "gang").makespan();
            double pdgs = run(w, "pdgs").makespan();
            assertTrue(gang / pdgs >= 1.15, gang + " vs " + pdgs);
        }
    }

    /** Time-averaged processors per application class over the seeds. */
    private static double[] averageProcessors(CorbalanWorkload w, String policy) {
        double[] cpu = new double[5];
        double[] time = new double[5];
        for (long seed = 1; seed <= SEEDS; seed++) {
            java.util.Map<Long, double[]> held = new java.util.HashMap<>(); // {since, processors}
            AllocationListener l = (t, app, before, after) -> {
                double[] h = held.computeIfAbsent(app.id(), k -> new double[] {t, 0});
                cpu[app.job().application()] += h[1] * (t - h[0]);
                h[0] = t;
                h[1] = after;
            };
            SimulationObserver obs = new SimulationObserver() {
                @Override
                public void jobCompleted(RunningJob job, boolean measured, double now) {
                    double[] h = held.get(job.job().id());
                    int a = job.job().application();
                    cpu[a] += h[1] * (now - h[0]);
                    time[a] += now - job.start();
                }
            };
            Stage s = Stage.of("share", policy);
            new MalleableSimulation(60, MalleablePolicies.policy(s), MalleablePolicies.settings(s, null),
                    MalleableModel.chooser(MalleableModel.TABLE_3_1, null), SimulationConfig.DEFAULT, Double.NaN,
                    false, List.of(obs), l, new RandomStreams(seed).stream("malleable/selfanalyzer"))
                    .run(w.open(new RandomStreams(seed)));
        }
        double[] out = new double[5];
        for (int a = 1; a <= 4; a++) {
            out[a] = cpu[a] / time[a];
        }
        return out;
    }
}
