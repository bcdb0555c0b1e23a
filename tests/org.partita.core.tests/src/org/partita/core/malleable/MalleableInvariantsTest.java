package org.partita.core.malleable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.partita.core.engine.SimulationConfig;
import org.partita.core.engine.SimulationObserver;
import org.partita.core.metrics.Metric;
import org.partita.core.model.ModelRun;
import org.partita.core.model.Stage;
import org.partita.core.sched.RunningJob;
import org.partita.core.workload.Job;
import org.partita.core.workload.JobSource;
import org.partita.core.workload.RandomStreams;

/**
 * Invariants of every share policy on random workloads: the simulation's own checks (no processor held by two
 * applications, capacity never exceeded, every running application holds at least one processor, no start before
 * submit) report nothing; an independent replay of the allocation changes never exceeds P; every job finishes
 * exactly once, after it arrived, and, with the exact monitor, its work is conserved (time-averaged speedup ×
 * execution time = T1; the SelfAnalyzer's baseline iterations use fewer processors than the application holds, so
 * there it is not an invariant, see {@link SelfAnalyzerTest}). Policies that read performance run with both monitors.
 */
class MalleableInvariantsTest {

    /** Random jobs: requests 1..P+3 (capped at P), sequential times 1..200 s, mixed curves, bursts of arrivals. */
    private static List<Job> randomJobs(long seed, int n, int processors) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Job> jobs = new ArrayList<>();
        double t = 0;
        for (int i = 1; i <= n; i++) {
            t += rnd.nextInt(4) == 0 ? 0 : rnd.nextDouble() * 6;
            jobs.add(Runs.job(i, t, 1 + rnd.nextInt(processors + 3), 1 + rnd.nextDouble() * 199,
                    1 + rnd.nextInt(4)));
        }
        return jobs;
    }

    @ParameterizedTest
    @ValueSource(strings = {"equipartition", "equal-efficiency", "pdpa", "equip++", "equal-eff++", "gang",
        "compress-join", "pdgs"})
    void everyPolicyKeepsTheInvariants(String policy) {
        boolean measures = measures(policy);
        for (String monitor : measures ? List.of("exact", "selfanalyzer") : List.of("exact")) {
            for (long seed = 1; seed <= 3; seed++) {
                int p = 13;
                List<Job> jobs = randomJobs(seed, 120, p);
                check(policy, monitor, p, jobs);
            }
            // and a thesis workload at full load on 60 processors
            List<Job> w4 = new ArrayList<>();
            JobSource src = CorbalanWorkload.w4(1.0, false).open(new RandomStreams(5));
            for (Job j = src.next(); j != null; j = src.next()) {
                w4.add(j);
            }
            check(policy, monitor, 60, w4);
        }
    }

    private static boolean measures(String policy) {
        return MalleablePolicies.STRATEGIES.stream().map(s -> s.descriptor())
                .anyMatch(d -> d.name().equals(policy) && d.parameter("monitor") != null);
    }

    private static void check(String policy, String monitor, int processors, List<Job> jobs) {
        boolean gang = List.of("gang", "compress-join", "pdgs").contains(policy);
        boolean exact = monitor.equals("exact");
        Stage stage = Stage.of("share", policy, gang ? "slots" : "mpl", "3");
        if (measures(policy)) {
            stage = Stage.of("share", policy, gang ? "slots" : "mpl", "3", "monitor", monitor);
        }
        Map<Long, Double> submit = new HashMap<>();
        jobs.forEach(j -> submit.put(j.id(), j.submit()));
        Map<Long, Integer> alloc = new HashMap<>();
        List<String> problems = new ArrayList<>();
        int[] total = {0};
        double[] lastTime = {Double.NEGATIVE_INFINITY};
        Map<Long, Integer> finished = new HashMap<>();
        // work conservation: ∫ S(alloc(t)) dt over a job's life equals its sequential time
        Map<Long, double[]> progress = new HashMap<>(); // {work done, time of last change}
        Map<Long, RunningApp> apps = new HashMap<>();
        AllocationListener replay = (time, app, before, after) -> {
            if (time < lastTime[0]) {
                problems.add("time went back at " + time);
            }
            // between decision instants the sum must be within P; within one instant shrinks come first
            if (time > lastTime[0] && total[0] > processors) {
                problems.add("sum " + total[0] + " > " + processors + " before " + time);
            }
            lastTime[0] = time;
            int had = alloc.getOrDefault(app.id(), 0);
            if (had != before) {
                problems.add("job " + app.id() + " had " + had + " not " + before);
            }
            total[0] += after - before;
            double[] w = progress.computeIfAbsent(app.id(), k -> new double[] {0, time});
            w[0] += app.speedup(before) * (time - w[1]) * (before > 0 ? 1 : 0);
            w[1] = time;
            apps.put(app.id(), app);
            alloc.put(app.id(), after);
            if (after < (gang ? 0 : 1) || after > app.request()) {
                problems.add("job " + app.id() + " given " + after);
            }
        };
        SimulationObserver obs = new SimulationObserver() {
            @Override
            public void jobStarted(RunningJob r, double now) {
                if (now < submit.get(r.job().id())) {
                    problems.add("job " + r.job().id() + " starts before it arrives");
                }
            }

            @Override
            public void jobCompleted(RunningJob r, boolean measured, double now) {
                finished.merge(r.job().id(), 1, Integer::sum);
                int had = alloc.remove(r.job().id());
                total[0] -= had;
                double[] w = progress.get(r.job().id());
                double done = w[0] + apps.get(r.job().id()).speedup(had) * (now - w[1]);
                if (exact && Math.abs(done - r.job().runTime()) > 1e-6 * r.job().runTime()) {
                    problems.add("job " + r.job().id() + " did " + done + " s of work, not " + r.job().runTime());
                }
                if (now < r.start()) {
                    problems.add("job " + r.job().id() + " ends before it starts");
                }
            }
        };
        MalleableSimulation sim = new MalleableSimulation(processors, MalleablePolicies.policy(stage),
                MalleablePolicies.settings(stage, null), MalleableModel.chooser(MalleableModel.TABLE_3_1, null),
                SimulationConfig.DEFAULT, Double.NaN, true, List.of(obs), replay, new SplittableRandom(jobs.size()));
        ModelRun run = sim.run(JobSource.of(jobs));
        String what = policy + " (" + monitor + ")";
        assertEquals(List.of(), run.violations(), what);
        assertEquals(List.of(), problems, what);
        assertEquals(jobs.size(), finished.size(), what);
        assertTrue(finished.values().stream().allMatch(c -> c == 1), what);
        assertEquals(jobs.size(), run.metrics().get(Metric.JOBS), what);
        double util = run.metrics().get(Metric.UTILIZATION);
        assertTrue(util > 0 && util <= 1 + 1e-9, what + " utilization " + util);
        assertTrue(gang || run.metrics().get(Metric.MAX_MPL) <= processors, what);
        assertTrue(total[0] == 0, what);
    }
}
